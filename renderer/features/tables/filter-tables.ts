/** Case-insensitive match on every word typed, so "ord it" finds "OrdersAndItems". */
export function filterTables(names: string[], filter: string): string[] {
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return names;
  return names.filter((n) => {
    const lower = n.toLowerCase();
    return words.every((w) => lower.includes(w));
  });
}

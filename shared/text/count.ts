/**
 * A number with its noun, singular for exactly one: "1 item", "2 items", "10,000 items". One
 * helper for every count the app writes, so no screen says "1 items".
 */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}

/**
 * The table "Compare" offers first on the connection chosen: the left table's own name on another
 * connection (its copy on DynamoDB Local), else a table named after it (`Orders-local`,
 * `OrdersCopy`), else the first other table; never the left table itself on its own connection.
 * The first table of the list was BillingLedger beside Library: a comparison nobody meant.
 */
export function defaultCompareTable(
  names: readonly string[],
  leftTable: string | undefined,
  sameConnection: boolean,
): string {
  const others = sameConnection ? names.filter((n) => n !== leftTable) : names;
  if (leftTable && others.includes(leftTable)) return leftTable;
  const lower = leftTable?.toLowerCase();
  const named = lower ? others.find((n) => n.toLowerCase().startsWith(lower)) : undefined;
  return named ?? others[0] ?? '';
}

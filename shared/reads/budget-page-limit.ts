/**
 * Under a budget of read units, a page asks for no more items than the units left can pay for, at
 * the units per item the pages so far cost, shared among the segments still reading; the first
 * page asks for a few only. A page without a Limit may read up to 1 MB (128 units), which would
 * overshoot a budget of 5 by far. The pages so far include DynamoDB's rounding up, so this errs low.
 */

/** Items the first page under a budget asks for, before any page says what an item costs. */
export const BUDGET_FIRST_PAGE_ITEMS = 10;

export function budgetPageLimit(
  pageLimit: number | undefined,
  unitsLeft: number,
  sofar: { scanned: number; rcu: number },
  segmentsReading: number,
): number {
  const fits =
    sofar.scanned > 0 && sofar.rcu > 0
      ? Math.max(1, Math.floor(unitsLeft / Math.max(1, segmentsReading) / (sofar.rcu / sofar.scanned)))
      : BUDGET_FIRST_PAGE_ITEMS;
  return pageLimit === undefined ? fits : Math.min(pageLimit, fits);
}

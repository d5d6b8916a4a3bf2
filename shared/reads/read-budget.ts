/**
 * A read's budget: how much it may consume before it stops with the rest left to resume, in read
 * units (ConsumedCapacity.CapacityUnits, which the read asks for on every page) or in dollars,
 * turned into read units at the on-demand price the cost estimate uses (shared/cost/pricing.ts).
 */
import { formatDollars, formatUnits, US_EAST_1_ON_DEMAND, type Price } from '../cost/pricing.js';

export type BudgetUnit = 'rcu' | 'usd';

export interface ReadBudget {
  amount: number;
  unit: BudgetUnit;
}

/** The read units a budget allows. */
export function budgetUnits(b: ReadBudget, price: Price = US_EAST_1_ON_DEMAND): number {
  return b.unit === 'rcu' ? b.amount : (b.amount * 1_000_000) / price.perMillionReads;
}

export function formatBudget(b: ReadBudget): string {
  return b.unit === 'rcu' ? `${formatUnits(b.amount)} read units` : formatDollars(b.amount);
}

const AMOUNT = /^\d{1,12}(\.\d{1,9})?$/;

/**
 * The budget typed in a field, or a problem naming the field; '' is no budget. Checked by length
 * before any pattern, so a pasted page of text is refused at once.
 */
export function parseBudget(
  text: string,
  unit: BudgetUnit,
  label = 'Budget',
): { budget?: ReadBudget; problem?: string } {
  const t = text.trim();
  if (t === '') return {};
  if (t.length > 24 || !AMOUNT.test(t))
    return {
      problem: `${label}: expected a positive number of ${unit === 'rcu' ? 'read units (e.g. 100)' : 'dollars (e.g. 0.50)'}, got "${t.slice(0, 24)}${t.length > 24 ? '…' : ''}"`,
    };
  const amount = Number(t);
  if (!(amount > 0)) return { problem: `${label}: expected a number above 0, got "${t}"` };
  return { budget: { amount, unit } };
}

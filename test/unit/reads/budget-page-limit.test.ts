/**
 * A page under a read-unit budget asks for what the units left can pay for: a budget of 5 must not
 * be overshot by a 1 MB page of 128 units because the page had no Limit.
 */
import { expect, test } from 'vitest';
import { BUDGET_FIRST_PAGE_ITEMS, budgetPageLimit } from '../../../shared/reads/budget-page-limit.js';

test('the first page asks for a few items, never more than its own Limit', () => {
  expect(budgetPageLimit(undefined, 5, { scanned: 0, rcu: 0 }, 1)).toBe(BUDGET_FIRST_PAGE_ITEMS);
  expect(budgetPageLimit(3, 5, { scanned: 0, rcu: 0 }, 1)).toBe(3);
});

test('later pages ask for what the units left pay for at the cost per item so far, shared by segments', () => {
  // 10 items cost 2.5 units: 0.25 each; 4 units left pay for 16, 4 segments reading get 4 each.
  expect(budgetPageLimit(undefined, 4, { scanned: 10, rcu: 2.5 }, 1)).toBe(16);
  expect(budgetPageLimit(undefined, 4, { scanned: 10, rcu: 2.5 }, 4)).toBe(4);
  expect(budgetPageLimit(8, 4, { scanned: 10, rcu: 2.5 }, 1)).toBe(8);
  // Nearly spent: one item, not none (a read asks at least one item per page).
  expect(budgetPageLimit(undefined, 0.1, { scanned: 10, rcu: 2.5 }, 1)).toBe(1);
});

/**
 * The default-budget button: "Clear the default budget" only when a default is kept, so a new user
 * never reads a clear button as a budget being in force.
 */
import { describe, expect, it } from 'vitest';
import {
  defaultBudgetAction,
  loadDefaultBudget,
  saveDefaultBudget,
} from '../../../renderer/model/query/budget-default.js';

function memoryStorage() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
}

describe('defaultBudgetAction', () => {
  it('offers nothing with no budget typed and none kept', () => {
    expect(defaultBudgetAction(undefined, undefined)).toBeUndefined();
  });
  it('offers to clear only a kept default', () => {
    expect(defaultBudgetAction(undefined, { amount: 100, unit: 'rcu' })).toBe('clear');
  });
  it('offers to keep a typed budget, kept default or not', () => {
    expect(defaultBudgetAction({ amount: 5, unit: 'usd' }, undefined)).toBe('keep');
    expect(defaultBudgetAction({ amount: 5, unit: 'usd' }, { amount: 100, unit: 'rcu' })).toBe('keep');
  });
  it('after clearing, nothing is kept and nothing is offered', () => {
    const storage = memoryStorage();
    saveDefaultBudget('c1', { amount: 100, unit: 'rcu' }, storage);
    expect(defaultBudgetAction(undefined, loadDefaultBudget('c1', storage))).toBe('clear');
    saveDefaultBudget('c1', undefined, storage);
    expect(defaultBudgetAction(undefined, loadDefaultBudget('c1', storage))).toBeUndefined();
  });
});

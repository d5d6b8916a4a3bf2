/**
 * The budget a connection's reads carry when the form's Budget field is left empty, kept per
 * connection between runs like the expensive-read guard (model/cost-estimate/guard-settings.ts): a user
 * on an AWS account can put every read under, say, 1,000 read units, and leave the sandbox free.
 */
import { appStorage, type KeyValueStore } from '../../api/service-storage.js';
import type { ReadBudget } from '../../../shared/reads/read-budget.js';

const keyOf = (connectionId: string) => `ice.readBudget.${connectionId}`;

export function loadDefaultBudget(
  connectionId: string | undefined,
  storage: KeyValueStore = appStorage(),
): ReadBudget | undefined {
  if (!connectionId) return undefined;
  try {
    const kept = JSON.parse(storage.getItem(keyOf(connectionId)) ?? 'null') as Partial<ReadBudget> | null;
    if (!kept || typeof kept.amount !== 'number' || !(kept.amount > 0)) return undefined;
    return { amount: kept.amount, unit: kept.unit === 'usd' ? 'usd' : 'rcu' };
  } catch {
    return undefined;
  }
}

/** Keeps `budget` as the connection's default; undefined removes it. */
export function saveDefaultBudget(
  connectionId: string,
  budget: ReadBudget | undefined,
  storage: KeyValueStore = appStorage(),
): void {
  storage.setItem(keyOf(connectionId), budget ? JSON.stringify(budget) : 'null');
}

/**
 * What the default-budget button offers: keep the typed budget, clear a kept default, or nothing at
 * all (no budget typed and none kept: a "Clear" there would clear nothing, and a new user read it as
 * a default being set).
 */
export function defaultBudgetAction(
  typed: ReadBudget | undefined,
  kept: ReadBudget | undefined,
): 'keep' | 'clear' | undefined {
  if (typed) return 'keep';
  return kept ? 'clear' : undefined;
}

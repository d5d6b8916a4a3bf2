/**
 * Staged changes as kept in app state (so they survive a reload and a restart, and never leave the
 * machine): one list for every connection, each entry naming its connection.
 */
import type { StagedChange } from '../../shared/writes/change.js';
import { appStorage } from '../api/service-storage.js';

export const STAGED_KEY = 'ice.stagedChanges';

export interface StagedEntry {
  connectionId: string;
  change: StagedChange;
  stagedAt: string;
}

export function loadStaged(): StagedEntry[] {
  const text = appStorage().getItem(STAGED_KEY);
  if (!text) return [];
  try {
    const list = JSON.parse(text) as unknown;
    return Array.isArray(list)
      ? list.filter(
          (e): e is StagedEntry =>
            typeof e?.connectionId === 'string' &&
            typeof e?.change?.id === 'string' &&
            typeof e?.change?.TableName === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

export function saveStaged(list: readonly StagedEntry[]): void {
  if (list.length === 0) appStorage().removeItem(STAGED_KEY);
  else appStorage().setItem(STAGED_KEY, JSON.stringify(list));
}

let counter = 0;
export function newChangeId(): string {
  counter += 1;
  return `${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * The user's choice of parent type for a table ("auto", a type, or "none"), remembered in
 * localStorage per table so the table opens the way it was last read.
 */
import type { ParentOverride } from '../../../shared/collections/parent-detection.js';

export type ParentChoice = { mode: 'auto' } | { mode: 'type'; type: string } | { mode: 'none' };

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const keyFor = (table: string) => `ice.parent.${table}`;

export function loadParentChoice(storage: Store, table: string): ParentChoice {
  try {
    const v = storage.getItem(keyFor(table));
    if (v === null) return { mode: 'auto' };
    if (v === 'none') return { mode: 'none' };
    if (v.startsWith('type:') && v.length > 5) return { mode: 'type', type: v.slice(5) };
  } catch {
    // Storage unavailable: detection decides.
  }
  return { mode: 'auto' };
}

export function saveParentChoice(storage: Store, table: string, choice: ParentChoice): void {
  try {
    if (choice.mode === 'auto') storage.removeItem(keyFor(table));
    else storage.setItem(keyFor(table), choice.mode === 'none' ? 'none' : `type:${choice.type}`);
  } catch {
    // The choice still applies to this session.
  }
}

export function toOverride(choice: ParentChoice): ParentOverride | null {
  if (choice.mode === 'auto') return null;
  return choice.mode === 'none' ? { none: true } : { parentType: choice.type };
}

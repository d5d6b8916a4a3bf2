/**
 * The layout map's order: as read, largest first, or furthest from the common layout first (the
 * odd collection out at the top). The departure needs every collection's strip: computed only
 * when that order is chosen, and each strip only again when its collection changed.
 */
import type { ItemCollection } from '../../../shared/collections/item-collection.js';
import { commonLayout, departure } from '../../../shared/diagram/common-layout.js';
import { stripOf } from './strip-cache.js';

export type LayoutOrder = 'read' | 'size' | 'departure';

export interface LayoutRows {
  collections: readonly ItemCollection[];
  /** Departure of each collection (same order as `collections`), when ordered by departure. */
  departures: readonly number[] | null;
  common: string[] | null;
  /** Collections that have the common layout. */
  commonCount: number;
}

export function layoutRows(all: readonly ItemCollection[], order: LayoutOrder, designVersion: number): LayoutRows {
  if (order === 'read') return { collections: all, departures: null, common: null, commonCount: 0 };
  if (order === 'size')
    return {
      collections: [...all].sort((a, b) => b.items.length - a.items.length || a.position - b.position),
      departures: null,
      common: null,
      commonCount: 0,
    };
  const tokens = all.map((c) => stripOf(c, designVersion).tokens);
  const common = commonLayout(tokens);
  const far = tokens.map((t) => departure(t, common));
  const idx = all.map((_, i) => i).sort((a, b) => far[b]! - far[a]! || a - b);
  return {
    collections: idx.map((i) => all[i]!),
    departures: idx.map((i) => far[i]!),
    common,
    commonCount: far.filter((d) => d === 0).length,
  };
}

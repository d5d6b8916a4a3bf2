/**
 * A collection's strip (its runs of one entity and its name), worked out only when a strip of it is
 * drawn and again only when the collection grew, its parent moved or the design renamed things:
 * a 100,000-item read pays for the rows in view, not for every collection at every page.
 */
import type { ItemCollection } from '../../../shared/collections/item-collection.js';
import type { Run } from '../../../shared/diagram/collection-shape.js';
import { layoutTokens } from '../../../shared/diagram/common-layout.js';
import { runsOf, stripName } from '../../../shared/diagram/layout-strip.js';

export interface Strip {
  runs: Run[];
  name: string;
  parentIndex: number | null;
  /** The layout as tokens, for the departure from the common layout. */
  tokens: string[];
}

const strips = new WeakMap<ItemCollection, { size: number; parent: number | null; version: number; strip: Strip }>();

export function stripOf(c: ItemCollection, designVersion: number): Strip {
  const parent = c.parentIndex;
  const known = strips.get(c);
  if (known && known.size === c.items.length && known.parent === parent && known.version === designVersion)
    return known.strip;
  const runs = runsOf(c);
  const strip = { runs, name: stripName(c, runs), parentIndex: parent, tokens: layoutTokens(runs, parent) };
  strips.set(c, { size: c.items.length, parent, version: designVersion, strip });
  return strip;
}

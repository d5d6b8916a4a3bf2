/**
 * Which attributes the grid shows as columns when the user has not chosen: first those most entity
 * types share (a type attribute, a status), then each entity's own attributes in turns, the
 * parent's first, so every entity on screen has what tells it apart in view, even one that occurs
 * once per collection among hundreds of children.
 */
import type { AttributeCensus } from '../../model/collections/attribute-census.js';

export const MAX_ATTRIBUTE_COLUMNS = 10;

/**
 * `typeOrder`: the entity types in the order they take turns (the parent's first); types the
 * census has but the order lacks follow by item count. With one type, its most common attributes.
 */
export function automaticColumns(
  census: AttributeCensus,
  exclude: ReadonlySet<string>,
  typeOrder: readonly string[],
  limit = MAX_ATTRIBUTE_COLUMNS,
): string[] {
  const types = orderTypes(census, typeOrder);
  if (types.length <= 1) return census.mostCommon(limit, exclude, types[0] ?? null);
  const chosen: string[] = [];
  const taken = new Set(exclude);
  const take = (name: string) => {
    if (chosen.length < limit && !taken.has(name)) {
      chosen.push(name);
      taken.add(name);
    }
  };
  // Shared: carried by most items of more than half the types.
  for (const [name] of census.counts(exclude)) {
    const typesCarrying = types.filter((t) => carriedByMost(census, t, name)).length;
    if (typesCarrying * 2 > types.length) take(name);
  }
  // Then in turns, each type its next attribute by how many of its items carry it.
  const queues = types.map((t) => census.counts(exclude, t).map(([n]) => n));
  for (let progressed = true; progressed && chosen.length < limit;) {
    progressed = false;
    for (const q of queues) {
      while (q.length > 0 && taken.has(q[0]!)) q.shift();
      const next = q.shift();
      if (next !== undefined) {
        take(next);
        progressed = true;
      }
    }
  }
  return chosen;
}

function carriedByMost(census: AttributeCensus, type: string, name: string): boolean {
  const items = census.itemsByType.get(type) ?? 0;
  return items > 0 && (census.byType.get(type)?.get(name) ?? 0) * 2 > items;
}

function orderTypes(census: AttributeCensus, typeOrder: readonly string[]): string[] {
  const present = [...census.itemsByType.keys()];
  const first = typeOrder.filter((t) => census.itemsByType.has(t));
  const rest = present
    .filter((t) => !first.includes(t))
    .sort((a, b) => census.itemsByType.get(b)! - census.itemsByType.get(a)!);
  return [...first, ...rest];
}

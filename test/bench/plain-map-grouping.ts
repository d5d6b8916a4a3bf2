/**
 * The plain loop the grouper is measured against: a Map from partition-key text to an array of
 * items, nothing else. A benchmark baseline, so it lives with the benchmarks, not in the app.
 */
import type { Item } from '../../shared/dynamo/types.js';
import type { ScalarView } from '../../shared/dynamo/scalar-view.js';

export function groupWithPlainMap(items: readonly Item[], pkName: string): Map<string, Item[]> {
  const groups = new Map<string, Item[]>();
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    const pv = item[pkName] as ScalarView | undefined;
    const key = pv === undefined ? undefined : (pv.S ?? pv.N ?? pv.B);
    if (key === undefined) continue;
    let group = groups.get(key);
    if (group === undefined) {
      group = [];
      groups.set(key, group);
    }
    group.push(item);
  }
  return groups;
}

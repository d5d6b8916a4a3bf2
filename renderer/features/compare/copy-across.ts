/**
 * One side's version of an item, staged as a change on the other side: the target item is fetched
 * again with a consistent GetItem so the change's "as read" is whole and current (the commit's
 * condition then catches anyone who changes it meanwhile), and the key is renamed to the target
 * table's names.
 */
import type { ExplorerApi } from '../../../shared/api.js';
import type { Item } from '../../../shared/dynamo/types.js';
import { keyOf, type StagedChange } from '../../../shared/writes/change.js';
import { sameValue } from '../../../shared/writes/value-equality.js';
import type { CompareKeys } from '../../../shared/compare/read-compare.js';
import { keyRenames, renameKeys } from './compare-target.js';

export interface CopyTarget {
  connectionId: string;
  TableName: string;
  keys: CompareKeys;
}

const sameItem = (a: Item, b: Item): boolean =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.keys(a).every((k) => Object.hasOwn(b, k) && sameValue(a[k]!, b[k]!));

/** The staged change that makes the target's item equal to `source`, or null when it already is. */
export async function copyChange(
  api: ExplorerApi,
  source: Item,
  sourceKeys: CompareKeys,
  target: CopyTarget,
  newId: () => string,
): Promise<StagedChange | null> {
  const after = renameKeys(source, keyRenames(sourceKeys, target.keys)) as Item;
  const Key = keyOf(after, target.keys);
  const { Item: before } = await api.getItem({
    connectionId: target.connectionId,
    TableName: target.TableName,
    Key,
    ConsistentRead: true,
  });
  if (before && sameItem(before, after)) return null;
  return { id: newId(), TableName: target.TableName, ...(before ? { before } : {}), after };
}

/**
 * One side's version of an item, staged as a change on the other side: the target item is fetched
 * again with a consistent GetItem so the change's "as read" is whole and current (the commit's
 * condition then catches anyone who changes it meanwhile), and the key is renamed to the target
 * table's names.
 */
import type { ExplorerApi } from '../../../shared/api.js';
import type { Item } from '../../../shared/dynamo/types.js';
import { keyOf, type StagedChange } from '../../../shared/writes/change.js';
import { diffItems } from '../../../shared/writes/attribute-diff.js';
import { keyRenames, renameAttributes, type CompareKeys } from '../../../shared/compare/read-compare.js';

export interface CopyTarget {
  connectionId: string;
  TableName: string;
  keys: CompareKeys;
}

/** The staged change that makes the target's item equal to `source`, or null when it already is. */
export async function copyChange(
  api: ExplorerApi,
  source: Item,
  sourceKeys: CompareKeys,
  target: CopyTarget,
  newId: () => string,
): Promise<StagedChange | null> {
  const after = renameAttributes(source, keyRenames(sourceKeys, target.keys));
  const Key = keyOf(after, target.keys);
  const { Item: before } = await api.getItem({
    connectionId: target.connectionId,
    TableName: target.TableName,
    Key,
    ConsistentRead: true,
  });
  if (before && diffItems(before, after).length === 0) return null;
  return { id: newId(), TableName: target.TableName, ...(before ? { before } : {}), after };
}

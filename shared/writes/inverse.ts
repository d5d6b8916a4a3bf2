/**
 * Undo of a committed change is itself a staged change, the other way round: from the item as the
 * commit left it back to the item as read. Planned like any change, it is then conditional on the
 * item still being as the commit left it, so an undo never overwrites a later write.
 */
import type { Item } from '../dynamo/types.js';
import type { StagedChange } from './change.js';

/** `result` is the item as the commit left it (ChangePlan.result); undefined after a delete. */
export function inverseChange(change: StagedChange, result: Item | undefined, id = `undo-${change.id}`): StagedChange {
  const inverse: StagedChange = { id, TableName: change.TableName };
  if (result) inverse.before = result;
  if (change.before) inverse.after = change.before;
  if (change.versionAttribute !== undefined) inverse.versionAttribute = change.versionAttribute;
  return inverse;
}

/**
 * The three ways a bulk run can delete, and what each guarantees, in the words the dry run and the
 * mode choice show: a user picks between speed and safety knowing exactly what each leaves open.
 * The request fields each mode becomes (shared/api-bulk.ts) are here too, so the form and the
 * store cannot disagree on them.
 */

export type DeleteMode = 'exact' | 'read-back' | 'as-read';

export interface DeleteModeText {
  /** The radio's accessible name. */
  label: string;
  /** What the mode guarantees, and what it leaves open. */
  guarantee: string;
}

export const DELETE_MODES: Record<DeleteMode, DeleteModeText> = {
  exact: {
    label: 'Only items still exactly as read',
    guarantee:
      'Nothing changed since your read is deleted; slower. Each item is deleted by its own DeleteItem, conditional on every value as read (an attribute added since is put back at once); a changed item is left and reported as a conflict with what is there now.',
  },
  'read-back': {
    label: 'Read back, then delete in batches',
    guarantee:
      'Each batch of items is read back first and changed items are left as conflicts, then the rest are deleted by BatchWriteItem, which takes no condition: a change made in the moment between the check and the delete is not detected.',
  },
  'as-read': {
    label: 'Delete without checking',
    guarantee:
      'Deleted as they are now, by BatchWriteItem, with no check: an item changed since your read is deleted all the same, and undo puts back the item as you read it.',
  },
};

export const DELETE_MODE_ORDER: readonly DeleteMode[] = ['exact', 'read-back', 'as-read'];

/** What the dry run adds about write units for a delete in this mode. */
export function deleteModeCost(mode: DeleteMode): string {
  if (mode === 'exact')
    return 'A conditional delete costs the same write units as an unconditional one (by the item’s size; a failed condition is charged too), and nothing is read first.';
  if (mode === 'read-back') return 'The read back first costs read units too (consistent reads), not counted here.';
  return 'Nothing is read first.';
}

/** The createBulkRun fields of a delete in this mode. */
export function deleteModeRequest(mode: DeleteMode): { readBeforeDelete?: false; conditionalDelete?: true } {
  if (mode === 'exact') return { conditionalDelete: true };
  return mode === 'as-read' ? { readBeforeDelete: false } : {};
}

/**
 * The mode a bulk delete starts in. On AWS (a connection that is not local), where other clients
 * write to the same table, "only items still exactly as read": nothing they change is lost, and
 * the per-item calls' cost there is network time, which 20 in flight hide. On a local endpoint
 * (the sandbox, DynamoDB Local) the read-back mode: the calls' cost there is the server's CPU, and
 * the bench measured the exact mode at 6 to 9x the raw BatchWriteItem loop's time on dynalite and
 * DynamoDB Local (5,000 items, load 12 to 14; the raw SDK sending the same conditional deletes took
 * as long), against 1.0 to 1.4x for the read-back mode (`npm run bench -- --only writes`).
 */
export function defaultDeleteMode(local: boolean | undefined): DeleteMode {
  return local === false ? 'exact' : 'read-back';
}

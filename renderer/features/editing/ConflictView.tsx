/**
 * A change whose condition failed: what was read, what the user wants, and what is there now,
 * side by side, and the three ways on. Nothing is overwritten until the user chooses and commits.
 */
import { toDynamoJson } from '../../../shared/dynamo/plain-json.js';
import type { Item, TableDescription } from '../../../shared/dynamo/types.js';
import { useApp } from '../../store/index.js';
import type { Conflict } from '../../store/editing-slice.js';
import { changeTitle } from './ChangeDiff.js';

const shown = (item: Item | undefined, absent: string) => (item ? toDynamoJson(item, 2) : absent);

export function ConflictView({ conflict, table }: { conflict: Conflict; table: TableDescription | undefined }) {
  const resolve = useApp((s) => s.resolveConflict);
  const { change, outcome } = conflict;
  const now = outcome.current?.Item;
  const id = change.id;
  return (
    <section role="region" aria-label="Conflict" className="conflict">
      <h4>Conflict: {changeTitle(change, table)}</h4>
      <p>
        {outcome.conflictAt === 'new key'
          ? 'The new key is taken by another item: nothing was written.'
          : 'The item changed since it was read: nothing was written.'}{' '}
        Compare, then choose.
      </p>
      <div className="conflict-columns">
        <figure>
          <figcaption>What you read</figcaption>
          <pre aria-label="What you read">{shown(change.before, '(no item: a new one)')}</pre>
        </figure>
        <figure>
          <figcaption>Your change</figcaption>
          <pre aria-label="Your change">{shown(change.after, '(delete)')}</pre>
        </figure>
        <figure>
          <figcaption>What is there now</figcaption>
          <pre aria-label="What is there now">{shown(now, '(no item at this key now)')}</pre>
        </figure>
      </div>
      <div className="conflict-buttons">
        {/* Re-applying or keeping onto the item at a taken key would rewrite that other item. */}
        {outcome.conflictAt === 'new key' ? null : (
          <>
            <button type="button" onClick={() => resolve(id, 'reapply')}>
              Re-apply on top
            </button>
            <button type="button" onClick={() => resolve(id, 'keep')}>
              Keep mine (overwrite on purpose)
            </button>
          </>
        )}
        <button type="button" onClick={() => resolve(id, 'discard')}>
          Discard mine
        </button>
      </div>
    </section>
  );
}

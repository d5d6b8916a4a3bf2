/**
 * A change whose condition failed: what was read, what the user wants, and what is there now,
 * side by side, and the three ways on. Nothing is overwritten until the user chooses and commits.
 */
import { toDynamoJson } from '../../../shared/dynamo/plain-json.js';
import type { Item, TableDescription } from '../../../shared/dynamo/types.js';
import { useApp } from '../../store/index.js';
import type { Conflict } from '../../store/editing-slice.js';
import { changeTitle } from './ChangeDiff.js';
import { changedPaths, clashingPaths } from '../../../shared/writes/changed-paths.js';
import type { AttributeValue } from '../../../shared/dynamo/types.js';

const shown = (item: Item | undefined, absent: string) => (item ? toDynamoJson(item, 2) : absent);
const brief = (v: AttributeValue | undefined) => {
  if (v === undefined) return '(absent)';
  const text = JSON.stringify(v);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
};

export function ConflictView({ conflict, table }: { conflict: Conflict; table: TableDescription | undefined }) {
  const resolve = useApp((s) => s.resolveConflict);
  const { change, outcome } = conflict;
  const now = outcome.current?.Item;
  const id = change.id;
  // Only an item that is there now has values another writer changed; a taken new key is another item.
  const theirs = now && change.before ? changedPaths(change.before, now) : [];
  const clashes = new Set(theirs.length ? clashingPaths(change.before, change.after, now) : []);
  return (
    <section role="region" aria-label="Conflict" className="conflict">
      <h4>Conflict: {changeTitle(change, table)}</h4>
      <p>
        {outcome.conflictAt === 'new key'
          ? 'The new key is taken by another item: nothing was written.'
          : 'The item changed since it was read: nothing was written.'}{' '}
        Compare, then choose.
      </p>
      {theirs.length > 0 ? (
        <ul aria-label="Changed since your read" className="conflict-paths">
          {theirs.map((c) => (
            <li key={c.path}>
              <code>{c.path}</code>: {brief(c.before)} → {brief(c.after)}
              {clashes.has(c.path) ? ' (you changed it too: re-applying puts yours here)' : ''}
            </li>
          ))}
        </ul>
      ) : null}
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

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

/** An undo's conflict is about the commit, not about a read: its own words for the same three views. */
const COMMIT_WORDS = {
  title: 'Conflict',
  why: 'The item changed since it was read: nothing was written.',
  since: 'Changed since your read',
  read: 'What you read',
  mine: 'Your change',
};
const UNDO_WORDS = {
  title: 'Conflict on undo',
  why: 'The item changed since the commit: the undo wrote nothing for it.',
  since: 'Changed since the commit',
  read: 'As the commit left it',
  mine: 'What undo would put back',
};

export function ConflictView({ conflict, table }: { conflict: Conflict; table: TableDescription | undefined }) {
  const resolve = useApp((s) => s.resolveConflict);
  const { change, outcome } = conflict;
  const words = conflict.undo ? UNDO_WORDS : COMMIT_WORDS;
  const now = outcome.current?.Item;
  const id = change.id;
  // Only an item that is there now has values another writer changed; a taken new key is another item.
  const theirs = now && change.before ? changedPaths(change.before, now) : [];
  const clashes = new Set(theirs.length ? clashingPaths(change.before, change.after, now) : []);
  return (
    <section role="region" aria-label="Conflict" className="conflict">
      <h4>
        {words.title}: {changeTitle(change, table)}
      </h4>
      <p>
        {outcome.conflictAt === 'new key' ? 'The new key is taken by another item: nothing was written.' : words.why}{' '}
        Compare, then choose.
      </p>
      {theirs.length > 0 ? (
        <ul aria-label={words.since} className="conflict-paths">
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
          <figcaption>{words.read}</figcaption>
          <pre aria-label={words.read}>{shown(change.before, '(no item: a new one)')}</pre>
        </figure>
        <figure>
          <figcaption>{words.mine}</figcaption>
          <pre aria-label={words.mine}>{shown(change.after, '(delete)')}</pre>
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

/**
 * The write history of this connection, newest first: each commit's state (undoable, undone,
 * partly undone n of m, not undoable and why), Undo of the newest or of any one, what recovery
 * found after a crash, and "Clear write history" (asked first: undo of those commits goes).
 */
import { useState } from 'react';
import type { CommitSummary } from '../../../shared/api-writes.js';
import { useApp } from '../../store/index.js';

/** Commits listed; the journal keeps more (README: what the app keeps). */
const LISTED = 20;

const timeOf = (at: string) => `${at.replace('T', ' ').slice(0, 19)} UTC`;

/** "3 edits, 1 delete": each kind counted once, not listed per change. */
export function kindsText(changes: CommitSummary['changes']): string {
  const counts = new Map<string, number>();
  for (const c of changes) counts.set(c.kind, (counts.get(c.kind) ?? 0) + 1);
  return [...counts].map(([kind, n]) => `${n} ${kind}${n === 1 ? '' : 's'}`).join(', ');
}

export function commitStateText(c: CommitSummary): string {
  if (c.state === 'partly undone') return `partly undone (${c.undone} of ${c.total})`;
  return c.state;
}

export function CommitHistory() {
  const commits = useApp((s) => s.commits);
  const undoLast = useApp((s) => s.undoLastCommit);
  const undoCommit = useApp((s) => s.undoCommit);
  const clear = useApp((s) => s.clearWriteHistory);
  const committing = useApp((s) => s.committing);
  const access = useApp((s) => s.writeAccess);
  const historyError = useApp((s) => s.historyError);
  const [asking, setAsking] = useState(false);
  if (historyError)
    return (
      <section role="region" aria-label="Commit history" className="commit-history">
        <p role="alert">
          The write history cannot be read, so nothing can be undone until it can: {historyError.message}
        </p>
      </section>
    );
  if (commits.length === 0) return null;
  const last = commits[0]!;
  const kinds = kindsText(last.changes);
  const notices = commits.flatMap((c) => c.notices ?? []);
  return (
    <section role="region" aria-label="Commit history" className="commit-history">
      <h3>Commits ({commits.length})</h3>
      {notices.length > 0 && (
        <div role="note" aria-label="Recovery notice" className="recovery-notice">
          {notices.map((n, i) => (
            <p key={i}>{n}</p>
          ))}
        </div>
      )}
      <p>
        Last: {last.changes.length} change{last.changes.length === 1 ? '' : 's'} ({kinds}) at{' '}
        <time dateTime={last.at}>{timeOf(last.at)}</time>. Undo writes each item back as it was, only if it is still as
        the commit left it; the others are shown as conflicts.
      </p>
      <button type="button" disabled={committing} onClick={() => void undoLast()}>
        Undo last commit
      </button>
      <ol aria-label="Commits" className="commit-list">
        {commits.slice(0, LISTED).map((c) => (
          <li key={c.commitId}>
            <time dateTime={c.at}>{timeOf(c.at)}</time>: {c.changes.length} change{c.changes.length === 1 ? '' : 's'}{' '}
            <span className="commit-state">{commitStateText(c)}</span>
            {c.reason && <small> ({c.reason})</small>}
            {(c.state === 'undoable' || c.state === 'partly undone') && (
              <button
                type="button"
                disabled={committing}
                aria-label={`Undo the commit at ${timeOf(c.at)}`}
                onClick={() => void undoCommit(c.commitId)}
              >
                Undo
              </button>
            )}
          </li>
        ))}
      </ol>
      {asking ? (
        <div role="group" aria-label="Clear write history?">
          <p>
            Clear the write history of {access?.name ?? 'this connection'}? Its commits ({commits.length} listed) and
            its bulk runs, with the item images kept for undo, are deleted from this computer; they can no longer be
            undone. The table is not changed.
          </p>
          <button
            type="button"
            onClick={() => {
              setAsking(false);
              void clear();
            }}
          >
            Clear history
          </button>
          <button type="button" onClick={() => setAsking(false)}>
            Cancel
          </button>
        </div>
      ) : (
        <button type="button" disabled={committing} onClick={() => setAsking(true)}>
          Clear write history
        </button>
      )}
    </section>
  );
}

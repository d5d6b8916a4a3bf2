/** The commits kept for undo on this connection, newest first, and Undo of the newest (itself conditional). */
import { useApp } from '../../store/index.js';

export function CommitHistory() {
  const commits = useApp((s) => s.commits);
  const undo = useApp((s) => s.undoLastCommit);
  const committing = useApp((s) => s.committing);
  if (commits.length === 0) return null;
  const last = commits[0]!;
  const kinds = last.changes.map((c) => c.kind).join(', ');
  return (
    <section role="region" aria-label="Commit history" className="commit-history">
      <h3>Commits ({commits.length})</h3>
      <p>
        Last: {last.changes.length} change{last.changes.length === 1 ? '' : 's'} ({kinds}) at{' '}
        <time dateTime={last.at}>{last.at.replace('T', ' ').slice(0, 19)} UTC</time>. Undo writes each item back as it
        was read, only if it is still as the commit left it.
      </p>
      <button type="button" disabled={committing} onClick={() => void undo()}>
        Undo last commit
      </button>
    </section>
  );
}

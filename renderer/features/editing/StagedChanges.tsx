/**
 * The staged changes of the connection on screen, each with its diff and its own Discard, and the
 * commit: to a connection that is not local, only after a confirmation naming the account,
 * region and tables (WriteQuestionPrompt). Each diff carries the review of the change against the
 * write gate and the table's design.
 */
import { useMemo } from 'react';
import { valueOf } from '../../store/async-state.js';
import { stagedHere } from '../../store/editing-slice.js';
import { useApp } from '../../store/index.js';
import { useTableDesign } from './use-table-design.js';
import { ChangeDiff, changeTitle } from './ChangeDiff.js';

export function StagedChanges() {
  const all = useApp((s) => s.staged);
  const connectionId = useApp((s) => s.connectionId);
  // Filtered here, not in the selector: a selector that builds a new array each time re-renders forever.
  const staged = useMemo(() => stagedHere({ staged: all, connectionId }), [all, connectionId]);
  const table = useApp((s) => valueOf(s.table));
  const committing = useApp((s) => s.committing);
  const conflicts = useApp((s) => s.conflicts);
  const discard = useApp((s) => s.discardChange);
  const discardAll = useApp((s) => s.discardAll);
  const commit = useApp((s) => s.commitStaged);
  const access = useApp((s) => s.writeAccess);
  const setAllowed = useApp((s) => s.setWritesAllowed);
  const design = useTableDesign(staged.length > 0);
  if (staged.length === 0) return null;
  return (
    <section role="region" aria-label="Staged changes" className="staged-changes">
      <h3>Staged changes ({staged.length})</h3>
      <p className="muted">
        Nothing is written until you commit. Each write is conditional on the item being as you read it.
      </p>
      <ol className="staged-list">
        {staged.map(({ change }) => (
          <li key={change.id} className={conflicts.some((c) => c.change.id === change.id) ? 'in-conflict' : undefined}>
            <div className="staged-head">
              <strong>{changeTitle(change, table?.TableName === change.TableName ? table : undefined)}</strong>
              <span className="muted"> in {change.TableName}</span>
              <button
                type="button"
                aria-label={`Discard ${changeTitle(change, table)}`}
                onClick={() => discard(change.id)}
              >
                Discard
              </button>
            </div>
            <ChangeDiff
              change={change}
              staged={staged.map((s) => s.change)}
              table={table?.TableName === change.TableName ? table : undefined}
              design={design?.tableName === change.TableName ? design.design : undefined}
            />
          </li>
        ))}
      </ol>
      {access && !access.allowed ? (
        <p className="writes-off" role="note">
          Writing is off for {access.name}.{' '}
          <label>
            <input type="checkbox" checked={false} onChange={() => void setAllowed(true)} /> Allow writes on this
            connection
          </label>
        </p>
      ) : null}
      <div className="staged-buttons">
        <button type="button" disabled={committing} onClick={() => void commit()}>
          {committing ? 'Committing…' : 'Commit changes'}
        </button>
        <button type="button" disabled={committing} onClick={discardAll}>
          Discard all
        </button>
      </div>
    </section>
  );
}

/** Everything of editing beside the results: the editor, the staged changes, conflicts, what the last commit did, and Undo. */
import { useEffect } from 'react';
import { valueOf } from '../../store/async-state.js';
import { useApp } from '../../store/index.js';
import { BulkChange } from './BulkChange.js';
import { CommitHistory } from './CommitHistory.js';
import { ConflictView } from './ConflictView.js';
import { ItemEditor } from './ItemEditor.js';
import { NewItem } from './NewItem.js';
import { StagedChanges } from './StagedChanges.js';
import { WriteQuestionPrompt } from './WriteQuestionPrompt.js';
import './editing.css';

export function EditingPanel() {
  const connectionId = useApp((s) => s.connectionId);
  const connected = useApp((s) => s.connectState.status === 'ready');
  const load = useApp((s) => s.loadWriteState);
  const loadRuns = useApp((s) => s.loadBulkRuns);
  const conflicts = useApp((s) => s.conflicts);
  const table = useApp((s) => valueOf(s.table));
  const message = useApp((s) => s.commitMessage);
  const error = useApp((s) => s.commitError);
  useEffect(() => {
    if (!connected) return;
    void load();
    // A run goes on in the service while the page reloads: take it up again.
    void loadRuns();
  }, [connectionId, connected, load, loadRuns]);
  return (
    <div className="editing">
      <NewItem />
      <ItemEditor />
      {conflicts.map((c) => (
        <ConflictView
          key={c.change.id}
          conflict={c}
          table={table?.TableName === c.change.TableName ? table : undefined}
        />
      ))}
      <StagedChanges />
      <div role="status" aria-label="Commit status" className="commit-status">
        {error ? (
          <span className="error">
            {error.name}: {error.message}
          </span>
        ) : (
          (message ?? '')
        )}
      </div>
      <CommitHistory />
      <BulkChange />
      <WriteQuestionPrompt />
    </div>
  );
}

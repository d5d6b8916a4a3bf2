/**
 * Undo and the write history in the editing slice: undo of the newest commit or of any one in the
 * history, each item on its own (the items changed since come back as conflicts, shown with the
 * three-way view and re-apply like a commit's), and "Clear write history" of the connection.
 */
import type { ExplorerApi } from '../../shared/api.js';
import type { CommitAnswer, CommitResult } from '../../shared/api-writes.js';
import type { WriteConfirmation } from '../../shared/writes/write-confirmation.js';
import { describeResult } from '../model/editing/commit-words.js';
import { withCommit } from '../model/editing/commit-list.js';
import { toErrorShape } from './async-state.js';
import type { EditingSlice } from './editing-slice-types.js';
import type { AppState } from './index.js';

type Set = (partial: Partial<AppState>) => void;
type Get = () => AppState;

function undoMessage(result: CommitResult): string {
  const conflicted = result.outcomes.filter((o) => o.status === 'conflict').length;
  // An undo goes item by item: its groups are no transactions to speak of.
  const said = describeResult({ ...result, chunks: [] }, 'restored');
  if (result.outcomes.length === 0) return `Undo: ${result.note ?? 'nothing left to undo.'}`;
  return conflicted > 0
    ? `Undo: ${said} ${conflicted === 1 ? 'An item has' : 'Items have'} changed since the commit, so ${conflicted === 1 ? 'it was' : 'they were'} left as they are now.`
    : `Undo: ${said}`;
}

/**
 * A commit's or an undo's answer carries the write access and the commit as the history now shows
 * it: shown as they are, unless the page moved to another connection meanwhile (then that one's
 * state is read).
 */
export function showWriteAnswer(set: Set, get: Get, answer: CommitAnswer, from: string | undefined): void {
  if (get().connectionId !== from) return void get().loadWriteState();
  set({ writeAccess: answer.access, commits: withCommit(get().commits, answer.commit), historyError: undefined });
}

export function undoActions(
  api: ExplorerApi,
  set: Set,
  get: Get,
  rerunRead: () => void,
): Pick<EditingSlice, 'undoLastCommit' | 'undoCommit' | 'clearWriteHistory'> {
  /** On a connection that is not local the user confirms the account and region first; the service checks it. */
  const run = async (
    commitId: string | undefined,
    call: (confirmed: { confirmed?: WriteConfirmation }) => Promise<CommitAnswer>,
  ) => {
    if (get().committing) return;
    set({ committing: true, commitError: undefined, commitMessage: undefined });
    const from = get().connectionId;
    try {
      const access = await api.getWriteAccess({});
      const commit = commitId === undefined ? get().commits[0] : get().commits.find((c) => c.commitId === commitId);
      const confirmed = await get().confirmBeforeWriting({
        kind: 'undo',
        access,
        tables: [...new Set(commit?.changes.map((c) => c.TableName))],
        count: commit?.changes.length ?? 0,
      });
      if (!confirmed) {
        set({ committing: false, commitMessage: 'Not undone: the confirmation was declined.' });
        return;
      }
      const result = await call(confirmed);
      const changes = new Map((result.undoChanges ?? []).map((c) => [c.id, c]));
      const conflicts = result.outcomes
        .filter((o) => o.status === 'conflict' && changes.has(o.id))
        .map((o) => ({ change: changes.get(o.id)!, outcome: o, undo: true as const }));
      set({
        committing: false,
        commitMessage: undoMessage(result),
        conflicts: [...get().conflicts.filter((c) => !changes.has(c.change.id)), ...conflicts],
      });
      showWriteAnswer(set, get, result, from);
      rerunRead();
    } catch (e) {
      set({ committing: false, commitError: toErrorShape(e) });
    }
  };
  return {
    undoLastCommit: () => run(undefined, (confirmed) => api.undoLastCommit(confirmed)),
    undoCommit: (commitId) => run(commitId, (confirmed) => api.undoCommit({ ...confirmed, commitId })),
    async clearWriteHistory() {
      const access = get().writeAccess;
      if (!access) return;
      try {
        const { cleared, bulkRuns } = await api.clearWriteHistory({ connectionId: access.connectionId });
        const runs = bulkRuns > 0 ? ` and ${bulkRuns} bulk run${bulkRuns === 1 ? '' : 's'}` : '';
        set({
          commitMessage: `Write history cleared: ${cleared} commit${cleared === 1 ? '' : 's'}${runs} (and their item images) removed; they can no longer be undone.`,
          commitError: undefined,
        });
        void get().loadWriteState();
      } catch (e) {
        set({ commitError: toErrorShape(e) });
      }
    },
  };
}

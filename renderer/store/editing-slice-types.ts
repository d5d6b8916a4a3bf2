/** The editing slice's state and actions, and the conflicts it holds: the shape views read. */
import type { ApiErrorShape } from '../../shared/api-errors.js';
import type { ChangeOutcome, CommitSummary, WriteAccess } from '../../shared/api-writes.js';
import type { Item } from '../../shared/dynamo/types.js';
import type { StagedChange } from '../../shared/writes/change.js';
import type { ItemForm } from '../../shared/writes/form/item-form.js';
import type { EditorMode, EditorState, EditorView } from './editor-state.js';
import type { StagedEntry } from './staged-changes.js';
export interface Conflict {
  change: StagedChange;
  outcome: ChangeOutcome;
  /** An undo's write: "as read" is the item as the commit left it, "mine" the item it puts back. */
  undo?: true;
}

export interface EditingSlice {
  editor: EditorState | null;
  editorLoading: boolean;
  staged: StagedEntry[];
  committing: boolean;
  /** What the last commit or undo did, in a sentence, or why it failed. */
  commitMessage?: string;
  commitError?: ApiErrorShape;
  conflicts: Conflict[];
  commits: CommitSummary[];
  /** The history could not be read (the journal's file): said in the history, not hidden. */
  historyError?: ApiErrorShape;
  writeAccess?: WriteAccess;
  openEditor(mode: EditorMode, TableName: string, item: Item | undefined, key?: Item): Promise<void>;
  setEditorText(text: string): void;
  /** The view the editor opens in next time: the last one the user switched to. */
  editorView: EditorView;
  /** Switches the open editor's view; refused, with the reason as its problem, when the item cannot be shown there whole. */
  setEditorView(view: EditorView): boolean;
  setEditorForm(form: ItemForm): void;
  closeEditor(): void;
  stageEditor(): boolean;
  stageDelete(TableName: string, key: Item): Promise<void>;
  /** Stages many changes at once (a bulk change over a read, after its dry run). */
  /** Stages changes on a connection: the one in use unless named (Compare stages on either side's). */
  stageMany(changes: StagedChange[], connectionId?: string): void;
  discardChange(id: string): void;
  discardAll(): void;
  /**
   * Commits the staged changes of this connection. To a connection that is not local (an AWS
   * profile, an amazonaws.com endpoint) it first asks (the store's writeQuestion) and writes only
   * once the user confirms.
   */
  commitStaged(): Promise<void>;
  resolveConflict(id: string, how: 'keep' | 'reapply' | 'discard'): void;
  /** Undoes the newest commit with items never tried; the items changed since come back as conflicts. */
  undoLastCommit(): Promise<void>;
  /** Undoes one commit of the history, whichever: every item still as the commit left it. */
  undoCommit(commitId: string): Promise<void>;
  /** Drops the connection's commits from the write journal (the page has asked the user first). */
  clearWriteHistory(): Promise<void>;
  loadWriteState(): Promise<void>;
  setWritesAllowed(allowed: boolean): Promise<void>;
}

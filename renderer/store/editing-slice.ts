/**
 * Editing: the item editor, the staged changes of the current connection, their commit, the
 * conflicts a commit met, and the journal of commits with Undo. Nothing is written until Commit;
 * every write is conditional on what was read (shared/writes), and a conflict is shown, never
 * overwritten: the user keeps theirs (conditional on what is there now), re-applies on top, or
 * discards. After a commit or an undo the read on screen is run again, so it shows the write.
 */
import type { StateCreator } from 'zustand';
import type { ExplorerApi } from '../../shared/api.js';
import type { JournalChangeState } from '../../shared/api-writes.js';
import { toDynamoJson } from '../../shared/dynamo/plain-json.js';
import type { Item } from '../../shared/dynamo/types.js';
import { diffItems } from '../../shared/writes/attribute-diff.js';
import type { StagedChange } from '../../shared/writes/change.js';
import { parseItemText } from '../../shared/writes/item-text.js';
import { openedIn, switchedView, textToStage, type EditorState } from './editor-state.js';
import { keepMine, reapplyOnCurrent } from '../../shared/writes/resolve.js';
import { toErrorShape } from './async-state.js';
import { loadStaged, newChangeId, saveStaged, type StagedEntry } from './staged-changes.js';
import type { AppState } from './index.js';

export type { EditorMode, EditorState, EditorView } from './editor-state.js';

export type { Conflict, EditingSlice } from './editing-slice-types.js';
import type { EditingSlice } from './editing-slice-types.js';
import { describeResult } from '../model/editing/commit-words.js';
import { showWriteAnswer, undoActions } from './editing-undo.js';

const connectionOf = (s: Pick<AppState, 'connectionId'>) => s.connectionId ?? '';
/** The journal's states of a change whose write is known to have landed. */
const LANDED: ReadonlySet<JournalChangeState> = new Set(['written', 'undone', 'undo conflict']);

/** The staged changes of the connection on screen. */
export const stagedHere = (s: Pick<AppState, 'staged' | 'connectionId'>): StagedEntry[] =>
  s.staged.filter((e) => e.connectionId === connectionOf(s));

export const createEditingSlice =
  (api: ExplorerApi): StateCreator<AppState, [], [], EditingSlice> =>
  (set, get) => {
    const setStaged = (staged: StagedEntry[]) => {
      saveStaged(staged);
      set({ staged });
    };
    const stage = (change: StagedChange, replaces?: string) => {
      const s = get();
      const rest = s.staged.filter((e) => e.change.id !== replaces);
      setStaged([...rest, { connectionId: connectionOf(s), change, stagedAt: new Date().toISOString() }]);
    };
    const opened = (e: Omit<EditorState, 'view' | 'form'>): EditorState => openedIn(get().editorView, e);
    const fetchItem = async (TableName: string, Key: Item) =>
      (await api.getItem({ TableName, Key, ConsistentRead: true })).Item;

    return {
      editor: null,
      editorLoading: false,
      editorView: 'text',
      staged: loadStaged(),
      committing: false,
      conflicts: [],
      commits: [],

      async openEditor(mode, TableName, item, key) {
        if (mode === 'create' || mode === 'duplicate') {
          set({ editor: opened({ mode, TableName, text: item ? toDynamoJson(item, 2) : '{\n  \n}' }) });
          return;
        }
        // Edit what is stored now, whole: the read on screen may be old or projected.
        set({ editorLoading: true, commitError: undefined });
        try {
          const fresh = await fetchItem(TableName, key!);
          if (!fresh) {
            set({ editorLoading: false, commitMessage: 'That item is no longer in the table; run the read again.' });
            return;
          }
          set({
            editorLoading: false,
            editor: opened({ mode, TableName, before: fresh, text: toDynamoJson(fresh, 2) }),
          });
        } catch (e) {
          set({ editorLoading: false, commitError: toErrorShape(e) });
        }
      },
      setEditorText(text) {
        const editor = get().editor;
        if (editor) set({ editor: { ...editor, text, problem: undefined, problemAt: undefined } });
      },
      setEditorView(view) {
        const editor = get().editor;
        if (!editor) return false;
        const next = switchedView(editor, view);
        set({ editor: next, ...(next.view === view ? { editorView: view } : {}) });
        return next.view === view;
      },
      setEditorForm(form) {
        const editor = get().editor;
        if (editor) set({ editor: { ...editor, form, problem: undefined } });
      },
      closeEditor() {
        set({ editor: null });
      },
      stageEditor() {
        const editor = get().editor;
        if (!editor) return false;
        const toStage = textToStage(editor);
        if ('problem' in toStage) {
          set({ editor: { ...editor, problem: toStage.problem } });
          return false;
        }
        const parsed = parseItemText(toStage.text);
        if ('problem' in parsed) {
          set({ editor: { ...editor, problem: parsed.problem, problemAt: parsed.at } });
          return false;
        }
        if (editor.before && diffItems(editor.before, parsed.item).length === 0) {
          set({ editor: { ...editor, problem: 'Nothing changed: the item is as read.' } });
          return false;
        }
        stage(
          {
            id: newChangeId(),
            TableName: editor.TableName,
            ...(editor.before ? { before: editor.before } : {}),
            after: parsed.item,
          },
          editor.replaces,
        );
        set({ editor: null });
        return true;
      },
      async stageDelete(TableName, key) {
        try {
          const fresh = await fetchItem(TableName, key);
          if (fresh) stage({ id: newChangeId(), TableName, before: fresh });
          else set({ commitMessage: 'That item is no longer in the table; nothing to delete.' });
        } catch (e) {
          set({ commitError: toErrorShape(e) });
        }
      },
      stageMany(changes, on) {
        const connectionId = on ?? connectionOf(get());
        const at = new Date().toISOString();
        setStaged([...get().staged, ...changes.map((change) => ({ connectionId, change, stagedAt: at }))]);
      },
      discardChange(id) {
        setStaged(get().staged.filter((e) => e.change.id !== id));
        set({ conflicts: get().conflicts.filter((c) => c.change.id !== id) });
      },
      discardAll() {
        const here = new Set(stagedHere(get()).map((e) => e.change.id));
        setStaged(get().staged.filter((e) => !here.has(e.change.id)));
        set({ conflicts: [] });
      },
      async commitStaged() {
        const entries = stagedHere(get());
        if (entries.length === 0 || get().committing) return;
        set({ committing: true, commitError: undefined, commitMessage: undefined });
        const from = get().connectionId;
        try {
          const access = await api.getWriteAccess({});
          set({ writeAccess: access });
          const tables = [...new Set(entries.map((e) => e.change.TableName))];
          // Nothing to ask while writing is off: the commit goes nowhere until the user allows it.
          if (!access.allowed) {
            set({
              committing: false,
              commitMessage: `Not committed: writing is off for ${access.name}. Allow writes on this connection first.`,
            });
            return;
          }
          const confirmed = await get().confirmBeforeWriting({ kind: 'commit', access, tables, count: entries.length });
          if (!confirmed) {
            set({ committing: false, commitMessage: 'Not committed: the confirmation was declined.' });
            return;
          }
          const result = await api.commitChanges({ ...confirmed, changes: entries.map((e) => e.change) });
          const done = new Set(
            result.outcomes.filter((o) => o.status === 'written' || o.status === 'unchanged').map((o) => o.id),
          );
          const byId = new Map(entries.map((e) => [e.change.id, e.change]));
          setStaged(get().staged.filter((e) => !done.has(e.change.id)));
          set({
            committing: false,
            commitMessage: `Commit: ${describeResult(result, 'written')}`,
            conflicts: result.outcomes
              .filter((o) => o.status === 'conflict')
              .map((o) => ({ change: byId.get(o.id)!, outcome: o })),
          });
          showWriteAnswer(set, get, result, from);
          if (done.size > 0) get().rereadAfterWrite();
        } catch (e) {
          set({ committing: false, commitError: toErrorShape(e) });
        }
      },
      resolveConflict(id, how) {
        const conflict = get().conflicts.find((c) => c.change.id === id);
        if (!conflict) return;
        const current = conflict.outcome.current?.Item;
        set({ conflicts: get().conflicts.filter((c) => c.change.id !== id) });
        if (how === 'discard') {
          setStaged(get().staged.filter((e) => e.change.id !== id));
          return;
        }
        const next = how === 'keep' ? keepMine(conflict.change, current) : reapplyOnCurrent(conflict.change, current);
        // An undo's conflict was never staged: keeping or re-applying it stages it now.
        if (!get().staged.some((e) => e.change.id === id)) return stage(next);
        setStaged(
          get().staged.map((e) =>
            e.change.id === id ? { ...e, change: next, stagedAt: new Date().toISOString() } : e,
          ),
        );
      },
      ...undoActions(api, set, get, () => get().rereadAfterWrite()),
      async loadWriteState() {
        try {
          const [access, { commits }] = await Promise.all([api.getWriteAccess({}), api.listCommits({})]);
          set({ writeAccess: access, commits, historyError: undefined });
          // A commit interrupted by a crash whose writes recovery found landed is no longer staged:
          // committing it again would only meet the user's own writes as conflicts.
          const landed = new Set(
            commits.flatMap((c) => c.changes.filter((ch) => LANDED.has(ch.state)).map((ch) => ch.id)),
          );
          if (get().staged.some((e) => landed.has(e.change.id)))
            setStaged(get().staged.filter((e) => !landed.has(e.change.id)));
        } catch (e) {
          // Not connected yet: the panel asks again on the next commit. A journal that cannot be
          // read is said, not hidden: the history is what undo works from.
          const error = toErrorShape(e);
          set({ historyError: error.name === 'JournalWriteError' ? error : undefined });
        }
      },
      async setWritesAllowed(allowed) {
        const access = get().writeAccess;
        if (!access) return;
        try {
          set({ writeAccess: await api.setWriteAccess({ connectionId: access.connectionId, allowed }) });
        } catch (e) {
          set({ commitError: toErrorShape(e) });
        }
      },
    };
  };

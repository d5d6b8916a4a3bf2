/**
 * The read form's draft, its problems, and opening a read from a link. A draft belongs to one
 * table; choosing another table shows a fresh one without any reset racing the table's load.
 */
import type { StateCreator } from 'zustand';
import { buildRead, type FieldProblem } from '../features/query/build-read.js';
import { emptyDraft, type QueryDraft } from '../features/query/query-draft.js';
import { formatRoute, type ParsedRoute } from '../routing/query-route.js';
import type { AppState } from './index.js';

export interface QueryFormSlice {
  draft: QueryDraft | null;
  formProblems: FieldProblem[];
  /** Why a link could not be opened as given (a missing table, parameters ignored). */
  linkNotice: { kind: 'error' | 'info'; message: string } | null;
  /** The draft for `table`: the one being edited, or an empty one. */
  draftFor(table: string): QueryDraft;
  editDraft(table: string, patch: Partial<QueryDraft>): void;
  replaceDraft(draft: QueryDraft): void;
  /** Builds the read from the draft of the selected table and runs it; false when the form has problems. */
  submitDraft(): Promise<boolean>;
  openRoute(route: ParsedRoute): Promise<void>;
  dismissLinkNotice(): void;
}

export const createQueryFormSlice: StateCreator<AppState, [], [], QueryFormSlice> = (set, get) => ({
  draft: null,
  formProblems: [],
  linkNotice: null,

  draftFor(table) {
    const d = get().draft;
    return d && d.table === table ? d : emptyDraft(table, d?.operation);
  },

  editDraft(table, patch) {
    const next = { ...get().draftFor(table), ...patch };
    const touched = Object.keys(patch);
    set({ draft: next, formProblems: get().formProblems.filter((p) => !touched.includes(p.field)) });
  },

  replaceDraft(draft) {
    set({ draft, formProblems: [] });
  },

  async submitDraft() {
    const { table, tableName } = get();
    if (!tableName || table.status !== 'ready' || table.value.TableName !== tableName) return false;
    const draft = get().draftFor(tableName);
    const result = buildRead(draft, table.value);
    if (!result.ok) {
      set({ formProblems: result.problems });
      return false;
    }
    set({ draft, formProblems: [], linkNotice: null });
    await get().runRead(result.read, formatRoute(draft));
    return true;
  },

  async openRoute({ draft, ignored }) {
    const tables = get().tables;
    const names = tables.status === 'ready' ? tables.value : [];
    if (!names.includes(draft.table)) {
      set({
        draft,
        linkNotice: { kind: 'error', message: `The link opens table "${draft.table}", which this connection does not have. It may have been deleted, or the link is for another connection; pick a table from the list.` },
      });
      return;
    }
    if (get().tableName !== draft.table || get().table.status !== 'ready') await get().selectTable(draft.table);
    const table = get().table;
    if (get().tableName !== draft.table || table.status !== 'ready') {
      set({ draft, linkNotice: table.status === 'error' ? { kind: 'error', message: `Could not open table "${draft.table}" from the link: ${table.error.message}` } : null });
      return;
    }
    set({ draft });
    await get().submitDraft();
    if (ignored.length) set({ linkNotice: { kind: 'info', message: `The link had parameters this version does not use: ${ignored.join(', ')}` } });
  },

  dismissLinkNotice() {
    set({ linkNotice: null });
  },
});

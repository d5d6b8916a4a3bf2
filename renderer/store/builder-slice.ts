/**
 * The expression builder's drafts (one per table), which editor is shown beside the results, and
 * the builder's read (`builderRead`): Run (app-actions.ts) sends its exact request through the read
 * slice's runRead, the same page loop, Stop and history as the plain form, and sets the plain
 * form's draft to the same read so the address (and a reload) reopens it.
 */
import type { StateCreator } from 'zustand';
import type { TableDescription } from '../../shared/dynamo/types.js';
import type { SnippetLanguage } from '../../shared/snippets/index.js';
import { emptyBuilderDraft, type BuilderDraft } from '../model/builder/builder-draft.js';
import { summarize } from '../model/builder/build-request.js';
import { builtOfDraft } from '../model/builder/built-of-draft.js';
import { fromQueryDraft } from '../model/builder/from-query-draft.js';
import { pasteToDraft } from '../model/builder/paste.js';
import { toQueryDraft } from '../model/builder/to-query-draft.js';
import type { BuiltPagedRead } from '../model/query/build-read.js';
import { limitsText } from '../model/query/read-limits.js';
import type { QueryDraft } from '../model/query/query-draft.js';
import type { AppState } from './index.js';

export type ReadEditor = 'form' | 'builder' | 'partiql';

export interface PasteOutcome {
  /** The table whose builder the paste was made in. */
  table: string;
  ok: boolean;
  messages: string[];
  /** The pasted request names this table rather than the one open. */
  otherTable?: string;
}

export interface BuilderSlice {
  builderDrafts: Record<string, BuilderDraft>;
  readEditor: ReadEditor;
  /** What the last paste did: the errors that kept it out, or notes on what was left out. */
  pasteOutcome: PasteOutcome | null;
  /** The Code region's tab. */
  snippetLanguage: SnippetLanguage;
  setSnippetLanguage(language: SnippetLanguage): void;
  setReadEditor(editor: ReadEditor): void;
  /** The builder's draft of `table`, made from the plain form's draft the first time. */
  ensureBuilderDraft(table: TableDescription): BuilderDraft;
  editBuilder(table: string, change: (d: BuilderDraft) => BuilderDraft): void;
  replaceBuilderDraft(draft: BuilderDraft): void;
  pasteIntoBuilder(table: TableDescription, text: string): boolean;
  /** Opens `tableName` (the one a pasted request names) and pastes `text` into its builder. */
  pasteIntoTable(tableName: string, text: string): Promise<boolean>;
}

/**
 * The builder's read of `draft` as the read slice runs it, with the plain form's draft of the same
 * read (so the address reopens it); null while the builder has problems. Run by app-actions.ts.
 */
export function builderRead(
  draft: BuilderDraft,
  table: TableDescription,
  connectionId: string | undefined,
): { read: BuiltPagedRead; queryDraft: QueryDraft } | null {
  const built = builtOfDraft.of(draft, table);
  if (built.problems.length > 0 || !built.schema) return null;
  const s = built.schema;
  const request = { ...built.request, ...(connectionId ? { connectionId } : {}) };
  const queryDraft = toQueryDraft(draft, built);
  const cap = Number(queryDraft.cap);
  const read: BuiltPagedRead = {
    operation: built.operation === 'Query' ? 'query' : 'scan',
    spec:
      built.operation === 'Query'
        ? { kind: 'query', request: request as Extract<BuiltPagedRead['spec'], { kind: 'query' }>['request'] }
        : { kind: 'scan', request },
    cap,
    keyNames: {
      partitionKey: s.partitionKey,
      partitionKeyType: s.partitionKeyType,
      ...(s.sortKey ? { sortKey: s.sortKey, sortKeyType: s.sortKeyType } : {}),
    },
    tableKeys: s.tableKeys,
    ...(draft.index ? { indexName: draft.index } : {}),
    consistent: built.request.ConsistentRead === true,
    summary: summarize(built) + limitsText({ ...(built.request.Limit ? { limit: built.request.Limit } : {}), cap }),
  };
  return { read, queryDraft };
}

export const createBuilderSlice: StateCreator<AppState, [], [], BuilderSlice> = (set, get) => ({
  builderDrafts: {},
  readEditor: 'form',
  pasteOutcome: null,
  snippetLanguage: 'javascript-sdk',

  setSnippetLanguage(language) {
    set({ snippetLanguage: language });
  },

  setReadEditor(editor) {
    set({ readEditor: editor });
  },

  ensureBuilderDraft(table) {
    const existing = get().builderDrafts[table.TableName];
    if (existing) return existing;
    const q = get().draft;
    const draft = q && q.table === table.TableName ? fromQueryDraft(q, table) : emptyBuilderDraft(table.TableName);
    set({ builderDrafts: { ...get().builderDrafts, [table.TableName]: draft } });
    return draft;
  },

  editBuilder(table, change) {
    const current = get().builderDrafts[table] ?? emptyBuilderDraft(table);
    set({ builderDrafts: { ...get().builderDrafts, [table]: change(current) } });
  },

  replaceBuilderDraft(draft) {
    set({ builderDrafts: { ...get().builderDrafts, [draft.table]: draft } });
  },

  pasteIntoBuilder(table, text) {
    const r = pasteToDraft(text, table);
    const other = r.otherTable !== undefined ? { otherTable: r.otherTable } : {};
    if (!r.ok) {
      set({ pasteOutcome: { table: table.TableName, ok: false, messages: r.errors, ...other } });
      return false;
    }
    set({
      builderDrafts: { ...get().builderDrafts, [table.TableName]: r.draft },
      pasteOutcome: { table: table.TableName, ok: true, messages: r.notes, ...other },
    });
    return true;
  },

  async pasteIntoTable(tableName, text) {
    await get().selectTable(tableName);
    const t = get().table;
    if (t.status !== 'ready' || t.value.TableName !== tableName || get().tableName !== tableName) return false;
    get().ensureBuilderDraft(t.value);
    return get().pasteIntoBuilder(t.value, text);
  },
});

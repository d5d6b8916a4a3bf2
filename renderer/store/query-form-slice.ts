/**
 * The read form's draft, its problems, and opening a read from a link. A draft belongs to one
 * table; choosing another table shows a fresh one without any reset racing the table's load.
 */
import type { StateCreator } from 'zustand';
import type { TableDescription } from '../../shared/dynamo/types.js';
import { keySchemaFor } from '../../shared/expressions/key-schema.js';
import { buildRead, type FieldProblem } from '../features/query/build-read.js';
import { emptyDraft, type QueryDraft } from '../features/query/query-draft.js';
import { findLinkConnection, type LinkConnection } from '../routing/link-connection.js';
import { builderShowsAll } from '../features/builder/from-query-draft.js';
import { formatRoute, type ParsedRoute } from '../routing/query-route.js';
import type { ToolRoute } from '../routing/tool-route.js';
import { currentLink } from './connections-slice.js';
import type { AppState } from './index.js';

export interface QueryFormSlice {
  draft: QueryDraft | null;
  formProblems: FieldProblem[];
  /** Why a link could not be opened as given (a missing table, parameters ignored). */
  /** `formRefused`: the link's read was not run for the form's problems, which the notice names. */
  linkNotice: { kind: 'error' | 'info'; message: string; formRefused?: true } | null;
  /** The draft for `table`: the one being edited, or an empty one. */
  draftFor(table: string): QueryDraft;
  editDraft(table: string, patch: Partial<QueryDraft>): void;
  replaceDraft(draft: QueryDraft): void;
  /** Builds the read from the draft of the selected table and runs it; false when the form has problems. */
  submitDraft(): Promise<boolean>;
  openRoute(route: ParsedRoute): Promise<void>;
  /** Opens a tool's read from a link: its connection, its table, then the tool's form, run. */
  openToolRoute(route: ToolRoute): Promise<void>;
  /** Shows `draft` in the form (and the builder) and runs it, so the address is the read on screen. */
  showRead(draft: QueryDraft): Promise<boolean>;
  dismissLinkNotice(): void;
}

function indexNames(t: TableDescription): string[] {
  return [...(t.GlobalSecondaryIndexes ?? []), ...(t.LocalSecondaryIndexes ?? [])].map((i) => i.IndexName);
}

const OPERATION_NAMES = { query: 'Query', scan: 'Scan', get: 'GetItem' } as const;

/**
 * Why a link's read did not run, named by what the link lacks: a key attribute left out of the
 * link is named by its attribute name; other problems are pointed to beside their fields.
 */
export function refusedLinkMessage(draft: QueryDraft, table: TableDescription, problems: FieldProblem[]): string {
  const head = `The link's ${OPERATION_NAMES[draft.operation]} on table "${table.TableName}" was not run`;
  const schema = keySchemaFor(table, draft.operation === 'get' ? undefined : draft.index || undefined);
  const keyName = (type: 'HASH' | 'RANGE') => (!schema.ok ? '?' : type === 'HASH' ? schema.schema.partitionKey : schema.schema.sortKey);
  const missing: string[] = [];
  if (draft.operation !== 'scan' && draft.pk === '' && problems.some((p) => p.field === 'pk')) missing.push(`partition key "${keyName('HASH')}"`);
  if (draft.operation === 'get' && draft.sk === '' && problems.some((p) => p.field === 'sk')) missing.push(`sort key "${keyName('RANGE')}"`);
  if (missing.length && missing.length === problems.length) return `${head}: it has no value for the ${missing.join(' or the ')}. Enter it in the form and run.`;
  return `${head}: fix ${problems.length === 1 ? 'the field' : `the ${problems.length} fields`} marked in the form and run.`;
}

export const createQueryFormSlice: StateCreator<AppState, [], [], QueryFormSlice> = (set, get) => {
  const fail = (message: string, draft?: QueryDraft) => {
    set({ ...(draft ? { draft } : {}), linkNotice: { kind: 'error', message } });
    return null;
  };

  /** The link's connection chosen and its table described, or null with the reason shown. */
  async function openLinkTarget(connection: LinkConnection | undefined, tableName: string, draft?: QueryDraft): Promise<TableDescription | null> {
    if (connection) {
      const list = get().connections;
      const match = findLinkConnection(connection, list.status === 'ready' ? list.value : []);
      if (!match.ok) return fail(match.message, draft);
      if (get().connectionId !== match.id || get().tables.status !== 'ready') {
        await get().selectConnection(match.id);
        const state = get().connectState;
        if (state.status === 'error') return fail(`The link's connection could not be opened: ${state.error.message}`, draft);
        const tables = get().tables;
        if (tables.status === 'error') return fail(`Could not list the tables of the link's connection: ${tables.error.message}`, draft);
      }
    }
    const tables = get().tables;
    const names = tables.status === 'ready' ? tables.value : [];
    if (!names.includes(tableName)) {
      return fail(`The link opens table "${tableName}", which this connection does not have. It may have been deleted${connection ? '' : ', or the link is for another connection'}; pick a table from the list.`, draft);
    }
    if (get().tableName !== tableName || get().table.status !== 'ready') await get().selectTable(tableName);
    const table = get().table;
    if (get().tableName !== tableName || table.status !== 'ready') {
      set({ ...(draft ? { draft } : {}), linkNotice: table.status === 'error' ? { kind: 'error', message: `Could not open table "${tableName}" from the link: ${table.error.message}` } : null });
      return null;
    }
    return table.value;
  }

  return {
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
        // A later refusal is the form's own, listed under it, not the link's.
        set({ formProblems: result.problems, ...(get().linkNotice?.formRefused ? { linkNotice: null } : {}) });
        // The previous read's server error is not this read's: it would sit under the new refusal.
        if (get().read.status === 'error') get().clearRead();
        return false;
      }
      set({ draft, formProblems: [], linkNotice: null });
      await get().runRead(result.read, formatRoute(draft, currentLink(get())));
      return true;
    },

    async openRoute({ draft, ignored, connection }) {
      const table = await openLinkTarget(connection, draft.table, draft);
      if (!table) return;
      if (draft.operation !== 'get' && draft.index && !indexNames(table).includes(draft.index)) {
        // Said once, here; the form shows the table's own keys with the link's values, ready to fix.
        const has = indexNames(table);
        set({
          draft: { ...draft, index: '' },
          formProblems: [],
          linkNotice: { kind: 'error', message: `The link reads index "${draft.index}", which table "${table.TableName}" does not have (${has.length ? `its indexes: ${has.join(', ')}` : 'it has no indexes'}). The form shows the table's own keys; choose an index and run.` },
        });
        return;
      }
      // The controls show the link's read: the builder's draft of this table is made again from
      // it, and a read the builder cannot show whole (a GetItem, a parallel scan, a filter its rows
      // cannot hold) opens in the plain form.
      const { [draft.table]: _stale, ...builderDrafts } = get().builderDrafts;
      set({ draft, builderDrafts, ...(builderShowsAll(draft, table) ? {} : { readEditor: 'form' as const }) });
      const ran = await get().submitDraft();
      if (!ran) {
        const problems = get().formProblems;
        if (problems.length) set({ linkNotice: { kind: 'error', message: refusedLinkMessage(draft, table, problems), formRefused: true } });
        return;
      }
      if (ignored.length) set({ linkNotice: { kind: 'info', message: `The link had parameters this version does not use: ${ignored.join(', ')}` } });
    },

    async openToolRoute(route) {
      if (!(await openLinkTarget(route.connection, route.table))) return;
      set({ linkNotice: null });
      await get().runToolRoute(route);
      if (route.ignored.length) set({ linkNotice: { kind: 'info', message: `The link had parameters this version does not use: ${route.ignored.join(', ')}` } });
    },

    async showRead(draft) {
      const { [draft.table]: _dropped, ...builderDrafts } = get().builderDrafts;
      // The builder's draft is made again from this one when it is shown, so both show the same read.
      set({ builderDrafts });
      get().replaceDraft(draft);
      return get().submitDraft();
    },

    dismissLinkNotice() {
      set({ linkNotice: null });
    },
  };
};

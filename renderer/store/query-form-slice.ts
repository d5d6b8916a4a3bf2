/**
 * The read form's draft, its problems, and opening a read from a link. A draft belongs to one
 * table; choosing another table shows a fresh one without any reset racing the table's load.
 */
import type { StateCreator } from 'zustand';
import type { TableDescription } from '../../shared/dynamo/types.js';
import { keySchemaFor } from '../../shared/expressions/key-schema.js';
import { readOfDraft } from '../model/query/read-of-draft.js';
import type { FieldProblem } from '../model/query/query-draft.js';
import { emptyDraft, type QueryDraft } from '../model/query/query-draft.js';
import { findLinkConnection, type LinkConnection } from '../routing/link-connection.js';
import { builderShowsAll } from '../model/builder/from-query-draft.js';
import { formatRoute, type ParsedRoute } from '../routing/query-route.js';
import { formatToolRoute, type ToolRoute } from '../routing/tool-route.js';
import { currentLink } from './connections-slice.js';
import type { EndpointToAdd } from '../routing/link-connection.js';
import { parseAny } from '../routing/any-route.js';
import type { AppState } from './index.js';

export interface QueryFormSlice {
  draft: QueryDraft | null;
  formProblems: FieldProblem[];
  /** Why a link could not be opened as given (a missing table, parameters ignored). */
  /** `formRefused`: the link's read was not run for the form's problems, which the notice names. */
  linkNotice: LinkNoticeState | null;
  /** The draft for `table`: the one being edited, or an empty one. */
  draftFor(table: string): QueryDraft;
  editDraft(table: string, patch: Partial<QueryDraft>): void;
  replaceDraft(draft: QueryDraft): void;
  /** Builds the read from the draft of the selected table and runs it; false when the form has problems. */
  submitDraft(): Promise<boolean>;
  /** `hold`: show the read in the form with this notice and a way to run it, rather than run it. */
  openRoute(route: ParsedRoute, hold?: string): Promise<void>;
  /** Opens a tool's read from a link: its connection, its table, then the tool's form, run. */
  openToolRoute(route: ToolRoute): Promise<void>;
  /** Shows `draft` in the form (and the builder) and runs it, so the address is the read on screen. */
  showRead(draft: QueryDraft): Promise<boolean>;
  dismissLinkNotice(): void;
  /** Opens again the link the notice is about (once its connection has been added or unlocked). */
  reopenLink(): Promise<void>;
}

export interface LinkNoticeState {
  kind: 'error' | 'info';
  message: string;
  formRefused?: true;
  /** The link's endpoint is not here: the Add endpoint form, filled in from the link. */
  addEndpoint?: EndpointToAdd;
  /** The link's address, to open again once what it lacked is there. */
  retry?: string;
  /** The words on the button that opens `retry` ("Open the link again" when absent). */
  retryLabel?: string;
  /** The link's connection waits for its secret: once it is typed and the tables are listed, the link opens by itself. */
  awaitsConnection?: string;
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
  const keyName = (type: 'HASH' | 'RANGE') =>
    !schema.ok ? '?' : type === 'HASH' ? schema.schema.partitionKey : schema.schema.sortKey;
  const missing: string[] = [];
  if (draft.operation !== 'scan' && draft.pk === '' && problems.some((p) => p.field === 'pk'))
    missing.push(`partition key "${keyName('HASH')}"`);
  if (draft.operation === 'get' && draft.sk === '' && problems.some((p) => p.field === 'sk'))
    missing.push(`sort key "${keyName('RANGE')}"`);
  if (missing.length && missing.length === problems.length)
    return `${head}: it has no value for the ${missing.join(' or the ')}. Enter it in the form and run.`;
  return `${head}: fix ${problems.length === 1 ? 'the field' : `the ${problems.length} fields`} marked in the form and run.`;
}

const ignoredNotice = (ignored: string[]) => ({ kind: 'error' as const, message: ignoredLinkMessage(ignored, 'form') });

export const createQueryFormSlice: StateCreator<AppState, [], [], QueryFormSlice> = (set, get) => {
  /** The link's connection chosen and its table described, or null with the reason shown. */
  async function openLinkTarget(
    connection: LinkConnection | undefined,
    tableName: string,
    address: string,
    draft?: QueryDraft,
  ): Promise<TableDescription | null> {
    const fail = (message: string, more: Partial<LinkNoticeState> = {}) => {
      set({ ...(draft ? { draft } : {}), linkNotice: { kind: 'error', message, ...more } });
      return null;
    };
    if (connection) {
      const list = get().connections;
      const match = findLinkConnection(connection, list.status === 'ready' ? list.value : []);
      if (!match.ok)
        return fail(match.message, {
          retry: address,
          ...(match.addEndpoint ? { addEndpoint: match.addEndpoint } : {}),
        });
      if (get().connectionId !== match.id || get().tables.status !== 'ready') {
        await get().selectConnection(match.id);
        const state = get().connectState;
        if (state.status === 'error' && state.error.name === 'SecretKeyRequired') {
          // Kept from an earlier run with its access key id only: the secret is asked for again.
          const known = list.status === 'ready' ? list.value.find((c) => c.id === match.id) : undefined;
          return fail(
            `The link was made on ${known ? `"${known.name}"` : 'a connection'} with an access key of its own, which needs its secret access key again (secrets are never written to disk). Type it under Connection: the link opens once it is connected.`,
            { retry: address, awaitsConnection: match.id },
          );
        }
        if (state.status === 'error')
          return fail(`The link's connection could not be opened: ${state.error.message}`, { retry: address });
        const tables = get().tables;
        if (tables.status === 'error')
          return fail(`Could not list the tables of the link's connection: ${tables.error.message}`, {
            retry: address,
          });
      }
    }
    const tables = get().tables;
    const names = tables.status === 'ready' ? tables.value : [];
    if (!names.includes(tableName)) {
      return fail(
        `The link opens table "${tableName}", which this connection does not have. It may have been deleted${connection ? '' : ', or the link is for another connection'}; pick a table from the list.`,
      );
    }
    if (get().tableName !== tableName || get().table.status !== 'ready') await get().selectTable(tableName, draft);
    const table = get().table;
    if (get().tableName !== tableName || table.status !== 'ready') {
      set({
        ...(draft ? { draft } : {}),
        linkNotice:
          table.status === 'error'
            ? { kind: 'error', message: `Could not open table "${tableName}" from the link: ${table.error.message}` }
            : null,
      });
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
      const result = readOfDraft.of(draft, table.value);
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

    async openRoute({ draft, ignored, connection }, hold) {
      const address = formatRoute(draft, connection);
      const table = await openLinkTarget(connection, draft.table, address, draft);
      if (!table) return;
      if (draft.operation !== 'get' && draft.index && !indexNames(table).includes(draft.index)) {
        // Said once, here; the form shows the table's own keys with the link's values, ready to fix.
        const has = indexNames(table);
        set({
          draft: { ...draft, index: '' },
          formProblems: [],
          linkNotice: {
            kind: 'error',
            message: `The link reads index "${draft.index}", which table "${table.TableName}" does not have (${has.length ? `its indexes: ${has.join(', ')}` : 'it has no indexes'}). The form shows the table's own keys; choose an index and run.`,
          },
        });
        return;
      }
      if (draft.operation !== 'scan' && draft.pk === '') {
        // An address with no key value is a form not yet filled in (the address follows the form
        // as it is typed): it opens as it was left, with nothing to complain of until Run.
        const { [draft.table]: _unfilled, ...kept } = get().builderDrafts;
        set({
          draft,
          builderDrafts: kept,
          formProblems: [],
          linkNotice: ignored.length ? ignoredNotice(ignored) : null,
          ...(draft.operation === 'get' ? { readEditor: 'form' as const } : {}),
        });
        return;
      }
      // The controls show the link's read: the builder's draft of this table is made again from
      // it, and a read the builder cannot show whole (a GetItem, a parallel scan, a filter its rows
      // cannot hold) opens in the plain form.
      const { [draft.table]: _stale, ...builderDrafts } = get().builderDrafts;
      set({ draft, builderDrafts, ...(builderShowsAll(draft, table) ? {} : { readEditor: 'form' as const }) });
      // A parameter left out may change the read (skOp=between read as "="): the rest is shown, not run.
      if (ignored.length) {
        set({ formProblems: [], linkNotice: ignoredNotice(ignored) });
        return;
      }
      if (hold) {
        set({
          formProblems: [],
          linkNotice: { kind: 'info', message: hold, retry: address, retryLabel: 'Run it again' },
        });
        return;
      }
      const ran = await get().submitDraft();
      if (!ran) {
        const problems = get().formProblems;
        if (problems.length)
          set({
            linkNotice: { kind: 'error', message: refusedLinkMessage(draft, table, problems), formRefused: true },
          });
      }
    },

    async openToolRoute(route) {
      if (!(await openLinkTarget(route.connection, route.table, formatToolRoute(route)))) return;
      set({ linkNotice: null });
      if (route.ignored.length) {
        // As for a read's link: the tool's form shows the rest of the link, and waits for Run.
        get().setToolTab(route.tool);
        if (route.tool === 'fan-out') set({ fanOutForm: { table: route.table, form: route.form, problems: [] } });
        else set({ partitionsForm: { table: route.table, form: route.form, problems: [] } });
        set({ linkNotice: { kind: 'error', message: ignoredLinkMessage(route.ignored, 'tool') } });
        return;
      }
      await get().runToolRoute(route);
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

    async reopenLink() {
      const address = get().linkNotice?.retry;
      if (!address) return;
      set({ linkNotice: null });
      const route = parseAny(address);
      if (route) await ('read' in route ? get().openRoute(route.read) : get().openToolRoute(route.tool));
    },
  };
};

/** Why a link was not run: the parameters it had that were not used, named as written. */
export function ignoredLinkMessage(ignored: readonly string[], where: 'form' | 'tool'): string {
  const what = ignored.length === 1 ? 'a parameter' : `${ignored.length} parameters`;
  return (
    `The link was not run: it has ${what} this version does not use: ${ignored.join(', ')}. ` +
    `The ${where} shows the rest of the link; check it and run.`
  );
}

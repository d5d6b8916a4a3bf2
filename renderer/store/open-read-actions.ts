/**
 * Opening a read from an address, one of the app's named cross-feature actions (app-actions.ts):
 * a link (`#/query?…`, `#/fan-out?…`), a history entry, a tab's kept read. It chooses the link's
 * connection, describes its table, fills the form or the tool's form and runs it, saying why when
 * the link cannot be opened as given. Per tab, like the slices it orchestrates.
 */
import type { StateCreator } from 'zustand';
import type { TableDescription } from '../../shared/dynamo/types.js';
import { builderShowsAll } from '../model/builder/from-query-draft.js';
import type { QueryDraft } from '../model/query/query-draft.js';
import { parseAny, type AnyRoute } from '../routing/any-route.js';
import { findLinkConnection, type LinkConnection } from '../routing/link-connection.js';
import { formatRoute, type ParsedRoute } from '../routing/query-route.js';
import { formatToolRoute, type ToolRoute } from '../routing/tool-route.js';
import { ignoredLinkMessage, refusedLinkMessage, type LinkNoticeState } from './query-form-slice.js';
import type { AppState } from './index.js';

export interface OpenReadActions {
  /** `hold`: show the read in the form with this notice and a way to run it, rather than run it. */
  openRoute(route: ParsedRoute, hold?: string): Promise<void>;
  /** Opens a tool's read from a link: its connection, its table, then the tool's form, run. */
  openToolRoute(route: ToolRoute): Promise<void>;
  /** Opens any address: a read's (openRoute) or a tool's (openToolRoute). */
  openAddress(route: AnyRoute): Promise<void>;
  /** Opens again the link the notice is about (once its connection has been added or unlocked). */
  reopenLink(): Promise<void>;
}

function indexNames(t: TableDescription): string[] {
  return [...(t.GlobalSecondaryIndexes ?? []), ...(t.LocalSecondaryIndexes ?? [])].map((i) => i.IndexName);
}

const ignoredNotice = (ignored: string[]) => ({ kind: 'error' as const, message: ignoredLinkMessage(ignored, 'form') });

export const createOpenReadActions: StateCreator<AppState, [], [], OpenReadActions> = (set, get) => {
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

    openAddress(route) {
      return 'read' in route ? get().openRoute(route.read) : get().openToolRoute(route.tool);
    },

    async reopenLink() {
      const address = get().linkNotice?.retry;
      if (!address) return;
      set({ linkNotice: null });
      const route = parseAny(address);
      if (route) await get().openAddress(route);
    },
  };
};

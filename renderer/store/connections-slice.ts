/** The connections' state: the list, the one open, its prompts, and which to open on. */
import type { StateCreator } from 'zustand';
import type { ApiRequest, ConnectionInfo, ExplorerApi } from '../../shared/api.js';
import { idle, toErrorShape, valueOf, type Async } from './async-state.js';
import type { AppState } from './index.js';
import { findLinkConnection, linkConnectionOf, type LinkConnection } from '../routing/link-connection.js';
import { appStorage } from '../api/service-storage.js';
import { parseAny } from '../routing/any-route.js';

/** The connection chosen last, kept in the app state so a restart opens on it. */
export const LAST_CONNECTION_KEY = 'ice.connection.last';

/**
 * The connection to open on: the one already open, the one the address names, the one used last,
 * then the service's default; a default named on the command line wins over the one used last.
 */
export function startConnection(
  list: readonly ConnectionInfo[],
  res: { defaultConnectionId: string; defaultFromCommandLine?: true },
  open: string | undefined,
  link: LinkConnection | undefined,
  last: string | null,
): string | undefined {
  const known = (id: string | null | undefined): id is string => !!id && list.some((c) => c.id === id);
  const fromLink = link ? findLinkConnection(link, list) : undefined;
  const order = [
    open,
    fromLink?.ok ? fromLink.id : undefined,
    ...(res.defaultFromCommandLine ? [res.defaultConnectionId, last] : [last, res.defaultConnectionId]),
  ];
  return order.find(known) ?? list[0]?.id;
}

/** The connection in use, as a link names it. */
export function currentLink(s: Pick<AppState, 'connections' | 'connectionId'>): LinkConnection | undefined {
  const list =
    s.connections.status === 'ready'
      ? s.connections.value
      : s.connections.status === 'idle'
        ? []
        : (s.connections.previous ?? []);
  return (
    linkConnectionOf(list.find((c) => c.id === s.connectionId)) ?? (s.connectionId ? { id: s.connectionId } : undefined)
  );
}

export interface ConnectionsSlice {
  connections: Async<ConnectionInfo[]>;
  connectionId?: string;
  /** Set when the chosen connection waits for an MFA code or failed to connect. */
  connectState: Async<ConnectionInfo>;
  /** `link`: the connection the address names, opened first so a link does not connect twice. */
  loadConnections(link?: LinkConnection): Promise<void>;
  /**
   * Opens a connection for the app's own reasons (the start, a link switching to its connection, an
   * MFA code or a secret typed for the one in use). `secretAccessKey`: typed again for an endpoint
   * kept without it (secrets are not kept on disk).
   */
  selectConnection(id: string, mfaCode?: string, secretAccessKey?: string): Promise<void>;
  /**
   * The user's own choice of another connection (the picker, an endpoint just added, the one opened
   * after a removal): the read on the one left goes, and with it the address that named it.
   */
  chooseConnection(id: string): Promise<void>;
  /**
   * Bumped each time the user leaves a connection for another, in the same update that clears the
   * read: the router then clears the address (its `conn=` names the connection left). A link that
   * switches to its own connection leaves it alone, since that address is the one being opened.
   */
  connectionsLeft: number;
  /** The Add endpoint form, when open, with what it starts from (e.g. the endpoint that showed no tables). */
  endpointForm?: { endpoint?: string; region?: string; signWith?: 'local-key' | 'access-key' | 'profile' };
  openEndpointForm(start?: ConnectionsSlice['endpointForm']): void;
  closeEndpointForm(): void;
  /**
   * Adds an endpoint (URL, region, and an access key or a profile to sign with) and switches to it.
   * An endpoint that cannot list its tables (not DynamoDB, nothing listening, refused) is not kept:
   * it rejects with why, and the list stays as it was.
   */
  addEndpoint(req: ApiRequest<'addEndpointConnection'>): Promise<void>;
  /** Takes an added endpoint out of the list (and off disk); the tables on its server are not touched. */
  removeEndpoint(id: string): Promise<void>;
}

export const createConnectionsSlice =
  (api: ExplorerApi): StateCreator<AppState, [], [], ConnectionsSlice> =>
  (set, get) => {
    /** `byUser`: the user chose the connection (see chooseConnection), so the address goes too. */
    async function open(id: string, byUser: boolean, mfaCode?: string, secretAccessKey?: string): Promise<void> {
      if (get().connectionId !== undefined && get().connectionId !== id) {
        // Nothing read on the previous connection stays on screen: its tables, its table, its reads.
        const s = get();
        s.stopTabReads();
        // A link's notice about the connection left (one where nothing listens) goes with it; one about
        // a connection the app lacks stays while the user adds it ("Open the link again").
        const left = s.linkNotice?.retry ? parseAny(s.linkNotice.retry) : null;
        const aboutLeft = left !== null && 'read' in left && left.read.connection?.id === s.connectionId;
        set({
          tables: { status: 'loading' },
          tableName: undefined,
          table: idle,
          fanOut: null,
          partitions: null,
          drill: null,
          stats: null,
          toolRoute: null,
          ...(aboutLeft ? { linkNotice: null } : {}),
          ...(byUser ? { connectionsLeft: s.connectionsLeft + 1 } : {}),
        });
      }
      set({ connectionId: id, connectState: { status: 'loading' } });
      appStorage().setItem(LAST_CONNECTION_KEY, id);
      try {
        const info = await api.connect({
          connectionId: id,
          ...(mfaCode ? { mfaCode } : {}),
          ...(secretAccessKey ? { secretAccessKey } : {}),
        });
        if (get().connectionId !== id) return;
        // The connection as it is now (e.g. no longer waiting for its secret), in the picker too.
        const list = get().connections;
        if (list.status === 'ready' && list.value.some((c) => c.id === id && c.needsSecret && !info.needsSecret))
          set({ connections: { status: 'ready', value: list.value.map((c) => (c.id === id ? info : c)) } });
        set({ connectState: { status: 'ready', value: info } });
        await get().loadTables();
      } catch (e) {
        if (get().connectionId === id) set({ connectState: { status: 'error', error: toErrorShape(e) } });
      }
    }

    /** `byUser`: the list is read again because the user removed the connection in use. */
    async function loadList(link: LinkConnection | undefined, byUser: boolean): Promise<void> {
      set({ connections: { status: 'loading' } });
      try {
        const res = await api.listConnections();
        const connections = res.connections;
        set({ connections: { status: 'ready', value: connections } });
        const id = startConnection(
          connections,
          res,
          get().connectionId,
          link,
          appStorage().getItem(LAST_CONNECTION_KEY),
        );
        // No connection at all (the sandbox off and nothing added): the picker offers Add endpoint.
        if (id === undefined) set({ connectState: idle, tables: { status: 'ready', value: [] } });
        else await open(id, byUser);
      } catch (e) {
        set({ connections: { status: 'error', error: toErrorShape(e) } });
      }
    }

    return {
      connections: idle,
      connectState: idle,
      connectionsLeft: 0,
      loadConnections: (link) => loadList(link, false),
      selectConnection: (id, mfaCode, secretAccessKey) => open(id, false, mfaCode, secretAccessKey),
      chooseConnection: (id) => open(id, true),
      openEndpointForm(start = {}) {
        set({ endpointForm: start });
      },
      closeEndpointForm() {
        set({ endpointForm: undefined });
      },
      async addEndpoint(req) {
        const known = new Set((valueOf(get().connections) ?? []).map((c) => c.id));
        const info = await api.addEndpointConnection(req);
        try {
          await api.connect({ connectionId: info.id });
          await api.listTables({ connectionId: info.id });
        } catch (e) {
          // An MFA code is asked for once the endpoint is chosen; anything else means it does not work.
          // One that was already in the list (the same URL, region and key) stays as it was.
          if (toErrorShape(e).name !== 'MfaRequired' && !known.has(info.id)) {
            await api.removeConnection({ connectionId: info.id }).catch(() => undefined);
            throw e;
          }
        }
        const list = (await api.listConnections()).connections;
        set({ connections: { status: 'ready', value: list } });
        await open(info.id, true);
      },
      async removeEndpoint(id) {
        await api.removeConnection({ connectionId: id });
        // The removed one is no longer listed, so the list opens on another and clears what was read on it.
        await loadList(undefined, true);
      },
    };
  };

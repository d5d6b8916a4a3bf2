import type { StateCreator } from 'zustand';
import type { ConnectionInfo, ExplorerApi } from '../../shared/api.js';
import { idle, toErrorShape, type Async } from './async-state.js';
import type { AppState } from './index.js';
import { linkConnectionOf, type LinkConnection } from '../routing/link-connection.js';

/** The connection in use, as a link names it. */
export function currentLink(s: Pick<AppState, 'connections' | 'connectionId'>): LinkConnection | undefined {
  const list = s.connections.status === 'ready' ? s.connections.value : s.connections.status === 'idle' ? [] : s.connections.previous ?? [];
  return linkConnectionOf(list.find((c) => c.id === s.connectionId)) ?? (s.connectionId ? { id: s.connectionId } : undefined);
}

export interface ConnectionsSlice {
  connections: Async<ConnectionInfo[]>;
  connectionId?: string;
  /** Set when the chosen connection waits for an MFA code or failed to connect. */
  connectState: Async<ConnectionInfo>;
  loadConnections(): Promise<void>;
  selectConnection(id: string, mfaCode?: string): Promise<void>;
  addEndpoint(endpoint: string, region: string, name?: string): Promise<void>;
}

export const createConnectionsSlice = (api: ExplorerApi): StateCreator<AppState, [], [], ConnectionsSlice> => (set, get) => ({
  connections: idle,
  connectState: idle,
  async loadConnections() {
    set({ connections: { status: 'loading' } });
    try {
      const { connections, defaultConnectionId } = await api.listConnections();
      set({ connections: { status: 'ready', value: connections } });
      const keep = get().connectionId;
      await get().selectConnection(keep && connections.some((c) => c.id === keep) ? keep : defaultConnectionId);
    } catch (e) {
      set({ connections: { status: 'error', error: toErrorShape(e) } });
    }
  },
  async selectConnection(id, mfaCode) {
    if (get().connectionId !== undefined && get().connectionId !== id) {
      // Nothing read on the previous connection stays on screen: its tables, its table, its reads.
      const s = get();
      s.clearRead();
      s.stopFanOut();
      s.stopPartitions();
      s.stopStatistics();
      set({ tables: { status: 'loading' }, tableName: undefined, table: idle, fanOut: null, partitions: null, drill: null, stats: null, toolRoute: null });
    }
    set({ connectionId: id, connectState: { status: 'loading' } });
    try {
      const info = await api.connect({ connectionId: id, ...(mfaCode ? { mfaCode } : {}) });
      if (get().connectionId !== id) return;
      set({ connectState: { status: 'ready', value: info } });
      await get().loadTables();
    } catch (e) {
      if (get().connectionId === id) set({ connectState: { status: 'error', error: toErrorShape(e) } });
    }
  },
  async addEndpoint(endpoint, region, name) {
    const info = await api.addEndpointConnection({ endpoint, region, ...(name ? { name } : {}) });
    const list = (await api.listConnections()).connections;
    set({ connections: { status: 'ready', value: list } });
    await get().selectConnection(info.id);
  },
});

/**
 * The table's details (issue 32): every fact the service reads with its own call, read once per
 * table and connection and again only on "Refresh details" (or after a change the app made), so
 * the panel and the warnings before a bulk change read the same facts without asking DynamoDB
 * each time they draw.
 */
import type { StateCreator } from 'zustand';
import type { ExplorerApi } from '../../shared/api.js';
import type { TableDetails } from '../../shared/api-table-admin.js';
import { toErrorShape, valueOf, type Async } from './async-state.js';
import { readTableOf } from '../model/query/build-read.js';
import { designKey } from '../model/design/design-storage.js';
import type { DesignChoices } from '../../shared/design/model/design-choices.js';
import type { TableDesign } from '../../shared/design/model/table-design.js';
import type { AppState } from './index.js';

export interface TableDetailsSlice {
  /** By `detailsKey(connection, table)`. */
  tableDetails: Record<string, Async<TableDetails>>;
  /** Reads the details unless they are read (or being read) already; `refresh` reads them again. */
  loadTableDetails(table: string, refresh?: boolean): Promise<void>;
}

export const detailsKey = (connectionId: string | undefined, table: string) => `${connectionId ?? ''}\u0000${table}`;

/** The details of `table` on the connection in use, if read. */
export function detailsOf(s: AppState, table: string | undefined): Async<TableDetails> | undefined {
  return table === undefined ? undefined : s.tableDetails[detailsKey(s.connectionId, table)];
}

/**
 * The TTL attribute of the table the read on screen reads, when TTL is on (ENABLED, as last read):
 * the grid and the inspector show its values as dates. A string, so a row redraws only when it changes.
 */
export function ttlAttributeOfRead(s: AppState): string | null {
  const built = s.read.built;
  if (!built) return null;
  const details = detailsOf(s, readTableOf(built));
  const ttl = details && valueOf(details)?.timeToLive;
  return ttl?.state === 'ok' && ttl.value.status === 'ENABLED' ? (ttl.value.attributeName ?? null) : null;
}

/**
 * What is known of `table`'s design, in parts that keep their identity between draws (select them
 * with useShallow): its imported model with the user's choices when it is the table whose design is
 * open, and the model kept from its reads on this connection.
 */
export function designPartsOf(s: AppState, table: string): { choices: DesignChoices | null; kept: TableDesign | null } {
  return {
    choices: s.designTable === table ? s.designChoices : null,
    kept: s.keptModels[designKey(s.connectionId, table)]?.design ?? null,
  };
}

export const createTableDetailsSlice =
  (api: ExplorerApi): StateCreator<AppState, [], [], TableDetailsSlice> =>
  (set, get) => ({
    tableDetails: {},
    async loadTableDetails(table, refresh = false) {
      const connectionId = get().connectionId;
      const key = detailsKey(connectionId, table);
      const now = get().tableDetails[key];
      if (!refresh && now && now.status !== 'error') return;
      const previous = now?.status === 'ready' ? now.value : undefined;
      const put = (v: Async<TableDetails>) => set({ tableDetails: { ...get().tableDetails, [key]: v } });
      put({ status: 'loading', previous });
      try {
        put({ status: 'ready', value: await api.describeTableDetails({ connectionId, TableName: table }) });
      } catch (e) {
        put({ status: 'error', error: toErrorShape(e), previous });
      }
    },
  });

/**
 * The columns the user picked for a table on a connection, kept through the app storage so the
 * table opens with them again; absent means the automatic choice. A stored value that no longer
 * parses is dropped rather than breaking the grid.
 */
import { useSyncExternalStore } from 'react';
import { appStorage } from '../../api/service-storage.js';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const columnsKey = (connectionId: string | undefined, table: string) =>
  `ice.columns.${connectionId ?? 'sandbox'}.${table}`;

export function loadPickedColumns(storage: Store, connectionId: string | undefined, table: string): string[] | null {
  return parsePicked(storage.getItem(columnsKey(connectionId, table)));
}

export function savePickedColumns(
  storage: Store,
  connectionId: string | undefined,
  table: string,
  names: readonly string[] | null,
): void {
  if (names === null) storage.removeItem(columnsKey(connectionId, table));
  else storage.setItem(columnsKey(connectionId, table), JSON.stringify(names));
}

function parsePicked(raw: string | null): string[] | null {
  if (raw === null) return null;
  try {
    const v: unknown = JSON.parse(raw);
    return Array.isArray(v) && v.every((n) => typeof n === 'string') ? (v as string[]) : null;
  } catch {
    return null;
  }
}

/** The picked columns of `table`, redrawn when they change. */
export function usePickedColumns(
  connectionId: string | undefined,
  table: string | undefined,
): readonly string[] | null {
  const storage = appStorage();
  const raw = useSyncExternalStore(
    (l) => storage.subscribe(l),
    () => (table ? storage.getItem(columnsKey(connectionId, table)) : null),
  );
  return table ? parsePicked(raw) : null;
}

/**
 * The copy's target as the dialog chooses it: the tables of the chosen connection, the chosen
 * table's description (its key schema and types, which the key mapping is checked against) and its
 * settings (a stream, PITR, TTL), each read on the target's own connection when the choice changes.
 */
import { useEffect, useState } from 'react';
import type { ExplorerApi } from '../../../shared/api.js';
import type { ApiErrorShape } from '../../../shared/api-errors.js';
import type { TableDetails } from '../../../shared/api-table-admin.js';
import type { TableDescription } from '../../../shared/dynamo/types.js';
import { toErrorShape } from '../../store/async-state.js';

export interface CopyTargetState {
  tables: string[];
  table: TableDescription | null;
  details: TableDetails | null;
  error: { title: string; error: ApiErrorShape } | null;
}

export function useCopyTarget(api: ExplorerApi, connectionId: string, tableName: string): CopyTargetState {
  const [tables, setTables] = useState<string[]>([]);
  const [table, setTable] = useState<TableDescription | null>(null);
  const [details, setDetails] = useState<TableDetails | null>(null);
  const [error, setError] = useState<CopyTargetState['error']>(null);
  useEffect(() => {
    let live = true;
    setTables([]);
    if (!connectionId) return;
    api.listTables({ connectionId }).then(
      (r) => live && (setTables(r.TableNames), setError(null)),
      (e: unknown) => live && setError({ title: 'Could not list the target tables', error: toErrorShape(e) }),
    );
    return () => {
      live = false;
    };
  }, [api, connectionId]);
  useEffect(() => {
    let live = true;
    setTable(null);
    setDetails(null);
    if (!connectionId || !tableName) return;
    api.describeTable({ connectionId, TableName: tableName }).then(
      (r) => live && setTable(r.Table),
      (e: unknown) => live && setError({ title: `Could not describe ${tableName}`, error: toErrorShape(e) }),
    );
    api.describeTableDetails({ connectionId, TableName: tableName }).then(
      (d) => live && setDetails(d),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, connectionId, tableName]);
  return { tables, table, details, error };
}

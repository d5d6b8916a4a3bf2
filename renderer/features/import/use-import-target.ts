/**
 * Where an import writes: a connection and a table, the page's current ones by default, and the
 * table's description (its keys and index keys are what every record is checked against).
 */
import { useEffect, useState } from 'react';
import type { TableDescription } from '../../../shared/dynamo/types.js';
import type { ApiErrorShape } from '../../../shared/api-errors.js';
import { valueOf, toErrorShape } from '../../store/async-state.js';
import { useApp } from '../../store/index.js';

export interface ImportTarget {
  connectionId: string;
  tableName: string;
  tables: string[];
  table?: TableDescription;
  error?: ApiErrorShape;
  setConnection(id: string): void;
  setTable(name: string): void;
}

export function useImportTarget(): ImportTarget {
  const api = useApp((s) => s.api);
  const current = useApp((s) => s.connectionId) ?? '';
  const currentTable = useApp((s) => s.tableName) ?? '';
  const currentTables = useApp((s) => valueOf(s.tables));
  const [connectionId, setConnectionId] = useState(current);
  const [tableName, setTableName] = useState(currentTable);
  const [tables, setTables] = useState<string[]>(currentTables ?? []);
  const [table, setTableDescription] = useState<TableDescription>();
  const [error, setError] = useState<ApiErrorShape>();

  useEffect(() => {
    if (!connectionId) return;
    let live = true;
    api.listTables({ connectionId }).then(
      (r) => live && setTables(r.TableNames),
      (e: unknown) => live && setError(toErrorShape(e)),
    );
    return () => {
      live = false;
    };
  }, [api, connectionId]);

  useEffect(() => {
    setTableDescription(undefined);
    if (!connectionId || !tableName) return;
    let live = true;
    setError(undefined);
    api.describeTable({ connectionId, TableName: tableName }).then(
      (r) => live && setTableDescription(r.Table),
      (e: unknown) => live && setError(toErrorShape(e)),
    );
    return () => {
      live = false;
    };
  }, [api, connectionId, tableName]);

  return {
    connectionId,
    tableName,
    tables,
    table,
    error,
    setConnection(id) {
      setConnectionId(id);
      setTableName('');
      setTables([]);
    },
    setTable: setTableName,
  };
}

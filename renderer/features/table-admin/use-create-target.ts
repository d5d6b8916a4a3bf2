/**
 * The Create table dialog's target connection: which one (chosen, the default from
 * model/table-admin/create-target.ts), the API bound to it (every call of the dialog, from the
 * control-plane switch to the load of the items, goes there), and its tables, which the new name is
 * checked against. The current connection's tables are the ones the store holds already.
 */
import { useEffect, useMemo, useState } from 'react';
import type { ConnectionInfo, ExplorerApi } from '../../../shared/api.js';
import type { ApiErrorShape } from '../../../shared/api-errors.js';
import { defaultCreateTarget } from '../../model/table-admin/create-target.js';
import { toErrorShape, valueOf } from '../../store/async-state.js';
import { connectionScopedApi } from '../../store/connection-scoped-api.js';
import { useApp } from '../../store/index.js';

export interface CreateTarget {
  connections: ConnectionInfo[];
  targetId: string | undefined;
  setTargetId(id: string): void;
  target: ConnectionInfo | undefined;
  api: ExplorerApi;
  /** The target's tables; null until listed. */
  tables: string[] | null;
  error: ApiErrorShape | null;
}

/** `fromDesign`: the default is a local endpoint when the design is read on AWS; else the current connection. */
export function useCreateTarget(fromDesign: boolean): CreateTarget {
  const api = useApp((s) => s.api);
  const currentId = useApp((s) => s.connectionId);
  const currentTables = useApp((s) => s.tables);
  const connections = valueOf(useApp((s) => s.connections)) ?? [];
  const [targetId, setTargetId] = useState(() =>
    fromDesign
      ? (defaultCreateTarget(
          connections.find((c) => c.id === currentId),
          connections,
        ) ?? currentId)
      : currentId,
  );
  const targetApi = useMemo(() => connectionScopedApi(api, () => targetId), [api, targetId]);
  const [listed, setListed] = useState<{ id: string; tables: string[] } | null>(null);
  const [error, setError] = useState<ApiErrorShape | null>(null);
  const onCurrent = targetId === currentId;
  useEffect(() => {
    let live = true;
    setError(null);
    if (onCurrent || !targetId) return;
    targetApi.listTables({}).then(
      (r) => live && setListed({ id: targetId, tables: r.TableNames }),
      (e: unknown) => live && setError(toErrorShape(e)),
    );
    return () => {
      live = false;
    };
  }, [targetApi, targetId, onCurrent]);
  const tables = onCurrent ? (valueOf(currentTables) ?? null) : listed && listed.id === targetId ? listed.tables : null;
  return {
    connections,
    targetId,
    setTargetId,
    target: connections.find((c) => c.id === targetId),
    api: targetApi,
    tables,
    error,
  };
}

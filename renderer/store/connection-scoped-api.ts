/**
 * Every read goes to the connection the user chose: requests that name no connection get the
 * current one here, once, instead of each feature remembering to add it (and one forgetting).
 */
import type { ExplorerApi } from '../../shared/api.js';

const SCOPED = [
  'listTables',
  'describeTable',
  'query',
  'scan',
  'getItem',
  'executeStatement',
  'commitChanges',
  'listCommits',
  'undoLastCommit',
  'undoCommit',
  'getWriteAccess',
  'createBulkRun',
  'listBulkRuns',
  'describeTableDetails',
  'createTable',
  'updateTable',
  'updateTimeToLive',
  'updateContinuousBackups',
  'deleteTable',
  'getControlPlaneAccess',
] as const;

export function connectionScopedApi(api: ExplorerApi, currentConnection: () => string | undefined): ExplorerApi {
  const scoped: Record<string, (req?: Record<string, unknown>) => Promise<unknown>> = {
    ...(api as unknown as Record<string, (req?: unknown) => Promise<unknown>>),
  };
  for (const method of SCOPED) {
    const call = (api[method] as (req?: unknown) => Promise<unknown>).bind(api);
    scoped[method] = (req = {}) => {
      const connectionId = currentConnection();
      return call(req.connectionId !== undefined || connectionId === undefined ? req : { ...req, connectionId });
    };
  }
  return Object.freeze(scoped) as unknown as ExplorerApi;
}

/**
 * The API table: every method of the contract, declared once, with its request schema, the type
 * of its answer and its traits. Everything else derives from it: `ExplorerApi` (shared/api.ts),
 * the preload and IPC channels, the HTTP routes and client, the service's handler map (checked by
 * the compiler against the answer types), the call pools, the Cost meter, the connection scoping
 * and the file dialogs. Adding a method is one entry here, its handler in electron/service/ and
 * its caller in the renderer (ARCHITECTURE.md, "Where to add"); `npm run lint` refuses any other
 * hand-kept list of method names (scripts/check-method-lists.mjs).
 */
import type { z } from 'zod';
import * as core from './api-requests.js';
import * as state from './api-state.js';
import * as writes from './api-writes.js';
import * as partiql from './api-partiql.js';
import * as bulk from './api-bulk.js';
import * as admin from './api-table-admin.js';
import * as imports from './api-import.js';
import * as exports from './api-export.js';
import type {
  CallStatus,
  ConnectionInfo,
  GetItemResponse,
  ListConnectionsResponse,
  ListTablesResponse,
  ReadPage,
} from './api-responses.js';
import type { TableDescription } from './dynamo/types.js';

declare const answerType: unique symbol;
/** The type of a method's answer, for the compiler only: nothing of it exists at run time. */
export interface Answer<T> {
  readonly [answerType]?: T;
}
const answer = <T>(): Answer<T> => ({});

/** What a method is besides its request and answer; each trait is read by the one place named. */
export interface MethodTraits {
  /** A request without a connectionId goes to the page's current connection (renderer/store/connection-scoped-api.ts). */
  scoped?: true;
  /**
   * Its answer's consumed units are added to the Cost meter (renderer/store/metered-api.ts): a read's
   * ConsumedCapacity, a commit's write units, or a bulk run's units grown since its last status.
   */
  metered?: 'read' | 'commit' | 'run';
  /** It sends to DynamoDB, so it waits its turn in the connection's call pool (electron/transport/call-pool.ts). */
  pooled?: true;
  /** In Electron its `path` is the one the user picks in this system dialog (electron/transport/file-dialog-caller.ts). */
  dialog?: 'open' | 'save';
  /** Sent with keepalive, so a call made as the page closes still arrives (renderer/api/http-client.ts). */
  keepalive?: true;
  /**
   * A read the page shows as rows, and the field that carries its cursor: a call without it is a
   * read's first page, which nothing the page loads for its panels may queue in front of
   * (renderer/api/first-pages-first.ts). `null`: a read of one answer (GetItem), always a first page.
   */
  firstPageWithout?: 'ExclusiveStartKey' | 'NextToken' | null;
  /**
   * The page loads it for a panel on its own: it is sent once no read's first page is on its way
   * (renderer/api/first-pages-first.ts), so a table's settings or the write history never reach a
   * server that answers one request at a time (dynalite, DynamoDB Local) ahead of the first rows.
   */
  afterFirstPages?: true;
}

export interface MethodSpec extends MethodTraits {
  request: z.ZodObject;
  response: Answer<unknown>;
}

const read = { scoped: true, metered: 'read', pooled: true } as const;
const scopedDynamo = { scoped: true, pooled: true } as const;

export const apiTable = {
  listConnections: { request: core.listConnectionsRequest, response: answer<ListConnectionsResponse>() },
  addEndpointConnection: { request: core.addEndpointConnectionRequest, response: answer<ConnectionInfo>() },
  removeConnection: { request: core.removeConnectionRequest, response: answer<{ removed: boolean }>() },
  connect: { request: core.connectRequest, response: answer<ConnectionInfo>() },
  listTables: { request: core.listTablesRequest, response: answer<ListTablesResponse>(), ...scopedDynamo },
  describeTable: {
    request: core.describeTableRequest,
    response: answer<{ Table: TableDescription }>(),
    ...scopedDynamo,
  },
  query: { request: core.queryRequest, response: answer<ReadPage>(), ...read, firstPageWithout: 'ExclusiveStartKey' },
  scan: { request: core.scanRequest, response: answer<ReadPage>(), ...read, firstPageWithout: 'ExclusiveStartKey' },
  getItem: { request: core.getItemRequest, response: answer<GetItemResponse>(), ...read, firstPageWithout: null },
  /** One page of a PartiQL SELECT (writes are staged, never run here); see shared/api-partiql.ts. */
  executeStatement: {
    request: partiql.executeStatementRequest,
    response: answer<partiql.ExecuteStatementResponse>(),
    ...scopedDynamo,
    firstPageWithout: 'NextToken',
  },
  cancel: { request: core.cancelRequest, response: answer<{ cancelled: boolean }>() },
  /** How long a read in flight has waited and on which of the SDK's attempts: the page says why a read is slow. */
  callStatus: { request: core.callStatusRequest, response: answer<CallStatus>() },
  resetSandbox: { request: core.resetSandboxRequest, response: answer<{ TableNames: string[] }>() },
  /** The kept app state, read once at startup. */
  getAppState: { request: state.getAppStateRequest, response: answer<state.AppStateSnapshot>() },
  /** Sets and removes entries (and marks the localStorage take-over); written to disk before it answers. */
  updateAppState: { request: state.updateAppStateRequest, response: answer<{ bytes: number }>(), keepalive: true },
  /** Reads a saved-patterns file from the user's disk (e.g. their repository). */
  readPatternsFile: {
    request: state.readPatternsFileRequest,
    response: answer<state.PatternsFileText>(),
    dialog: 'open',
  },
  /** Writes a saved-patterns file; never over a file that is not one. */
  writePatternsFile: {
    request: state.writePatternsFileRequest,
    response: answer<{ path: string; bytes: number }>(),
    dialog: 'save',
  },
  /**
   * Writes staged changes, each conditional on what was read; conflicts come back with the current
   * item, and the answer carries the write access and the commit as the history now shows them.
   */
  commitChanges: {
    request: writes.commitChangesRequest,
    response: answer<writes.CommitAnswer>(),
    ...scopedDynamo,
    metered: 'commit',
  },
  listCommits: {
    request: writes.listCommitsRequest,
    response: answer<{ commits: writes.CommitSummary[] }>(),
    ...scopedDynamo,
    afterFirstPages: true,
  },
  undoLastCommit: {
    request: writes.undoLastCommitRequest,
    response: answer<writes.CommitAnswer>(),
    ...scopedDynamo,
    metered: 'commit',
  },
  /** Undoes one commit of the history, whichever: each item still as the commit left it is written back. */
  undoCommit: {
    request: writes.undoCommitRequest,
    response: answer<writes.CommitAnswer>(),
    ...scopedDynamo,
    metered: 'commit',
  },
  /** Drops the connection's commits (and their item images) from the write journal. */
  clearWriteHistory: {
    request: writes.clearWriteHistoryRequest,
    response: answer<{ cleared: number; bulkRuns: number }>(),
  },
  getWriteAccess: {
    request: writes.getWriteAccessRequest,
    response: answer<writes.WriteAccess>(),
    scoped: true,
    afterFirstPages: true,
  },
  setWriteAccess: { request: writes.setWriteAccessRequest, response: answer<writes.WriteAccess>() },
  /** A bulk change run in the service: see shared/api-bulk.ts. */
  createBulkRun: {
    request: bulk.createBulkRunRequest,
    response: answer<bulk.BulkRunStatus>(),
    ...scopedDynamo,
    metered: 'run',
  },
  addBulkItems: { request: bulk.addBulkItemsRequest, response: answer<bulk.BulkRunStatus>() },
  runBulk: { request: bulk.runBulkRequest, response: answer<bulk.BulkRunStatus>(), metered: 'run' },
  stopBulk: { request: bulk.stopBulkRequest, response: answer<bulk.BulkRunStatus>(), metered: 'run' },
  getBulkRun: { request: bulk.getBulkRunRequest, response: answer<bulk.BulkRunStatus>(), metered: 'run' },
  /** Drops a run never started (state "ready"), its journal and items; refused for any other state. */
  discardBulkRun: { request: bulk.discardBulkRunRequest, response: answer<{ runId: string; discarded: true }>() },
  listBulkRuns: {
    request: bulk.listBulkRunsRequest,
    response: answer<{ runs: bulk.BulkRunStatus[] }>(),
    scoped: true,
    afterFirstPages: true,
  },
  previewBulkUndo: { request: bulk.previewBulkUndoRequest, response: answer<bulk.BulkUndoPreview>(), pooled: true },
  undoBulk: { request: bulk.undoBulkRequest, response: answer<bulk.BulkRunStatus>(), metered: 'run' },
  /** What a run would write and, for a put, which target keys exist already; nothing is written. */
  dryRunBulk: { request: bulk.dryRunBulkRequest, response: answer<bulk.BulkDryRun>(), pooled: true, metered: 'read' },
  /** An export of a read run in the service, page by page into a file (shared/api-export.ts). */
  startExport: {
    request: exports.startExportRequest,
    response: answer<exports.ExportStatus>(),
    scoped: true,
    dialog: 'save',
  },
  getExport: { request: exports.exportIdRequest, response: answer<exports.ExportStatus>() },
  /** Ends the export after the page being written: the file stays, valid, up to its last whole item. */
  stopExport: { request: exports.exportIdRequest, response: answer<exports.ExportStatus>() },
  /** The table as a whole: every fact from its own call (shared/api-table-admin.ts). */
  describeTableDetails: {
    request: admin.describeTableDetailsRequest,
    response: answer<admin.TableDetails>(),
    ...scopedDynamo,
    afterFirstPages: true,
  },
  /** Control-plane writes have their own switch, off by default for AWS connections. */
  getControlPlaneAccess: {
    request: admin.getControlPlaneAccessRequest,
    response: answer<admin.ControlPlaneAccess>(),
    scoped: true,
    afterFirstPages: true,
  },
  setControlPlaneAccess: { request: admin.setControlPlaneAccessRequest, response: answer<admin.ControlPlaneAccess>() },
  createTable: { request: admin.createTableRequest, response: answer<admin.TableAdminResult>(), ...scopedDynamo },
  updateTable: { request: admin.updateTableRequest, response: answer<admin.TableAdminResult>(), ...scopedDynamo },
  updateTimeToLive: {
    request: admin.updateTimeToLiveRequest,
    response: answer<admin.TableAdminResult>(),
    ...scopedDynamo,
  },
  updateContinuousBackups: {
    request: admin.updateContinuousBackupsRequest,
    response: answer<admin.TableAdminResult>(),
    ...scopedDynamo,
  },
  /** Refused unless `confirmTableName` is the table's name, and while deletion protection is on. */
  deleteTable: { request: admin.deleteTableRequest, response: answer<admin.TableAdminResult>(), ...scopedDynamo },
  /** A file's text checked for an import into the table (shared/api-import.ts); nothing is written. */
  checkImport: {
    request: imports.checkImportRequest,
    response: answer<imports.CheckImportAnswer>(),
    ...scopedDynamo,
  },
  /** The same for a file the user picks in Electron's file dialog. */
  checkImportFile: {
    request: imports.checkImportFileRequest,
    response: answer<imports.CheckImportAnswer>(),
    ...scopedDynamo,
    dialog: 'open',
  },
} satisfies Record<string, MethodSpec>;

type ApiTable = typeof apiTable;
export type ApiMethod = keyof ApiTable;
/** The methods in the table's order. */
export const apiMethods = Object.freeze(Object.keys(apiTable)) as readonly ApiMethod[];
/** A request as the caller writes it (optional fields may be left out). */
export type ApiRequest<M extends ApiMethod> = z.input<ApiTable[M]['request']>;
/** A request as the service's handler receives it, after its schema checked it. */
export type CheckedRequest<M extends ApiMethod> = z.output<ApiTable[M]['request']>;
export type ApiResponse<M extends ApiMethod> = ApiTable[M]['response'] extends Answer<infer T> ? T : never;

/** The methods with a trait, in the table's order. */
export function methodsWith(trait: Exclude<keyof MethodTraits, 'dialog'>): readonly ApiMethod[] {
  return apiMethods.filter((m) => (apiTable[m] as MethodTraits)[trait] !== undefined);
}

/** The trait's value for one method (undefined when it has none). */
export function traitOf<K extends keyof MethodTraits>(method: ApiMethod, trait: K): MethodTraits[K] {
  return (apiTable[method] as MethodTraits)[trait];
}

/** A request whose every field may be left out may be left out whole. */
type Call<M extends ApiMethod> =
  {} extends ApiRequest<M>
    ? (req?: ApiRequest<M>) => Promise<ApiResponse<M>>
    : (req: ApiRequest<M>) => Promise<ApiResponse<M>>;

/** The contract as the renderer calls it: one method per entry of the table. */
export type ExplorerApi = { [M in keyof ApiTable]: Call<M> };

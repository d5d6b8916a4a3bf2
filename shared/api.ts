/**
 * The one contract between the renderer and the service, as both sides import it: the methods
 * come from the API table (shared/api-methods.ts), where each is declared once with its request
 * schema, its answer's type and its traits; this file derives `ExplorerApi` and `requestSchemas`
 * from it and gathers the types of the answers. Both transports (Electron IPC and web mode's
 * HTTP) carry exactly these methods, and the service validates every request against its schema.
 */
import { attributeValueSchema, itemSchema } from './api-values.js';
import { apiMethods, apiTable, type ApiMethod } from './api-methods.js';

export type { AttributeValue, Item, TableDescription, ConsumedCapacity } from './dynamo/types.js';
export { apiMethods, apiTable };
export type { ApiMethod, ApiRequest, ApiResponse, CheckedRequest, ExplorerApi } from './api-methods.js';

/** Each method's request schema, by name: a view of the table for the validator and the forms. */
export const requestSchemas = Object.freeze(Object.fromEntries(apiMethods.map((m) => [m, apiTable[m].request]))) as {
  readonly [M in ApiMethod]: (typeof apiTable)[M]['request'];
};

export type {
  ConnectionKind,
  ConnectionInfo,
  NoTablesHint,
  ListTablesResponse,
  ListConnectionsResponse,
  ReadPage,
  GetItemResponse,
  CallStatus,
} from './api-responses.js';

export type { AttributeValue as Value } from './dynamo/types.js';
export type { AppStateSnapshot, PatternsFileText } from './api-state.js';
export type {
  CommitAnswer,
  CommitResult,
  CommitSummary,
  WriteAccess,
  ChangeOutcome,
  ChangeStatus,
  CommitChunk,
  JournalChangeSummary,
} from './api-writes.js';
export type { ExecuteStatementResponse } from './api-partiql.js';
export type { BulkRunStatus, BulkUndoPreview, BulkItemNote, BulkUndoStatus, BulkRunState } from './api-bulk.js';
export { attributeValueSchema, itemSchema };
export * from './api-errors.js';

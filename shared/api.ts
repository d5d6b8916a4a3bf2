/**
 * The one contract between the renderer and the service. Both transports (Electron IPC and web
 * mode's HTTP) carry exactly these methods, and both validate every request against `requestSchemas`
 * before the service sees it. Field names are DynamoDB's own, so a request here reads like the
 * DynamoDB API reference.
 */
import { z } from 'zod';
import { attributeValueSchema, itemSchema } from './api-values.js';
import { regionProblem, REGION_MAX_CHARS } from './dynamo/region.js';
import { apiMethodNames, type ApiMethodName } from './api-methods.js';
import { stateRequestSchemas, type AppStateSnapshot, type PatternsFileText } from './api-state.js';
import { writeRequestSchemas, type CommitResult, type CommitSummary, type WriteAccess } from './api-writes.js';
import { partiqlRequestSchemas, type ExecuteStatementResponse } from './api-partiql.js';
import type {
  ConnectionInfo,
  GetItemResponse,
  ListConnectionsResponse,
  CallStatus,
  ListTablesResponse,
  ReadPage,
} from './api-responses.js';
import { bulkRequestSchemas, type BulkRunStatus, type BulkUndoPreview } from './api-bulk.js';
import type { AttributeValue, TableDescription } from './dynamo/types.js';
import { tableAdminRequestSchemas, type TableAdminApi } from './api-table-admin.js';

export type { AttributeValue, Item, TableDescription, ConsumedCapacity } from './dynamo/types.js';

const name = (what: string) => z.string({ error: `expected ${what} as a string` }).min(1, `${what} must not be empty`);
const tableName = name('a table name').max(255, 'a table name is at most 255 characters');
/** Ids are "sandbox", "environment", "endpoint:N", "profile:<name>" (a profile name is at most 200). */
const connectionIdText = name('a connection id').max(300, 'a connection id is at most 300 characters');
const connectionId = connectionIdText.optional();
/** A client-chosen id so that `cancel` can stop this read while it is in flight. */
const requestIdText = name('a request id').max(200, 'a request id is at most 200 characters');
const requestId = requestIdText.optional();
/**
 * The caller will ask for the next page as soon as this one arrives, so the service may start
 * reading it now. `pageLimit` is the Limit the caller asks per page; `itemsLeft` is how many items
 * it may still take counting this page's (its cap), so a page read ahead never goes past the cap.
 */
const readAhead = z
  .strictObject({
    pageLimit: z
      .number({ error: 'expected a whole number' })
      .int('expected a whole number')
      .positive('must be 1 or more')
      .optional(),
    itemsLeft: z
      .number({ error: 'expected a whole number' })
      .int('expected a whole number')
      .positive('must be 1 or more')
      .optional(),
  })
  .optional();
const timeoutMs = z
  .number({ error: 'expected a time in milliseconds' })
  .int('expected a whole number of milliseconds')
  .min(100, 'at least 100 ms')
  .max(600_000, 'at most 600000 ms (10 minutes)');
/**
 * DynamoDB takes at most 4 KB per expression string; a character is at least a byte, so more
 * characters than that is over the limit whatever they are (the gate checks the bytes exactly).
 */
const MAX_EXPRESSION_BYTES = 4096;
const expression = z
  .string({ error: 'expected an expression as a string' })
  .max(MAX_EXPRESSION_BYTES, `an expression is at most ${MAX_EXPRESSION_BYTES} bytes (4 KB) in DynamoDB`);
/** A placeholder is at most 255 bytes; bounded before its pattern, which then never sees long input. */
const placeholder = (first: string) =>
  z
    .string()
    .max(255, { message: 'a placeholder is at most 255 characters', abort: true })
    .regex(first === '#' ? /^#/ : /^:/, `placeholder ${first === '#' ? 'names' : 'values'} start with ${first}`);
const namesMap = z.record(
  placeholder('#'),
  z.string({ error: 'expected an attribute name as a string' }).min(1, 'an attribute name must not be empty'),
);
const valuesMap = z.record(placeholder(':'), attributeValueSchema);

const readCommon = {
  connectionId,
  requestId,
  readAhead,
  TableName: tableName,
  IndexName: name('an index name').max(255, 'an index name is at most 255 characters').optional(),
  ExpressionAttributeNames: namesMap.optional(),
  ExpressionAttributeValues: valuesMap.optional(),
  ExclusiveStartKey: itemSchema.optional(),
  Limit: z
    .number({ error: 'expected a whole number' })
    .int('expected a whole number')
    .positive('must be 1 or more')
    .optional(),
  ConsistentRead: z.boolean({ error: 'expected true or false' }).optional(),
  ProjectionExpression: expression.optional(),
  FilterExpression: expression.optional(),
  // DynamoDB reads an empty Select as none (checked against DynamoDB Local).
  Select: z
    .enum(['', 'ALL_ATTRIBUTES', 'ALL_PROJECTED_ATTRIBUTES', 'SPECIFIC_ATTRIBUTES', 'COUNT'], {
      error: 'expected ALL_ATTRIBUTES, ALL_PROJECTED_ATTRIBUTES, SPECIFIC_ATTRIBUTES or COUNT',
    })
    .optional(),
};

export const requestSchemas = {
  listConnections: z.strictObject({}),
  /**
   * Like the AWS CLI's --endpoint-url: the server's URL and region, signed with an access key id and
   * secret (both or neither), or with a profile's credentials; with neither, a fixed local key. The
   * secret stays in the main process: no answer ever carries it back.
   */
  addEndpointConnection: z
    .strictObject({
      name: z.string({ error: 'expected a name as a string' }).max(100, 'a name is at most 100 characters').optional(),
      endpoint: z
        .string({ error: 'expected an endpoint URL' })
        .url('expected an endpoint URL such as http://localhost:8000'),
      region: z
        .string({ error: 'expected a region as a string' })
        .max(REGION_MAX_CHARS, { message: `a region name is at most ${REGION_MAX_CHARS} characters`, abort: true })
        .superRefine((r, ctx) => {
          const problem = regionProblem(r);
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        }),
      accessKeyId: name('an access key id')
        .max(128, { message: 'an access key id is at most 128 characters', abort: true })
        .regex(/^[\x21-\x7e]+$/, 'an access key id has no spaces or accented letters')
        .optional(),
      secretAccessKey: name('a secret access key')
        .max(256, { message: 'a secret access key is at most 256 characters', abort: true })
        .regex(/^[\x21-\x7e]+$/, 'a secret access key has no spaces or accented letters')
        .optional(),
      profile: name('a profile name').max(200, 'a profile name is at most 200 characters').optional(),
      /** How long to wait for a connection to the server, in ms (default 5 s). */
      connectTimeoutMs: timeoutMs.optional(),
      /** How long to wait for each answer, in ms (default 60 s); a request past it fails naming the server. */
      responseTimeoutMs: timeoutMs.optional(),
      /** How long one call may take, all the SDK's attempts included, in ms (default 90 s); then it fails naming the server. */
      callTimeoutMs: timeoutMs.optional(),
    })
    .refine((r) => r.accessKeyId === undefined || r.secretAccessKey !== undefined, {
      message: 'an access key id needs its secret access key',
      path: ['secretAccessKey'],
    })
    .refine((r) => r.secretAccessKey === undefined || r.accessKeyId !== undefined, {
      message: 'a secret access key needs its access key id',
      path: ['accessKeyId'],
    })
    .refine((r) => r.profile === undefined || r.accessKeyId === undefined, {
      message: 'give either a profile or an access key id and secret, not both',
      path: ['profile'],
    }),
  removeConnection: z.strictObject({ connectionId: connectionIdText }),
  connect: z.strictObject({
    connectionId: connectionIdText,
    mfaCode: z
      .string()
      .regex(/^\d{6}$/, 'expected the 6-digit code from your MFA device')
      .optional(),
    /** An endpoint kept with its own access key id: its secret, typed again after a restart (kept in memory only). */
    secretAccessKey: name('a secret access key')
      .max(256, { message: 'a secret access key is at most 256 characters', abort: true })
      .regex(/^[\x21-\x7e]+$/, 'a secret access key has no spaces or accented letters')
      .optional(),
  }),
  listTables: z.strictObject({ connectionId }),
  describeTable: z.strictObject({ connectionId, TableName: tableName }),
  query: z.strictObject({
    ...readCommon,
    KeyConditionExpression: expression.min(1, 'a Query needs a key condition'),
    ScanIndexForward: z.boolean({ error: 'expected true or false' }).optional(),
  }),
  scan: z
    .strictObject({
      ...readCommon,
      Segment: z
        .number({ error: 'expected a whole number' })
        .int('expected a whole number')
        .min(0, 'must be 0 or more')
        .optional(),
      TotalSegments: z
        .number({ error: 'expected a whole number' })
        .int('expected a whole number')
        .min(1, 'must be 1 or more')
        .max(1_000_000, 'must be at most 1,000,000')
        .optional(),
    })
    .refine((r) => (r.Segment === undefined) === (r.TotalSegments === undefined), {
      message: 'Segment and TotalSegments go together',
      path: ['TotalSegments'],
    })
    .refine((r) => r.Segment === undefined || r.TotalSegments === undefined || r.Segment < r.TotalSegments, {
      message: 'Segment must be less than TotalSegments',
      path: ['Segment'],
    }),
  getItem: z.strictObject({
    connectionId,
    requestId,
    TableName: tableName,
    Key: itemSchema.refine(
      (k) => k === null || typeof k !== 'object' || Object.keys(k).length > 0,
      'a key needs its partition key (and sort key, if the table has one)',
    ),
    ConsistentRead: z.boolean({ error: 'expected true or false' }).optional(),
    ProjectionExpression: expression.optional(),
    ExpressionAttributeNames: namesMap.optional(),
  }),
  cancel: z.strictObject({ requestId: requestIdText }),
  callStatus: z.strictObject({ requestId: requestIdText }),
  resetSandbox: z.strictObject({}),
  ...stateRequestSchemas,
  ...writeRequestSchemas,
  ...partiqlRequestSchemas,
  ...bulkRequestSchemas,
  ...tableAdminRequestSchemas,
};

export type ApiMethod = keyof typeof requestSchemas;
export const apiMethods: readonly ApiMethod[] = apiMethodNames;
// Compile-time proof that the light list in api-methods.ts names exactly the schemas' methods.
type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameMethods: Exactly<ApiMethod, ApiMethodName> = true;
void sameMethods;
export type ApiRequest<M extends ApiMethod> = z.input<(typeof requestSchemas)[M]>;

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

/** The table-admin methods are declared with their schemas (api-table-admin.ts). */
export interface ExplorerApi extends TableAdminApi {
  listConnections(req?: ApiRequest<'listConnections'>): Promise<ListConnectionsResponse>;
  addEndpointConnection(req: ApiRequest<'addEndpointConnection'>): Promise<ConnectionInfo>;
  removeConnection(req: ApiRequest<'removeConnection'>): Promise<{ removed: boolean }>;
  connect(req: ApiRequest<'connect'>): Promise<ConnectionInfo>;
  listTables(req?: ApiRequest<'listTables'>): Promise<ListTablesResponse>;
  describeTable(req: ApiRequest<'describeTable'>): Promise<{ Table: TableDescription }>;
  query(req: ApiRequest<'query'>): Promise<ReadPage>;
  scan(req: ApiRequest<'scan'>): Promise<ReadPage>;
  getItem(req: ApiRequest<'getItem'>): Promise<GetItemResponse>;
  /** One page of a PartiQL SELECT (writes are staged, never run here); see shared/api-partiql.ts. */
  executeStatement(req: ApiRequest<'executeStatement'>): Promise<ExecuteStatementResponse>;
  cancel(req: ApiRequest<'cancel'>): Promise<{ cancelled: boolean }>;
  /** How long a read in flight has waited and on which of the SDK's attempts: the page says why a read is slow. */
  callStatus(req: ApiRequest<'callStatus'>): Promise<CallStatus>;
  resetSandbox(req?: ApiRequest<'resetSandbox'>): Promise<{ TableNames: string[] }>;
  /** The kept app state, read once at startup. */
  getAppState(req?: ApiRequest<'getAppState'>): Promise<AppStateSnapshot>;
  /** Sets and removes entries (and marks the localStorage take-over); written to disk before it answers. */
  updateAppState(req: ApiRequest<'updateAppState'>): Promise<{ bytes: number }>;
  /** Reads a saved-patterns file from the user's disk (e.g. their repository). */
  readPatternsFile(req: ApiRequest<'readPatternsFile'>): Promise<PatternsFileText>;
  /** Writes a saved-patterns file; never over a file that is not one. */
  writePatternsFile(req: ApiRequest<'writePatternsFile'>): Promise<{ path: string; bytes: number }>;
  /** Writes staged changes, each conditional on what was read; conflicts come back with the current item. */
  commitChanges(req: ApiRequest<'commitChanges'>): Promise<CommitResult>;
  listCommits(req?: ApiRequest<'listCommits'>): Promise<{ commits: CommitSummary[] }>;
  undoLastCommit(req?: ApiRequest<'undoLastCommit'>): Promise<CommitResult>;
  /** Undoes one commit of the history, whichever: each item still as the commit left it is written back. */
  undoCommit(req: ApiRequest<'undoCommit'>): Promise<CommitResult>;
  /** Drops the connection's commits (and their item images) from the write journal. */
  clearWriteHistory(req: ApiRequest<'clearWriteHistory'>): Promise<{ cleared: number; bulkRuns: number }>;
  getWriteAccess(req?: ApiRequest<'getWriteAccess'>): Promise<WriteAccess>;
  setWriteAccess(req: ApiRequest<'setWriteAccess'>): Promise<WriteAccess>;
  /** A bulk change run in the service: see shared/api-bulk.ts. */
  createBulkRun(req: ApiRequest<'createBulkRun'>): Promise<BulkRunStatus>;
  addBulkItems(req: ApiRequest<'addBulkItems'>): Promise<BulkRunStatus>;
  runBulk(req: ApiRequest<'runBulk'>): Promise<BulkRunStatus>;
  stopBulk(req: ApiRequest<'stopBulk'>): Promise<BulkRunStatus>;
  getBulkRun(req: ApiRequest<'getBulkRun'>): Promise<BulkRunStatus>;
  listBulkRuns(req?: ApiRequest<'listBulkRuns'>): Promise<{ runs: BulkRunStatus[] }>;
  previewBulkUndo(req: ApiRequest<'previewBulkUndo'>): Promise<BulkUndoPreview>;
  undoBulk(req: ApiRequest<'undoBulk'>): Promise<BulkRunStatus>;
}

export type { AttributeValue as Value };
export type { AppStateSnapshot, PatternsFileText } from './api-state.js';
export type {
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

/**
 * ExplorerApi implemented once with @aws-sdk/client-dynamodb. Every entry point, whether a
 * transport's `call()` or a direct method call, validates against shared/api.ts first.
 */
import { DescribeTableCommand, GetItemCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type {
  ApiMethod,
  ApiResponse,
  CheckedRequest,
  ExplorerApi,
  GetItemResponse,
  ListTablesResponse,
  ReadPage,
} from '../../shared/api.js';
import { ApiError, REQUEST_VALIDATION } from '../../shared/api-errors.js';
import { apiMethods } from '../../shared/api-methods.js';
import { fetchPage } from './page-fetch.js';
import { validateRequest } from '../../shared/api-validate.js';
import type { ConnectionRegistry } from './connections.js';
import { AppStateStore } from '../state/app-state-store.js';
import { appStateHandlers, writeHandlers } from './app-state-and-write-handlers.js';
import { dynamoDBLocalHint, probeServer } from './endpoint-probe.js';
import { toApiError } from './errors.js';
import { isExpiredCredentials } from './expired-credentials.js';
import { redactError } from './redact.js';
import { redactAnswer } from './redact-answer.js';
import { nextPageRequest, ReadAheadPages, readAheadKey, type ReadMethod } from './read-ahead.js';
import { statementPage } from './statement-read-ahead.js';
import type { ExecuteStatementResponse } from '../../shared/api-partiql.js';
import { RequestGate } from './request-gate.js';
import { CallWatch, outsideCall } from './call-watch.js';
import { PartiqlRunner, statementTable } from './partiql-runner.js';
import { toTableDescription } from './table-description.js';
import { refuseForSandbox } from '../sandbox/dynalite-limits.js';
import { listAllTables } from './list-all-tables.js';
import { itemFromWire, itemToWire } from './wire.js';
import { WriteJournal } from '../state/write-journal.js';
import { WriteService } from './write-service.js';
import { BulkService } from './bulk/bulk-service.js';
import { BulkJournal } from '../state/bulk-journal.js';
import { dirname } from 'node:path';
import { tableAdminHandlers } from './table-admin-handlers.js';
import { importHandlers } from './import-handlers.js';
import { ExportService } from './export/export-service.js';

type Req<M extends ApiMethod> = CheckedRequest<M>;
/** One handler per method of the table; the compiler checks each answer against the table's type. */
type Handlers = {
  [M in ApiMethod]: (req: CheckedRequest<M>, signal: AbortSignal | undefined) => Promise<ApiResponse<M>>;
};

// Each method of ExplorerApi is `call` under its name (defined below from the one list of names).
export interface ExplorerService extends ExplorerApi {}

export class ExplorerService implements ExplorerApi {
  private readonly calls = new CallWatch();
  private readonly readAhead = new ReadAheadPages();
  private readonly statementAhead = new ReadAheadPages<ExecuteStatementResponse>();
  private readonly gate = new RequestGate();
  private readonly partiql = new PartiqlRunner();
  private readonly handlers: Handlers;
  private readonly writes: WriteService;
  private readonly bulk: BulkService;
  /** Exports run in the service; web mode's download route takes their temporary files. */
  readonly exports: ExportService;

  /** `state` keeps what the user keeps; a store in memory when none is given (tests, no data folder). */
  constructor(
    private readonly connections: ConnectionRegistry,
    private readonly state: AppStateStore = new AppStateStore(undefined),
  ) {
    const dataDir = state.path === undefined ? undefined : dirname(state.path);
    const journal = new WriteJournal(dataDir);
    this.writes = new WriteService(connections, this.gate, journal);
    this.bulk = new BulkService(connections, this.gate, this.writes, new BulkJournal(dataDir));
    this.exports = new ExportService(connections, this.gate, this.partiql);
    this.handlers = {
      listConnections: () => this.connections.list(),
      addEndpointConnection: async (req: Req<'addEndpointConnection'>) => {
        await this.connections.restoreEndpoints();
        const info = await this.connections.addEndpoint(req);
        await this.state.saveEndpoints(this.connections.endpointsToKeep(), this.connections.nextEndpointNumber());
        return info;
      },
      removeConnection: async (req: Req<'removeConnection'>) => {
        this.readAhead.clear();
        this.statementAhead.clear();
        await this.connections.restoreEndpoints();
        const removed = this.connections.remove(req.connectionId);
        if (removed)
          await this.state.saveEndpoints(this.connections.endpointsToKeep(), this.connections.nextEndpointNumber());
        return { removed };
      },
      connect: (req: Req<'connect'>) => {
        this.readAhead.clear();
        this.statementAhead.clear();
        return this.connections.connect(req.connectionId, req.mfaCode, req.secretAccessKey);
      },
      listTables: (req: Req<'listTables'>) => this.runListTables(req),
      describeTable: (req: Req<'describeTable'>) => this.runDescribeTable(req),
      query: (req: Req<'query'>, signal) =>
        this.read(req, signal, async (client, s) => {
          await this.gate.check(client, 'query', req, s);
          return this.runPage(client, 'query', req, s);
        }),
      scan: (req: Req<'scan'>, signal) =>
        this.read(req, signal, async (client, s) => {
          await this.gate.check(client, 'scan', req, s);
          return this.runPage(client, 'scan', req, s);
        }),
      getItem: (req: Req<'getItem'>, signal) =>
        this.read(req, signal, async (client, s) => {
          await this.gate.check(client, 'getItem', req, s);
          return this.runGetItem(client, req, s);
        }),
      executeStatement: (req: Req<'executeStatement'>, signal) =>
        this.read({ ...req, TableName: statementTable(req.Statement) }, signal, async (client, s) => {
          const page = (r: Req<'executeStatement'>, sig: AbortSignal) =>
            this.partiql.page(r, {
              client,
              signal: sig,
              describe: (name) => this.gate.table(client, name, sig),
              check: (method, request) => this.gate.check(client, method, request as never, sig),
            });
          return statementPage(this.statementAhead, req, s, page);
        }),
      cancel: async (req: Req<'cancel'>) => ({ cancelled: this.calls.cancel(req.requestId) }),
      callStatus: async (req: Req<'callStatus'>) => this.calls.status(req.requestId),
      resetSandbox: async () => {
        this.readAhead.clear();
        this.statementAhead.clear();
        return { TableNames: await this.connections.resetSandbox() };
      },
      ...appStateHandlers(this.state),
      ...writeHandlers(this.writes, this.bulk),
      ...this.exports.handlers(),
      ...tableAdminHandlers({ writes: this.writes, journal, client: (id) => this.connections.client(id) }),
      ...importHandlers((req) => this.runDescribeTable(req)),
    };
  }

  /**
   * Validates, then runs. `signal` lets a transport stop a read when its caller goes away. This is
   * where every answer and every error leaves the service, for both transports: each passes the
   * one redaction here, errors inside 200 answers too (redact-answer.ts).
   */
  async call(method: ApiMethod, raw: unknown, signal?: AbortSignal): Promise<unknown> {
    let req: unknown;
    try {
      req = checked(method, raw);
    } catch (e) {
      // Refused before any connection was touched: only the caller's own words can be in it.
      throw redactError(ApiError.from(e));
    }
    let answer: unknown;
    try {
      answer = await this.handlers[method](req as never, signal);
    } catch (e) {
      const r = req as { TableName?: string; connectionId?: string };
      const err = toApiError(e, {
        tableName: r.TableName,
        endpoint: this.connections.endpointSigning(r.connectionId)?.endpoint,
        bounds: this.connections.callBounds(r.connectionId),
      });
      throw redactError(err, this.connections.secrets);
    }
    return redactAnswer(answer, this.connections.secrets);
  }

  private async runListTables(req: Req<'listTables'>): Promise<ListTablesResponse> {
    const client = await this.connections.client(req.connectionId);
    const names = await listAllTables(client);
    if (names.length > 0) return { TableNames: names };
    // An empty answer from DynamoDB Local usually means "another key's database", not "no tables".
    const signing = this.connections.endpointSigning(req.connectionId);
    if (signing && (await probeServer(signing.endpoint)).kind === 'dynamodb-local') {
      return { TableNames: names, NoTablesHint: dynamoDBLocalHint(signing) };
    }
    return { TableNames: names };
  }

  private async runDescribeTable(req: Req<'describeTable'>) {
    const client = await this.connections.client(req.connectionId);
    const out = await client.send(new DescribeTableCommand({ TableName: req.TableName }));
    const table = toTableDescription(out.Table!);
    this.gate.remember(client, table);
    return { Table: table };
  }

  /**
   * One Query or Scan page: the one read ahead for this request if there is one, else read now;
   * then, if the caller asked, the next page is started before this one goes back to it.
   */
  private async runPage(
    client: DynamoDBClient,
    method: ReadMethod,
    req: Req<'query'> | Req<'scan'>,
    abortSignal: AbortSignal,
  ): Promise<ReadPage> {
    const page = await (this.readAhead.take(readAheadKey(method, req), abortSignal) ??
      fetchPage(client, method, req, abortSignal));
    const next = nextPageRequest(req, page);
    if (next)
      outsideCall(() =>
        this.readAhead.start(readAheadKey(method, next), (signal) => fetchPage(client, method, next, signal)),
      );
    return page;
  }

  /** Aborts pages read ahead that nobody took; for shutting down. */
  dropReadAhead(): void {
    this.readAhead.clear();
    this.statementAhead.clear();
  }

  private async runGetItem(
    client: DynamoDBClient,
    req: Req<'getItem'>,
    abortSignal: AbortSignal,
  ): Promise<GetItemResponse> {
    const { connectionId: _c, requestId: _r, ...input } = req;
    const out = await client.send(
      new GetItemCommand({ ...input, Key: itemFromWire(input.Key), ReturnConsumedCapacity: 'INDEXES' }),
      { abortSignal },
    );
    return {
      Item: out.Item && itemToWire(out.Item),
      ConsumedCapacity: out.ConsumedCapacity,
      Attempts: out.$metadata.attempts,
    };
  }

  /**
   * Runs one read as a call (call-watch.ts) under its requestId: `cancel` stops it, the connection's
   * bound on a whole call ends it naming the server, and `callStatus` tells its attempt meanwhile.
   */
  private async read<T>(
    req: { requestId?: string; TableName: string; connectionId?: string },
    outer: AbortSignal | undefined,
    run: (client: DynamoDBClient, signal: AbortSignal) => Promise<T>,
  ): Promise<T> {
    const bounds = this.connections.callBounds(req.connectionId);
    const call = this.calls.open(req.requestId, outer, {
      where: bounds?.where ?? 'the local sandbox',
      maxAttempts: this.connections.maxAttempts,
      callTimeoutMs: bounds?.timeouts.callTimeoutMs,
    });
    try {
      // What dynalite cannot run is refused with its reason; other servers get the request as written.
      if (this.connections.isSandbox(req.connectionId))
        refuseForSandbox('FilterExpression', (req as { FilterExpression?: string }).FilterExpression);
      return await call.run(async () => run(await this.connections.client(req.connectionId), call.signal));
    } catch (e) {
      const endpoint = this.connections.endpointSigning(req.connectionId)?.endpoint;
      const err =
        call.timedOut() ??
        toApiError(e, { tableName: req.TableName, cancelled: call.signal.aborted, endpoint, bounds });
      if (!isExpiredCredentials(err)) throw err;
      // Pages read ahead were signed with the same credentials: a Resume must not be handed them.
      this.readAhead.clear();
      throw await this.connections.credentialsExpired(req.connectionId, err);
    } finally {
      call.close();
    }
  }
}

/** A schema check that throws instead of reporting (a refinement run on a missing value) still refuses the request. */
function checked(method: ApiMethod, raw: unknown) {
  try {
    return validateRequest(method, raw);
  } catch (e) {
    if (e instanceof ApiError) throw e;
    throw new ApiError({
      name: REQUEST_VALIDATION,
      statusCode: 400,
      message: `${method}: the request could not be checked (${(e as Error).message}); check that every required field is present and is an object where one is expected`,
    });
  }
}

/** The typed methods, one per name of the contract, as the HTTP client makes them: `call` with the name. */
for (const method of apiMethods) {
  Object.defineProperty(ExplorerService.prototype, method, {
    value(this: ExplorerService, req?: unknown) {
      return this.call(method, req ?? {});
    },
    writable: true,
    configurable: true,
  });
}

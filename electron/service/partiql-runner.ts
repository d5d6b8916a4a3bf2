/**
 * One page of a PartiQL SELECT. The statement is judged first (shared/partiql: what DynamoDB
 * refuses, against the described table), then sent with ExecuteStatement. A server without
 * PartiQL (dynalite, the sandbox) answers UnknownOperationException: the client is remembered and
 * the statement runs as its translated Query, Scan or GetItem, paged by a NextToken of our own.
 * Writes never run here: they are staged in the editor like any edit.
 */
import {
  ExecuteStatementCommand,
  GetItemCommand,
  QueryCommand,
  ScanCommand,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import type { ApiRequest } from '../../shared/api.js';
import { ApiError, REQUEST_VALIDATION } from '../../shared/api-errors.js';
import type { ExecuteStatementResponse } from '../../shared/api-partiql.js';
import type { Item, TableDescription } from '../../shared/dynamo/types.js';
import { lineColumn } from '../../shared/expressions/problems.js';
import {
  classifyStatement,
  parameterProblem,
  parseStatement,
  shapeLikePartiql,
  translateSelect,
  type PqProblem,
  type TranslatedRequest,
} from '../../shared/partiql/index.js';
import { pageWithBody, takePageBody } from './page-body.js';
import { itemFromWire, itemToWire, valueFromWire } from './wire.js';

type Req = ApiRequest<'executeStatement'>;
/** Our own page token for a translated read: which request of the translation, and where in it. */
const TOKEN_PREFIX = 'ice-translated:';
interface TranslatedToken {
  i: number;
  key?: Item;
}

export interface StatementContext {
  client: DynamoDBClient;
  signal: AbortSignal;
  /** The table's description (undefined when it cannot be described: DynamoDB's answer then stands). */
  describe: (tableName: string) => Promise<TableDescription | undefined>;
  /** The pre-send gate for a translated read. */
  check: (method: 'query' | 'scan' | 'getItem', request: TranslatedRequest) => Promise<void>;
}

export class PartiqlRunner {
  private readonly withoutPartiql = new WeakSet<DynamoDBClient>();

  /**
   * The statement judged as the read judges it before anything is sent: it parses, it is a SELECT
   * (a write is refused by name), DynamoDB would take it against the described table, and every `?`
   * has a value. An export runs this before it starts (export-reads.ts), then every page again.
   */
  async judge(req: Pick<Req, 'Statement' | 'Parameters'>, ctx: Pick<StatementContext, 'describe'>) {
    const parsed = parseStatement(req.Statement);
    if (!parsed.ok) throw refusal(req.Statement, [parsed.problem]);
    const s = parsed.statement;
    if (s.kind !== 'select') {
      throw new ApiError({
        name: REQUEST_VALIDATION,
        statusCode: 400,
        field: 'Statement',
        message: `Statement: PartiQL ${s.kind.toUpperCase()} is not run on the spot: writes are staged in the editor, then committed`,
      });
    }
    const table = await ctx.describe(s.from.table);
    const c = classifyStatement(req.Statement, table);
    if (!c.ok || c.problems.length > 0) throw refusal(req.Statement, c.problems);
    const missing = parameterProblem(c.paramCount, req.Parameters?.length ?? 0);
    if (missing)
      throw new ApiError({
        name: REQUEST_VALIDATION,
        statusCode: 400,
        field: 'Parameters',
        message: `Parameters: ${missing}`,
      });
    return { select: s, table, info: c.info };
  }

  async page(req: Req, ctx: StatementContext): Promise<ExecuteStatementResponse> {
    const { select: s, table, info } = await this.judge(req, ctx);
    const op = {
      Operation: info.operation as ExecuteStatementResponse['Operation'],
      ...(info.index !== undefined ? { IndexName: info.index } : {}),
    };

    const translatedToken = req.NextToken?.startsWith(TOKEN_PREFIX);
    if (!translatedToken && !this.withoutPartiql.has(ctx.client)) {
      try {
        const command = new ExecuteStatementCommand({
          Statement: req.Statement,
          ...(req.Parameters ? { Parameters: req.Parameters.map(valueFromWire) } : {}),
          ...(req.NextToken ? { NextToken: req.NextToken } : {}),
          ...(req.Limit ? { Limit: req.Limit } : {}),
          ...(req.ConsistentRead !== undefined ? { ConsistentRead: req.ConsistentRead } : {}),
          ReturnConsumedCapacity: 'INDEXES',
        });
        // The items as DynamoDB sent them (our wire format), not turned into the SDK's shape and back.
        const body = takePageBody(command);
        const out = await ctx.client.send(command, { abortSignal: ctx.signal });
        const taken = body.taken();
        const fields = {
          ...(out.NextToken ? { NextToken: out.NextToken } : {}),
          ...(out.ConsumedCapacity ? { ConsumedCapacity: out.ConsumedCapacity } : {}),
          ...op,
        };
        // Web mode sends DynamoDB's body on as it came, with the operation in front; the items are
        // parsed only if this process reads them.
        return taken ? pageWithBody(fields, taken) : { Items: (out.Items ?? []).map(itemToWire), ...fields };
      } catch (e) {
        if (!/UnknownOperation/.test((e as Error).name ?? '')) throw e;
        this.withoutPartiql.add(ctx.client);
      }
    }
    if (!table)
      throw new ApiError({
        name: 'ResourceNotFoundException',
        statusCode: 400,
        message: `table "${s.from.table}" could not be described, so the statement cannot be run as a Query or Scan on this server`,
      });
    const t = translateSelect(req.Statement, s, table, req.Parameters ?? []);
    if (!t.ok)
      throw refusal(req.Statement, [{ ...t.problem, message: `this server has no PartiQL and ${t.problem.message}` }]);
    return {
      ...op,
      ...(await this.translatedPage(req, t.translated.method, t.translated.requests, t.translated.projection, ctx)),
    };
  }

  private async translatedPage(
    req: Req,
    method: 'query' | 'scan' | 'getItem',
    requests: TranslatedRequest[],
    projection: Parameters<typeof shapeLikePartiql>[1],
    ctx: StatementContext,
  ) {
    const token: TranslatedToken = req.NextToken?.startsWith(TOKEN_PREFIX)
      ? (JSON.parse(req.NextToken.slice(TOKEN_PREFIX.length)) as TranslatedToken)
      : { i: 0 };
    const request = requests[token.i];
    if (!request)
      throw new ApiError({
        name: REQUEST_VALIDATION,
        statusCode: 400,
        field: 'NextToken',
        message: 'NextToken: not a token this statement gave',
      });
    await ctx.check(method, request);
    const message = `This server has no PartiQL: ran as the equivalent ${method === 'getItem' ? 'GetItem' : method === 'query' ? `Query${requests.length > 1 ? ` (one per partition, ${requests.length} in all)` : ''}` : 'Scan'}`;
    const RanAs = { method, message };
    const { ExpressionAttributeValues, Key, ...rest } = request;
    const values = ExpressionAttributeValues
      ? { ExpressionAttributeValues: itemFromWire(ExpressionAttributeValues) }
      : {};
    const consistent = req.ConsistentRead !== undefined ? { ConsistentRead: req.ConsistentRead } : {};
    if (method === 'getItem') {
      const out = await ctx.client.send(
        new GetItemCommand({
          ...rest,
          ...consistent,
          Key: itemFromWire(Key!),
          ReturnConsumedCapacity: 'INDEXES',
        } as never),
        { abortSignal: ctx.signal },
      );
      const items = out.Item ? [shapeLikePartiql(itemToWire(out.Item), projection)] : [];
      return {
        Items: items,
        ScannedCount: items.length,
        ...(out.ConsumedCapacity ? { ConsumedCapacity: out.ConsumedCapacity } : {}),
        RanAs,
      };
    }
    const input = {
      ...rest,
      ...values,
      ...consistent,
      ...(req.Limit ? { Limit: req.Limit } : {}),
      ...(token.key ? { ExclusiveStartKey: itemFromWire(token.key) } : {}),
      ReturnConsumedCapacity: 'INDEXES' as const,
    };
    const out =
      method === 'query'
        ? await ctx.client.send(new QueryCommand(input as never), { abortSignal: ctx.signal })
        : await ctx.client.send(new ScanCommand(input as never), { abortSignal: ctx.signal });
    const next: TranslatedToken | undefined = out.LastEvaluatedKey
      ? { i: token.i, key: itemToWire(out.LastEvaluatedKey) }
      : token.i + 1 < requests.length
        ? { i: token.i + 1 }
        : undefined;
    return {
      Items: (out.Items ?? []).map((i) => shapeLikePartiql(itemToWire(i), projection)),
      ScannedCount: out.ScannedCount ?? 0,
      ...(next ? { NextToken: TOKEN_PREFIX + JSON.stringify(next) } : {}),
      ...(out.ConsumedCapacity ? { ConsumedCapacity: out.ConsumedCapacity } : {}),
      RanAs,
    };
  }
}

/** The table a statement names, for error messages before it is judged ('' when it does not parse). */
export function statementTable(text: string): string {
  const p = parseStatement(text);
  if (!p.ok) return '';
  const s = p.statement;
  return s.kind === 'select'
    ? s.from.table
    : s.kind === 'insert'
      ? s.into.table
      : s.kind === 'update'
        ? s.target.table
        : s.from.table;
}

function refusal(text: string, problems: PqProblem[]): ApiError {
  const located = problems.map((p) => ({
    field: 'Statement',
    message: p.message,
    ...(p.token !== undefined ? { token: p.token } : {}),
    offset: p.offset,
    ...lineColumn(text, p.offset),
  }));
  const first = located[0];
  const where = first ? ` (line ${first.line}, column ${first.column})` : '';
  return new ApiError({
    name: REQUEST_VALIDATION,
    statusCode: 400,
    field: 'Statement',
    message: `Statement: ${first?.message ?? 'refused'}${where}`,
    problems: located,
  });
}

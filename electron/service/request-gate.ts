/**
 * The service's side of the one pre-send gate (shared/requests/gate.ts): before a Query, Scan or
 * GetItem goes to the SDK, it is judged against DynamoDB's rules and the described table, so an
 * API caller on either transport gets the same located problems the UI shows, as one
 * RequestValidationError naming the field.
 *
 * Descriptions are cached per client (one per connection; a reconnect makes a new one) and table.
 * When the cached description refuses a request, the table is described again before refusing, in
 * case it changed since. When it cannot be described at all (no DescribeTable permission, or no
 * such table), the read goes on and DynamoDB's own answer stands.
 */
import { DescribeTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ApiError, REQUEST_VALIDATION } from '../../shared/api-errors.js';
import type { TableDescription } from '../../shared/dynamo/types.js';
import {
  checkRequest,
  describeProblems,
  tableFreeProblems,
  type GateMethod,
  type GateRequest,
} from '../../shared/requests/gate.js';
import { toTableDescription } from './table-description.js';

export class RequestGate {
  private readonly described = new WeakMap<DynamoDBClient, Map<string, Promise<TableDescription | undefined>>>();

  /** `signal` is the read's: stopping the read stops waiting for the description too. */
  async check(
    client: DynamoDBClient,
    method: GateMethod,
    request: GateRequest & { TableName: string },
    signal: AbortSignal,
  ): Promise<void> {
    const early = tableFreeProblems(method, request);
    if (early.length > 0)
      throw new ApiError({
        name: REQUEST_VALIDATION,
        statusCode: 400,
        field: early[0]!.field,
        message: describeProblems(early),
        problems: early,
      });
    let table = await untilAborted(this.describe(client, request.TableName, false), signal);
    if (!table) return;
    let problems = checkRequest(method, request, table);
    if (problems.length === 0) return;
    table = await untilAborted(this.describe(client, request.TableName, true), signal);
    if (!table) return;
    problems = checkRequest(method, request, table);
    if (problems.length === 0) return;
    throw new ApiError({
      name: REQUEST_VALIDATION,
      statusCode: 400,
      field: problems[0]!.field,
      message: describeProblems(problems),
      problems,
    });
  }

  /**
   * A description the service has just read for its caller (the table was chosen): the first read
   * of that table then need not describe it again before it is sent.
   */
  remember(client: DynamoDBClient, table: TableDescription): void {
    let tables = this.described.get(client);
    if (!tables) this.described.set(client, (tables = new Map()));
    tables.set(table.TableName, Promise.resolve(table));
  }

  /** The table's description, cached as the gate keeps it; undefined when it cannot be described. */
  table(client: DynamoDBClient, tableName: string, signal?: AbortSignal): Promise<TableDescription | undefined> {
    const described = this.describe(client, tableName, false);
    return signal === undefined ? described : untilAborted(described, signal);
  }

  private describe(client: DynamoDBClient, tableName: string, fresh: boolean): Promise<TableDescription | undefined> {
    let tables = this.described.get(client);
    if (!tables) this.described.set(client, (tables = new Map()));
    const cached = tables.get(tableName);
    if (cached && !fresh) return cached;
    const pending = client.send(new DescribeTableCommand({ TableName: tableName })).then(
      (out) => (out.Table ? toTableDescription(out.Table) : undefined),
      () => undefined,
    );
    tables.set(tableName, pending);
    // A failed describe is not kept: the next read tries again.
    void pending.then((t) => {
      if (!t && tables.get(tableName) === pending) tables.delete(tableName);
    });
    return pending;
  }
}

/** The promise's value, or undefined as soon as the signal aborts (the read then reports the abort). */
function untilAborted<T>(p: Promise<T | undefined>, signal: AbortSignal): Promise<T | undefined> {
  if (signal.aborted) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const onAbort = () => resolve(undefined);
    signal.addEventListener('abort', onAbort, { once: true });
    void p.then((v) => {
      signal.removeEventListener('abort', onAbort);
      resolve(v);
    });
  });
}

/**
 * The checks and plans before anything is sent: each table described (cached, as for reads), each
 * change through the pre-send gate (shared/requests/write-item.ts), planned as the smallest
 * conditional write (shared/writes/plan.ts), and each write as it will be sent through the same
 * request gate as reads. Any problem refuses the whole call, naming the field; nothing is sent.
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ApiError, REQUEST_VALIDATION, type ApiProblem } from '../../shared/api-errors.js';
import type { TableDescription } from '../../shared/dynamo/types.js';
import { describeProblems } from '../../shared/requests/gate.js';
import { checkWriteRequest } from '../../shared/requests/write-request.js';
import { commitProblems } from '../../shared/requests/commit-rules.js';
import type { ChangePlan } from '../../shared/writes/actions.js';
import type { StagedChange, TableKey } from '../../shared/writes/change.js';
import { planChange, WritePlanError } from '../../shared/writes/plan.js';
import type { RequestGate } from './request-gate.js';

export interface Prepared {
  plans: ChangePlan[];
  keys: Map<string, TableKey>;
}

const refuse = (problems: ApiProblem[]) =>
  new ApiError({
    name: REQUEST_VALIDATION,
    statusCode: 400,
    field: problems[0]!.field,
    message: describeProblems(problems),
    problems,
  });

export async function prepareChanges(
  gate: RequestGate,
  client: DynamoDBClient,
  changes: StagedChange[],
): Promise<Prepared> {
  const { tables, keys } = await describeAll(gate, client, changes);
  const problems: ApiProblem[] = commitProblems(changes, (t) => tables.get(t));
  if (problems.length > 0) throw refuse(problems);
  const plans = changes.map((change, i) => {
    try {
      return planChange(change, keys.get(change.TableName)!);
    } catch (e) {
      if (e instanceof WritePlanError)
        throw new ApiError({
          name: REQUEST_VALIDATION,
          statusCode: 400,
          field: `changes[${i}]`,
          message: `changes[${i}]: ${e.message}`,
        });
      throw e;
    }
  });
  // Each write as it will be sent passes the same pre-send gate as reads (DynamoDB's rules for the request).
  const sent: ApiProblem[] = plans.flatMap((p, i) =>
    p.actions.flatMap((a) => {
      const [method, request] =
        'Update' in a
          ? ['updateItem' as const, a.Update]
          : 'Put' in a
            ? ['putItem' as const, a.Put]
            : ['deleteItem' as const, a.Delete];
      return checkWriteRequest(method, request, (name) => tables.get(name)).map((q) => ({
        ...q,
        field: `changes[${i}].${q.field}`,
        message: `changes[${i}]: ${q.message}`,
      }));
    }),
  );
  if (sent.length > 0) throw refuse(sent);
  return { plans, keys };
}

async function describeAll(
  gate: RequestGate,
  client: DynamoDBClient,
  changes: StagedChange[],
): Promise<{ tables: Map<string, TableDescription>; keys: Map<string, TableKey> }> {
  const tables = new Map<string, TableDescription>();
  const keys = new Map<string, TableKey>();
  for (const name of new Set(changes.map((c) => c.TableName))) {
    const table = await gate.table(client, name);
    if (!table)
      throw new ApiError({
        name: 'ResourceNotFoundException',
        field: 'TableName',
        statusCode: 400,
        message: `Table "${name}" could not be described (no such table, or no DescribeTable permission); writes need its key schema.`,
      });
    tables.set(name, table);
    const hash = table.KeySchema.find((k) => k.KeyType === 'HASH')!.AttributeName;
    const range = table.KeySchema.find((k) => k.KeyType === 'RANGE')?.AttributeName;
    keys.set(name, range === undefined ? { partitionKey: hash } : { partitionKey: hash, sortKey: range });
  }
  return { tables, keys };
}

/**
 * The write gate (shared/requests/write-request.ts) against AWS DynamoDB Local: every write case
 * (cases-writes.ts: PutItem, UpdateItem, DeleteItem, TransactWriteItems, BatchWriteItem, valid and
 * invalid) is sent to DynamoDB Local and judged by the gate. The gate never refuses what DynamoDB
 * accepts, and accepts at most 1% of what it refuses. A failed condition is an accepted request:
 * DynamoDB checked its rules and then the data.
 */
import {
  BatchWriteItemCommand,
  DeleteItemCommand,
  PutItemCommand,
  TransactWriteItemsCommand,
  UpdateItemCommand,
} from '@aws-sdk/client-dynamodb';
import { describe, expect, test } from 'vitest';
import { itemFromWire } from '../../../electron/service/wire.js';
import type { Item } from '../../../shared/dynamo/types.js';
import { checkWriteRequest, type SingleWrite, type WriteRequest } from '../../../shared/requests/write-request.js';
import { useTestServer } from '../../support/test-servers.js';
import { writeCases, type WriteCase } from './cases-writes.js';
import { createFidelityTables, fidelityTables } from './tables.js';
import { writeKnownDifferences } from './write-known-differences.js';

const cases = writeCases();
const db = useTestServer('dynamodb-local', createFidelityTables);
const tableOf = (name: string) => fidelityTables.find((t) => t.TableName === name);

const sdkSingle = (w: SingleWrite) => ({
  ...w,
  ...(w.Item ? { Item: itemFromWire(w.Item) } : {}),
  ...(w.Key ? { Key: itemFromWire(w.Key) } : {}),
  ...(w.ExpressionAttributeValues ? { ExpressionAttributeValues: itemFromWire(w.ExpressionAttributeValues) } : {}),
});

function command(c: WriteCase) {
  const r: WriteRequest = c.request;
  switch (c.method) {
    case 'putItem':
      return new PutItemCommand(sdkSingle(r) as never);
    case 'updateItem':
      return new UpdateItemCommand(sdkSingle(r) as never);
    case 'deleteItem':
      return new DeleteItemCommand(sdkSingle(r) as never);
    case 'transactWriteItems':
      return new TransactWriteItemsCommand({
        TransactItems: r.TransactItems!.map((a) =>
          Object.fromEntries(Object.entries(a).map(([k, w]) => [k, sdkSingle(w)])),
        ),
      } as never);
    case 'batchWriteItem':
      return new BatchWriteItemCommand({
        RequestItems: Object.fromEntries(
          Object.entries(r.RequestItems!).map(([t, rs]) => [
            t,
            rs.map((x) =>
              x.PutRequest
                ? { PutRequest: { Item: itemFromWire(x.PutRequest.Item as Item) } }
                : { DeleteRequest: { Key: itemFromWire(x.DeleteRequest!.Key as Item) } },
            ),
          ]),
        ),
      } as never);
  }
}

async function send(c: WriteCase): Promise<string> {
  if (c.seed) await db.client.send(new PutItemCommand({ TableName: c.request.TableName!, Item: itemFromWire(c.seed) }));
  try {
    await db.client.send(command(c) as never);
    return 'accepted';
  } catch (e) {
    const name = (e as Error).name;
    if (name === 'ConditionalCheckFailedException') return 'accepted';
    const reasons = (e as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons;
    if (
      name === 'TransactionCanceledException' &&
      reasons?.every((r) => r.Code === 'None' || r.Code === 'ConditionalCheckFailed')
    )
      return 'accepted';
    return `${name}: ${(e as Error).message}`;
  }
}

describe('the write gate agrees with AWS DynamoDB Local', () => {
  test('at least 300 write cases of every kind, with unique names', () => {
    const names = cases.map((c) => c.name);
    expect(names.filter((x, i) => names.indexOf(x) !== i)).toEqual([]);
    expect(cases.length).toBeGreaterThanOrEqual(300);
    for (const m of ['putItem', 'updateItem', 'deleteItem', 'transactWriteItems', 'batchWriteItem'])
      expect(
        cases.some((c) => c.method === m),
        m,
      ).toBe(true);
  });

  test('no false refusals, at most 1% false accepts', async () => {
    const verdicts: Array<{ c: WriteCase; dynamo: string; gate: string[] }> = [];
    for (let i = 0; i < cases.length; i += 8) {
      const slice = cases.slice(i, i + 8);
      const answers = await Promise.all(slice.map(send));
      slice.forEach((c, j) =>
        verdicts.push({
          c,
          dynamo: answers[j]!,
          gate: checkWriteRequest(c.method, c.request, tableOf).map((p) => `${p.field}: ${p.message}`),
        }),
      );
    }
    const refused = (v: { dynamo: string }) => v.dynamo !== 'accepted';
    // A transaction refused by the rules is cancelled with a ValidationError reason for the action.
    const odd = verdicts.filter(
      (v) =>
        refused(v) &&
        !v.dynamo.startsWith('ValidationException') &&
        !/^TransactionCanceledException: .*\[.*ValidationError/.test(v.dynamo),
    );
    expect(odd.map((v) => `${v.c.name}: ${v.dynamo}`)).toEqual([]);
    const known = writeKnownDifferences();
    const disagree = (v: { dynamo: string; gate: string[] }) => refused(v) === (v.gate.length === 0);
    expect(
      Object.keys(known).filter((name) => !verdicts.some((v) => v.c.name === name && disagree(v))),
      'every known difference still disagrees',
    ).toEqual([]);
    const falseRefusals = verdicts.filter((v) => !refused(v) && v.gate.length > 0 && known[v.c.name] === undefined);
    const falseAccepts = verdicts.filter((v) => refused(v) && v.gate.length === 0);
    const invalid = verdicts.filter(refused).length;
    console.log(
      `write fidelity: ${verdicts.length} cases (${verdicts.length - invalid} accepted by DynamoDB Local, ${invalid} refused); ` +
        `${falseRefusals.length} false refusals, ${falseAccepts.length} false accepts, ${Object.keys(known).length} known differences` +
        (falseAccepts.length ? `:\n  ${falseAccepts.map((v) => `${v.c.name}: ${v.dynamo}`).join('\n  ')}` : ''),
    );
    expect(
      falseRefusals.map((v) => `${v.c.name}\n      gate: ${v.gate.join(' | ')}`),
      'the gate never refuses what DynamoDB accepts',
    ).toEqual([]);
    expect(falseAccepts.length, falseAccepts.map((v) => `${v.c.name}: ${v.dynamo}`).join('\n')).toBeLessThanOrEqual(
      Math.floor(verdicts.length / 100),
    );
  }, 120_000);
});

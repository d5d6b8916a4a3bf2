/**
 * The pre-send gate in the service: a request DynamoDB would refuse is answered, over both
 * transports, with a RequestValidationError that names the field and lists every located problem,
 * before the SDK is called; the same request fixed goes through. dynalite is the server here on
 * purpose: it lets several of these through itself, so only the gate can be refusing them.
 */
import { CreateTableCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { registerIpcHandlers, type IpcEventLike, type IpcMainLike } from '../../../electron/transport/ipc-main.js';
import { createIpcClient } from '../../../electron/transport/ipc-client.js';
import type { IpcEnvelope } from '../../../electron/transport/ipc-channels.js';
import type { ExplorerApi } from '../../../shared/api.js';
import { ApiError, REQUEST_VALIDATION } from '../../../shared/api-errors.js';
import { startHarness, type Harness } from '../../support/app-harness.js';

const TRUSTED = 'file:///app/dist/renderer/index.html';
const TABLE = 'GateOrders';

class MemoryIpcMain implements IpcMainLike {
  handlers = new Map<string, (event: IpcEventLike, ...args: unknown[]) => Promise<IpcEnvelope>>();
  handle(channel: string, listener: (event: IpcEventLike, ...args: unknown[]) => Promise<IpcEnvelope>) {
    this.handlers.set(channel, listener);
  }
  removeHandler(channel: string) {
    this.handlers.delete(channel);
  }
  invoke = async (channel: string, req: unknown) =>
    JSON.parse(
      JSON.stringify(
        await this.handlers.get(channel)!({ senderFrame: { url: TRUSTED } }, JSON.parse(JSON.stringify(req))),
      ),
    ) as IpcEnvelope;
}

let h: Harness;
const ipc = new MemoryIpcMain();
beforeAll(async () => {
  h = await startHarness();
  registerIpcHandlers(ipc, h.app.service, (url) => url === TRUSTED);
  await h.raw.send(
    new CreateTableCommand({
      TableName: TABLE,
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: 'customer', KeyType: 'HASH' },
        { AttributeName: 'placed', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: [
        { AttributeName: 'customer', AttributeType: 'S' },
        { AttributeName: 'placed', AttributeType: 'N' },
        { AttributeName: 'courier', AttributeType: 'S' },
      ],
      GlobalSecondaryIndexes: [
        {
          IndexName: 'ByCourier',
          KeySchema: [{ AttributeName: 'courier', KeyType: 'HASH' }],
          Projection: { ProjectionType: 'KEYS_ONLY' },
        },
      ],
    }),
  );
  await h.raw.send(
    new PutItemCommand({
      TableName: TABLE,
      Item: { customer: { S: 'c1' }, placed: { N: '5' }, courier: { S: 'k1' }, price: { N: '10' } },
    }),
  );
});
afterAll(async () => {
  await h?.close();
});

async function refusal(call: () => Promise<unknown>): Promise<ApiError> {
  try {
    await call();
  } catch (e) {
    return e as ApiError;
  }
  throw new Error('the request was accepted');
}

describe.each([
  ['web mode (HTTP)', () => h.http],
  ['Electron (IPC)', () => createIpcClient(ipc.invoke)],
] as Array<[string, () => ExplorerApi]>)('over %s', (_label, api) => {
  test('Select ALL_ATTRIBUTES on a KEYS_ONLY index is refused, naming Select', async () => {
    const e = await refusal(() =>
      api().query({
        TableName: TABLE,
        IndexName: 'ByCourier',
        KeyConditionExpression: 'courier = :c',
        ExpressionAttributeValues: { ':c': { S: 'k1' } },
        Select: 'ALL_ATTRIBUTES',
      }),
    );
    expect(e.name).toBe(REQUEST_VALIDATION);
    expect(e.field).toBe('Select');
    expect(e.message).toMatch(/ByCourier.*KEYS_ONLY/);
    const fixed = await api().query({
      TableName: TABLE,
      IndexName: 'ByCourier',
      KeyConditionExpression: 'courier = :c',
      ExpressionAttributeValues: { ':c': { S: 'k1' } },
    });
    expect(fixed.Count).toBe(1);
  });

  test('a BOOL ordered with < is refused with the token, and every problem is listed', async () => {
    const e = await refusal(() =>
      api().scan({
        TableName: TABLE,
        FilterExpression: 'price < :t AND price BETWEEN price AND :t',
        ExpressionAttributeValues: { ':t': { BOOL: true } },
      }),
    );
    expect(e.field).toBe('FilterExpression');
    expect(e.problems?.map((p) => [p.field, p.token])).toEqual(
      expect.arrayContaining([
        ['FilterExpression', ':t'],
        ['FilterExpression', 'price'],
      ]),
    );
    expect(e.problems?.[0]?.column).toBe(9);
  });

  test('a start key from another partition is refused, naming its attribute', async () => {
    const e = await refusal(() =>
      api().query({
        TableName: TABLE,
        KeyConditionExpression: 'customer = :c',
        ExpressionAttributeValues: { ':c': { S: 'c1' } },
        ExclusiveStartKey: { customer: { S: 'c2' }, placed: { N: '1' } },
      }),
    );
    expect(e.field).toBe('ExclusiveStartKey.customer');
  });

  test('GetItem without the sort key is refused, naming Key; with it, the item comes back', async () => {
    const e = await refusal(() => api().getItem({ TableName: TABLE, Key: { customer: { S: 'c1' } } }));
    expect(e.field).toBe('Key');
    expect(e.message).toMatch(/"placed"/);
    const got = await api().getItem({
      TableName: TABLE,
      Key: { customer: { S: 'c1' }, placed: { N: '5' } },
      ProjectionExpression: 'price',
    });
    expect(got.Item).toEqual({ price: { N: '10' } });
  });

  test('number text DynamoDB cannot read is refused by the contract, naming the value', async () => {
    const e = await refusal(() =>
      api().scan({
        TableName: TABLE,
        FilterExpression: 'price = :t',
        ExpressionAttributeValues: { ':t': { N: '1E+126' } },
      }),
    );
    expect(e.name).toBe(REQUEST_VALIDATION);
    expect(e.field).toBe('ExpressionAttributeValues.:t');
  });
});

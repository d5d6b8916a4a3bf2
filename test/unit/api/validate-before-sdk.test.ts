/**
 * A malformed request must be refused by the schema before the service asks for a DynamoDB
 * client: the connection registry here fails the test if it is ever reached.
 */
import { expect, test } from 'vitest';
import { ExplorerService } from '../../../electron/service/explorer-service.js';
import type { ConnectionRegistry } from '../../../electron/service/connections.js';

const untouchable = new Proxy(
  {},
  {
    get(_t, prop) {
      throw new Error(`the service reached the connection registry (${String(prop)}) with an invalid request`);
    },
  },
) as ConnectionRegistry;
const service = new ExplorerService(untouchable);

const bad: Array<[string, unknown, string]> = [
  ['query', { TableName: 'T', KeyConditionExpression: 'PK = :p', Limit: '10' }, 'Limit'],
  ['query', { TableName: 42, KeyConditionExpression: 'PK = :p' }, 'TableName'],
  [
    'query',
    { TableName: 'T', KeyConditionExpression: 'PK = :p', ExpressionAttributeValues: { ':p': 'plain' } },
    'ExpressionAttributeValues.:p',
  ],
  [
    'query',
    { TableName: 'T', KeyConditionExpression: 'PK = :p', ExpressionAttributeValues: { ':p': { S: 'a', N: '1' } } },
    'ExpressionAttributeValues.:p',
  ],
  [
    'query',
    { TableName: 'T', KeyConditionExpression: 'PK = :p', ExpressionAttributeNames: { pk: 'PK' } },
    'ExpressionAttributeNames.pk',
  ],
  ['scan', { TableName: 'T', Segment: 1 }, 'TotalSegments'],
  ['scan', { TableName: 'T', ConsistentRead: 'yes' }, 'ConsistentRead'],
  ['getItem', { TableName: 'T', Key: {} }, 'Key'],
  ['getItem', { TableName: 'T', Key: { PK: { B: 'not base64!' } } }, 'Key'],
  ['describeTable', { TableName: '' }, 'TableName'],
  ['connect', { connectionId: 'x', mfaCode: '12ab' }, 'mfaCode'],
  ['addEndpointConnection', { endpoint: 'not a url', region: 'us-east-1' }, 'endpoint'],
  ['cancel', {}, 'requestId'],
];

test.each(bad)('%s %j is refused naming %s', async (method, req, field) => {
  const err = await service.call(method as never, req).catch((e: unknown) => e);
  expect(err).toMatchObject({ name: 'RequestValidationError', field });
  expect((err as Error).message).toContain(field.split('.')[0]);
});

test('a request that is not an object is refused', async () => {
  await expect(service.call('listTables', 'hello')).rejects.toMatchObject({ name: 'RequestValidationError' });
  await expect(service.call('query', [1, 2])).rejects.toMatchObject({ name: 'RequestValidationError' });
});

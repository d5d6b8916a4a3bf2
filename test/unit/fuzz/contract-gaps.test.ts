/**
 * Two refusals the fuzz tests found missing in the contract's schemas, now enforced: each names
 * the field at fault, and nothing reaches the service.
 */
import { expect, test } from 'vitest';
import { ExplorerService } from '../../../electron/service/explorer-service.js';
import type { ConnectionRegistry } from '../../../electron/service/connections.js';
import { REQUEST_VALIDATION } from '../../../shared/api-errors.js';

const untouchable = new Proxy(
  {},
  {
    get(_t, prop) {
      throw new Error(`the service reached the connection registry (${String(prop)}) with an invalid request`);
    },
  },
) as ConnectionRegistry;
const service = new ExplorerService(untouchable);
const refusal = (method: string, req: unknown) =>
  service.call(method as never, req).then(
    () => 'accepted',
    (e: unknown) => e,
  );

test('getItem without a Key, or with a null Key, is refused naming Key', async () => {
  for (const req of [{ TableName: 'T' }, { TableName: 'T', Key: null }]) {
    const err = await refusal('getItem', req);
    expect(err).toMatchObject({ name: REQUEST_VALIDATION, field: 'Key', statusCode: 400 });
    expect((err as Error).message).toMatch(/^Key: /);
  }
});

test('a "__proto__" placeholder in ExpressionAttributeNames / Values is refused by name', async () => {
  const names = JSON.parse(
    '{"TableName":"T","KeyConditionExpression":"PK = :p","ExpressionAttributeNames":{"__proto__":"x"}}',
  );
  expect(await refusal('query', names)).toMatchObject({
    name: REQUEST_VALIDATION,
    field: 'ExpressionAttributeNames.__proto__',
  });
  const values = JSON.parse(
    '{"TableName":"T","KeyConditionExpression":"PK = :p","ExpressionAttributeValues":{"__proto__":{"S":"x"}}}',
  );
  expect(await refusal('query', values)).toMatchObject({
    name: REQUEST_VALIDATION,
    field: 'ExpressionAttributeValues.__proto__',
  });
  const nested = JSON.parse('{"TableName":"T","Key":{"PK":{"M":{"__proto__":{"S":"x"}}}}}');
  expect(await refusal('getItem', nested)).toMatchObject({ name: REQUEST_VALIDATION, field: 'Key.PK.M.__proto__' });
  expect(({} as Record<string, unknown>).S).toBeUndefined();
});

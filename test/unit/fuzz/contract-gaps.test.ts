/**
 * Two refusals the fuzz tests found missing in the contract's schemas (shared/api.ts, which this
 * suite does not own). Each `test.fails` documents today's behaviour; when the schema is fixed the
 * test starts failing, which is the signal to turn it into a plain test.
 */
import { expect, test } from 'vitest';
import { ExplorerService } from '../../../electron/service/explorer-service.js';
import type { ConnectionRegistry } from '../../../electron/service/connections.js';
import { REQUEST_VALIDATION } from '../../../shared/api-errors.js';

const untouchable = new Proxy({}, {
  get(_t, prop) { throw new Error(`the service reached the connection registry (${String(prop)}) with an invalid request`); },
}) as ConnectionRegistry;
const service = new ExplorerService(untouchable);
const refusal = (method: string, req: unknown) => service.call(method as never, req).then(() => 'accepted', (e: unknown) => e);

test('getItem without a Key (or with null) is refused, though not yet naming Key', async () => {
  // The schema's `Object.keys(k)` refinement throws on a missing Key; the service turns that into a
  // RequestValidationError instead of a TypeError, but cannot tell which field it was.
  for (const req of [{ TableName: 'T' }, { TableName: 'T', Key: null }]) {
    const err = await refusal('getItem', req);
    expect(err).toMatchObject({ name: REQUEST_VALIDATION, statusCode: 400 });
    expect((err as Error).message).toMatch(/^getItem: the request could not be checked/);
  }
});

test.fails('getItem without a Key names the Key field (needs the Key refinement in shared/api.ts to guard non-objects)', async () => {
  expect(await refusal('getItem', { TableName: 'T' })).toMatchObject({ name: REQUEST_VALIDATION, field: 'Key' });
});

test.fails('a "__proto__" placeholder in ExpressionAttributeNames / Values is refused (zod records drop the key silently)', async () => {
  const names = JSON.parse('{"TableName":"T","KeyConditionExpression":"PK = :p","ExpressionAttributeNames":{"__proto__":"x"}}');
  expect(await refusal('query', names)).toMatchObject({ name: REQUEST_VALIDATION, field: 'ExpressionAttributeNames.__proto__' });
});

test('those dropped placeholders never reach the service', async () => {
  const values = JSON.parse('{"TableName":"T","KeyConditionExpression":"PK = :p","ExpressionAttributeValues":{"__proto__":{"S":"x"}}}');
  // The untouchable registry throws when the request passes validation: it did, with the key dropped.
  const err = await refusal('query', values);
  expect((err as Error).message).toMatch(/reached the connection registry/);
  expect(({} as Record<string, unknown>).S).toBeUndefined();
});

/**
 * The table a user chose is described once: the service keeps that description for its pre-send
 * gate, so the first read of the table goes out without a DescribeTable round trip of its own
 * (counted at a proxy in front of the server, as DynamoDB would see them).
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { collectionQuery, startFaultWorld, TABLE, type FaultWorld } from './fault-fixture.js';

let world: FaultWorld;
beforeAll(async () => {
  world = await startFaultWorld();
});
afterAll(async () => {
  await world?.close();
});

test('describing a table then reading it sends one DescribeTable, and a read of an undescribed table still gets its own', async () => {
  const { proxy, app, close } = await world.through([], 1);
  await app.service.describeTable({ TableName: TABLE });
  const page = await app.service.query({ ...collectionQuery });
  expect(page.Items.length).toBe(collectionQuery.Limit);
  expect(proxy.count('DescribeTable')).toBe(1);
  expect(proxy.count('Query')).toBe(1);
  await close();

  // A fresh service that never described the table: the gate asks for the description itself.
  const fresh = await world.through([], 1);
  await fresh.app.service.query({ ...collectionQuery });
  expect(fresh.proxy.count('DescribeTable')).toBe(1);
  await fresh.close();
});

test('a refusal from the kept description is checked against a fresh one before it stands', async () => {
  const { proxy, app, close } = await world.through([], 1);
  await app.service.describeTable({ TableName: TABLE });
  // An index the table does not have: the kept description refuses, the gate describes again, and refuses.
  const err = await app.service.query({ ...collectionQuery, IndexName: 'NoSuchIndex' }).catch((e: unknown) => e);
  expect(err).toMatchObject({ name: 'RequestValidationError' });
  expect(proxy.count('DescribeTable')).toBe(2);
  expect(proxy.count('Query')).toBe(0);
  await close();
});

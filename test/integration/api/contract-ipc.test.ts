/**
 * The IPC transport wired end to end in memory (STYLE.md 9): the real registerIpcHandlers on one
 * side, the real preload client on the other, the real service and dynalite behind them.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { registerIpcHandlers, type IpcEventLike, type IpcMainLike } from '../../../electron/transport/ipc-main.js';
import { createIpcClient } from '../../../electron/transport/ipc-client.js';
import type { IpcEnvelope } from '../../../electron/transport/ipc-channels.js';
import { apiMethods } from '../../../shared/api.js';
import { ApiError } from '../../../shared/api-errors.js';
import { startHarness, type Harness } from '../../support/app-harness.js';
import { createFixtureTable, FIXTURE_TABLE } from '../../support/fixture-table.js';

const TRUSTED = 'file:///app/dist/renderer/index.html';

class MemoryIpcMain implements IpcMainLike {
  handlers = new Map<string, (event: IpcEventLike, ...args: unknown[]) => Promise<IpcEnvelope>>();
  handle(channel: string, listener: (event: IpcEventLike, ...args: unknown[]) => Promise<IpcEnvelope>) {
    this.handlers.set(channel, listener);
  }
  removeHandler(channel: string) {
    this.handlers.delete(channel);
  }
  invokeFrom(url: string) {
    // Through JSON, as structured clone would: nothing but data crosses.
    return async (channel: string, req: unknown) =>
      JSON.parse(
        JSON.stringify(await this.handlers.get(channel)!({ senderFrame: { url } }, JSON.parse(JSON.stringify(req)))),
      ) as IpcEnvelope;
  }
}

let h: Harness;
const ipc = new MemoryIpcMain();
beforeAll(async () => {
  h = await startHarness();
  await createFixtureTable(h.raw, 5);
  registerIpcHandlers(ipc, h.app.service, (url) => url === TRUSTED);
});
afterAll(async () => {
  await h.close();
});

test('one channel per contract method, named after it', () => {
  expect([...ipc.handlers.keys()].sort()).toEqual(apiMethods.map((m) => `ExplorerApi.${m}`).sort());
});

test('reads work over IPC and errors keep their name and field', async () => {
  const api = createIpcClient(ipc.invokeFrom(TRUSTED));
  expect((await api.listTables()).TableNames).toEqual([FIXTURE_TABLE]);
  const page = await api.query({
    TableName: FIXTURE_TABLE,
    KeyConditionExpression: 'PK = :p',
    ExpressionAttributeValues: { ':p': { S: 'ORG#acme' } },
  });
  expect(page.Count).toBe(6);
  const err = await api.describeTable({ TableName: 'Missing' }).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ApiError);
  expect(err).toMatchObject({ name: 'ResourceNotFoundException', field: 'TableName' });
  const bad = await api
    .query({ TableName: FIXTURE_TABLE, KeyConditionExpression: 'PK = :p', ScanIndexForward: 'no' as never })
    .catch((e: unknown) => e);
  expect(bad).toMatchObject({ name: 'RequestValidationError', field: 'ScanIndexForward' });
});

test('the preload flavour rejects with the plain error shape, which contextBridge copies whole', async () => {
  const api = createIpcClient(ipc.invokeFrom(TRUSTED), 'plain');
  const err = await api.describeTable({ TableName: 'Missing' }).catch((e: unknown) => e);
  expect(err).not.toBeInstanceOf(Error);
  expect(err).toMatchObject({ name: 'ResourceNotFoundException', field: 'TableName' });
});

test('a page that is not the app cannot call the API', async () => {
  const api = createIpcClient(ipc.invokeFrom('https://evil.example/'));
  await expect(api.listTables()).rejects.toMatchObject({ name: 'ForbiddenSender' });
});

test('the app state travels over IPC like over HTTP: written through, read back, bounds refused by name', async () => {
  const api = createIpcClient(ipc.invokeFrom(TRUSTED));
  await api.updateAppState({ set: { 'ice.parent.T': 'type:Order' } });
  expect((await api.getAppState()).entries).toMatchObject({ 'ice.parent.T': 'type:Order' });
  expect((await h.http.getAppState()).entries).toMatchObject({ 'ice.parent.T': 'type:Order' });
  await expect(api.updateAppState({ set: { ['k'.repeat(301)]: 'x' } })).rejects.toMatchObject({
    name: 'RequestValidationError',
    message: expect.stringContaining('a key is at most 300 characters'),
  });
  await expect(api.readPatternsFile({ path: 'relative/patterns.json' })).rejects.toMatchObject({
    field: 'path',
    message: expect.stringContaining('expected an absolute path'),
  });
});

/**
 * First rows first (renderer/api/first-pages-first.ts): what the panels load on their own waits
 * for the task that asked for it and for every read's first page on its way, so a server that
 * answers one request at a time answers the read first.
 */
import { describe, expect, it } from 'vitest';
import type { ExplorerApi } from '../../../shared/api-methods.js';
import { firstPagesFirst } from '../../../renderer/api/first-pages-first.js';

interface Pending {
  resolve(v: unknown): void;
  reject(e: unknown): void;
}

/** An API whose every call is logged and answered only when the test says so. */
function heldApi() {
  const log: string[] = [];
  const pending = new Map<string, Pending>();
  const method = (name: string) => (req?: unknown) => {
    log.push(name);
    return new Promise((resolve, reject) => pending.set(name, { resolve, reject }));
  };
  const names = [
    'query',
    'scan',
    'getItem',
    'executeStatement',
    'describeTableDetails',
    'getWriteAccess',
    'listCommits',
    'listTables',
  ];
  const api = Object.fromEntries(names.map((n) => [n, method(n)])) as unknown as ExplorerApi;
  return {
    api,
    log,
    answer: (name: string, v: unknown = {}) => pending.get(name)!.resolve(v),
    fail: (name: string) => pending.get(name)!.reject(new Error('down')),
  };
}

/** A few tasks later: the wrapper waits one task before it looks, so by then it has decided. */
async function settled() {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
}

describe('first pages first', () => {
  it('sends a read asked in the same task ahead of the panels, and the panels once its first page is in', async () => {
    const held = heldApi();
    const api = firstPagesFirst(held.api);
    // As when a table opens from a link: the panels' effects ask first, the read is started after them.
    const details = api.describeTableDetails({ TableName: 'Orders' });
    const access = api.getWriteAccess({});
    void api.query({ TableName: 'Orders', KeyConditionExpression: 'PK = :p' });
    await settled();
    expect(held.log).toEqual(['query']);
    held.answer('query', { Items: [], Count: 0 });
    await settled();
    expect(held.log).toEqual(['query', 'describeTableDetails', 'getWriteAccess']);
    held.answer('describeTableDetails', { TableName: 'Orders' });
    held.answer('getWriteAccess', { allowed: true });
    await expect(details).resolves.toEqual({ TableName: 'Orders' });
    await expect(access).resolves.toEqual({ allowed: true });
  });

  it('sends the panels at once when no first page is on its way, and calls that are not the panels never wait', async () => {
    const held = heldApi();
    const api = firstPagesFirst(held.api);
    void api.query({ TableName: 'Orders', KeyConditionExpression: 'PK = :p', ExclusiveStartKey: { PK: { S: 'a' } } });
    void api.executeStatement({ Statement: 'SELECT * FROM "Orders"', NextToken: 'next' });
    void api.listTables({});
    const commits = api.listCommits({});
    await settled();
    expect(held.log).toEqual(['query', 'executeStatement', 'listTables', 'listCommits']);
    held.answer('listCommits', { commits: [] });
    await expect(commits).resolves.toEqual({ commits: [] });
  });

  it('counts every first page, a GetItem and a failed page too', async () => {
    const held = heldApi();
    const api = firstPagesFirst(held.api);
    void api.getItem({ TableName: 'Orders', Key: { PK: { S: 'a' } } });
    const scan = api.scan({ TableName: 'Orders' }).catch(() => 'failed');
    const access = api.getWriteAccess({});
    await settled();
    expect(held.log).toEqual(['getItem', 'scan']);
    held.answer('getItem', {});
    await settled();
    expect(held.log).toEqual(['getItem', 'scan']);
    held.fail('scan');
    await expect(scan).resolves.toBe('failed');
    await settled();
    expect(held.log).toEqual(['getItem', 'scan', 'getWriteAccess']);
    held.answer('getWriteAccess', { allowed: false });
    await expect(access).resolves.toEqual({ allowed: false });
  });

  it('holds a panel no longer than its bound behind a first page that never comes', async () => {
    const held = heldApi();
    const api = firstPagesFirst(held.api, { maxHoldMs: 1 });
    void api.query({ TableName: 'Orders', KeyConditionExpression: 'PK = :p' });
    const access = api.getWriteAccess({});
    // No time asserted: the call goes out once the bound has passed, whenever that is.
    while (!held.log.includes('getWriteAccess')) await new Promise((r) => setTimeout(r, 5));
    held.answer('getWriteAccess', { allowed: true });
    await expect(access).resolves.toEqual({ allowed: true });
    expect(held.log).toEqual(['query', 'getWriteAccess']);
  });
});

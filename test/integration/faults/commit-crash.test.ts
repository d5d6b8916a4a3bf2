/**
 * The write-ahead journal under kill -9, lost answers and a journal that cannot be written, on
 * dynalite and AWS DynamoDB Local: web mode runs as a user runs it (its own process, a data
 * folder), reaching the server through a proxy that holds a chosen request before forwarding it,
 * or forwards it and holds or loses the answer. After each restart on the same folder: no write
 * in the table without a journal entry, no own write reported as a conflict, no undo stuck.
 * Every wait is for a state (the proxy holding the request, the process gone), never for time.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateTableCommand, GetItemCommand, PutItemCommand, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { itemFromWire, itemToWire } from '../../../electron/service/wire.js';
import { createHttpClient } from '../../../renderer/api/http-client.js';
import type { CommitSummary, ExplorerApi } from '../../../shared/api.js';
import type { Item } from '../../../shared/dynamo/types.js';
import { sameItem } from '../../../shared/writes/reconcile.js';
import { testClient } from '../../support/dynamo-client.js';
import { startHoldingProxy, type HoldingProxy } from '../../support/holding-proxy.js';
import { startServe, type ServeProcess } from '../../support/serve-process.js';
import { startTestServer, testServers, type RunningTestServer } from '../../support/test-servers.js';

const TABLE = 'CrashCommits';
const WRITES = new Set(['UpdateItem', 'PutItem', 'DeleteItem', 'TransactWriteItems']);

describe.each(testServers)('commits and undo survive kill -9 on %s', (server) => {
  let db: RunningTestServer;
  let raw: ReturnType<typeof testClient>;
  let proxy: HoldingProxy;
  const folders: string[] = [];
  const running = new Set<ServeProcess>();

  beforeAll(async () => {
    db = await startTestServer(server);
    raw = testClient(db.endpoint);
    proxy = await startHoldingProxy(db.endpoint);
    await raw.send(
      new CreateTableCommand({
        TableName: TABLE,
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [
          { AttributeName: 'PK', KeyType: 'HASH' },
          { AttributeName: 'SK', KeyType: 'RANGE' },
        ],
        AttributeDefinitions: [
          { AttributeName: 'PK', AttributeType: 'S' },
          { AttributeName: 'SK', AttributeType: 'S' },
        ],
      }),
    );
  }, 120_000);
  afterAll(async () => {
    await Promise.all([...running].map((s) => s.stop()));
    await proxy?.close();
    raw?.destroy();
    await db?.close();
    for (const f of folders) rmSync(f, { recursive: true, force: true });
  });

  const folder = () => {
    const f = mkdtempSync(join(tmpdir(), 'ice-crash-'));
    folders.push(f);
    return f;
  };
  async function serve(dir: string): Promise<{ s: ServeProcess; api: ExplorerApi }> {
    const s = await startServe(['--endpoint', proxy.url, '--region', 'us-east-1', '--no-sandbox', '--data-dir', dir]);
    running.add(s);
    return { s, api: createHttpClient(s.origin, s.token) };
  }
  async function kill(s: ServeProcess): Promise<void> {
    const gone = new Promise<void>((r) => (s.child.exitCode !== null ? r() : s.child.once('exit', () => r())));
    s.child.kill('SIGKILL');
    await gone;
    running.delete(s);
  }
  const seedItems = async (prefix: string, count: number): Promise<Item[]> => {
    const items = Array.from({ length: count }, (_, i) => ({
      PK: { S: prefix },
      SK: { S: `I#${String(i).padStart(3, '0')}` },
      n: { N: '12345678901234567890.5' },
      s: { S: 'seed' },
    }));
    for (const it of items) await raw.send(new PutItemCommand({ TableName: TABLE, Item: itemFromWire(it) }));
    return items;
  };
  const stored = async (i: Item) => {
    const out = await raw.send(
      new GetItemCommand({ TableName: TABLE, Key: itemFromWire({ PK: i.PK!, SK: i.SK! }), ConsistentRead: true }),
    );
    return out.Item && itemToWire(out.Item);
  };
  const edits = (items: Item[], tag: string) =>
    items.map((it, i) => ({ id: `${tag}${i}`, TableName: TABLE, before: it, after: { ...it, s: { S: tag } } }));
  const isWrite = (op: string) => WRITES.has(op);

  const keyText = (k: Item) => `${(k.PK as { S: string }).S}|${(k.SK as { S: string }).S}`;
  /** Every item not as seeded has a journal entry that says it was written; nothing is left unreconciled. */
  async function expectJournaled(api: ExplorerApi, items: Item[]): Promise<CommitSummary[]> {
    const { commits } = await api.listCommits({});
    const states = commits.flatMap((c) => c.changes.map((ch) => ch.state));
    expect(states).not.toContain('unknown');
    const journaled = new Set(
      commits.flatMap((c) => c.changes.filter((ch) => ch.state !== 'undone').map((ch) => keyText(ch.key))),
    );
    for (const it of items) if (!sameItem(await stored(it), it)) expect(journaled).toContain(keyText(it));
    return commits;
  }

  test('killed with the intent on disk and the request held: nothing landed, the commit says "not sent"', async () => {
    const dir = folder();
    const items = await seedItems('A', 1);
    let { s, api } = await serve(dir);
    const held = proxy.holdNext(isWrite, 'before');
    const pending = api.commitChanges({ changes: edits(items, 'a') }).catch((e: unknown) => e);
    await held.reached;
    await kill(s);
    held.drop();
    await pending;
    ({ s, api } = await serve(dir));
    expect(await stored(items[0]!)).toEqual(items[0]);
    const commits = await expectJournaled(api, items);
    expect(commits[0]!.notices).toEqual([
      expect.stringMatching(/^1 write of the commit at .* was interrupted: 1 not sent\.$/),
    ]);
    await kill(s);
  }, 120_000);

  test('a commit of 100 changes killed after the write answered, before its outcome: undoable after restart', async () => {
    const dir = folder();
    const items = await seedItems('B', 100);
    let { s, api } = await serve(dir);
    // DynamoDB Local: the one TransactWriteItems; dynalite (no transactions): the 50th write of 100.
    let seen = 0;
    const held = proxy.holdNext(
      (op) => (server === 'dynamodb-local' ? op === 'TransactWriteItems' : op === 'UpdateItem' && ++seen === 50),
      'after',
    );
    const pending = api.commitChanges({ changes: edits(items, 'b') }).catch((e: unknown) => e);
    await held.reached;
    await kill(s);
    held.drop();
    await pending;
    ({ s, api } = await serve(dir));
    const landed = server === 'dynamodb-local' ? 100 : 50;
    const commits = await expectJournaled(api, items);
    expect(commits[0]).toMatchObject({ state: 'undoable', total: landed });
    expect(commits[0]!.notices![0]).toMatch(
      server === 'dynamodb-local'
        ? /100 writes .* interrupted: 100 landed\./
        : /100 writes .* interrupted: 50 landed, 50 not sent\./,
    );
    const undone = await api.undoLastCommit({});
    expect(undone.outcomes.filter((o) => o.status === 'written')).toHaveLength(landed);
    for (const it of items) expect(await stored(it)).toEqual(it);
    expect((await api.listCommits({})).commits[0]).toMatchObject({ state: 'undone', undone: landed });
    await kill(s);
  }, 180_000);

  test('lost answers (a 500, a reset) after the write landed: retried, "written", never a conflict; undo restores', async () => {
    const dir = folder();
    const items = await seedItems('C', 3);
    const { s, api } = await serve(dir);
    const lost500 = proxy.holdNext((op) => op === 'UpdateItem', 'lose-500');
    const edit = await api.commitChanges({ changes: edits(items.slice(0, 1), 'c') });
    await lost500.reached;
    expect(edit.outcomes.map((o) => o.status)).toEqual(['written']);
    const lostReset = proxy.holdNext((op) => op === 'DeleteItem', 'lose-reset');
    const del = await api.commitChanges({ changes: [{ id: 'd', TableName: TABLE, before: items[1]! }] });
    await lostReset.reached;
    expect(del.outcomes.map((o) => o.status)).toEqual(['written']);
    expect(await stored(items[1]!)).toBeUndefined();
    // DynamoDB Local: the transaction's answer is lost (its retry carries the same ClientRequestToken).
    const lostTx = proxy.holdNext(
      (op) => op === (server === 'dynamodb-local' ? 'TransactWriteItems' : 'PutItem'),
      'lose-500',
    );
    const two = await api.commitChanges({
      changes: [
        { id: 't1', TableName: TABLE, before: items[2]!, after: { ...items[2]!, s: { S: 't' } } },
        { id: 't2', TableName: TABLE, after: { PK: { S: 'C' }, SK: { S: 'NEW' }, s: { S: 'new' } } },
      ],
    });
    await lostTx.reached;
    expect(two.outcomes.map((o) => o.status)).toEqual(['written', 'written']);
    await expectJournaled(api, items);
    for (const c of [two, del, edit]) {
      const u = await api.undoCommit({ commitId: c.commitId! });
      expect(u.outcomes.every((o) => o.status === 'written')).toBe(true);
    }
    for (const it of items) expect(await stored(it)).toEqual(it);
    await kill(s);
  }, 120_000);

  test('a journal that cannot be written (a folder in its place): nothing is sent, the error names the cause', async () => {
    const dir = folder();
    mkdirSync(join(dir, 'write-journal.log'));
    const items = await seedItems('D', 1);
    const { s, api } = await serve(dir);
    const writesBefore = [...WRITES].reduce((n, op) => n + (proxy.counts[op] ?? 0), 0);
    const e = (await api.commitChanges({ changes: edits(items, 'd') }).catch((x: unknown) => x)) as Error & {
      name: string;
      statusCode?: number;
    };
    expect(e.name).toBe('JournalWriteError');
    expect(e.message).toMatch(/a folder is in the way of the file \(EISDIR\)/);
    expect(e.message).toMatch(/Nothing was sent/);
    expect([...WRITES].reduce((n, op) => n + (proxy.counts[op] ?? 0), 0)).toBe(writesBefore);
    expect(await stored(items[0]!)).toEqual(items[0]);
    await kill(s);
  }, 120_000);

  test('killed during an undo: after restart the undo resumes where it stopped; nothing sticks', async () => {
    const dir = folder();
    const items = await seedItems('E', 10);
    let { s, api } = await serve(dir);
    const done = await api.commitChanges({ changes: edits(items, 'e') });
    expect(done.outcomes.every((o) => o.status === 'written')).toBe(true);
    let seen = 0;
    const held = proxy.holdNext((op) => op === 'UpdateItem' && ++seen === 5, 'before');
    const pending = api.undoCommit({ commitId: done.commitId! }).catch((x: unknown) => x);
    await held.reached;
    await kill(s);
    held.drop();
    await pending;
    ({ s, api } = await serve(dir));
    const [c] = await expectJournaled(api, items);
    expect(c!.notices![0]).toMatch(/of the undo of the commit .* interrupted: .*1 not sent/);
    expect(c!.state).toBe('partly undone');
    const again = await api.undoCommit({ commitId: done.commitId! });
    expect(again.outcomes.map((o) => o.status)).toContain('written');
    expect(again.outcomes.filter((o) => o.status === 'conflict')).toEqual([]);
    for (const it of items) expect(await stored(it)).toEqual(it);
    expect((await api.listCommits({})).commits[0]).toMatchObject({ state: 'undone', undone: 10, total: 10 });
    await kill(s);
  }, 120_000);

  test('undo in any order: C1 is undone although C2 met a conflict; C2 is "partly undone" with the reason', async () => {
    const dir = folder();
    const items = await seedItems('F', 3);
    const { s, api } = await serve(dir);
    const c1 = await api.commitChanges({ changes: edits(items.slice(0, 1), 'f1') });
    const c2 = await api.commitChanges({ changes: edits(items.slice(1), 'f2') });
    await raw.send(
      new UpdateItemCommand({
        TableName: TABLE,
        Key: itemFromWire({ PK: items[2]!.PK!, SK: items[2]!.SK! }),
        UpdateExpression: 'SET s = :v',
        ExpressionAttributeValues: { ':v': { S: 'other writer' } },
      }),
    );
    const u2 = await api.undoLastCommit({});
    expect(u2.commitId).toBe(c2.commitId);
    expect(u2.outcomes.map((o) => o.status).sort()).toEqual(['conflict', 'written']);
    const u1 = await api.undoLastCommit({});
    expect(u1.commitId).toBe(c1.commitId);
    expect(u1.outcomes.map((o) => o.status)).toEqual(['written']);
    const { commits } = await api.listCommits({});
    expect(commits.find((c) => c.commitId === c1.commitId)).toMatchObject({ state: 'undone' });
    const partly = commits.find((c) => c.commitId === c2.commitId)!;
    expect(partly).toMatchObject({ state: 'partly undone', undone: 1, total: 2 });
    expect(partly.reason).toMatch(/changed since the commit/);
    await expect(api.undoLastCommit({})).rejects.toMatchObject({ name: 'NothingToUndo' });
    await kill(s);
  }, 120_000);
});

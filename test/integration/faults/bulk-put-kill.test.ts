/**
 * A bulk put (Copy, Import) killed with SIGKILL mid-run, on dynalite and AWS DynamoDB Local, at
 * the two moments a crash can hide a write: a PutItem (on DynamoDB Local, a TransactWriteItems of
 * the free keys' puts, put-transact.ts) held before the server sees it (intent journaled, nothing
 * landed) or landed with its answer held (the outcome never journaled). The
 * target holds an older version of a tenth of the keys, overwritten by the run. Right after the
 * kill, every key the run wrote has an intent in the journal; started again on the same data
 * folder the run is listed stopped, Resume finishes it without sending any item that had landed
 * again, and Undo leaves the table byte-identical to before the run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { keyIdentity } from '../../../shared/dynamo/compare.js';
import type { Item } from '../../../shared/dynamo/types.js';
import { itemFromWire } from '../../../electron/service/wire.js';
import { testClient } from '../../support/dynamo-client.js';
import { startHoldingProxy, type HoldingProxy, type Verdict } from '../../support/holding-proxy.js';
import { isolateAwsConfig } from '../../support/isolated-aws-config.js';
import { putItems } from '../../support/put-items.js';
import { startTestServer, testServers, type RunningTestServer } from '../../support/test-servers.js';
import {
  canonical,
  createTable,
  journalOf,
  killHard,
  sampleItems,
  serveOn,
  settled,
  tableItems,
  undoSettled,
  until,
} from './bulk-fault-kit.js';

/**
 * Six units of 100 items (put-unit.ts's PUT_UNIT) for four workers: the held PutItem comes while the
 * first four units are in flight and two have not begun, so the kill leaves items landed, items
 * intended and not landed, and units never started, which is all a mid-run kill can leave.
 */
const COUNT = 600;
/** On dynalite, the PutItem held (the run is killed while it is held): a third of the way in. */
const HELD_PUT = 200;
const KEY = { partitionKey: 'PK', sortKey: 'SK' };
/** In key order: a scan lists partitions in the server's hash order. */
const byKey = (items: Item[]) => [...items].sort((a, b) => (keyIdentity(a, KEY) < keyIdentity(b, KEY) ? -1 : 1));

describe.each(testServers)('a bulk put killed mid-run on %s', (server) => {
  let db: RunningTestServer;
  let raw: DynamoDBClient;
  let proxy: HoldingProxy;
  const dirs: string[] = [];
  beforeAll(async () => {
    isolateAwsConfig();
    db = await startTestServer(server);
    raw = testClient(db.endpoint);
    proxy = await startHoldingProxy(db.endpoint);
  }, 300_000);
  afterAll(async () => {
    await proxy?.close();
    raw?.destroy();
    await db?.close();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  test.each(['hold', 'hold-answer'] as const)(
    'killed with a write (PutItem, or a transaction of puts on DynamoDB Local) %s: nothing written without a journal line; Resume writes each once; Undo restores the table',
    async (verdict: Verdict) => {
      const table = `PutKill-${verdict}`;
      await createTable(raw, table);
      const items = sampleItems(COUNT, table);
      // A tenth of the keys hold an older item, which the run overwrites and undo puts back.
      const old = items.filter((_, i) => i % 10 === 0).map((it) => ({ ...it, tags: { SS: ['old'] } }));
      await putItems(raw, table, old.map(itemFromWire));
      const before = await tableItems(raw, table);
      const dataDir = mkdtempSync(join(tmpdir(), 'ice-bulk-put-kill-'));
      dirs.push(dataDir);
      const index = new Map(items.map((item, i) => [keyIdentity(item, KEY), i]));
      const putsOf = new Map<number, number>();
      let seen = 0;
      let transactions = 0;
      proxy.setRule((operation, body) => {
        if (operation === 'TransactWriteItems') {
          // DynamoDB Local: the free keys go by transactions of 100 (dynalite answers that it has none).
          // The fifth leaves only after one of the four workers' first units is settled, so
          // something has landed when it is held.
          for (const { Put } of body.TransactItems as Array<{ Put: { Item: never } }>) {
            const i = index.get(keyIdentity(Put.Item, KEY))!;
            putsOf.set(i, (putsOf.get(i) ?? 0) + 1);
          }
          return server === 'dynamodb-local' && ++transactions === 5 ? verdict : 'forward';
        }
        if (operation !== 'PutItem') return 'forward';
        const i = index.get(keyIdentity(body.Item as never, KEY))!;
        putsOf.set(i, (putsOf.get(i) ?? 0) + 1);
        return server === 'dynalite' && ++seen === HELD_PUT ? verdict : 'forward';
      });
      let app = await serveOn(proxy.url, dataDir);
      const { runId } = await app.api.createBulkRun({
        TableName: table,
        action: { kind: 'put', whenExists: 'overwrite' },
        items,
      });
      await app.api.runBulk({ runId });
      await proxy.held();
      await killHard(app.serve);

      const isNew = (it: (typeof items)[number]) => (it.tags as { SS: string[] }).SS[0] !== 'old';
      const landed = new Set(
        (await tableItems(raw, table)).filter(isNew).map((it) => index.get(keyIdentity(it, KEY))!),
      );
      const { intended, settled: outcome } = journalOf(dataDir, runId);
      expect(landed.size).toBeGreaterThan(0);
      expect(landed.size).toBeLessThan(COUNT);
      // 0 items written by the run without a journal line.
      expect([...landed].filter((i) => !intended.has(i))).toEqual([]);
      if (verdict === 'hold-answer') expect([...landed].filter((i) => !outcome.has(i)).length).toBeGreaterThan(0);
      else expect([...intended].filter((i) => !outcome.has(i) && !landed.has(i)).length).toBeGreaterThan(0);

      const sentBefore = new Map(putsOf);
      app = await serveOn(proxy.url, dataDir);
      try {
        const listed = (await app.api.listBulkRuns({})).runs.find((r) => r.runId === runId);
        expect(listed?.state).toBe('stopped');
        await app.api.runBulk({ runId });
        const done = await until(app.api, runId, settled);
        expect(done).toMatchObject({ state: 'done', written: COUNT, conflicts: 0, failed: 0, left: 0 });
        // No item that had landed was put again.
        expect([...landed].filter((i) => putsOf.get(i) !== sentBefore.get(i))).toEqual([]);
        expect(canonical(byKey(await tableItems(raw, table)))).toBe(canonical(byKey(items)));
        proxy.setRule(() => 'forward');

        await app.api.undoBulk({ runId });
        const undone = await until(app.api, runId, undoSettled);
        expect(undone.undo).toMatchObject({ state: 'done', total: COUNT, restored: COUNT, conflicts: 0, failed: 0 });
        expect(canonical(byKey(await tableItems(raw, table)))).toBe(canonical(byKey(before)));
      } finally {
        proxy.setRule(() => 'forward');
        await app.serve.stop();
      }
    },
    300_000,
  );
});

/**
 * A bulk run's items are spooled beside its journal (electron/state/item-spool.ts), not held by
 * the service: on dynalite and DynamoDB Local, through the service itself (in this process, so
 * its heap is the one measured), 100,000 generated items handed over in parts leave the heap
 * grown by well under a tenth of their size; a run made of parts writes every item as handed
 * over; discardBulkRun drops a run never started (journal and spool), and refuses one that ran.
 */
import { CreateTableCommand, ScanCommand, type AttributeValue as SdkValue } from '@aws-sdk/client-dynamodb';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAppService } from '../../../electron/app-service.js';
import { itemToWire } from '../../../electron/service/wire.js';
import type { BulkRunStatus } from '../../../shared/api.js';
import type { Item } from '../../../shared/dynamo/types.js';
import { testClient } from '../../support/dynamo-client.js';
import { isolateAwsConfig } from '../../support/isolated-aws-config.js';
import { pkSkTable } from '../../support/test-table.js';
import { startTestServer, testServers, type RunningTestServer } from '../../support/test-servers.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const heap = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

const PART = 10_000;
const item = (i: number): Item => ({
  PK: { S: `P#${i % 97}` },
  SK: { S: `S#${String(i).padStart(7, '0')}` },
  n: { N: `12345678901234567890123456789012345${String(i % 1000).padStart(3, '0')}` },
  body: { S: `item ${i} `.padEnd(400, 'x') },
  tags: { SS: ['a', `t${i}`] },
});
const part = (from: number, n: number) => Array.from({ length: n }, (_, k) => item(from + k));
const settled = (s: BulkRunStatus) => s.state !== 'running' && s.state !== 'stopping';

describe.each(testServers)('bulk run items spooled, on %s', (server) => {
  let db: RunningTestServer;
  let raw: ReturnType<typeof testClient>;
  let app: ReturnType<typeof createAppService>;
  let dataDir: string;
  const runFiles = () => readdirSync(join(dataDir, 'bulk-runs')).sort();

  beforeAll(async () => {
    isolateAwsConfig();
    db = await startTestServer(server);
    raw = testClient(db.endpoint);
    dataDir = mkdtempSync(join(tmpdir(), 'ice-bulk-spool-'));
    app = createAppService({ endpoint: db.endpoint, region: 'us-east-1', env: {}, stateDir: dataDir });
    await raw.send(new CreateTableCommand(pkSkTable('Spool')));
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    raw?.destroy();
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('100,000 items handed over: the heap grows by well under a tenth of their size; discard drops them', async () => {
    const total = 100_000;
    const bytes = JSON.stringify(item(0)).length * total;
    const before = heap();
    const { runId } = await app.service.createBulkRun({
      TableName: 'Spool',
      action: { kind: 'put', whenExists: 'skip' },
      items: part(0, PART),
    });
    for (let from = PART; from < total; from += PART)
      await app.service.addBulkItems({ runId, items: part(from, PART) });
    const grown = heap() - before;
    const status = await app.service.getBulkRun({ runId });
    expect(status).toMatchObject({ state: 'ready', total });
    console.log(
      `heap grew ${(grown / 1e6).toFixed(1)} MB for ${(bytes / 1e6).toFixed(1)} MB of items (target < ${(bytes / 10 / 1e6).toFixed(1)} MB)`,
    );
    expect(grown).toBeLessThan(bytes / 10);
    expect(runFiles()).toEqual([`${runId}.items`, `${runId}.jsonl`]);

    expect(await app.service.discardBulkRun({ runId })).toEqual({ runId, discarded: true });
    expect(runFiles()).toEqual([]);
    await expect(app.service.getBulkRun({ runId })).rejects.toMatchObject({ name: 'UnknownBulkRun', statusCode: 404 });
  }, 600_000);

  test('a run made of parts writes each item as handed over; a run that ran cannot be discarded', async () => {
    const items = part(0, 250);
    const { runId } = await app.service.createBulkRun({
      TableName: 'Spool',
      action: { kind: 'put', whenExists: 'overwrite' },
      items: items.slice(0, 120),
    });
    await app.service.addBulkItems({ runId, items: items.slice(120, 130) });
    await app.service.addBulkItems({ runId, items: items.slice(130) });
    expect(existsSync(join(dataDir, 'bulk-runs', `${runId}.items`))).toBe(true);
    await app.service.runBulk({ runId });
    let s = await app.service.getBulkRun({ runId });
    // Polled with a turn of the event loop between, so the run in this same process goes on.
    while (!settled(s)) {
      await new Promise((r) => setTimeout(r, 20));
      s = await app.service.getBulkRun({ runId });
    }
    expect(s).toMatchObject({ state: 'done', written: 250, failed: 0 });
    const stored: Item[] = [];
    let start: Record<string, SdkValue> | undefined;
    do {
      const page = await raw.send(
        new ScanCommand({ TableName: 'Spool', ConsistentRead: true, ExclusiveStartKey: start }),
      );
      for (const it of page.Items ?? []) stored.push(itemToWire(it));
      start = page.LastEvaluatedKey;
    } while (start);
    const key = (x: Item) => `${(x.PK as { S: string }).S}/${(x.SK as { S: string }).S}`;
    const byKey = new Map(stored.map((x) => [key(x), x]));
    // DynamoDB Local answers attributes and set members in its own order: compared in name and member order.
    const same = (x: unknown): unknown =>
      Array.isArray(x)
        ? x.map(same).sort()
        : x && typeof x === 'object'
          ? Object.fromEntries(
              Object.entries(x)
                .sort(([a], [b]) => (a < b ? -1 : 1))
                .map(([k, v]) => [k, same(v)]),
            )
          : x;
    const text = (x: Item | undefined) => JSON.stringify(same(x));
    expect(items.filter((x) => text(byKey.get(key(x))) !== text(x)).map(key)).toEqual([]);

    const refused = await app.service.discardBulkRun({ runId }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ name: 'BulkRunStarted', statusCode: 409, field: 'runId' });
    expect((refused as Error).message).toContain('is done, not ready');
    expect(existsSync(join(dataDir, 'bulk-runs', `${runId}.jsonl`))).toBe(true);
  }, 600_000);
});

/**
 * The undo of a bulk run stops and resumes like the run itself, and the service lists its runs
 * (listBulkRuns) so a page opened again finds them: on dynalite and AWS DynamoDB Local, through web
 * mode's HTTP transport, with the journal in a data folder. An undo stopped halfway has put back
 * exactly what it says and puts back nothing more while stopped; a service started again on the
 * same folder lists the run with its undo stopped; resumed there, every item is back byte-identical.
 */
import { CreateTableCommand, ScanCommand } from '@aws-sdk/client-dynamodb';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BulkRunStatus, ExplorerApi } from '../../../shared/api.js';
import type { Item } from '../../../shared/dynamo/types.js';
import { createAppService } from '../../../electron/app-service.js';
import { startWebServer } from '../../../electron/transport/http-server.js';
import { itemFromWire, itemToWire } from '../../../electron/service/wire.js';
import { createHttpClient } from '../../../renderer/api/http-client.js';
import { testClient } from '../../support/dynamo-client.js';
import { isolateAwsConfig } from '../../support/isolated-aws-config.js';
import { putItems } from '../../support/put-items.js';
import { startTestServer, testServers, type RunningTestServer } from '../../support/test-servers.js';

const TABLE = 'BulkUndoStop';
const COUNT = 2000;

async function until(api: ExplorerApi, runId: string, done: (s: BulkRunStatus) => boolean): Promise<BulkRunStatus> {
  for (;;) {
    const s = await api.getBulkRun({ runId });
    if (done(s)) return s;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The app's service over HTTP on a data folder, as web mode runs it. */
async function startApp(endpoint: string, stateDir: string) {
  const app = createAppService({ endpoint, region: 'us-east-1', env: {}, stateDir });
  const web = await startWebServer({ service: app.service });
  return {
    api: createHttpClient(`http://127.0.0.1:${web.port}`, web.token),
    close: async () => {
      await web.close();
      await app.close();
    },
  };
}

describe.each(testServers)('a bulk undo stopped and resumed on %s', (server) => {
  let db: RunningTestServer;
  let raw: ReturnType<typeof testClient>;
  const dir = mkdtempSync(join(tmpdir(), 'ice-bulk-undo-stop-'));
  beforeAll(async () => {
    isolateAwsConfig();
    db = await startTestServer(server);
    raw = testClient(db.endpoint);
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
    raw?.destroy();
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const count = async () => {
    let n = 0;
    let start: Record<string, import('@aws-sdk/client-dynamodb').AttributeValue> | undefined;
    do {
      const page = await raw.send(
        new ScanCommand({ TableName: TABLE, ConsistentRead: true, Select: 'COUNT', ExclusiveStartKey: start }),
      );
      n += page.Count ?? 0;
      start = page.LastEvaluatedKey;
    } while (start);
    return n;
  };

  test('stop halfway, nothing more while stopped, listed after a restart, resumed: every item back byte-identical', async () => {
    const items: Item[] = Array.from({ length: COUNT }, (_, i) => ({
      PK: { S: `U#${Math.floor(i / 100)}` },
      SK: { S: `ITEM#${String(i).padStart(5, '0')}` },
      n: { N: `123456789012345678901234567890123456${String(i % 100).padStart(2, '0')}` },
      tags: { SS: ['a', `t${i}`] },
      blob: { B: 'AAECAw==' },
      doc: { M: { l: { L: [{ S: '' }, { NULL: true }] } } },
    }));
    await putItems(raw, TABLE, items.map(itemFromWire));
    const before = (await raw.send(new ScanCommand({ TableName: TABLE, ConsistentRead: true }))).Items!.map(itemToWire);
    let app = await startApp(db.endpoint, dir);
    let runId: string;
    try {
      const created = await app.api.createBulkRun({ TableName: TABLE, action: { kind: 'delete' }, items });
      runId = created.runId;
      await app.api.runBulk({ runId });
      const done = await until(app.api, runId, (s) => s.state !== 'running' && s.state !== 'stopping');
      expect(done).toMatchObject({ state: 'done', written: COUNT });
      expect((await app.api.listBulkRuns({})).runs.map((r) => r.runId)).toEqual([runId]);

      await app.api.undoBulk({ runId });
      await until(app.api, runId, (s) => (s.undo?.restored ?? 0) > 0);
      const stopping = await app.api.stopBulk({ runId });
      expect(['stopping', 'stopped']).toContain(stopping.undo?.state);
      const stopped = await until(app.api, runId, (s) => s.undo?.state !== 'stopping' && s.undo?.state !== 'running');
      expect(stopped.undo).toMatchObject({ state: 'stopped', total: COUNT, failed: 0, conflicts: 0 });
      const restored = stopped.undo!.restored;
      expect(restored).toBeGreaterThan(0);
      expect(restored).toBeLessThan(COUNT);
      expect(await count()).toBe(restored);
      const listed = (await app.api.listBulkRuns({})).runs;
      expect(listed).toHaveLength(1);
      expect(listed[0]!.undo).toMatchObject({ state: 'stopped', restored });
      expect(await count()).toBe(restored);
    } finally {
      await app.close();
    }

    // Started again on the same data folder: the run is read back from its journal.
    app = await startApp(db.endpoint, dir);
    try {
      const listed = (await app.api.listBulkRuns({})).runs;
      expect(listed.map((r) => r.runId)).toEqual([runId]);
      expect(listed[0]).toMatchObject({ state: 'done', written: COUNT });
      const restoredBefore = listed[0]!.undo!.restored;
      expect(listed[0]!.undo).toMatchObject({ state: 'stopped', total: COUNT });
      expect(await count()).toBe(restoredBefore);
      await app.api.undoBulk({ runId });
      const back = await until(
        app.api,
        runId,
        (s) => s.undo !== undefined && s.undo.state !== 'running' && s.undo.state !== 'stopping',
      );
      expect(back.undo).toMatchObject({ state: 'done', total: COUNT, restored: COUNT, conflicts: 0, failed: 0 });
      const after = (await raw.send(new ScanCommand({ TableName: TABLE, ConsistentRead: true }))).Items!.map(
        itemToWire,
      );
      expect(JSON.stringify(after)).toBe(JSON.stringify(before));
    } finally {
      await app.close();
    }
  }, 300_000);
});

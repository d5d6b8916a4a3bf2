/**
 * One commit through web mode's HTTP transport, without the page: what the service adds to a
 * single conditional write (schema, gate, the write-ahead journal's fsyncs), next to the same
 * UpdateItem sent by the raw SDK. The Chromium figure (write-bench.ts) adds the page's drawing on
 * top; this one isolates the journal's cost so a change to it shows up in milliseconds.
 * Run alone: npx tsx test/bench/commit-api-bench.ts [runs]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UpdateItemCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createAppService } from '../../electron/app-service.js';
import { startDynalite } from '../../electron/sandbox/dynalite-server.js';
import { DurableLog } from '../../electron/state/durable-log.js';
import { startWebServer } from '../../electron/transport/http-server.js';
import { createHttpClient } from '../../renderer/api/http-client.js';
import type { Item } from '../../shared/dynamo/types.js';
import { testClient } from '../support/dynamo-client.js';
import { isolateAwsConfig } from '../support/isolated-aws-config.js';
import type { Figure } from './report.js';
import { createBenchTable, writeItems } from './seed.js';
import { median } from './stats.js';

const TABLE = 'BenchCommitApi';

/** Median ms of one fsynced append of an intent-sized record (the journal's own cost per write). */
export async function journalAppendMs(runs: number): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'ice-bench-log-'));
  const log = new DurableLog(join(dir, 'bench.log'));
  const times: number[] = [];
  try {
    for (let r = 0; r < runs; r++) {
      const t0 = performance.now();
      await log.append([{ t: 'intent', n: r, item: { PK: { S: 'CUSTOMER#1' }, note: { S: 'x'.repeat(400) } } }]);
      times.push(performance.now() - t0);
    }
  } finally {
    await log.release();
    rmSync(dir, { recursive: true, force: true });
  }
  return median(times);
}

export async function commitApiFigures(runs: number, log: (s: string) => void): Promise<Figure[]> {
  const db = await startDynalite();
  const raw: DynamoDBClient = testClient(db.endpoint);
  const stateDir = mkdtempSync(join(tmpdir(), 'ice-bench-state-'));
  const app = createAppService({ endpoint: db.endpoint, region: 'us-east-1', env: {}, stateDir });
  const web = await startWebServer({ service: app.service });
  const api = createHttpClient(`http://127.0.0.1:${web.port}`, web.token);
  try {
    await createBenchTable(raw, TABLE);
    let item: Item = { PK: { S: 'CUSTOMER#1' }, SK: { S: 'ORDER#1' }, status: { S: 'open' }, note: { S: 'x' } };
    await writeItems(raw, TABLE, [item]);
    const ours: number[] = [];
    const sdk: number[] = [];
    for (let r = 0; r < runs + 2; r++) {
      const after = { ...item, status: { S: `run ${r}` } };
      const t0 = performance.now();
      const res = await api.commitChanges({ changes: [{ id: `c${r}`, TableName: TABLE, before: item, after }] });
      const ms = performance.now() - t0;
      if (res.outcomes[0]!.status !== 'written') throw new Error(`commit ${r}: ${res.outcomes[0]!.status}`);
      item = after;
      const t1 = performance.now();
      await raw.send(
        new UpdateItemCommand({
          TableName: TABLE,
          Key: { PK: { S: 'CUSTOMER#1' }, SK: { S: 'OTHER' } },
          UpdateExpression: 'SET note = :v',
          ExpressionAttributeValues: { ':v': { S: `sdk ${r}` } },
        }),
      );
      if (r >= 2) {
        ours.push(ms);
        sdk.push(performance.now() - t1);
      }
    }
    const journal = await journalAppendMs(runs);
    const value = median(ours);
    const base = median(sdk);
    log(
      `one commit over HTTP ${value.toFixed(2)} ms, raw UpdateItem ${base.toFixed(2)} ms, one journal append+fsync ${journal.toFixed(2)} ms`,
    );
    return [
      {
        section: 'writes',
        measure: 'one edit: commitChanges over HTTP (no page), dynalite',
        value,
        unit: 'ms',
        baseline: { label: 'raw SDK UpdateItem', value: base },
        ratio: value / base,
        samples: ours,
        note: `the write-ahead journal: two fsynced appends per commit (intent, outcome), one alone ${journal.toFixed(2)} ms here`,
      },
    ];
  } finally {
    raw.destroy();
    await web.close();
    await app.close();
    await db.close();
    rmSync(stateDir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('commit-api-bench.ts')) {
  const runs = Number(process.argv[2] ?? 60);
  isolateAwsConfig();
  commitApiFigures(runs, (s) => process.stderr.write(`[bench] ${s}\n`)).then(
    () => process.exit(0),
    (e) => {
      console.error(e);
      process.exit(1);
    },
  );
}

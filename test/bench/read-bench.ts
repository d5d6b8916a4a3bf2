/**
 * Reading one collection from dynalite to the end: the raw SDK loop, the service (one process, no
 * UI), and the service through web mode's HTTP transport, over the same pages (no Limit: DynamoDB's
 * 1 MB pages). Runs interleave so
 * drift in dynalite's speed falls on all three alike.
 */
import { QueryCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { ExplorerApi } from '../../shared/api.js';
import { startPagedRead, type PagedReadApi } from '../../shared/reads/paged-read.js';
import { takePageBody } from '../../electron/service/page-body.js';
import type { Figure } from './report.js';
import { collectGarbage, median } from './stats.js';

export interface ReadTarget {
  table: string;
  partition: string;
  items: number;
}

const request = (t: ReadTarget) => ({
  TableName: t.table,
  KeyConditionExpression: '#pk = :pk',
  ExpressionAttributeNames: { '#pk': 'PK' },
  ExpressionAttributeValues: { ':pk': { S: t.partition } },
});

export async function rawSdkRead(client: DynamoDBClient, t: ReadTarget): Promise<number> {
  let key: Record<string, unknown> | undefined;
  let n = 0;
  do {
    const out = await client.send(new QueryCommand({ ...request(t), ExclusiveStartKey: key as never }));
    n += out.Items?.length ?? 0;
    key = out.LastEvaluatedKey;
  } while (key);
  return n;
}

/**
 * The floor under the service: the same SDK loop, with items left as DynamoDB JSON the way the
 * service takes them (electron/service/page-body.ts), so no attribute is converted. The raw SDK
 * loop above converts every attribute to the SDK's shapes, which the service does not need to.
 * The page body parses its items only when asked (web mode never asks); the in-process service
 * does ask, so the floor parses them too.
 */
export async function rawJsonRead(client: DynamoDBClient, t: ReadTarget): Promise<number> {
  let key: Record<string, unknown> | undefined;
  let n = 0;
  do {
    const command = new QueryCommand({ ...request(t), ExclusiveStartKey: key as never });
    const body = takePageBody(command);
    const out = await client.send(command);
    n += body.taken()?.items().length ?? out.Items?.length ?? 0;
    key = out.LastEvaluatedKey;
  } while (key);
  return n;
}

/** The read as the UI runs it: shared/reads' page loop (request ids, progress, retries) over the API. */
export async function apiRead(api: PagedReadApi, t: ReadTarget): Promise<number> {
  const outcome = await startPagedRead(api, { kind: 'query', request: request(t) }).outcome;
  if (outcome.end !== 'end') throw new Error(`the read ended with ${outcome.end}: ${outcome.error?.message ?? ''}`);
  return outcome.progress.items;
}

export async function readFigures(
  t: ReadTarget,
  runs: number,
  readers: { raw: DynamoDBClient; service: ExplorerApi; web: ExplorerApi },
  log: (s: string) => void,
): Promise<{ figures: Figure[] }> {
  const times = { raw: [] as number[], json: [] as number[], service: [] as number[], web: [] as number[] };
  for (let r = 0; r < runs + 1; r++) {
    for (const which of ['raw', 'json', 'service', 'web'] as const) {
      collectGarbage();
      const t0 = performance.now();
      const n =
        which === 'raw'
          ? await rawSdkRead(readers.raw, t)
          : which === 'json'
            ? await rawJsonRead(readers.raw, t)
            : await apiRead(readers[which], t);
      const ms = performance.now() - t0;
      if (n !== t.items) throw new Error(`${which} read ${n} items, expected ${t.items}`);
      if (r > 0) times[which].push(ms);
    }
  }
  const raw = median(times.raw);
  const json = median(times.json);
  const service = median(times.service);
  const web = median(times.web);
  // Ratios per round, then their median: a round's three reads ran back to back, so a busy moment
  // on the machine weighs on both sides of its ratio.
  const ratio = (xs: number[], base = times.raw) => median(xs.map((x, i) => x / base[i]!));
  log(
    `read ${t.items}: raw ${raw.toFixed(0)} ms, raw with items as DynamoDB JSON ${json.toFixed(0)} ms, service ${service.toFixed(0)} ms, web mode ${web.toFixed(0)} ms`,
  );
  const what = `${t.items.toLocaleString('en-US')}-item collection`;
  return {
    figures: [
      { section: 'read', measure: `${what}, raw SDK loop`, value: raw, unit: 'ms', samples: times.raw },
      {
        section: 'read',
        measure: `${what}, raw SDK loop, items kept as DynamoDB JSON`,
        value: json,
        unit: 'ms',
        baseline: { label: 'raw SDK', value: raw },
        ratio: ratio(times.json),
        samples: times.json,
        note: 'the floor under the service: no attribute converted',
      },
      {
        section: 'read',
        measure: `${what}, service (no UI)`,
        value: service,
        unit: 'ms',
        baseline: { label: 'raw SDK', value: raw },
        ratio: ratio(times.service),
        target: { max: 1.1, of: 'ratio' },
        samples: times.service,
        note: `${ratio(times.service, times.json).toFixed(2)}x the loop that keeps items as DynamoDB JSON`,
      },
      {
        section: 'read',
        measure: `${what}, web mode HTTP`,
        value: web,
        unit: 'ms',
        baseline: { label: 'raw SDK', value: raw },
        ratio: ratio(times.web),
        target: { max: 1.3, of: 'ratio' },
        samples: times.web,
      },
    ],
  };
}

/**
 * The server's side of a bulk put, without the app: the same items written by the calls our
 * engine makes (electron/service/bulk/put-unit.ts, put-transact.ts), raw from one SDK client, next
 * to the raw BatchWriteItem loop the put bench compares us with (put-bench.ts). It tells how much
 * of the gap in `--only puts` is the server's price of a guarantee (a condition on every put,
 * the consistent read of each unit's keys for undo) and how much is the app's own, and which
 * concurrency a server rewards: DynamoDB Local serialises much of its work, so more calls in
 * flight can be slower. Runs interleave so drift in the machine's load falls on every shape alike.
 *
 *   npx tsx test/bench/put-primitives.ts [--items 5000] [--runs 5] [--server local|dynalite|both]
 */
import { randomUUID } from 'node:crypto';
import {
  BatchGetItemCommand,
  DynamoDBClient,
  PutItemCommand,
  TransactWriteItemsCommand,
  type AttributeValue,
} from '@aws-sdk/client-dynamodb';
import { itemFromWire } from '../../electron/service/wire.js';
import type { Item } from '../../shared/dynamo/types.js';
import { dynamoDBLocalAvailable, startDynamoDBLocal } from '../support/dynamodb-local.js';
import { oneCollection } from './dataset.js';
import { startDynaliteProcess } from './dynalite-process.js';
import { rawBatchPut } from './put-bench.js';
import { createBenchTable } from './seed.js';
import { median } from './stats.js';
import { rawBatchDelete } from './write-bench.js';

type SdkItem = Record<string, AttributeValue>;
type Shape = (client: DynamoDBClient, table: string, items: SdkItem[], wire: Item[]) => Promise<void>;

/** The engine's condition on a put whose key was read free (shared/writes/plan.ts). */
const FREE = { ConditionExpression: 'attribute_not_exists(#k)', ExpressionAttributeNames: { '#k': 'PK' } };

/** `lanes` workers taking `size` items at a time from one cursor, as the runner's workers do. */
async function lanes(items: SdkItem[], lanes: number, size: number, f: (part: SdkItem[]) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await f(items.slice(next, (next += size)));
  };
  await Promise.all(Array.from({ length: lanes }, lane));
}

const transact = (client: DynamoDBClient, table: string, part: SdkItem[]) =>
  client.send(
    new TransactWriteItemsCommand({
      ClientRequestToken: randomUUID(),
      TransactItems: part.map((Item) => ({ Put: { TableName: table, Item, ...FREE } })),
    }),
  );

const readKeys = (client: DynamoDBClient, table: string, part: SdkItem[]) =>
  client.send(
    new BatchGetItemCommand({
      RequestItems: { [table]: { ConsistentRead: true, Keys: part.map((i) => ({ PK: i.PK!, SK: i.SK! })) } },
    }),
  );

/** Each shape writes the items into an empty table. */
function shapes(server: 'local' | 'dynalite'): Record<string, Shape> {
  const out: Record<string, Shape> = {
    'raw BatchWriteItem loop (25 a call, 1 in flight)': (c, t, _s, wire) => rawBatchPut(c, t, wire),
    'read 100 keys (BatchGetItem, consistent), 1 in flight, alone': (c, t, s) =>
      lanes(s, 1, 100, async (p) => void (await readKeys(c, t, p))),
    'conditional PutItem, 64 in flight': (c, t, s) =>
      lanes(s, 64, 1, async (p) => void (await c.send(new PutItemCommand({ TableName: t, Item: p[0]!, ...FREE })))),
  };
  if (server === 'dynalite') return out;
  for (const n of [1, 2, 4]) {
    out[`TransactWriteItems of 100 conditional puts, ${n} in flight`] = (c, t, s) =>
      lanes(s, n, 100, async (p) => void (await transact(c, t, p)));
    out[`unit: read 100 keys then their transaction, ${n} worker${n > 1 ? 's' : ''}`] = (c, t, s) =>
      lanes(s, n, 100, async (p) => {
        await readKeys(c, t, p);
        await transact(c, t, p);
      });
  }
  return out;
}

async function measure(server: 'local' | 'dynalite', count: number, runs: number, log: (s: string) => void) {
  const db = server === 'local' ? await startDynamoDBLocal({ sharedDb: true }) : await startDynaliteProcess();
  const client = new DynamoDBClient({
    endpoint: db.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
  });
  const table = 'BenchPutPrimitives';
  try {
    await createBenchTable(client, table);
    const wire = oneCollection(7, count, 1);
    const sdk = wire.map(itemFromWire);
    const all = shapes(server);
    const times = new Map<string, number[]>(Object.keys(all).map((k) => [k, []]));
    // The first round warms the JVM (or dynalite's code) and is not kept.
    for (let r = 0; r < runs + 1; r++)
      for (const [name, shape] of Object.entries(all)) {
        // A read alone reads the items the shape before it wrote; every other shape writes afresh.
        if (!name.startsWith('read')) await rawBatchDelete(client, table, wire, 4);
        const t0 = performance.now();
        await shape(client, table, sdk, wire);
        const ms = performance.now() - t0;
        if (r > 0) times.get(name)!.push(ms);
      }
    const raw = median(times.values().next().value!);
    const name = server === 'local' ? 'DynamoDB Local' : 'dynalite';
    log(`${count} items on ${name}, median of ${runs} interleaved runs (x = time / the raw loop's):`);
    for (const [shape, ms] of times)
      log(
        `  ${median(ms).toFixed(0).padStart(6)} ms  ${(median(ms) / raw).toFixed(2)}x  ${shape}  [${ms.map((m) => m.toFixed(0)).join(', ')}]`,
      );
  } finally {
    client.destroy();
    await db.close();
  }
}

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1]! : fallback;
}

async function main() {
  const count = Number(option('items', '5000'));
  const runs = Number(option('runs', '5'));
  const which = option('server', 'both');
  if (!Number.isInteger(count) || count < 100)
    throw new Error(`--items: expected a whole number >= 100, got "${count}"`);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs: expected a whole number >= 1, got "${runs}"`);
  if (!['local', 'dynalite', 'both'].includes(which))
    throw new Error(`--server: expected local, dynalite or both, got "${which}"`);
  const log = (s: string) => console.log(`[put-primitives] ${s}`);
  if (which !== 'dynalite') {
    if (dynamoDBLocalAvailable()) await measure('local', count, runs, log);
    else log('DynamoDB Local is not fetched (node scripts/fetch-dynamodb-local.mjs): skipped');
  }
  if (which !== 'local') await measure('dynalite', count, runs, log);
}

await main();

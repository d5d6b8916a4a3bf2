/**
 * Fan-out through the real service (web mode's HTTP client) against dynalite: 10 shards x 300
 * items read as pages of 50 merged items with each shard queried 40 at a time. Every item comes
 * exactly once, in the order a full sort gives, forwards and backwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttributeValue, Item } from '../../../shared/dynamo/types.js';
import { FanOutReader, type FanOutCursor, type FanOutOptions } from '../../../shared/reads/fan-out.js';
import { parsePartitionPattern } from '../../../shared/reads/partition-values.js';
import { startHarness, type Harness } from '../../support/app-harness.js';
import { createTable, keyAttr, keySchema, putAll } from './tools-tables.js';

const SHARDS = 10;
const PER_SHARD = 300;
const BIG = '1234567890123456789012345';

let h: Harness;

function shardValues(pattern: string, type: 'S' | 'N' = 'S'): AttributeValue[] {
  const r = parsePartitionPattern(pattern, type, 'pk');
  if (!r.ok) throw new Error(r.message);
  return r.values;
}

/** Sort keys collide across shards (ties) and some hold characters whose UTF-16 and UTF-8 orders differ. */
function workspaceItems(): Item[] {
  const out: Item[] = [];
  for (let s = 0; s < SHARDS; s++) {
    const pk = `WS#acme#${String(s + 1).padStart(2, '0')}`;
    for (let i = 0; i < PER_SHARD; i++) {
      const base = `P#${String((i * 7 + s * 13) % 900).padStart(4, '0')}`;
      const sk = base + (i % 50 === 0 ? '😀' : i % 50 === 1 ? '～' : '');
      out.push({
        pk: { S: pk },
        sk: { S: sk },
        seq: { N: `${BIG}${i}` },
        ...(i % 3 === 0 ? { hidden: { BOOL: true } } : {}),
      });
    }
  }
  return out;
}

/** Exact decimals with up to 25 integer digits, negatives included; compared through BigInt at a fixed scale. */
function readingItems(): Item[] {
  const out: Item[] = [];
  for (let s = 1; s <= SHARDS; s++) {
    for (let i = 0; i < 120; i++) {
      const whole = BigInt(i * 104729 + s * 7919) * (i % 4 === 0 ? 10n ** 20n : 1n) * (i % 5 === 0 ? -1n : 1n);
      out.push({
        pk: { S: `sensor#${s}` },
        sk: { N: `${whole}.${(i * 37) % 1000}`.replace(/\.0$/, '') },
        i: { N: String(i) },
      });
    }
  }
  return out;
}

const utf8 = (v: AttributeValue) => Buffer.from((v as { S: string }).S, 'utf8');
const scaled = (v: AttributeValue) => {
  const [w, f = ''] = (v as { N: string }).N.split('.');
  const neg = w!.startsWith('-');
  const mag = BigInt(w!.replace('-', '')) * 1000n + BigInt(f.padEnd(3, '0'));
  return neg ? -mag : mag;
};

function reference(
  items: Item[],
  partitions: AttributeValue[],
  forward: boolean,
  compare: (a: AttributeValue, b: AttributeValue) => number,
  keep: (i: Item) => boolean = () => true,
): string[] {
  const index = new Map(partitions.map((p, i) => [JSON.stringify(p), i]));
  return items
    .filter((i) => index.has(JSON.stringify(i.pk)) && keep(i))
    .map((item) => ({ item, source: index.get(JSON.stringify(item.pk))! }))
    .sort((a, b) => (forward ? 1 : -1) * compare(a.item.sk!, b.item.sk!) || a.source - b.source)
    .map((x) => JSON.stringify(x.item));
}

/** Reads page by page, rebuilding the reader from a JSON copy of the cursor each time, as the UI keeps it. */
async function readPages(
  options: FanOutOptions,
): Promise<{ items: Item[]; sizes: number[]; last: Awaited<ReturnType<FanOutReader['nextPage']>> }> {
  let cursor: FanOutCursor | undefined;
  const items: Item[] = [];
  const sizes: number[] = [];
  for (;;) {
    const page = await new FanOutReader(options, cursor).nextPage();
    expect(page.error).toBeUndefined();
    items.push(...page.items);
    sizes.push(page.items.length);
    if (page.end === 'end') return { items, sizes, last: page };
    cursor = JSON.parse(JSON.stringify(page.cursor)) as FanOutCursor;
  }
}

beforeAll(async () => {
  h = await startHarness();
  await createTable(h.raw, {
    TableName: 'Sharded',
    KeySchema: keySchema('pk', 'sk'),
    AttributeDefinitions: [keyAttr('pk'), keyAttr('sk')],
  });
  await createTable(h.raw, {
    TableName: 'Readings',
    KeySchema: keySchema('pk', 'sk'),
    AttributeDefinitions: [keyAttr('pk'), keyAttr('sk', 'N')],
  });
  await putAll(h.raw, 'Sharded', workspaceItems());
  await putAll(h.raw, 'Readings', readingItems());
}, 180_000);

afterAll(async () => {
  await h?.close();
});

describe('fan-out against dynalite', () => {
  const partitions = () => shardValues('WS#acme#01..#10');
  const query = (forward: boolean) => ({
    TableName: 'Sharded',
    forward,
    keyNames: { partitionKey: 'pk', partitionKeyType: 'S' as const, sortKey: 'sk', sortKeyType: 'S' as const },
  });

  for (const forward of [true, false]) {
    it(`merges 10 shards x 300 items in pages of 50 (${forward ? 'ascending' : 'descending'}), none lost or repeated`, async () => {
      const { items, sizes, last } = await readPages({
        api: h.http,
        query: query(forward),
        partitions: partitions(),
        pageSize: 50,
        partitionLimit: 40,
        concurrency: 4,
      });
      expect(sizes).toEqual(Array(60).fill(50));
      expect(items.map((i) => JSON.stringify(i))).toEqual(
        reference(workspaceItems(), partitions(), forward, (a, b) => Buffer.compare(utf8(a), utf8(b))),
      );
      for (const p of last.progress.partitions) {
        expect(p).toMatchObject({ items: PER_SHARD, shown: PER_SHARD, buffered: 0, done: true });
        expect(p.pages).toBe(Math.ceil(PER_SHARD / 40));
        expect(p.rcu).toBeGreaterThan(0);
      }
      expect(last.progress.shown).toBe(SHARDS * PER_SHARD);
    });
  }

  it('applies a begins_with condition and a filter in every shard (pages the filter empties included)', async () => {
    const q = {
      ...query(false),
      sort: { op: 'begins_with' as const, values: [{ S: 'P#05' }] },
      FilterExpression: 'attribute_not_exists(#h)',
      ExpressionAttributeNames: { '#h': 'hidden' },
    };
    const { items, last } = await readPages({
      api: h.http,
      query: q,
      partitions: partitions(),
      pageSize: 50,
      partitionLimit: 40,
    });
    const keep = (i: Item) => (i.sk as { S: string }).S.startsWith('P#05') && !('hidden' in i);
    const expected = reference(workspaceItems(), partitions(), false, (a, b) => Buffer.compare(utf8(a), utf8(b)), keep);
    expect(expected.length).toBeGreaterThan(100);
    expect(items.map((i) => JSON.stringify(i))).toEqual(expected);
    expect(last.progress.scanned).toBeGreaterThan(last.progress.returned);
  });

  it('orders numeric sort keys by exact value across shards named #1..#10', async () => {
    const parts = shardValues('sensor#1..#10');
    for (const forward of [true, false]) {
      const { items } = await readPages({
        api: h.http,
        partitions: parts,
        pageSize: 50,
        partitionLimit: 40,
        query: {
          TableName: 'Readings',
          forward,
          keyNames: { partitionKey: 'pk', partitionKeyType: 'S', sortKey: 'sk', sortKeyType: 'N' },
        },
      });
      const cmp = (a: AttributeValue, b: AttributeValue) => {
        const x = scaled(a);
        const y = scaled(b);
        return x < y ? -1 : x > y ? 1 : 0;
      };
      // DynamoDB stores numbers normalized ("…0.700" comes back "…0.7"), so items are named by partition and i.
      const name = (i: Item) => `${(i.pk as { S: string }).S}/${(i.i as { N: string }).N}`;
      const expected = reference(readingItems(), parts, forward, cmp).map((t) => name(JSON.parse(t) as Item));
      expect(items.map(name)).toEqual(expected);
      expect(scaled(items[0]!.sk!)).toBe(scaled(JSON.parse(reference(readingItems(), parts, forward, cmp)[0]!).sk));
    }
  });
});

/**
 * Whatever the partitions hold and however their pages fall, the merged stream is every item
 * exactly once, in the order a full sort gives: by sort key (UTF-8 bytes / exact numbers), in the
 * chosen direction, ties to the partition listed first.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AttributeValue, Item } from '../../../shared/dynamo/types.js';
import { FanOutReader, type FanOutCursor, type FanOutOptions } from '../../../shared/reads/fan-out.js';
import { bigintOrder, fakeApi, utf8Order, type FakeTable } from './fan-out-fake-api.js';

const S = (s: string): AttributeValue => ({ S: s });
const noSleep = { sleep: async () => {} };

interface Case {
  shards: Item[][];
  pageSize: number;
  partitionLimit: number;
  forward: boolean;
  concurrency: number;
  /** Rebuild the reader from a JSON copy of the cursor before these page numbers. */
  reloadEvery: number;
}

function table(shards: Item[][], compare: FakeTable['compare']): FakeTable {
  return { partitionKey: 'pk', sortKey: 'sk', compare, items: shards.flat() };
}

/** The reference: sort everything at once (stable sort keeps partition order for ties). */
function expected(shards: Item[][], compare: FakeTable['compare'], forward: boolean, hidden = false): string[] {
  const all = shards.flatMap((items, source) =>
    items.filter((i) => !hidden || !('hidden' in i)).map((item) => ({ item, source })),
  );
  all.sort((a, b) => (forward ? 1 : -1) * compare(a.item.sk!, b.item.sk!) || a.source - b.source);
  return all.map((x) => JSON.stringify(x.item));
}

async function readEverything(
  c: Case,
  compare: FakeTable['compare'],
  keyType: 'S' | 'N',
  filter = false,
): Promise<{ items: string[]; pages: number[] }> {
  const api = fakeApi(table(c.shards, compare));
  const options: FanOutOptions = {
    api,
    query: {
      TableName: 'T',
      keyNames: { partitionKey: 'pk', partitionKeyType: 'S', sortKey: 'sk', sortKeyType: keyType },
      forward: c.forward,
      ...(filter ? { FilterExpression: 'attribute_not_exists(hidden)' } : {}),
    },
    partitions: c.shards.map((_, i) => S(`P#${i}`)),
    pageSize: c.pageSize,
    partitionLimit: c.partitionLimit,
    concurrency: c.concurrency,
    read: noSleep,
  };
  let reader = new FanOutReader(options);
  const items: string[] = [];
  const pages: number[] = [];
  for (let n = 1; n < 10_000; n++) {
    const page = await reader.nextPage();
    expect(page.error).toBeUndefined();
    items.push(...page.items.map((i) => JSON.stringify(i)));
    pages.push(page.items.length);
    if (page.end === 'end') {
      expect(page.cursor).toBeUndefined();
      return { items, pages };
    }
    expect(page.end).toBe('page');
    expect(page.items).toHaveLength(c.pageSize);
    if (n % c.reloadEvery === 0) {
      const copy = JSON.parse(JSON.stringify(page.cursor)) as FanOutCursor;
      reader = new FanOutReader(options, copy);
    }
  }
  throw new Error('the fan-out did not end');
}

const caseOf = (sortKeys: fc.Arbitrary<AttributeValue>) =>
  fc.record({
    shards: fc
      .array(fc.uniqueArray(sortKeys, { maxLength: 25, selector: (v) => JSON.stringify(v) }), {
        minLength: 1,
        maxLength: 6,
      })
      .map((shards) =>
        shards.map((keys, s) => keys.map((sk, i): Item => ({ pk: S(`P#${s}`), sk, n: { N: String(i) } }))),
      ),
    pageSize: fc.integer({ min: 1, max: 12 }),
    partitionLimit: fc.integer({ min: 1, max: 9 }),
    forward: fc.boolean(),
    concurrency: fc.integer({ min: 1, max: 4 }),
    reloadEvery: fc.integer({ min: 1, max: 4 }),
  });

// Strings from a small alphabet collide across shards (ties) and include characters whose UTF-16
// order differs from their UTF-8 order (U+FF5E vs U+1F600).
const stringKeys = fc
  .array(fc.constantFrom('a', 'b', 'B', '#', '0', 'é', '～', '😀'), { minLength: 0, maxLength: 4 })
  .map((cs) => S(cs.join('')));
const numberKeys = fc
  .oneof(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), fc.integer({ min: -5, max: 5 }).map(BigInt))
  .map((n): AttributeValue => ({ N: n.toString() }));

describe('fan-out merge', () => {
  it('gives, for string sort keys, the sequence a full sort gives, in pages of exactly the page size', async () => {
    await fc.assert(
      fc.asyncProperty(caseOf(stringKeys), async (c) => {
        const { items } = await readEverything(c, utf8Order, 'S');
        expect(items).toEqual(expected(c.shards, utf8Order, c.forward));
      }),
      { numRuns: 150 },
    );
  });

  it('orders numeric sort keys by exact value (30-digit numbers, negatives)', async () => {
    await fc.assert(
      fc.asyncProperty(caseOf(numberKeys), async (c) => {
        const { items } = await readEverything(c, bigintOrder, 'N');
        expect(items).toEqual(expected(c.shards, bigintOrder, c.forward));
      }),
      { numRuns: 150 },
    );
  });

  it('keeps going through pages a filter emptied (LastEvaluatedKey with no items)', async () => {
    const withHidden = caseOf(stringKeys).chain((c) =>
      fc.array(fc.boolean(), { minLength: 200, maxLength: 200 }).map((flags) => {
        let k = 0;
        return {
          ...c,
          shards: c.shards.map((items) =>
            items.map((i) => (flags[k++ % flags.length] ? { ...i, hidden: { BOOL: true } } : i)),
          ),
        };
      }),
    );
    await fc.assert(
      fc.asyncProperty(withHidden, async (c) => {
        const { items } = await readEverything(c, utf8Order, 'S', true);
        expect(items).toEqual(expected(c.shards, utf8Order, c.forward, true));
      }),
      { numRuns: 100 },
    );
  });
});

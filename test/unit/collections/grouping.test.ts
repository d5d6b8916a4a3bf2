import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CollectionGrouper } from '../../../shared/collections/grouping.js';
import { groupWithPlainMap } from '../../bench/plain-map-grouping.js';
import type { Item, KeyNames } from '../../../shared/dynamo/types.js';
import { game, GAME, orgUsers, PK_SK, stores, STORES, workspaces, WORKSPACES } from './fixtures.js';

function group(items: Item[], keys: KeyNames, pageSize = items.length || 1): CollectionGrouper {
  const g = new CollectionGrouper(keys);
  for (let i = 0; i < items.length; i += pageSize) g.addPage(items.slice(i, i + pageSize));
  return g;
}

/** Everything a view shows, as plain data. */
function digest(g: CollectionGrouper) {
  return g.collections.map((c) => ({
    key: c.key,
    items: c.items,
    types: c.items.map((_, i) => c.typeAt(i)),
    counts: [...c.typeCounts],
    parent: c.parentIndex,
    display: [...c.displayOrder],
  }));
}

describe('CollectionGrouper', () => {
  it('keeps collections and items in server order, with per-type counts', () => {
    const g = group(orgUsers(), PK_SK);
    expect(g.collections.map((c) => c.partitionKeyText)).toEqual(['ORG#acme', 'ORG#globex']);
    const acme = g.collections[0]!;
    expect(acme.items.map((i) => i.SK)).toEqual([{ S: 'METADATA#acme' }, { S: 'USER#alice' }, { S: 'USER#bob' }]);
    expect([...acme.typeCounts]).toEqual([
      ['METADATA', 1],
      ['USER', 2],
    ]);
    expect(acme.partitionKeyValue).toEqual({ S: 'ORG#acme' });
    expect(g.itemCount).toBe(5);
  });

  it('reports what each page added and touched', () => {
    const g = new CollectionGrouper(PK_SK);
    const items = orgUsers();
    const first = g.addPage(items.slice(0, 2));
    expect(first.added.map((c) => c.key)).toEqual(['ORG#acme']);
    const second = g.addPage(items.slice(2));
    expect(second.added.map((c) => c.key)).toEqual(['ORG#globex']);
    expect(second.touched.map((c) => c.key)).toEqual(['ORG#acme', 'ORG#globex']);
  });

  it('groups numeric partition keys and types numeric sort keys after the attribute', () => {
    const keys: KeyNames = { partitionKey: 'deviceId', sortKey: 'ts', partitionKeyType: 'N', sortKeyType: 'N' };
    const items: Item[] = [
      { deviceId: { N: '12345678901234567890' }, ts: { N: '1714000000000' }, temp: { N: '21.5' } },
      { deviceId: { N: '12345678901234567891' }, ts: { N: '1714000000000' }, temp: { N: '19' } },
      {
        deviceId: { N: '12345678901234567890' },
        ts: { N: '1714000060000' },
        temp: { N: '21.7' },
        type: { S: 'alert' },
      },
    ];
    const g = group(items, keys);
    expect(g.collections.map((c) => c.partitionKeyText)).toEqual(['12345678901234567890', '12345678901234567891']);
    expect(g.collections[0]!.typeOrder).toEqual(['ts', 'alert']);
  });

  it('groups binary partition keys and shows them as base64 with their length', () => {
    const keys: KeyNames = { partitionKey: 'assetId', sortKey: 'part', partitionKeyType: 'B', sortKeyType: 'B' };
    const items: Item[] = [
      { assetId: { B: 'AQID' }, part: { B: 'AA==' } },
      { assetId: { B: 'AQID' }, part: { B: 'AQ==' } },
      { assetId: { B: '/w==' }, part: { B: 'AA==' } },
    ];
    const g = group(items, keys);
    expect(g.collections.map((c) => c.size)).toEqual([2, 1]);
    expect(g.collections[0]!.partitionKeyText).toBe('<AQID (3 bytes)>');
    expect(g.collectionOf({ B: '/w==' })?.size).toBe(1);
    expect(g.collections[0]!.typeOrder).toEqual(['part']);
  });

  it('skips items without the partition key of the index that was read', () => {
    const items: Item[] = [...orgUsers(), { OtherPK: { S: 'x' } }];
    const g = group(items, PK_SK);
    expect(g.skippedCount).toBe(1);
    expect(g.itemCount).toBe(5);
  });

  it('groups the same items as a plain Map does', () => {
    const items = [...orgUsers(), ...orgUsers().reverse()];
    const plain = groupWithPlainMap(items, 'PK');
    const g = group(items, PK_SK, 2);
    expect(g.collections.map((c) => [c.key, c.items])).toEqual([...plain]);
  });

  it('answers typeAt for interleaved types from the runs it kept', () => {
    const items: Item[] = ['A', 'A', 'B', 'A', 'C', 'B', 'B'].map((t, i) => ({
      PK: { S: 'p' },
      SK: { S: `k${i}` },
      type: { S: t },
    }));
    const g = group(items, PK_SK, 3);
    const c = g.collections[0]!;
    expect(items.map((_, i) => c.typeAt(i))).toEqual(['A', 'A', 'B', 'A', 'C', 'B', 'B']);
    expect([...c.typeCounts]).toEqual([
      ['A', 3],
      ['B', 3],
      ['C', 1],
    ]);
  });

  /** Everything a read's split into pages must not change. */
  function expectSameSplit(items: Item[], cuts: readonly number[]): void {
    const whole = group(items, PK_SK);
    const paged = new CollectionGrouper(PK_SK);
    let at = 0;
    for (let k = 0; at < items.length; k++) {
      const size = cuts[k % cuts.length]!;
      paged.addPage(items.slice(at, at + size));
      at += size;
    }
    expect(digest(paged)).toEqual(digest(whole));
    expect(paged.entityTypes()).toEqual(whole.entityTypes());
  }

  it('lists entity types in read order after a late type attribute makes it classify again', () => {
    // Found by the property below (seed 175415854): `type` shows up on the fourth page of one, and
    // classifying again collection by collection saw META before ORDER, which the read did not.
    const items: Item[] = [
      { PK: { S: 'WS#c' }, SK: { S: 'METADATA#a' } },
      { PK: { S: 'ORG#a' }, SK: { S: 'ORDER#7' } },
      { PK: { S: 'WS#c' }, SK: { S: 'META' } },
      { PK: { S: 'ORG#a' }, SK: { S: 'METADATA#a' }, type: { S: 'user' } },
    ];
    expectSameSplit(items, [1]);
    const paged = group(items, PK_SK, 1);
    expect(paged.regroups).toBe(1);
    expect(paged.entityTypes().map((t) => t.name)).toEqual(['user', 'ORDER', 'META']);
  });

  it('gives the same result for any split into pages', () => {
    const parts = fc.constantFrom('ORG#a', 'ORG#b', 'WS#c', 'US', 'account9');
    const sortKeys = fc.constantFrom(
      'METADATA#a',
      'USER#x',
      'USER#y',
      'META',
      'info',
      'PROJ#2026-0001',
      'CA#SF#94105',
      'TICKET#1',
      'ORDER#7',
    );
    const item = fc
      .record({
        pk: parts,
        sk: sortKeys,
        type: fc.option(fc.constantFrom('user', 'order', 'METADATA#x'), { nil: undefined }),
        extra: fc.boolean(),
      })
      .map(({ pk, sk, type, extra }): Item => ({
        PK: { S: pk },
        SK: { S: sk },
        ...(type ? { type: { S: type } } : {}),
        ...(extra ? { note: { S: 'n' }, size: { N: '1' } } : {}),
      }));
    fc.assert(
      fc.property(
        fc.array(item, { maxLength: 40 }),
        fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 10 }),
        (items, cuts) => expectSameSplit(items, cuts),
      ),
      { numRuns: 300 },
    );
  });

  it('types every item as entityOf does, whatever the page size', () => {
    for (const [fixture, keys] of [
      [stores(), STORES],
      [workspaces(), WORKSPACES],
      [game(), GAME],
    ] as const) {
      const g = group(fixture, keys, 2);
      const flat = g.collections.flatMap((c) => c.items.map((_, i) => c.typeAt(i)));
      const order = g.collections.flatMap((c) => c.items);
      expect(flat).toEqual(order.map((item) => g.entityOf(item)));
      expect(flat).toEqual(group(fixture, keys).collections.flatMap((c) => c.items.map((_, i) => c.typeAt(i))));
    }
  });
});

import { describe, expect, it } from 'vitest';
import {
  checkFilterRatio,
  checkHotPartition,
  checkItemSizes,
  checkKeyStyle,
  checkLsiCollectionSize,
  checkNumberPadding,
  checkParentPosition,
  itemSizeSteps,
  keyStyleSteps,
  numberPaddingSteps,
  STEP_ITEMS,
} from '../../../shared/collections/checks/index.js';
import { CollectionGrouper } from '../../../shared/collections/grouping.js';
import { LOWER, orders } from './fixtures.js';

const GB = 1024 ** 3;

describe('unpadded numbers in sort keys', () => {
  it('is raised when string order and numeric order differ', () => {
    const notes = checkNumberPadding(
      [{ collectionPk: 'WS#acme', sortKeys: ['META', 'PROJ#10', 'PROJ#9', 'PROJ#11'] }],
      '#',
    );
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ check: 'unpadded-numbers', severity: 'warning', collectionPk: 'WS#acme' });
    expect(notes[0]!.message).toMatch(/"PROJ#1[01]" sorts before "PROJ#9"/);
    expect(notes[0]!.message).toContain('"PROJ#07"');
  });

  it('is not raised for zero-padded or same-width numbers', () => {
    expect(
      checkNumberPadding(
        [{ collectionPk: 'WS#acme', sortKeys: ['PROJ#2026-0007', 'PROJ#2026-0042', 'PROJ#2026-0118'] }],
        '#',
      ),
    ).toEqual([]);
    expect(
      checkNumberPadding([{ collectionPk: 'd', sortKeys: ['ORDER#1690000000', 'ORDER#1690000500'] }], '#'),
    ).toEqual([]);
    expect(checkNumberPadding([{ collectionPk: 'x', sortKeys: ['PROJ#0009', 'PROJ#0010'] }], '#')).toEqual([]);
  });

  it('sees the disorder a "::" delimiter causes even between 9 and 90', () => {
    // ":" sorts after digits, so "v::9::a" comes after "v::90::a".
    const notes = checkNumberPadding([{ collectionPk: 'p', sortKeys: ['v::9::a', 'v::90::a'] }], '::');
    expect(notes).toHaveLength(1);
  });
});

describe('parent at the end a read reaches last', () => {
  it('is raised when the parent is last and a Limit cuts the read', () => {
    const g = new CollectionGrouper(LOWER);
    g.addPage(orders());
    const collections = g.collections.map((c) => ({
      collectionPk: c.partitionKeyText,
      parentIndex: c.parentIndex,
      itemCount: c.size,
    }));
    const notes = checkParentPosition({ collections, scanIndexForward: true, limit: 2 });
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ check: 'parent-read-last', severity: 'warning', collectionPk: 'order#1001' });
    expect(notes[0]!.message).toContain('ScanIndexForward=false');
  });

  it('is not raised when the read meets the parent first', () => {
    const notes = checkParentPosition({
      collections: [{ collectionPk: 'USER#alice', parentIndex: 0, itemCount: 5 }],
      scanIndexForward: false,
      limit: 2,
    });
    expect(notes).toEqual([]);
    expect(
      checkParentPosition({
        collections: [{ collectionPk: 'x', parentIndex: null, itemCount: 5 }],
        scanIndexForward: true,
      }),
    ).toEqual([]);
  });

  it('notes a parent between its children', () => {
    const notes = checkParentPosition({
      collections: [{ collectionPk: 'x', parentIndex: 2, itemCount: 5 }],
      scanIndexForward: true,
    });
    expect(notes[0]).toMatchObject({ check: 'parent-in-middle', severity: 'info' });
  });
});

describe('item sizes', () => {
  it('warns over 100 KB and alarms near 400 KB', () => {
    const notes = checkItemSizes([
      { collectionPk: 'device#gw-0001', sortKey: 'DEVICE', bytes: 390_000 },
      { collectionPk: 'device#th-0001', sortKey: 'CONFIG', bytes: 150_000 },
    ]);
    expect(notes.map((n) => n.severity)).toEqual(['error', 'warning']);
    expect(notes[0]!.message).toContain("95% of DynamoDB's 400 KB");
    expect(notes[1]!.message).toContain('at least 37 RCU');
  });

  it('says nothing about ordinary items, and summarises beyond the note limit', () => {
    expect(checkItemSizes([{ collectionPk: 'a', bytes: 99 * 1024 }])).toEqual([]);
    const many = Array.from({ length: 5 }, (_, i) => ({ collectionPk: `c${i}`, bytes: 200_000 }));
    const notes = checkItemSizes(many, 2);
    expect(notes).toHaveLength(3);
    expect(notes[2]!.message).toMatch(/^3 more items/);
  });
});

describe('mixed key style', () => {
  it('is raised for USER# and user# in one attribute', () => {
    const notes = checkKeyStyle(['USER#alice', 'user#bob', 'ORG#acme'], 'SK');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.message).toContain('"USER" and "user"');
  });

  it('is raised for two delimiters after one prefix', () => {
    const notes = checkKeyStyle(['USER#alice', 'USER|bob'], 'SK');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.message).toContain('"#" and "|"');
  });

  it('is not raised for one consistent style', () => {
    expect(checkKeyStyle(['USER#alice', 'USER#bob', 'METADATA#acme', 'info'], 'SK')).toEqual([]);
  });
});

describe('filter discarding most of a read', () => {
  it('is raised when most of what was read was thrown away', () => {
    const notes = checkFilterRatio({ operation: 'Query', count: 3, scannedCount: 500 });
    expect(notes).toHaveLength(1);
    expect(notes[0]!.message).toContain('497 of 500');
    expect(notes[0]!.message).toContain('99%');
  });

  it('is not raised when most items pass or the read is tiny', () => {
    expect(checkFilterRatio({ operation: 'Scan', count: 400, scannedCount: 500 })).toEqual([]);
    expect(checkFilterRatio({ operation: 'Query', count: 0, scannedCount: 5 })).toEqual([]);
  });
});

describe('collection size with an LSI', () => {
  it('is raised from 8 GB when the table has an LSI', () => {
    const notes = checkLsiCollectionSize({ hasLsi: true, collections: [{ collectionPk: 'WS#acme', bytes: 8.5 * GB }] });
    expect(notes[0]).toMatchObject({ check: 'lsi-collection-size', severity: 'warning', collectionPk: 'WS#acme' });
    expect(
      checkLsiCollectionSize({ hasLsi: true, collections: [{ collectionPk: 'x', bytes: 9.8 * GB }] })[0]!.severity,
    ).toBe('error');
  });

  it('projects from a sample when given one', () => {
    const notes = checkLsiCollectionSize({
      hasLsi: true,
      collections: [{ collectionPk: 'WS#acme', bytes: GB, itemsRead: 1000, estimatedItems: 9000 }],
    });
    expect(notes).toHaveLength(1);
    expect(notes[0]!.message).toContain('projected');
    expect(
      checkLsiCollectionSize({
        hasLsi: true,
        sampleFraction: 0.1,
        collections: [{ collectionPk: 'x', bytes: 0.9 * GB }],
      }),
    ).toHaveLength(1);
  });

  it('is not raised without an LSI or below 8 GB', () => {
    expect(checkLsiCollectionSize({ hasLsi: false, collections: [{ collectionPk: 'x', bytes: 20 * GB }] })).toEqual([]);
    expect(checkLsiCollectionSize({ hasLsi: true, collections: [{ collectionPk: 'x', bytes: 7 * GB }] })).toEqual([]);
  });
});

describe('hot partition', () => {
  it('is raised when one collection holds a large share of a scan, saying how many times its even share', () => {
    const notes = checkHotPartition({
      totalItems: 1000,
      collectionCount: 40,
      largest: [
        { collectionPk: 'WS#acme', items: 450 },
        { collectionPk: 'WS#b', items: 30 },
      ],
    });
    expect(notes).toHaveLength(1);
    expect(notes[0]!.message).toContain(
      '"WS#acme" holds 45% of the 1,000 items scanned, 18 times its even share (2.5% of the items for each of 40 collections)',
    );
  });

  it('is not raised for an evenly spread table, whatever share each collection holds', () => {
    // Five tenants of about 96 items each: 20% each is exactly their even share.
    const tenants = [97, 96, 96, 96, 95].map((items, i) => ({ collectionPk: `tenant-${i}`, items }));
    expect(checkHotPartition({ totalItems: 480, collectionCount: 5, largest: tenants })).toEqual([]);
    // Twice its even share is ordinary variation, not a hot key.
    expect(
      checkHotPartition({ totalItems: 1000, collectionCount: 40, largest: [{ collectionPk: 'a', items: 50 }] }),
    ).toEqual([]);
  });

  it('is not raised with too few collections to speak of an even share', () => {
    expect(
      checkHotPartition({ totalItems: 10, collectionCount: 2, largest: [{ collectionPk: 'a', items: 9 }] }),
    ).toEqual([]);
    expect(
      checkHotPartition({ totalItems: 100, collectionCount: 4, largest: [{ collectionPk: 'a', items: 97 }] }),
    ).toEqual([]);
  });

  it('needs a real part of the whole in a table of very many collections', () => {
    const many = { totalItems: 100_000, collectionCount: 10_000 };
    // 40 times its even share, but 0.4% of the table: not where the table's traffic goes.
    expect(checkHotPartition({ ...many, largest: [{ collectionPk: 'a', items: 400 }] })).toEqual([]);
    const [note] = checkHotPartition({ ...many, largest: [{ collectionPk: 'big', items: 6_000 }] });
    expect(note!.message).toContain(
      '"big" holds 6% of the 100,000 items scanned, 600 times its even share (0.01% of the items for each of 10,000 collections)',
    );
  });

  it('with five collections, warns only for one that holds several times its 20%', () => {
    const notes = checkHotPartition({
      totalItems: 100,
      collectionCount: 5,
      largest: [
        { collectionPk: 'hub-1', items: 64 },
        { collectionPk: 'hub-2', items: 9 },
      ],
    });
    expect(notes.map((n) => n.collectionPk)).toEqual(['hub-1']);
    expect(notes[0]!.message).toContain('3.2 times its even share (20% of the items for each of 5 collections)');
  });
});

describe('checks in slices', () => {
  const keys = Array.from({ length: 9000 }, (_, i) => `PROJ#${i}`);
  const collections = [
    { collectionPk: 'a', sortKeys: keys.slice(0, 4500) },
    { collectionPk: 'b', sortKeys: keys.slice(0, 4500) },
  ];

  function drain<T>(steps: Generator<void, T, void>): { yields: number; value: T } {
    let yields = 0;
    for (;;) {
      const r = steps.next();
      if (r.done) return { yields, value: r.value };
      yields++;
    }
  }

  it('number padding yields every few thousand keys and finds what the one-pass check finds', () => {
    const { yields, value } = drain(numberPaddingSteps(collections, '#'));
    expect(yields).toBe(Math.floor(9000 / STEP_ITEMS));
    expect(value).toEqual(checkNumberPadding(collections, '#'));
    expect(value.map((n) => n.collectionPk)).toEqual(['a', 'b']);
  });

  it('item sizes and key style yield too, with the same notes', () => {
    const sized = keys.map((k, i) => ({ collectionPk: 'a', sortKey: k, bytes: i % 3000 === 0 ? 150 * 1024 : 100 }));
    const sizes = drain(itemSizeSteps(sized));
    expect(sizes.yields).toBeGreaterThanOrEqual(4);
    expect(sizes.value).toEqual(checkItemSizes(sized));
    expect(sizes.value).toHaveLength(3);
    const mixed = [...keys, 'proj#1'];
    const style = drain(keyStyleSteps(mixed, 'SK'));
    expect(style.yields).toBeGreaterThanOrEqual(4);
    expect(style.value).toEqual(checkKeyStyle(mixed, 'SK'));
    expect(style.value).toHaveLength(1);
  });
});

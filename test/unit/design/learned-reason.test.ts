/**
 * Why the Design panel says a type attribute is the type attribute. A read that finds it by its own
 * items says so with its own figures; "a larger read of this table" is said only when the choice
 * rests on a read with more items than the one on screen (trial 13: a Scan of 53,500 items credited
 * a Query of 22,000 with its type attribute).
 */
import { describe, expect, it } from 'vitest';
import { CollectionGrouper } from '../../../shared/collections/grouping.js';
import { mergeLearned } from '../../../shared/design/infer/learned-types.js';
import type { DesignLearned } from '../../../shared/design/model/table-design.js';
import type { Item } from '../../../shared/dynamo/types.js';

// Beekeeping log: one partition per hive, a Number sort key, the kind of record in `rk`.
const keys = { partitionKey: 'hive_ref', sortKey: 'tick', partitionKeyType: 'S' as const, sortKeyType: 'N' as const };

function hive(h: number, records: number): Item[] {
  const ref = { S: `hv-${String(h).padStart(4, '0')}` };
  const out: Item[] = [
    { hive_ref: ref, tick: { N: '0' }, rk: { S: 'colony' }, apiary: { S: 'Low meadow' }, founded: { S: '2023-04-02' } },
  ];
  for (let t = 1; t < records; t++) {
    out.push(
      t % 4 === 0
        ? { hive_ref: ref, tick: { N: String(t) }, rk: { S: 'harvest' }, kg: { N: String(3 + (t % 5)) } }
        : {
            hive_ref: ref,
            tick: { N: String(t) },
            rk: { S: 'inspection' },
            queenSeen: { BOOL: t % 2 === 0 },
            mood: { S: 'calm' },
          },
    );
  }
  return out;
}

function read(items: Item[], learned?: DesignLearned): { g: CollectionGrouper; typeLine: string } {
  const g = new CollectionGrouper(keys, { tableName: 'Apiary', ...(learned ? { learned } : {}) });
  g.addPage(items);
  const typeLine =
    g.design().evidence.find((e) => e.text.startsWith('types from attribute') || e.text.startsWith('no type attribute'))
      ?.text ?? '';
  return { g, typeLine };
}

describe('the reason given for the type attribute', () => {
  it('a larger read after a smaller one gives its own figures, not "a larger read"', () => {
    const small = read(hive(1, 40));
    expect(small.g.design().design.typeAttribute).toBe('rk');
    const learned = small.g.learned()!;
    expect(learned).toMatchObject({ typeAttribute: 'rk', typeAttributeItems: 40 });

    const scan = read(Array.from({ length: 30 }, (_, h) => hive(h + 2, 12)).flat(), learned);
    expect(scan.g.itemCount).toBe(360);
    expect(scan.g.design().design.typeAttribute).toBe('rk');
    expect(scan.typeLine).toMatch(/^types from attribute `rk` \(on 100% of items; /);
    expect(scan.typeLine).not.toContain('larger read');
    expect(scan.typeLine).not.toContain('earlier read');
    // Keys without words (a Number sort key): the values keep to attribute shapes, not key shapes.
    expect(scan.typeLine).toContain('each value keeps to one shape of attributes');
    // What the Scan teaches now rests on its 360 items.
    expect(scan.g.learned()).toMatchObject({ typeAttribute: 'rk', typeAttributeItems: 360 });
  });

  it('a read too small to decide alone names the larger read it took the choice from, with its size', () => {
    const r = read(hive(7, 3), { typeAttribute: 'rk', typeAttributeItems: 360 });
    expect(r.g.design().design.typeAttribute).toBe('rk');
    expect(r.typeLine).toContain('a larger read of this table (360 items)');
  });

  it('a choice kept from a smaller read is "an earlier read", never "a larger" one', () => {
    // 30 items of one kind of record: nothing of their own says `rk` is a type attribute.
    const items = hive(9, 120)
      .filter((i) => (i.rk as { S: string }).S === 'inspection')
      .slice(0, 30);
    const r = read(items, { typeAttribute: 'rk', typeAttributeItems: 25 });
    expect(r.g.design().design.typeAttribute).toBe('rk');
    expect(r.typeLine).toContain('an earlier read of this table (25 items)');
    expect(r.typeLine).not.toContain('larger');
    // Taken from that read, it still rests on that read's 25 items.
    expect(r.g.learned()).toMatchObject({ typeAttribute: 'rk', typeAttributeItems: 25 });
  });

  it('a record without a size (kept before sizes were) reads as larger only beside a small read', () => {
    expect(read(hive(3, 3), { typeAttribute: 'rk' }).typeLine).toContain('a larger read of this table)');
    const items = hive(4, 120)
      .filter((i) => (i.rk as { S: string }).S === 'inspection')
      .slice(0, 30);
    expect(read(items, { typeAttribute: 'rk' }).typeLine).toContain('an earlier read of this table)');
  });
});

describe('what is kept across reads', () => {
  it('keeps the size of the largest read that found the attribute, and drops it with the attribute', () => {
    const big: DesignLearned = { typeAttribute: 'rk', typeAttributeItems: 5000 };
    expect(mergeLearned(big, { typeAttribute: 'rk', typeAttributeItems: 40 }).typeAttributeItems).toBe(5000);
    expect(
      mergeLearned({ typeAttribute: 'rk', typeAttributeItems: 40 }, { typeAttribute: 'rk', typeAttributeItems: 900 })
        .typeAttributeItems,
    ).toBe(900);
    expect(mergeLearned(big, { typeAttribute: 'kind', typeAttributeItems: 40 })).toMatchObject({
      typeAttribute: 'kind',
      typeAttributeItems: 40,
    });
    // A read that taught only a delimiter leaves the attribute and its size as they were.
    expect(mergeLearned(big, { delimiter: '#' })).toEqual({
      typeAttribute: 'rk',
      typeAttributeItems: 5000,
      delimiter: '#',
    });
  });
});

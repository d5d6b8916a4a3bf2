/**
 * Compare's rules, written from DynamoDB's data-type reference before the code: numbers are equal by
 * value at 38 digits, sets have no order, lists do, binary is bytes, and a type is part of a value.
 */
import { describe, expect, it } from 'vitest';
import { compareReads, ReadComparer } from '../../../shared/compare/read-compare.js';
import { itemDifferences, pathText } from '../../../shared/compare/attribute-diff-exact.js';
import type { Item } from '../../../shared/dynamo/types.js';

const keys = { partitionKey: 'pk', sortKey: 'sk' };
const item = (pk: string, sk: string, rest: Item = {}): Item => ({ pk: { S: pk }, sk: { S: sk }, ...rest });

describe('itemDifferences', () => {
  it('finds nothing between an item and itself', () => {
    const i = item('A', '1', { m: { M: { l: { L: [{ N: '1' }, { SS: ['x', 'y'] }] } } }, b: { B: 'AQI=' } });
    expect(itemDifferences(i, structuredClone(i))).toEqual([]);
  });

  it('calls numbers equal by value but written differently a text difference, not a value one', () => {
    const d = itemDifferences({ n: { N: '1.50' }, e: { N: '1E2' } }, { n: { N: '1.5' }, e: { N: '100' } });
    expect(d.map((x) => [pathText(x.path), x.kind])).toEqual([
      ['n', 'text'],
      ['e', 'text'],
    ]);
  });

  it('tells 38-digit numbers apart by their last digit and keeps 1E-130 equal to 1.0E-130', () => {
    const a = { big: { N: '12345678901234567890123456789012345678' }, tiny: { N: '1E-130' } };
    const b = { big: { N: '12345678901234567890123456789012345679' }, tiny: { N: '1.0E-130' } };
    expect(itemDifferences(a, b).map((x) => [pathText(x.path), x.kind])).toEqual([
      ['big', 'value'],
      ['tiny', 'text'],
    ]);
  });

  it('treats a set in another order as the same set, and names the members on one side only', () => {
    expect(itemDifferences({ s: { SS: ['a', 'b', 'c'] } }, { s: { SS: ['c', 'a', 'b'] } })).toEqual([]);
    const [d] = itemDifferences({ s: { NS: ['1', '2', '3'] } }, { s: { NS: ['3.0', '1', '4'] } });
    expect(d).toMatchObject({ kind: 'value', onlyLeftMembers: ['2'], onlyRightMembers: ['4'] });
    expect(itemDifferences({ s: { NS: ['1', '2'] } }, { s: { NS: ['2.0', '1'] } })[0]?.kind).toBe('text');
  });

  it('compares binary by bytes and lists in order', () => {
    expect(itemDifferences({ b: { BS: ['AQ==', 'Ag=='] } }, { b: { BS: ['Ag==', 'AQ=='] } })).toEqual([]);
    expect(
      itemDifferences({ l: { L: [{ N: '1' }, { N: '2' }] } }, { l: { L: [{ N: '2' }, { N: '1' }] } }),
    ).toHaveLength(2);
  });

  it('counts a type as part of the value: S "1" is not N "1", an empty list is not an empty map', () => {
    const d = itemDifferences({ a: { S: '1' }, b: { L: [] } }, { a: { N: '1' }, b: { M: {} } });
    expect(d.map((x) => x.kind)).toEqual(['type', 'type']);
  });

  it('walks into maps and lists and names the path of each difference', () => {
    const left = { addr: { M: { city: { S: 'Oslo' }, 'zip code': { S: '0150' } } }, tags: { L: [{ S: 'a' }] } };
    const right = { addr: { M: { city: { S: 'Bergen' } } }, tags: { L: [{ S: 'a' }, { S: 'b' }] } };
    expect(itemDifferences(left, right).map((x) => [pathText(x.path), x.kind])).toEqual([
      ['addr.city', 'value'],
      ['addr.`zip code`', 'only-left'],
      ['tags[1]', 'only-right'],
    ]);
  });

  it('reads only own attributes, so `constructor` and `__proto__` are attributes like any other', () => {
    const left = JSON.parse('{"__proto__":{"S":"x"}}') as Item;
    expect(itemDifferences(left, { constructor: { S: 'y' } }).map((x) => [pathText(x.path), x.kind])).toEqual([
      ['__proto__', 'only-left'],
      ['constructor', 'only-right'],
    ]);
  });
});

describe('compareReads', () => {
  it('sorts items into only left, only right, different and same', () => {
    const r = compareReads(
      [item('A', '1'), item('A', '2', { x: { N: '1' } }), item('A', '3')],
      [item('A', '2', { x: { N: '2' } }), item('A', '3'), item('A', '4')],
      { left: keys },
    );
    expect(r.onlyLeft.map((i) => i.sk)).toEqual([{ S: '1' }]);
    expect(r.onlyRight.map((i) => i.sk)).toEqual([{ S: '4' }]);
    expect(r.different.map((d) => d.left.sk)).toEqual([{ S: '2' }]);
    expect(r.same).toBe(1);
  });

  it('matches number keys by value ("10" and "10.0" are one key)', () => {
    const k = { partitionKey: 'id' };
    const r = compareReads([{ id: { N: '10' } }], [{ id: { N: '10.0' } }], { left: k });
    expect(r.onlyLeft).toEqual([]);
    expect(r.sameButWritten).toHaveLength(1);
    expect(r.different).toEqual([]);
  });

  it('maps key names (PK/SK on the left, pk/sk on the right) and compares the rest', () => {
    const r = compareReads(
      [{ PK: { S: 'A' }, SK: { S: '1' }, v: { S: 'x' } }],
      [{ pk: { S: 'A' }, sk: { S: '1' }, v: { S: 'x' } }],
      { left: { partitionKey: 'PK', sortKey: 'SK' }, right: keys },
    );
    expect(r.same).toBe(1);
  });

  it('leaves ignored (masked) attributes out and reports keyless and repeated items', () => {
    const r = compareReads(
      [item('A', '1', { email: { S: 'a@x' } }), item('A', '1'), { pk: { S: 'B' } }],
      [item('A', '1', { email: { S: 'fake@y' } })],
      { left: keys, ignore: ['email'] },
    );
    expect(r.same).toBe(1);
    expect(r.repeated.map((x) => x.side)).toEqual(['left']);
    expect(r.keyless.map((x) => x.side)).toEqual(['left']);
  });

  it('refuses key shapes that cannot match, naming the side', () => {
    expect(() => new ReadComparer({ left: keys, right: { partitionKey: 'id' } })).toThrow(/right: expected a key/);
  });

  it('gives the same answer page by page, in any interleaving, as all at once', () => {
    const left = Array.from({ length: 60 }, (_, i) =>
      item('P', String(i).padStart(3, '0'), { v: { N: String(i % 7) } }),
    );
    const right = Array.from({ length: 60 }, (_, i) =>
      item('P', String(i + 10).padStart(3, '0'), { v: { N: String((i + 10) % 5) } }),
    );
    const whole = compareReads(left, right, { left: keys });
    const paged = new ReadComparer({ left: keys });
    for (let p = 0; p < 6; p++) {
      paged.addRight(right.slice(p * 10, p * 10 + 10));
      paged.addLeft(left.slice(p * 10, p * 10 + 10));
    }
    const r = paged.result();
    expect(paged.counts()).toEqual({
      onlyLeft: whole.onlyLeft.length,
      onlyRight: whole.onlyRight.length,
      different: whole.different.length,
      same: whole.same + whole.sameButWritten.length,
    });
    const sks = (items: Item[]) => items.map((i) => (i.sk as { S: string }).S).sort();
    expect(sks(r.onlyLeft)).toEqual(sks(whole.onlyLeft));
    expect(sks(r.onlyRight)).toEqual(sks(whole.onlyRight));
    expect(r.different.length).toBe(whole.different.length);
  });
});

describe('the order of the lists', () => {
  it('lists each kind in the table key order (bytes of S, value of N), whatever order the reads came in', () => {
    const numKeys = { partitionKey: 'pk', sortKey: 'n' };
    const row = (pk: string, n: string, v: string): Item => ({ pk: { S: pk }, n: { N: n }, v: { S: v } });
    const left = [
      row('P#2', '10', 'a'),
      row('P#10', '9', 'a'),
      row('P#2', '9', 'a'),
      row('Z', '1', 'x'),
      row('Ä', '1', 'x'),
    ];
    const right = [
      row('P#2', '9', 'b'),
      row('P#10', '9', 'b'),
      row('P#2', '10', 'b'),
      row('B', '1', 'y'),
      row('A', '1', 'y'),
    ];
    const r = compareReads(left, right, { left: numKeys });
    const keyOf = (i: Item) => `${(i.pk as { S: string }).S}/${(i.n as { N: string }).N}`;
    // "P#10" < "P#2" as UTF-8 bytes; 9 < 10 as numbers; "Z" (0x5A) before "Ä" (0xC3 0x84).
    expect(r.different.map((d) => keyOf(d.left))).toEqual(['P#10/9', 'P#2/9', 'P#2/10']);
    expect(r.onlyLeft.map(keyOf)).toEqual(['Z/1', 'Ä/1']);
    expect(r.onlyRight.map(keyOf)).toEqual(['A/1', 'B/1']);
  });
});

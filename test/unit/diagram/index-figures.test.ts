import { describe, expect, test } from 'vitest';
import { IndexCensus, isInverted, regroupingText, shareText } from '../../../shared/diagram/index-figures.js';
import type { Item } from '../../../shared/dynamo/types.js';
import { shape } from './shapes.js';

const TABLE = { partitionKey: 'PK', sortKey: 'SK' };
const S = (v: string) => ({ S: v });

describe('indexes as regroupings', () => {
  const inverted = { name: 'Inverted', kind: 'GSI' as const, partitionKey: 'SK', sortKey: 'PK' };
  const gsi1 = { name: 'GSI1', kind: 'GSI' as const, partitionKey: 'GSI1PK', sortKey: 'GSI1SK' };

  test('an index keyed on the sort key then the partition key is inverted', () => {
    expect(isInverted(inverted, TABLE)).toBe(true);
    expect(isInverted(gsi1, TABLE)).toBe(false);
    expect(isInverted({ ...inverted, sortKey: undefined }, TABLE)).toBe(false);
  });

  test('counts per entity the items carrying every key of the index, page by page', () => {
    // Users carry GSI1 keys (by email), tickets too (by status); orgs do not: overloaded and sparse.
    const gsiKeys =
      (e: string[]) =>
      (i: number): Item =>
        e[i] === 'Org' ? {} : { GSI1PK: S(`${e[i]}#x`), GSI1SK: S(String(i)) };
    const aTypes = ['Org', 'User', 'User', 'Ticket'];
    const a = shape('ORG#a', aTypes, 0, gsiKeys(aTypes));
    const census = new IndexCensus([inverted, gsi1], TABLE);
    census.update([a]);
    let [inv, g] = census.figures();
    expect(inv).toMatchObject({ items: 4, of: 4, share: 1, inverted: true, overloaded: true, sparse: false });
    expect(g).toMatchObject({
      items: 3,
      of: 4,
      inverted: false,
      overloaded: true,
      sparse: true,
      entities: [
        { name: 'User', items: 2 },
        { name: 'Ticket', items: 1 },
      ],
    });
    expect(shareText(g!)).toBe('75% of items');
    // The collection grows: only the new item is counted.
    const bTypes = [...aTypes, 'User'];
    const grown = shape('ORG#a', bTypes, 0, gsiKeys(bTypes));
    (a.items as unknown[]).push(grown.items[4]);
    (a as { typeAt(i: number): string }).typeAt = grown.typeAt;
    census.update([a]);
    [inv, g] = census.figures();
    expect(g).toMatchObject({
      items: 4,
      of: 5,
      entities: [
        { name: 'User', items: 3 },
        { name: 'Ticket', items: 1 },
      ],
    });
    expect(regroupingText(g!)).toBe('overloaded: 2 entities under GSI1PK; sparse: 80% of items');
    expect(regroupingText(inv!)).toBe('inverted: flips parent and child; overloaded: 3 entities under SK');
  });

  test('an index of one entity regroups it; shares under 1% say so', () => {
    const types = Array.from({ length: 200 }, (_, i) => (i === 0 ? 'Org' : 'User'));
    const c = shape('ORG#a', types, 0, (i): Item => (i === 7 ? { GSI1PK: S('x'), GSI1SK: S('y') } : {}));
    const census = new IndexCensus([gsi1], TABLE);
    census.update([c]);
    const [g] = census.figures();
    expect(shareText(g!)).toBe('under 1% of items');
    expect(g!.overloaded).toBe(false);
    expect(regroupingText({ ...g!, sparse: false })).toBe('regroups User by GSI1PK');
  });
});

import { describe, expect, it } from 'vitest';
import { CollectionGrouper, type GrouperOptions } from '../../../shared/collections/grouping.js';
import type { Item, KeyNames } from '../../../shared/dynamo/types.js';
import {
  game,
  GAME,
  GSI1,
  ID_TYPE,
  idType,
  LOWER,
  orders,
  orgUsers,
  PK_SK,
  stores,
  STORES,
  ticketsNewestFirst,
  workspaces,
  WORKSPACES,
} from './fixtures.js';

function grouped(items: Item[], keys: KeyNames, options?: GrouperOptions): CollectionGrouper {
  const g = new CollectionGrouper(keys, options);
  g.addPage(items);
  return g;
}

function parentSortKeys(g: CollectionGrouper, sk: string): Record<string, string | null> {
  return Object.fromEntries(g.collections.map((c) => [c.key, c.parent ? (c.parent[sk] as { S: string }).S : null]));
}

describe('parent detection', () => {
  it('takes the item whose sort key equals its partition key, wherever it sorts', () => {
    const g = grouped(orders(), LOWER);
    expect(parentSortKeys(g, 'sk')).toEqual({ 'order#1001': 'order#1001', 'order#1002': 'order#1002' });
    expect(g.parentDecision(g.collections[0]!)?.reason).toBe('sort-key-equals-partition-key');
    expect(g.collections[0]!.parentIndex).toBe(2);
  });

  it('takes a metadata-like type: METADATA, META, info', () => {
    expect(parentSortKeys(grouped(orgUsers(), PK_SK), 'SK')).toEqual({
      'ORG#acme': 'METADATA#acme',
      'ORG#globex': 'METADATA#globex',
    });
    expect(parentSortKeys(grouped(workspaces(), WORKSPACES), 'Detail')).toEqual({
      'WS#acme': 'META',
      'WS#globex': 'META',
    });
    expect(parentSortKeys(grouped(game(), GAME), 'sk')).toEqual({
      account1234: 'info',
      account1387: 'info',
      account1138: 'info',
    });
  });

  it('takes the type that occurs once while others repeat: a user over their tickets', () => {
    const g = grouped(ticketsNewestFirst(), GSI1);
    expect(parentSortKeys(g, 'GSI1SK')).toEqual({
      'ORG#acme#USER#alice': 'USER#alice',
      'ORG#acme#USER#bob': 'USER#bob',
    });
    expect(g.parentDecision(g.collections[0]!)?.reason).toBe('singular-type');
  });

  it('prefers the item whose sort key is the bare type when two singular types tie', () => {
    const g = grouped(idType(), ID_TYPE);
    const parents = parentSortKeys(g, 'type');
    expect(parents['001']).toBe('customer');
  });

  it('gives no parent where every type repeats or nothing says which is the parent', () => {
    const parents = parentSortKeys(grouped(idType(), ID_TYPE), 'type');
    expect(parents['tag#music']).toBeNull(); // only orders
    expect(parents['customer#001']).toBeNull(); // only store edges
  });

  it('does not call a sibling shaped like the repeating items a parent (a state with one store)', () => {
    const g = grouped(stores(), STORES);
    expect(parentSortKeys(g, 'StateCityZip')).toEqual({ US: null, CA: null });
  });

  it('carries a parent type decided elsewhere to a collection where nothing repeats', () => {
    const lone: Item = {
      GSI1PK: { S: 'ORG#acme#USER#dan' },
      GSI1SK: { S: 'USER#dan' },
      UserName: { S: 'dan' },
      Email: { S: 'd@x' },
      PK: { S: 'ORG#acme' },
      SK: { S: 'USER#dan' },
    };
    expect(grouped([lone], GSI1).collections[0]!.parentIndex).toBeNull();
    const g = grouped([...ticketsNewestFirst(), lone], GSI1);
    expect(g.collectionOf({ S: 'ORG#acme#USER#dan' })!.parentIndex).toBe(0);
  });

  it('decides again as pages arrive', () => {
    const g = new CollectionGrouper(GSI1);
    const [user, t1, t2] = ticketsNewestFirst();
    g.addPage([user!, t1!]);
    expect(g.collections[0]!.parentIndex).toBeNull(); // USER and TICKET once each: no evidence yet
    g.addPage([t2!]);
    expect(g.collections[0]!.parentIndex).toBe(0);
  });

  it('lets an override name the parent type, in any letter case', () => {
    const g = grouped(ticketsNewestFirst(), GSI1, { override: { parentType: 'ticket' } });
    expect(g.collections[0]!.parentIndex).toBe(1);
    expect(g.parentDecision(g.collections[0]!)?.reason).toBe('override');
    g.setOverride({ parentType: 'NOPE' });
    expect(g.collections[0]!.parentIndex).toBeNull();
    g.setOverride(null);
    expect(g.collections[0]!.parentIndex).toBe(0);
  });

  it('lets an override say there is no parent, beating sort key = partition key', () => {
    const g = grouped(orders(), LOWER, { override: { none: true } });
    expect(g.collections.map((c) => c.parentIndex)).toEqual([null, null]);
  });

  it('shows the parent first and the rest in server order', () => {
    const g = grouped(orders(), LOWER);
    const c = g.collections[0]!;
    expect(c.displayOrder).toEqual([2, 0, 1]);
    expect([0, 1, 2].map((r) => c.itemIndexAtDisplayRow(r))).toEqual([2, 0, 1]);
    expect(c.items.map((i) => i.sk)).toEqual(
      orders()
        .slice(0, 3)
        .map((i) => i.sk),
    ); // server order kept
    const none = grouped(idType(), ID_TYPE).collectionOf({ S: 'tag#music' })!;
    expect(none.displayOrder).toEqual([0, 1]);
  });

  it('names the type most collections have as parent', () => {
    expect(grouped(orgUsers(), PK_SK).dominantParentType()).toBe('METADATA');
    expect(grouped(stores(), STORES).dominantParentType()).toBeNull();
  });
});

/**
 * The user's choices and an imported model beat inference; the evidence says what was inferred and why.
 */
import { describe, expect, it } from 'vitest';
import { DesignInferrer } from '../../support/design-inferrer.js';
import { templateMatcher } from '../../../shared/design/model/key-template.js';
import type { TableDesign } from '../../../shared/design/model/table-design.js';
import type { Item } from '../../../shared/dynamo/types.js';

const S = (v: string) => ({ S: v });
const N = (v: number) => ({ N: String(v) });

/** Orders with lines under `:`-delimited keys, a `kind` on every item, a profile per customer. */
function orders(): Item[] {
  return ['c:1', 'c:2'].flatMap((c): Item[] => [
    { cust: S(c), entry: S('profile'), kind: S('Customer'), fullName: S('Ada') },
    ...['2024:001', '2024:002'].flatMap((o): Item[] => [
      { cust: S(c), entry: S(`ORDER:${o}`), kind: S('Order'), total: N(9) },
      { cust: S(c), entry: S(`ORDER:${o}:LINE:1`), kind: S('OrderLine'), sku: S('A') },
      { cust: S(c), entry: S(`ORDER:${o}:LINE:2`), kind: S('OrderLine'), sku: S('B') },
    ]),
  ]);
}

function withoutKind(i: Item): Item {
  const { kind: _kind, ...rest } = i;
  return rest;
}

const keys = { partitionKey: 'cust', sortKey: 'entry', partitionKeyType: 'S' as const, sortKeyType: 'S' as const };

function inferred(
  items = orders(),
  extra: Partial<ConstructorParameters<typeof DesignInferrer>[0]> = {},
): DesignInferrer {
  const d = new DesignInferrer({ tableName: 'Orders', keys, ...extra });
  for (let i = 0; i < items.length; i += 5) d.addPage(items.slice(i, i + 5));
  return d;
}

describe('design evidence', () => {
  it('says where types, templates and the parent came from', () => {
    const r = inferred().result();
    const text = r.evidence.map((e) => e.text);
    expect(text.some((t) => t.startsWith('types from attribute `kind`'))).toBe(true);
    expect(text).toContain(
      'templates: `ORDER:{orderId}:{orderId2}:LINE:{lineId}` 8 items, `ORDER:{orderId}:{orderId2}` 4 items, `profile` 2 items',
    );
    expect(text).toContain('parent: Customer (named like a collection\u2019s own record)');
    expect(r.design).toMatchObject({
      source: 'inferred',
      typeAttribute: 'kind',
      delimiter: ':',
      parentEntity: 'Customer',
    });
    expect(r.templates.find((t) => t.entity === 'OrderLine')).toEqual({
      attribute: 'entry',
      template: 'ORDER:{orderId}:{orderId2}:LINE:{lineId}',
      entity: 'OrderLine',
      items: 8,
    });
  });
});

describe('design overrides', () => {
  it('renames entities and moves the parent', () => {
    const d = inferred().withOverrides({ entityNames: { OrderLine: 'Line' }, parentEntity: 'Order' });
    const line = orders()[2]!;
    expect(d.entityOf(line)).toBe('Line');
    const c = d.collections.collections[0]!;
    expect(c.parentType).toBe('Order');
    expect(d.result().design.source).toBe('edited');
  });

  it('merges two templates into one entity', () => {
    const d = inferred(orders().map(withoutKind)).withOverrides({
      templateEntity: { 'entry=ORDER:{orderId}:{orderId2}:LINE:{lineId}': 'ORDER' },
    });
    expect(new Set(orders().map((i) => d.entityOf(withoutKind(i))))).toEqual(new Set(['profile', 'ORDER']));
  });

  it('ignores the type attribute when told there is none, and takes another one when named', () => {
    const none = inferred().withOverrides({ typeAttribute: null });
    expect(none.result().design.typeAttribute).toBeUndefined();
    expect(none.entityOf(orders()[2]!)).toBe('ORDER:LINE');
    const items = orders().map((i, k) => ({ ...i, flavour: S(k % 2 ? 'odd' : 'even') }));
    const byFlavour = inferred(items).withOverrides({ typeAttribute: 'flavour' });
    expect(new Set(items.map((i) => byFlavour.entityOf(i)))).toEqual(new Set(['odd', 'even']));
  });

  it('splits keys on the delimiter the user names', () => {
    const d = inferred(orders().map(withoutKind)).withOverrides({ delimiter: '|' });
    expect(d.result().design.delimiter).toBe('|');
    expect(new Set(d.result().templates.map((t) => t.template)).size).toBeLessThan(3);
  });
});

describe('model templates', () => {
  it('match whole segments only', () => {
    expect(templateMatcher('ORDER:{y}:{n}')('ORDER:2024:001')).toBe(true);
    expect(templateMatcher('ORDER:{y}:{n}')('ORDER:2024:001:LINE:1')).toBe(false);
    expect(templateMatcher('USER#${id}')('USER#alice')).toBe(true);
    expect(templateMatcher('{state}#{city}#{zip}')('CA#SF#94105')).toBe(true);
    expect(templateMatcher('PROJ#{id}')('PROJ#p1#TASK#t1')).toBe(false);
    expect(templateMatcher('{id}')('p1#TASK:t1')).toBe(true);
  });

  it('keep a given delimiter whole, however many characters it has', () => {
    expect(templateMatcher('inventory::{slot}', '::')('inventory::a:b')).toBe(true);
    expect(templateMatcher('inventory::{slot}', '::')('inventory::a::b')).toBe(false);
    expect(templateMatcher('PROJ#{id}', '#')('PROJ#p1#TASK#t1')).toBe(false);
  });
});

describe('an imported model', () => {
  const model: TableDesign = {
    source: 'nosql-workbench',
    tableName: 'Orders',
    keys: { partitionKey: 'cust', sortKey: 'entry' },
    entities: [
      { name: 'Customer', keys: { entry: 'profile' } },
      { name: 'PurchaseOrder', keys: { entry: 'ORDER:{year}:{seq}' } },
    ],
    parentEntity: 'Customer',
  };

  it('names the entities it defines and counts the items that fit none as strays', () => {
    const d = inferred(orders().map(withoutKind), { model });
    const r = d.result();
    expect(d.entityOf(orders()[1]!)).toBe('PurchaseOrder');
    expect(d.entityOf(orders()[0]!)).toBe('Customer');
    expect(r.strays).toBe(8);
    expect(r.evidence.find((e) => e.topic === 'model')?.text).toBe(
      'model from nosql-workbench: 2 entities; 8 items fit none of them',
    );
    expect(d.collections.collections[0]!.parentType).toBe('Customer');
  });
});

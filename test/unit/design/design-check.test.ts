import { describe, expect, it } from 'vitest';
import { DesignClassifier } from '../../../shared/design/classify.js';
import { DesignCheck, type CheckedCollection } from '../../../shared/design/design-check.js';
import type { Item } from '../../../shared/dynamo/types.js';
import { orders, readings, saas } from './model-designs.js';

const s = (v: string) => ({ S: v });
const item = (pk: string, sk: string, extra: Record<string, string> = {}): Item =>
  ({ pk: s(pk), sk: s(sk), ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, s(v)])) });

function collections(items: Item[], pkName = 'pk'): CheckedCollection[] {
  const by = new Map<string, Item[]>();
  for (const it of items) {
    const k = (it[pkName] as { S: string }).S;
    by.set(k, [...(by.get(k) ?? []), it]);
  }
  return [...by].map(([key, list]) => ({ key, partitionKeyText: key, items: list }));
}

describe('classifying items against a design', () => {
  it('takes the most specific template, with a delimiter a variable cannot span', () => {
    const c = new DesignClassifier(orders);
    expect(c.classify(item('CUST:1', 'META')).entity).toBe('Customer');
    expect(c.classify(item('CUST:1', 'ORDER:7')).entity).toBe('Order');
    expect(c.classify(item('CUST:1', 'ORDER:7:LINE:2')).entity).toBe('Order line');
    expect(c.classify(item('CUST:1', 'RETURN:7')).entity).toBeNull();
  });

  it('trusts the type attribute and says when the keys do not fit it', () => {
    const c = new DesignClassifier(saas);
    const user = { PK: s('TENANT#acme'), SK: s('USER#a@x'), kind: s('USER') };
    expect(c.classify(user)).toEqual({ entity: 'User', keysFit: true });
    expect(c.classify({ ...user, SK: s('PERSON#a@x') })).toEqual({ entity: 'User', keysFit: false });
    expect(c.classify({ PK: s('TENANT#acme'), SK: s('INVOICE#2024-7') }).entity).toBe('Invoice');
  });

  it('tells numeric-keyed items apart by the type stamp only', () => {
    const c = new DesignClassifier(readings);
    expect(c.classify({ device: { N: '1' }, ts: { N: '0' }, __edb_e__: s('device') }).entity).toBe('Device');
    expect(c.classify({ device: { N: '1' }, ts: { N: '17' }, __edb_e__: s('reading') }).entity).toBe('Reading');
  });
});

describe('the data against the design', () => {
  const data = [
    item('CUST:1', 'META'), item('CUST:1', 'ORDER:007'), item('CUST:1', 'ORDER:007:LINE:1'), item('CUST:1', 'NOTE:x'),
    item('CUST:2', 'ORDER:12'), item('CUST:2', 'ORDER:12:LINE:1'), item('CUST:2', 'ORDER:12:LINE:2'),
    item('CUST:3', 'ORDER:001'), item('CUST:3', 'META'),
  ];

  it('counts strays, missing and misplaced parents, mixed padding and entities per collection', () => {
    const check = new DesignCheck(orders);
    check.update(collections(data));
    const r = check.report();
    expect(r.items).toBe(9);
    expect(r.strays).toBe(1);
    expect(check.collection('CUST:1')!.strayIndexes).toEqual([3]);
    expect(r.missingParent).toEqual(['CUST:2']);
    expect(r.parentNotFirst).toEqual(['CUST:3']);
    expect(r.padding).toEqual([
      { entity: 'Order', attribute: 'sk', variable: 'n', padded: 'ORDER:007', unpadded: 'ORDER:12' },
      { entity: 'Order line', attribute: 'sk', variable: 'n', padded: 'ORDER:007:LINE:1', unpadded: 'ORDER:12:LINE:1' },
    ]);
    expect(r.entityRows).toEqual([
      { entity: 'Customer', role: 'parent', items: 2, collections: 2, min: 0, max: 1 },
      { entity: 'Order', role: 'child', items: 3, collections: 3, min: 1, max: 1 },
      { entity: 'Order line', role: 'child', items: 3, collections: 2, min: 0, max: 2 },
    ]);
    expect([...check.collection('CUST:2')!.entities]).toEqual([['Order', 1], ['Order line', 2]]);
    expect(r.unseen).toEqual([]);
  });

  it('looks only at what each page added', () => {
    const check = new DesignCheck(orders);
    const cols = collections(data);
    const first = cols.map((c) => ({ ...c, items: c.items.slice(0, 1) }));
    check.update(first);
    expect(check.report().items).toBe(3);
    check.update(cols);
    const once = check.report();
    check.update(cols);
    expect(check.report()).toEqual(once);
    expect(once.items).toBe(9);
    expect(once.strays).toBe(1);
  });

  it('takes each collection\'s parent from the grouping where it decides them itself', () => {
    const check = new DesignCheck(orders);
    check.parentOf = (c) => (c.key === 'CUST:3' ? 0 : null);
    check.update(collections(data));
    const r = check.report();
    expect(r.missingParent).toEqual(['CUST:1', 'CUST:2']);
    expect(r.parentNotFirst).toEqual([]);
  });

  it('names entities of the model no item was found for', () => {
    const check = new DesignCheck(saas);
    check.update([{ key: 'TENANT#a', partitionKeyText: 'TENANT#a', items: [{ PK: s('TENANT#a'), SK: s('TENANT#a'), kind: s('TENANT') }] }]);
    expect(check.report().unseen).toEqual(['User', 'Invoice']);
  });
});

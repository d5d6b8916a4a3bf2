import { describe, expect, it } from 'vitest';
import { ModelClassifier } from '../../../shared/design/check/entity-of-item.js';
import { DesignCheck, type CheckedCollection } from '../../../shared/design/check/design-check.js';
import type { Item } from '../../../shared/dynamo/types.js';
import { orders, readings, saas } from './model-designs.js';

const s = (v: string) => ({ S: v });
const item = (pk: string, sk: string, extra: Record<string, string> = {}): Item => ({
  pk: s(pk),
  sk: s(sk),
  ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, s(v)])),
});

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
    const c = new ModelClassifier(orders);
    expect(c.classify(item('CUST:1', 'META')).entity).toBe('Customer');
    expect(c.classify(item('CUST:1', 'ORDER:7')).entity).toBe('Order');
    expect(c.classify(item('CUST:1', 'ORDER:7:LINE:2')).entity).toBe('Order line');
    expect(c.classify(item('CUST:1', 'RETURN:7')).entity).toBeNull();
  });

  it('trusts the type attribute and says when the keys do not fit it', () => {
    const c = new ModelClassifier(saas);
    const user = { PK: s('TENANT#acme'), SK: s('USER#a@x'), kind: s('USER') };
    expect(c.classify(user)).toEqual({ entity: 'User', keysFit: true });
    expect(c.classify({ ...user, SK: s('PERSON#a@x') })).toEqual({ entity: 'User', keysFit: false });
    expect(c.classify({ PK: s('TENANT#acme'), SK: s('INVOICE#2024-7') }).entity).toBe('Invoice');
  });

  it('tells numeric-keyed items apart by the type stamp only', () => {
    const c = new ModelClassifier(readings);
    expect(c.classify({ device: { N: '1' }, ts: { N: '0' }, __edb_e__: s('device') }).entity).toBe('Device');
    expect(c.classify({ device: { N: '1' }, ts: { N: '17' }, __edb_e__: s('reading') }).entity).toBe('Reading');
  });
});

describe('the data against the design', () => {
  const data = [
    item('CUST:1', 'META'),
    item('CUST:1', 'ORDER:007'),
    item('CUST:1', 'ORDER:007:LINE:1'),
    item('CUST:1', 'NOTE:x'),
    item('CUST:2', 'ORDER:12'),
    item('CUST:2', 'ORDER:12:LINE:1'),
    item('CUST:2', 'ORDER:12:LINE:2'),
    item('CUST:3', 'ORDER:001'),
    item('CUST:3', 'META'),
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
    expect([...check.collection('CUST:2')!.entities]).toEqual([
      ['Order', 1],
      ['Order line', 2],
    ]);
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

  it("takes each collection's parent from the grouping where it decides them itself", () => {
    const check = new DesignCheck(orders);
    check.parentOf = (c) => (c.key === 'CUST:2' ? null : c.key === 'CUST:3' ? 1 : 0);
    check.update(collections(data));
    const r = check.report();
    expect(r.missingParent).toEqual(['CUST:2']);
    expect(r.parentNotFirst).toEqual(['CUST:3']);
    expect(r.parents).toEqual([{ entity: 'Customer', collections: 2 }]);
  });

  it('does not call a collection missing its parent when collections like it mostly have none', () => {
    const check = new DesignCheck(orders);
    check.parentOf = (c) => (c.key === 'CUST:3' ? 0 : null);
    check.update(collections(data));
    expect(check.report().missingParent).toEqual([]);
  });

  // Two kinds of collection in one table: each kind has its own parent entity.
  const clinics = {
    ...orders,
    entities: [
      { name: 'Clinic', keys: { sk: 'CLINIC' } },
      { name: 'Vet', keys: { sk: 'VET:{v}' } },
      { name: 'Owner', keys: { sk: 'OWNER' } },
      { name: 'Pet', keys: { sk: 'PET:{p}' } },
      { name: 'Visit', keys: { sk: 'VISIT:{n}' } },
    ],
    parentEntity: 'Owner',
    parentEntities: ['Owner', 'Clinic'],
  };
  const twoKinds = (clinicCount: number, ownerCount: number): Item[] => [
    ...Array.from({ length: clinicCount }, (_, i) => [
      item(`clinic|c${i}`, 'CLINIC'),
      ...[1, 2, 3, 4].map((v) => item(`clinic|c${i}`, `VET:${v}`)),
    ]).flat(),
    ...Array.from({ length: ownerCount }, (_, i) => [
      item(`owner|o${i}`, 'OWNER'),
      item(`owner|o${i}`, 'PET:1'),
      item(`owner|o${i}`, 'PET:2'),
      ...[1, 2, 3, 4].map((n) => item(`owner|o${i}`, `VISIT:${n}`)),
    ]).flat(),
  ];

  it('gives each kind of collection its own parent, with its own counts', () => {
    for (const grouped of [false, true]) {
      const check = new DesignCheck(clinics);
      // The grouping's per-collection decision: the item heading each collection.
      if (grouped) check.parentOf = () => 0;
      check.update(collections(twoKinds(3, 5)));
      const r = check.report();
      expect(r.parents).toEqual([
        { entity: 'Owner', collections: 5 },
        { entity: 'Clinic', collections: 3 },
      ]);
      expect(r.missingParent).toEqual([]);
      expect(r.entityRows).toEqual([
        { entity: 'Clinic', role: 'parent', items: 3, collections: 3, min: 1, max: 1 },
        { entity: 'Owner', role: 'parent', items: 5, collections: 5, min: 1, max: 1 },
        { entity: 'Vet', role: 'child', items: 12, collections: 3, min: 4, max: 4 },
        { entity: 'Pet', role: 'child', items: 10, collections: 5, min: 2, max: 2 },
        { entity: 'Visit', role: 'child', items: 20, collections: 5, min: 4, max: 4 },
      ]);
    }
  });

  it('calls missing only the collection whose kind has a parent elsewhere', () => {
    const data = twoKinds(3, 5).filter(
      (it) => !((it.pk as { S: string }).S === 'owner|o2' && (it.sk as { S: string }).S === 'OWNER'),
    );
    const check = new DesignCheck(clinics);
    check.update(collections(data));
    const r = check.report();
    expect(r.missingParent).toEqual(['owner|o2']);
    const owner = r.entityRows.find((x) => x.entity === 'Owner')!;
    const vet = r.entityRows.find((x) => x.entity === 'Vet')!;
    expect([owner.role, owner.min, owner.max]).toEqual(['parent', 0, 1]);
    expect([vet.min, vet.max]).toEqual([4, 4]);
  });

  it('names entities of the model no item was found for', () => {
    const check = new DesignCheck(saas);
    check.update([
      {
        key: 'TENANT#a',
        partitionKeyText: 'TENANT#a',
        items: [{ PK: s('TENANT#a'), SK: s('TENANT#a'), kind: s('TENANT') }],
      },
    ]);
    expect(check.report().unseen).toEqual(['User', 'Invoice']);
  });
});

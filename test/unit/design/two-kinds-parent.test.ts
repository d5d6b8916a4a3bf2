/**
 * A table holding two kinds of collection, each headed by its own entity (clinics with their vets,
 * owners with their pets and visits): the design the Design panel shows, its evidence and its
 * checks must name both parents, as the grouping decides them collection by collection.
 */
import { describe, expect, it } from 'vitest';
import { CollectionGrouper } from '../../../shared/collections/grouping.js';
import type { ItemCollection } from '../../../shared/collections/item-collection.js';
import { DesignCheck } from '../../../shared/design/check/design-check.js';
import { applyOverrides } from '../../../shared/design/model/design-choices.js';
import { importModel } from '../../../shared/design/formats/import-model.js';
import { exportNoSqlWorkbench } from '../../../shared/design/formats/nosql-workbench-export.js';
import { exportOneTable } from '../../../shared/design/formats/onetable.js';
import type { Item } from '../../../shared/dynamo/types.js';

const s = (v: string) => ({ S: v });
const text = (i: Item, k: string) => (i[k] as { S: string }).S;
const pad = (n: number, w: number) => String(n).padStart(w, '0');

function table(clinics: number, owners: number): Item[] {
  const items: Item[] = [];
  for (let c = 1; c <= clinics; c++) {
    const pk = `clinic|c${pad(c, 2)}`;
    items.push({ pk: s(pk), sk: s(pk), name: s(`Clinic ${c}`), city: s('Leeds') });
    for (let v = 1; v <= 4; v++)
      items.push({ pk: s(pk), sk: s(`vet|v${pad(v, 3)}`), vetName: s(`Vet ${v}`), specialty: s('dogs') });
  }
  for (let o = 1; o <= owners; o++) {
    const pk = `owner|o${pad(o, 3)}`;
    items.push({ pk: s(pk), sk: s(pk), ownerName: s(`Owner ${o}`), phone: s('0113') });
    for (let p = 1; p <= 2; p++)
      items.push({ pk: s(pk), sk: s(`pet|p${pad(p, 3)}`), petName: s(`Pet ${p}`), species: s('cat') });
    for (let v = 1; v <= 4; v++)
      items.push({ pk: s(pk), sk: s(`visit|2024-0${v}-01`), reason: s('checkup'), cost: s('40') });
  }
  const key = (i: Item) => `${text(i, 'pk')}\u0000${text(i, 'sk')}`;
  return items.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

function grouped(items: Item[]) {
  const g = new CollectionGrouper(
    { partitionKey: 'pk', partitionKeyType: 'S', sortKey: 'sk', sortKeyType: 'S' },
    { tableName: 'vets' },
  );
  for (let i = 0; i < items.length; i += 25) g.addPage(items.slice(i, i + 25));
  return g;
}

const parentType = (c: ItemCollection) => (c.parentIndex === null ? null : c.typeAt(c.parentIndex));

describe('a table with two kinds of collection', () => {
  const g = grouped(table(12, 30));
  const clinicParent = parentType(g.collections.find((c) => c.partitionKeyText.startsWith('clinic'))!);
  const ownerParent = parentType(g.collections.find((c) => c.partitionKeyText.startsWith('owner'))!);

  it('the grouping heads each kind with its own entity', () => {
    expect(clinicParent).not.toBeNull();
    expect(ownerParent).not.toBeNull();
    expect(clinicParent).not.toBe(ownerParent);
  });

  it('the design and its evidence name both parents, with the collections each heads', () => {
    const { design, evidence } = g.design();
    expect(new Set(design.parentEntities)).toEqual(new Set([clinicParent, ownerParent]));
    const text = evidence.find((e) => e.topic === 'parent')!.text;
    expect(text).toContain(`${clinicParent} (12 collections)`);
    expect(text).toContain(`${ownerParent} (30 collections)`);
    expect(text).toMatch(/^parents: /);
  });

  it('the checks give each entity its role in the collections it is found in, and miss no parent', () => {
    const { design } = g.design();
    for (const grouping of [true, false]) {
      const check = new DesignCheck(
        design,
        grouping ? (_i, index, c) => ({ entity: (c as ItemCollection).typeAt(index), keysFit: true }) : undefined,
      );
      if (grouping) check.parentOf = (c) => (c as ItemCollection).parentIndex;
      check.update(g.collections);
      const r = check.report();
      expect(r.missingParent).toEqual([]);
      const row = (e: string) => r.entityRows.find((x) => x.entity === e)!;
      expect(row(clinicParent!)).toMatchObject({ role: 'parent', items: 12, collections: 12, min: 1, max: 1 });
      expect(row(ownerParent!)).toMatchObject({ role: 'parent', items: 30, collections: 30, min: 1, max: 1 });
      expect(
        r.entityRows
          .filter((x) => x.role === 'child')
          .map((x) => [x.items, x.collections, x.min, x.max])
          .sort(),
      ).toEqual([
        [120, 30, 4, 4],
        [48, 12, 4, 4],
        [60, 30, 2, 2],
      ]);
      expect(r.parents).toEqual([
        { entity: ownerParent, collections: 30 },
        { entity: clinicParent, collections: 12 },
      ]);
    }
  });

  it('a collection of a kind that has a parent, read without it, is the one missing its parent', () => {
    const items = table(12, 30).filter((i) => text(i, 'sk') !== 'owner|o007');
    const g2 = grouped(items);
    const check = new DesignCheck(g2.design().design);
    check.update(g2.collections);
    expect(check.report().missingParent).toEqual(['owner|o007']);
  });

  it('exports carry every parent, and one parent chosen replaces the list', () => {
    const { design } = g.design();
    expect(design.parentEntities).toHaveLength(2);
    for (const exported of [exportNoSqlWorkbench(design), exportOneTable(design)]) {
      expect(importModel(JSON.parse(JSON.stringify(exported))).design.parentEntities).toEqual(design.parentEntities);
    }
    expect(applyOverrides(design, {}).parentEntities).toEqual(design.parentEntities);
    const one = applyOverrides(design, { parentEntity: clinicParent! });
    expect([one.parentEntity, one.parentEntities]).toEqual([clinicParent, undefined]);
    const none = applyOverrides(design, { parentEntity: null });
    expect([none.parentEntity, none.parentEntities]).toEqual([undefined, undefined]);
  });
});

/**
 * What a new user reads first: one partition, a handful of items. The type attribute (whatever it
 * is called) must be found there as on a full Scan, so names, renames and colours agree; and an
 * index read whose projection carries only keys is typed by the table's own sort key.
 */
import { describe, expect, it } from 'vitest';
import { entityTypeColours } from '../../../shared/collections/colours.js';
import { CollectionGrouper } from '../../../shared/collections/grouping.js';
import { DesignInferrer } from '../../../shared/design/inferrer.js';
import type { Item } from '../../../shared/dynamo/types.js';

const S = (v: string) => ({ S: v });
const text = (i: Item, k: string) => (i[k] as { S: string }).S;
const keys = { partitionKey: 'owner_key', sortKey: 'entry', partitionKeyType: 'S' as const, sortKeyType: 'S' as const };

/** One greenhouse's partition: the greenhouse, two beds, four plantings; the type is in `obj_cls`. */
function greenhouse(g: string): Item[] {
  const pk = `gh~${g}`;
  return [
    { owner_key: S(pk), entry: S(pk), obj_cls: S('Greenhouse'), label: S(`House ${g}`), city: S('Leeds') },
    { owner_key: S(pk), entry: S('bed~b1'), obj_cls: S('Bed'), label: S('North'), soil: S('loam') },
    { owner_key: S(pk), entry: S('bed~b2'), obj_cls: S('Bed'), label: S('South'), soil: S('clay') },
    ...['2024-03-01', '2024-04-11', '2024-05-20', '2024-06-02'].map((d, i): Item => (
      { owner_key: S(pk), entry: S(`sowing~${d}~s${i}`), obj_cls: S('Sowing'), crop: S(['kale', 'leek', 'pea', 'bean'][i]!), by: S('ann') })),
  ];
}

describe('type attribute on a one-partition read', () => {
  it('finds an unusually named type attribute on 7 items and names entities by its values', () => {
    const d = new DesignInferrer({ tableName: 'Growers', keys });
    d.addPage(greenhouse('g01'));
    const r = d.result();
    expect(r.design.typeAttribute).toBe('obj_cls');
    expect(r.design.entities.map((e) => e.name).sort()).toEqual(['Bed', 'Greenhouse', 'Sowing']);
    expect(d.entityOf(greenhouse('g01')[4]!)).toBe('Sowing');
  });

  it('does not take an attribute that does not line up with the key templates', () => {
    const items = greenhouse('g02').map((i): Item => {
      const { obj_cls: _t, ...rest } = i;
      return { ...rest, zone: S(text(i, 'entry').startsWith('sowing') ? ['a', 'b'][Number(text(i, 'entry').slice(-1)) % 2]! : 'a') };
    });
    const d = new DesignInferrer({ tableName: 'Growers', keys });
    d.addPage(items);
    expect(d.result().design.typeAttribute).toBeUndefined();
  });

  it('uses a type attribute learned from a larger read as the default on a small one', () => {
    const items = greenhouse('g03').map((i): Item => ({ ...i, obj_cls: S(text(i, 'obj_cls')) }));
    // Only the greenhouse and a bed: too little to tell alone, so what the table taught is used.
    const g = new CollectionGrouper(keys, { tableName: 'Growers', learned: { typeAttribute: 'obj_cls', delimiter: '~' } });
    g.addPage(items.slice(0, 2));
    expect(g.design().design.typeAttribute).toBe('obj_cls');
    expect(g.entityOf(items[1]!)).toBe('Bed');
    const overridden = new CollectionGrouper(keys, { tableName: 'Growers', learned: { typeAttribute: 'obj_cls' }, design: { typeAttribute: null } });
    overridden.addPage(items);
    expect(overridden.design().design.typeAttribute).toBeUndefined();
  });
});

describe('entity colours', () => {
  it('keep every other entity\u2019s colour when one is renamed (the trial: Visit -> Appointment)', () => {
    const before = entityTypeColours(['Clinic', 'Vet', 'Owner', 'Pet', 'Visit'], 'Owner');
    const after = entityTypeColours(['Clinic', 'Vet', 'Owner', 'Pet', 'Appointment'], 'Owner');
    for (const t of ['Clinic', 'Vet', 'Owner', 'Pet']) expect(after.get(t)!.onLight, t).toBe(before.get(t)!.onLight);
  });

  it('move another entity only when the new name lands on its slot, over many renames', () => {
    const others = ['Alpha', 'Beta', 'Gamma', 'Delta'];
    const base = entityTypeColours([...others, 'Renamed0'], null);
    for (let n = 1; n < 200; n++) {
      const next = entityTypeColours([...others, `Renamed${n}`], null);
      const clash = others.some((o) => next.get(`Renamed${n}`)!.index === base.get(o)!.index);
      if (!clash) for (const o of others) expect(next.get(o)!.index).toBe(base.get(o)!.index);
      expect(new Set([...next.values()].map((c) => c.index)).size).toBe(5);
    }
  });
});

describe('index reads that project only keys', () => {
  it('types items by the table sort key\u2019s template', () => {
    // A GSI keyed by who did it and when: its keys have no words, the table's `entry` does.
    const gsiKeys = { partitionKey: 'by', sortKey: 'when', partitionKeyType: 'S' as const, sortKeyType: 'S' as const };
    const items: Item[] = [
      ...['2024-03-01T10:00:00Z', '2024-04-11T09:30:00Z', '2024-05-20T08:15:00Z'].map((w, i): Item => ({ by: S('ann'), when: S(w), owner_key: S('gh~g01'), entry: S(`sowing~${w.slice(0, 10)}~s${i}`) })),
      ...['2024-03-02T10:00:00Z', '2024-03-03T11:00:00Z'].map((w, i): Item => ({ by: S('ann'), when: S(w), owner_key: S('gh~g01'), entry: S(`bed~b${i + 1}`) })),
    ];
    const g = new CollectionGrouper(gsiKeys, { tableName: 'Growers', tableKeys: ['owner_key', 'entry'] });
    g.addPage(items);
    const names = items.map((i) => g.entityOf(i));
    expect(names.slice(0, 3)).toEqual(['sowing', 'sowing', 'sowing']);
    expect(names.slice(3)).toEqual(['bed', 'bed']);
  });
});

/**
 * What a new user reads first: one partition, a handful of items. The type attribute (whatever it
 * is called) must be found there as on a full Scan, so names, renames and colours agree; and an
 * index read whose projection carries only keys is typed by the table's own sort key.
 */
import { describe, expect, it } from 'vitest';
import { entityTypeColours } from '../../../shared/collections/colours.js';
import { CollectionGrouper } from '../../../shared/collections/grouping.js';
import { DesignInferrer } from '../../support/design-inferrer.js';
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
    ...['2024-03-01', '2024-04-11', '2024-05-20', '2024-06-02'].map((d, i): Item => ({
      owner_key: S(pk),
      entry: S(`sowing~${d}~s${i}`),
      obj_cls: S('Sowing'),
      crop: S(['kale', 'leek', 'pea', 'bean'][i]!),
      by: S('ann'),
    })),
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
      return {
        ...rest,
        zone: S(text(i, 'entry').startsWith('sowing') ? ['a', 'b'][Number(text(i, 'entry').slice(-1)) % 2]! : 'a'),
      };
    });
    const d = new DesignInferrer({ tableName: 'Growers', keys });
    d.addPage(items);
    expect(d.result().design.typeAttribute).toBeUndefined();
  });

  it('uses a type attribute learned from a larger read as the default on a small one', () => {
    const items = greenhouse('g03').map((i): Item => ({ ...i, obj_cls: S(text(i, 'obj_cls')) }));
    // Only the greenhouse and a bed: too little to tell alone, so what the table taught is used.
    const g = new CollectionGrouper(keys, {
      tableName: 'Growers',
      learned: { typeAttribute: 'obj_cls', delimiter: '~' },
    });
    g.addPage(items.slice(0, 2));
    expect(g.design().design.typeAttribute).toBe('obj_cls');
    expect(g.entityOf(items[1]!)).toBe('Bed');
    const overridden = new CollectionGrouper(keys, {
      tableName: 'Growers',
      learned: { typeAttribute: 'obj_cls' },
      design: { typeAttribute: null },
    });
    overridden.addPage(items);
    expect(overridden.design().design.typeAttribute).toBeUndefined();
  });
});

describe('what a confident read teaches', () => {
  it('a read of 20+ items offers its type attribute and delimiter; a small one or a chosen one does not', () => {
    const scan = new CollectionGrouper(keys, { tableName: 'Growers' });
    scan.addPage(['g01', 'g02', 'g03'].flatMap(greenhouse));
    const learned = scan.learned();
    expect({ typeAttribute: learned?.typeAttribute, delimiter: learned?.delimiter }).toEqual({
      typeAttribute: 'obj_cls',
      delimiter: '~',
    });
    // And each worded template's type value, for later reads whose items lack `obj_cls`.
    expect(Object.values(learned?.templateTypes ?? {}).sort()).toEqual(['Bed', 'Greenhouse', 'Sowing']);
    const small = new CollectionGrouper(keys, { tableName: 'Growers' });
    small.addPage(greenhouse('g01'));
    expect(small.learned()).toBeNull();
    const chosen = new CollectionGrouper(keys, {
      tableName: 'Growers',
      design: { typeAttribute: 'obj_cls', delimiter: '~' },
    });
    chosen.addPage(['g01', 'g02', 'g03'].flatMap(greenhouse));
    expect(chosen.learned()).toBeNull();
  });

  it('says where a learned type attribute came from, and a rename made after the Scan applies to one partition', () => {
    const g = new CollectionGrouper(keys, {
      tableName: 'Growers',
      learned: { typeAttribute: 'obj_cls' },
      design: { entityNames: { Sowing: 'Planting' } },
    });
    g.addPage(greenhouse('g04').slice(3));
    expect(
      g
        .design()
        .evidence.map((e) => e.text)
        .join('\n'),
    ).toContain('a larger read of this table');
    expect(g.entityOf(greenhouse('g04')[3]!)).toBe('Planting');
  });
});

describe('entity colours', () => {
  it('keep every other entity\u2019s colour when one is renamed (the trial: Visit -> Appointment)', () => {
    const before = entityTypeColours(['Clinic', 'Vet', 'Owner', 'Pet', 'Visit'], 'Owner');
    const after = entityTypeColours(['Clinic', 'Vet', 'Owner', 'Pet', 'Appointment'], 'Owner');
    for (const t of ['Clinic', 'Vet', 'Owner', 'Pet']) expect(after.get(t)!.onLight, t).toBe(before.get(t)!.onLight);
  });

  it('stay put for every entity alone on its own slot, over many renames', () => {
    const others = ['Alpha', 'Beta', 'Gamma', 'Delta'];
    // New names sort anywhere among the others, so a colour by sorted position would move them.
    const renamed = (n: number) => `${String.fromCharCode(65 + (n % 26))}x${n}`;
    const base = entityTypeColours([...others, 'Zz'], null);
    let checked = 0;
    for (let n = 1; n < 200; n++) {
      const next = entityTypeColours([...others, renamed(n)], null);
      // A name's own slot is where it lands alone; one that no other name claims in either set stays.
      const own = (t: string) => entityTypeColours([t], null).get(t)!.index;
      const claimants = (set: string[], t: string) => set.filter((x) => own(x) === own(t)).length;
      for (const o of others) {
        if (claimants([...others, 'Zz'], o) !== 1 || claimants([...others, renamed(n)], o) !== 1) continue;
        checked++;
        expect(next.get(o)!.index, `${o} after ${renamed(n)}`).toBe(base.get(o)!.index);
      }
      expect(new Set([...next.values()].map((c) => c.index)).size).toBe(5);
    }
    // Many (name, rename) pairs had their slot alone: the rule above was tested, not skipped.
    expect(checked).toBeGreaterThan(100);
  });
});

describe('index reads that project only keys', () => {
  it('types items by the table sort key\u2019s template', () => {
    // A GSI keyed by who did it and when: its keys have no words, the table's `entry` does.
    const gsiKeys = { partitionKey: 'by', sortKey: 'when', partitionKeyType: 'S' as const, sortKeyType: 'S' as const };
    const items: Item[] = [
      ...['2024-03-01T10:00:00Z', '2024-04-11T09:30:00Z', '2024-05-20T08:15:00Z'].map((w, i): Item => ({
        by: S('ann'),
        when: S(w),
        owner_key: S('gh~g01'),
        entry: S(`sowing~${w.slice(0, 10)}~s${i}`),
      })),
      ...['2024-03-02T10:00:00Z', '2024-03-03T11:00:00Z'].map((w, i): Item => ({
        by: S('ann'),
        when: S(w),
        owner_key: S('gh~g01'),
        entry: S(`bed~b${i + 1}`),
      })),
    ];
    const g = new CollectionGrouper(gsiKeys, { tableName: 'Growers', tableKeys: ['owner_key', 'entry'] });
    g.addPage(items);
    const names = items.map((i) => g.entityOf(i));
    expect(names.slice(0, 3)).toEqual(['sowing', 'sowing', 'sowing']);
    expect(names.slice(3)).toEqual(['bed', 'bed']);
  });
});

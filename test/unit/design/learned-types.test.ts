/**
 * A read of an index that projects only keys names its items as the table read did: the type
 * values a confident read found per key template are learned, and a later read whose items lack the
 * type attribute is named by them, so legend, colours and renames agree across the two reads.
 */
import { describe, expect, it } from 'vitest';
import { CollectionGrouper } from '../../../shared/collections/grouping.js';
import { LearnedTypes, mergeLearned, templateTypeValues } from '../../../shared/design/infer/learned-types.js';
import type { DesignLearned, DesignOverrides } from '../../../shared/design/model/table-design.js';
import type { Item } from '../../../shared/dynamo/types.js';

const S = (v: string) => ({ S: v });
const pad = (n: number, w = 3) => String(n).padStart(w, '0');
const tableKeys = { partitionKey: 'hh', sortKey: 'rec', partitionKeyType: 'S' as const, sortKeyType: 'S' as const };

/**
 * Households with their pets, visits and vaccinations; `what` carries the type. Visits and
 * vaccinations also fill a by-vet index (`vet` / `at`) and an overloaded one (`g1pk` / `g1sk`)
 * whose sort keys have the same shape for both.
 */
function household(h: number): Item[] {
  const pk = `household.h${pad(h)}`;
  const out: Item[] = [{ hh: S(pk), rec: S(pk), what: S('Household'), surname: S(`Family ${h}`) }];
  for (let p = 1; p <= 2; p++)
    out.push({ hh: S(pk), rec: S(`pet.p${pad(p)}`), what: S('Pet'), petName: S(`Rex ${p}`) });
  for (let v = 1; v <= 3; v++) {
    const at = `2024-0${v}-1${h % 10}T09:00:00Z`;
    out.push({
      hh: S(pk),
      rec: S(`visit.${at.slice(0, 10)}.v${h}${v}`),
      what: S('Visit'),
      reason: S('checkup'),
      vet: S(`vet-${v % 2}`),
      at: S(at),
      g1pk: S(`VET#${v % 2}`),
      g1sk: S(`EVENT#${at}`),
    });
  }
  const at = `2024-05-0${(h % 9) + 1}T10:00:00Z`;
  out.push({
    hh: S(pk),
    rec: S(`vacc.${at.slice(0, 10)}.x${h}`),
    what: S('Vaccination'),
    vaccine: S('rabies'),
    vet: S('vet-1'),
    at: S(at),
    g1pk: S('VET#1'),
    g1sk: S(`EVENT#${at}`),
  });
  return out;
}

const table = Array.from({ length: 6 }, (_, h) => household(h + 1)).flat();

function scan(items: readonly Item[], options: ConstructorParameters<typeof CollectionGrouper>[1] = {}) {
  const g = new CollectionGrouper(tableKeys, { tableName: 'Pets', ...options });
  for (let i = 0; i < items.length; i += 3) g.addPage(items.slice(i, i + 3));
  return g;
}

/** What a KEYS_ONLY projection of an index returns: its keys and the table's. */
function keysOnly(items: readonly Item[], pk: string, sk: string): Item[] {
  return items
    .filter((i) => i[pk] !== undefined)
    .map((i) => ({ [pk]: i[pk]!, [sk]: i[sk]!, hh: i.hh!, rec: i.rec! }))
    .sort(
      (a, b) =>
        (a[pk] as { S: string }).S.localeCompare((b[pk] as { S: string }).S) ||
        (a[sk] as { S: string }).S.localeCompare((b[sk] as { S: string }).S),
    );
}

function readIndex(
  items: readonly Item[],
  pk: string,
  sk: string,
  learned: DesignLearned | null,
  design: DesignOverrides | null = null,
  pageSize = 3,
) {
  const g = new CollectionGrouper(
    { partitionKey: pk, sortKey: sk, partitionKeyType: 'S', sortKeyType: 'S' },
    { tableName: 'Pets', tableKeys: ['hh', 'rec'], learned, design },
  );
  for (let i = 0; i < items.length; i += pageSize) g.addPage(items.slice(i, i + pageSize));
  return g;
}

const text = (i: Item, k: string) => (i[k] as { S: string }).S;
/** The table item an index item stands for (same `hh` and `rec`). */
const original = (i: Item) => table.find((t) => text(t, 'rec') === text(i, 'rec') && text(t, 'hh') === text(i, 'hh'))!;
const kindOf = (i: Item) => text(original(i), 'what');

describe('learning type values per key template', () => {
  it('a Scan learns each worded template\u2019s type value, and only templates whose items agree', () => {
    const learned = scan(table).learned();
    expect(learned?.typeAttribute).toBe('what');
    const types = Object.entries(learned?.templateTypes ?? {})
      .map(([k, v]) => `${k} -> ${v}`)
      .sort();
    expect(types.length).toBe(4);
    expect(types.join('\n')).toMatch(/^rec=pet\.\{\w+\} -> Pet$/m);
    expect(types.join('\n')).toMatch(/^rec=visit\.\{\w+\}\.\{\w+\} -> Visit$/m);
    expect(types.join('\n')).toMatch(/^rec=vacc\.\{\w+\}\.\{\w+\} -> Vaccination$/m);
    // Households are `household.{id}` both sides: the template says Household too.
    expect(types.join('\n')).toMatch(/^rec=household\.\{\w+\} -> Household$/m);
  });

  it('a template whose typed items carry two values is not learned', () => {
    const mixed = table.map((i) =>
      (i.rec as { S: string }).S.startsWith('visit') &&
      (i.reason as { S: string }).S === 'checkup' &&
      (i.rec as { S: string }).S.endsWith('1')
        ? { ...i, what: S('Checkup') }
        : i,
    );
    const g = scan(mixed);
    const types = g.learned()?.templateTypes ?? {};
    expect(Object.values(types)).not.toContain('Visit');
    expect(Object.values(types)).toContain('Pet');
  });

  it('matches a key against learned templates as patterns, the most specific first', () => {
    const lt = new LearnedTypes({
      templateTypes: { 'SK=ORDER#{id}': 'Order', 'SK=ORDER#{id}#LINE#{n}': 'Line', 'SK={id}': 'Opaque', bad: 'x' },
    });
    expect(lt.size).toBe(2);
    expect(lt.match({ SK: S('ORDER#7#LINE#2') })?.value).toBe('Line');
    expect(lt.match({ SK: S('ORDER#7') })?.value).toBe('Order');
    expect(lt.match({ SK: S('ORDER#7#NOTE#2') })).toBeNull();
    expect(lt.match({ PK: S('ORDER#7') })).toBeNull();
  });

  it('keeps what a newer read did not look at', () => {
    const a: DesignLearned = {
      typeAttribute: 'what',
      delimiter: '.',
      templateTypes: { 'rec=pet.{id}': 'Pet', 'g1sk=EVENT#{date}': 'Event' },
    };
    const b: DesignLearned = { delimiter: '.', templateTypes: { 'rec=pet.{id}': 'Animal' } };
    expect(mergeLearned(a, b)).toEqual({
      typeAttribute: 'what',
      delimiter: '.',
      templateTypes: { 'g1sk=EVENT#{date}': 'Event', 'rec=pet.{id}': 'Animal' },
    });
    expect(mergeLearned(undefined, b)).toEqual(b);
  });

  it('uses only the classes\u2019 templates with literals', () => {
    expect(templateTypeValues([], 'rec', () => 'x')).toEqual({});
  });
});

describe('a keys-only index read after a Scan', () => {
  const learned = scan(table).learned()!;

  it('names its items by the type values the Scan learned, as the Scan named them', () => {
    const items = keysOnly(table, 'vet', 'at');
    const before = readIndex(items, 'vet', 'at', null);
    // Without the Scan, only the table key's literals name them.
    expect(new Set(items.map((i) => before.entityOf(i)))).toEqual(new Set(['visit', 'vacc']));
    for (const size of [3, items.length]) {
      const g = readIndex(items, 'vet', 'at', learned, null, size);
      const got = g.collections.flatMap((c) => c.items.map((_, k) => c.typeAt(k)));
      expect(got).toEqual(g.collections.flatMap((c) => c.items.map(kindOf)));
      const evidence = g
        .design()
        .evidence.map((e) => e.text)
        .join('\n');
      expect(evidence).toMatch(
        /Visit: named from type value `Visit`, which a larger read found on rec `visit\.\{\w+\}\.\{\w+\}`/,
      );
    }
  });

  it('tells apart entities whose index keys have one shape (the table key splits them)', () => {
    const items = keysOnly(table, 'g1pk', 'g1sk');
    const g = readIndex(items, 'g1pk', 'g1sk', learned);
    expect(items.map((i) => g.entityOf(i))).toEqual(items.map(kindOf));
    // Without what was learned, both are the index template's EVENT.
    const plain = readIndex(items, 'g1pk', 'g1sk', null);
    expect(new Set(items.map((i) => plain.entityOf(i)))).toEqual(new Set(['EVENT']));
  });

  it('a rename of the Scan\u2019s entity reaches the index read; a template choice and "no type attribute" still win', () => {
    const items = keysOnly(table, 'vet', 'at');
    const renamed = readIndex(items, 'vet', 'at', learned, { entityNames: { Visit: 'Appointment' } });
    expect(new Set(items.map((i) => renamed.entityOf(i)))).toEqual(new Set(['Appointment', 'Vaccination']));
    const scanned = scan(table, { design: { entityNames: { Visit: 'Appointment' } } });
    expect(items.map((i) => scanned.entityOf(original(i)))).toEqual(items.map((i) => renamed.entityOf(i)));

    const plain = readIndex(items, 'vet', 'at', learned);
    const template = plain.design().templates[0]!;
    const chosen = readIndex(items, 'vet', 'at', learned, {
      templateEntity: { [`${template.attribute}=${template.template}`]: 'Event' },
    });
    expect(new Set(items.map((i) => chosen.entityOf(i)))).toEqual(new Set(['Event']));
    const untyped = readIndex(items, 'vet', 'at', learned, { typeAttribute: null });
    expect(new Set(items.map((i) => untyped.entityOf(i)))).toEqual(new Set(['visit', 'vacc']));
  });

  it('a table read whose projection leaves the type attribute out is named the same way', () => {
    const projected = table.map((i) => ({ hh: i.hh!, rec: i.rec! }));
    const g = scan(projected, { learned });
    expect(projected.map((i) => g.entityOf(i))).toEqual(table.map((i) => (i.what as { S: string }).S));
  });
});

import { describe, expect, test } from 'vitest';
import type { AttributeValue, Item, KeySchemaElement } from '../../../shared/dynamo/types.js';
import { sampleTables, type SampleTable } from '../../../electron/sandbox/samples/index.js';
import { itemSize } from './item-size.js';

const keyNames = (schema: KeySchemaElement[]): string[] => schema.map((k) => k.AttributeName);
const typeOf = (v: AttributeValue): string => Object.keys(v)[0]!;
const allValues = (items: Item[]): AttributeValue[] => {
  const out: AttributeValue[] = [];
  const walk = (v: AttributeValue): void => {
    out.push(v);
    if ('L' in v) v.L.forEach(walk);
    if ('M' in v) Object.values(v.M).forEach(walk);
  };
  items.forEach((item) => Object.values(item).forEach(walk));
  return out;
};

const cache = new Map<SampleTable, Item[]>();
const itemsOf = (t: SampleTable): Item[] => {
  if (!cache.has(t)) cache.set(t, t.items());
  return cache.get(t)!;
};
const table = (name: string): SampleTable => sampleTables.find((t) => t.definition.TableName === name)!;

test('at least seven tables, each with a unique name, a one-line description and patterns', () => {
  expect(sampleTables.length).toBeGreaterThanOrEqual(7);
  const names = sampleTables.map((t) => t.definition.TableName);
  expect(new Set(names).size).toBe(names.length);
  for (const t of sampleTables) {
    expect(t.description).not.toMatch(/\n/);
    expect(t.description.length).toBeGreaterThan(20);
    expect(t.patterns.length).toBeGreaterThan(0);
  }
});

describe.each(sampleTables.map((t) => [t.definition.TableName, t] as const))('%s', (_name, t) => {
  const { definition } = t;
  const declared = new Map(definition.AttributeDefinitions.map((d) => [d.AttributeName, d.AttributeType]));
  const indexes = [...(definition.GlobalSecondaryIndexes ?? []), ...(definition.LocalSecondaryIndexes ?? [])];

  test('gives identical items on every call', () => {
    expect(t.items()).toEqual(t.items());
  });

  test('declares exactly the key attributes of the table and its indexes', () => {
    const used = new Set([definition.KeySchema, ...indexes.map((i) => i.KeySchema)].flatMap(keyNames));
    expect([...declared.keys()].sort()).toEqual([...used].sort());
    expect(definition.KeySchema[0]!.KeyType).toBe('HASH');
    for (const lsi of definition.LocalSecondaryIndexes ?? []) {
      expect(lsi.KeySchema[0]!.AttributeName).toBe(definition.KeySchema[0]!.AttributeName);
    }
  });

  test('every item has the table keys with their declared types, and index keys when present are typed too', () => {
    for (const item of itemsOf(t)) {
      for (const key of keyNames(definition.KeySchema)) {
        expect(item[key], `${key} in ${JSON.stringify(item).slice(0, 120)}`).toBeDefined();
        expect(typeOf(item[key]!)).toBe(declared.get(key));
      }
      for (const name of declared.keys()) {
        if (item[name] !== undefined) expect(typeOf(item[name]!), name).toBe(declared.get(name));
      }
    }
  });

  test('primary keys are unique', () => {
    const keys = itemsOf(t).map((item) => JSON.stringify(keyNames(definition.KeySchema).map((k) => item[k])));
    expect(new Set(keys).size).toBe(keys.length);
  });

  test("every item fits in DynamoDB's 400 KB", () => {
    for (const item of itemsOf(t)) expect(itemSize(item)).toBeLessThan(400 * 1024);
  });
});

test('the big workspace is one collection of several thousand items of 400-600 bytes', () => {
  const ws = table('Workspaces');
  const acme = itemsOf(ws).filter((i) => 'S' in i.EntityRef! && i.EntityRef.S === 'WS#acme');
  expect(acme.length).toBeGreaterThanOrEqual(5000);
  const projects = acme.filter((i) => 'S' in i.Detail! && i.Detail.S.startsWith('PROJ#'));
  const sizes = projects.map(itemSize);
  const average = sizes.reduce((a, b) => a + b, 0) / sizes.length;
  expect(average).toBeGreaterThan(400);
  expect(average).toBeLessThan(600);
  // Several 1 MB pages' worth.
  expect(sizes.reduce((a, b) => a + b, 0)).toBeGreaterThan(2 * 1024 * 1024);
  for (const p of projects) expect((p.Detail as { S: string }).S).toMatch(/^PROJ#\d{4}-\d{4}$/);
});

test('the sharded workspace spreads its projects over all ten shards and keeps one META, unsharded', () => {
  const items = itemsOf(table('Workspaces'));
  const refs = items.map((i) => (i.EntityRef as { S: string }).S);
  const shards = new Set(refs.filter((r) => r.startsWith('WS#umbrella#')));
  expect([...shards].sort()).toEqual(
    Array.from({ length: 10 }, (_, k) => `WS#umbrella#${String(k + 1).padStart(2, '0')}`),
  );
  const metas = items.filter(
    (i) => (i.Detail as { S: string }).S === 'META' && (i.EntityRef as { S: string }).S.startsWith('WS#umbrella'),
  );
  expect(metas.map((i) => i.EntityRef)).toEqual([{ S: 'WS#umbrella' }]);
});

test('the store table has several hundred stores under STATE#CITY#POSTAL sort keys', () => {
  const items = itemsOf(table('StoreLocations'));
  expect(items.length).toBeGreaterThanOrEqual(300);
  expect(items.some((i) => sameS(i.CountryCode, 'US') && sameS(i.StateCityPostal, 'CA#SAN_FRANCISCO#94105'))).toBe(
    true,
  );
  for (const i of items) expect((i.StateCityPostal as { S: string }).S.split('#')).toHaveLength(3);
});

test('many-to-many edges are written in both directions', () => {
  const items = itemsOf(table('Entity'));
  const edges = items.filter((i) => /^(customer|store)#/.test((i.id as { S: string }).S));
  for (const e of edges) {
    const mirrored = items.some(
      (o) => sameS(o.id, (e.type as { S: string }).S) && sameS(o.type, (e.id as { S: string }).S),
    );
    expect(mirrored, JSON.stringify({ id: e.id, type: e.type })).toBe(true);
  }
  expect(edges.some((e) => sameS(e.id, 'customer#001') && sameS(e.type, 'store#004'))).toBe(true);
});

test('some entities carry several tags, so a multi-tag read has duplicates to remove', () => {
  const tagged = itemsOf(table('Entity')).filter((i) => (i.id as { S: string }).S.startsWith('tag#'));
  const counts = new Map<string, number>();
  for (const i of tagged) counts.set((i.type as { S: string }).S, (counts.get((i.type as { S: string }).S) ?? 0) + 1);
  expect(new Set(tagged.map((i) => (i.id as { S: string }).S))).toEqual(new Set(['tag#music', 'tag#book', 'tag#art']));
  expect([...counts.values()].filter((n) => n > 1).length).toBeGreaterThanOrEqual(3);
});

test('the samples hold every kind of value an inspector must show faithfully', () => {
  const all = sampleTables.flatMap((t) => allValues(itemsOf(t)));
  const kinds = new Set(all.map(typeOf));
  for (const kind of ['S', 'N', 'B', 'BOOL', 'NULL', 'L', 'M', 'SS', 'NS']) expect(kinds, kind).toContain(kind);
  const digits = (n: string): number => n.replace(/[^0-9]/g, '').replace(/^0+/, '').length;
  expect(all.some((v) => 'N' in v && digits(v.N) >= 25)).toBe(true);
  expect(all.some((v) => 'N' in v && !v.N.includes('.') && BigInt(v.N) > BigInt(Number.MAX_SAFE_INTEGER))).toBe(true);
  // Nested: a map inside a list inside a map.
  expect(all.some((v) => 'M' in v && Object.values(v.M).some((e) => 'L' in e && e.L.some((x) => 'M' in x)))).toBe(true);
});

test('one item is over 100 KB and one is within 10% of the 400 KB limit', () => {
  const sizes = sampleTables.flatMap((t) => itemsOf(t).map(itemSize));
  expect(sizes.filter((s) => s > 100 * 1024).length).toBeGreaterThanOrEqual(2);
  expect(sizes.some((s) => s > 0.9 * 400 * 1024)).toBe(true);
});

test('key types vary: a number sort key and a binary partition key exist', () => {
  const types = sampleTables.flatMap((t) =>
    t.definition.KeySchema.map(
      (k) =>
        `${k.KeyType}:${t.definition.AttributeDefinitions.find((d) => d.AttributeName === k.AttributeName)!.AttributeType}`,
    ),
  );
  expect(types).toContain('RANGE:N');
  expect(types).toContain('HASH:B');
});

function sameS(v: AttributeValue | undefined, text: string): boolean {
  return v !== undefined && 'S' in v && v.S === text;
}

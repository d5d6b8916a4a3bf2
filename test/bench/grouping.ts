/**
 * Grouping + entity typing of 1,000,000 items against a plain Map grouping of the same items.
 * Run: npx tsx --expose-gc test/bench/grouping.ts   (target: ratio within 2x)
 * With --expose-gc each timing starts from a collected heap, so one side does not pay for the
 * other's garbage.
 */
import { CollectionGrouper } from '../../shared/collections/grouping.js';
import { groupWithPlainMap } from './plain-map-grouping.js';
import type { Item, KeyNames } from '../../shared/dynamo/types.js';
import { sampleTables } from '../../electron/sandbox/samples/index.js';

const TOTAL = 1_000_000;
const PAGE = 1_000;

interface Scenario {
  name: string;
  keyNames: KeyNames;
  make(i: number): Item;
}

const keys: KeyNames = { partitionKey: 'PK', sortKey: 'SK', partitionKeyType: 'S', sortKeyType: 'S' };

const scenarios: Scenario[] = [
  {
    name: 'org/users, 100k collections of 10, no type attribute',
    keyNames: keys,
    make(i): Item {
      const org = Math.floor(i / 10);
      const n = i % 10;
      if (n === 0)
        return {
          PK: { S: `ORG#org${org}` },
          SK: { S: `METADATA#org${org}` },
          OrgName: { S: `Org ${org}` },
          Plan: { S: 'pro' },
        };
      return {
        PK: { S: `ORG#org${org}` },
        SK: { S: `USER#user${n}` },
        UserName: { S: `user${n}` },
        Email: { S: `u${n}@x.test` },
        Age: { N: String(20 + n) },
      };
    },
  },
  {
    name: 'explicit type attribute, 1k collections of 1000',
    keyNames: { partitionKey: 'pk', sortKey: 'sk', partitionKeyType: 'S', sortKeyType: 'S' },
    make(i): Item {
      const c = Math.floor(i / 1000);
      const n = i % 1000;
      if (n === 0)
        return { pk: { S: `order#${c}` }, sk: { S: `order#${c}` }, type: { S: 'order' }, total: { N: '12.50' } };
      return {
        pk: { S: `order#${c}` },
        sk: { S: `item#${String(n).padStart(4, '0')}` },
        type: { S: 'item' },
        qty: { N: '1' },
        sku: { S: `SKU-${n}` },
      };
    },
  },
  {
    name: 'game inventories (::), 250k collections of 4, numeric attrs',
    keyNames: { partitionKey: 'account', sortKey: 'sk', partitionKeyType: 'S', sortKeyType: 'S' },
    make(i) {
      const a = Math.floor(i / 4);
      const sks = ['info', 'inventory::armor', 'inventory::weapons', 'inventory::potions'];
      return {
        account: { S: `account${a}` },
        sk: { S: sks[i % 4]! },
        gold: { N: String(i) },
        items: { L: [{ S: 'x' }] },
      };
    },
  },
];

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

const gc = (globalThis as { gc?: () => void }).gc;

/** CPU time (all threads of this process, GC helpers included): steadier than wall time on a busy machine. */
function timeIt(fn: () => unknown): number {
  gc?.();
  const t0 = process.cpuUsage();
  fn();
  const d = process.cpuUsage(t0);
  return (d.user + d.system) / 1000;
}

/** The sandbox's sample tables, their partition keys suffixed per copy until there are TOTAL items. */
for (const table of sampleTables) {
  const schema = table.definition.KeySchema;
  const typeOf = (n: string) => table.definition.AttributeDefinitions.find((a) => a.AttributeName === n)!.AttributeType;
  const pk = schema.find((k) => k.KeyType === 'HASH')!.AttributeName;
  const sk = schema.find((k) => k.KeyType === 'RANGE')?.AttributeName;
  const base = table.items();
  if (typeOf(pk) !== 'S') continue;
  scenarios.push({
    name: `sample table ${table.definition.TableName} (${base.length} items per copy)`,
    keyNames: { partitionKey: pk, partitionKeyType: 'S', ...(sk ? { sortKey: sk, sortKeyType: typeOf(sk) } : {}) },
    make(i) {
      const copy = Math.floor(i / base.length);
      const item = base[i % base.length]!;
      return { ...item, [pk]: { S: `${(item[pk] as { S: string }).S}~${copy}` } };
    },
  });
}

const only = process.argv[2];
for (const s of scenarios.filter((x) => !only || x.name.includes(only))) {
  const items: Item[] = new Array(TOTAL);
  for (let i = 0; i < TOTAL; i++) items[i] = s.make(i);
  // Items from JSON.parse (page by page, as a read receives them) have the object shapes a real read gives.
  const pages: Item[][] = [];
  for (let i = 0; i < TOTAL; i += PAGE) pages.push(JSON.parse(JSON.stringify(items.slice(i, i + PAGE))) as Item[]);
  items.length = 0;
  const parsed = pages.flat();
  const base: number[] = [];
  const ours: number[] = [];
  let sink = 0;
  for (let round = 0; round < 9; round++) {
    base.push(timeIt(() => (sink += groupWithPlainMap(parsed, s.keyNames.partitionKey).size)));
    ours.push(
      timeIt(() => {
        const g = new CollectionGrouper(s.keyNames);
        for (const p of pages) g.addPage(p);
        sink += g.collections.length;
      }),
    );
  }
  const b = median(base);
  const o = median(ours);
  const ratio = median(ours.map((x, i) => x / base[i]!));
  console.log(
    `${s.name}: plain Map ${b.toFixed(0)} ms CPU, grouper ${o.toFixed(0)} ms CPU, ratio ${ratio.toFixed(2)} (sink ${sink})`,
  );
}

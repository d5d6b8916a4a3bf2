/**
 * Typing is per table, not per read: once the table's model is known (here kept from a Scan of
 * the table), an index Query or Scan, a KEYS_ONLY index read, a GetItem and a partial newest-first
 * Query type each item as the Scan did, by the table's keys every index item carries, then by
 * attribute signatures where keys say nothing; items the model does not explain are counted.
 */
import { describe, expect, it } from 'vitest';
import { CollectionGrouper } from '../../../shared/collections/grouping.js';
import { checkParentReach, parentNotReached } from '../../../shared/collections/checks/parent-reach.js';
import type { DesignOverrides, TableDesign } from '../../../shared/design/model/table-design.js';
import { parentSortsAt, selfKeyedEntities, typingModel } from '../../../shared/design/model/model-across-reads.js';
import { templateChoice } from '../../../shared/design/model/design-choices.js';
import type { Item, KeyNames } from '../../../shared/dynamo/types.js';

const S = (v: string) => ({ S: v });
const N = (v: number) => ({ N: String(v) });
const text = (v: unknown) => (v as { S?: string; N?: string }).S ?? (v as { N: string }).N;
/** ULID-like ids: Crockford base32, no word in them. */
const ulid = (prefix: string, i: number) =>
  `${prefix}01JH${String(i).padStart(4, '0')}ZX${((i * 7919) % 10000).toString(36).toUpperCase().padStart(4, 'Q')}K9`;

/** Tenants (sk = pk, ids with a `t_` prefix), users, groups and group memberships; an overloaded GSI1 where groups and memberships share GSI1SK. */
function tenantGraph(): Item[] {
  const out: Item[] = [];
  for (let t = 0; t < 4; t++) {
    const tid = ulid('t_', t);
    out.push({
      tenantId: S(tid),
      entityKey: S(tid),
      name: S(`Tenant ${t}`),
      plan: S('pro'),
      GSI1PK: S('TENANTS'),
      GSI1SK: S(tid),
    });
    const users = [0, 1, 2, 3, 4].map((u) => ulid('', t * 100 + u));
    for (const u of users)
      out.push({
        tenantId: S(tid),
        entityKey: S(`USER#${u}`),
        email: S(`${u}@example.test`),
        GSI1PK: S(tid),
        GSI1SK: S(`USER#${u}`),
      });
    for (let g = 0; g < 3; g++) {
      const gid = ulid('', t * 100 + 50 + g);
      out.push({
        tenantId: S(tid),
        entityKey: S(`GROUP#${gid}`),
        title: S(`group ${g}`),
        GSI1PK: S(tid),
        GSI1SK: S(`GROUP#${gid}`),
      });
      for (const u of users.slice(0, 2 + g))
        out.push({
          tenantId: S(tid),
          entityKey: S(`GROUP#${gid}#USER#${u}`),
          role: S('member'),
          GSI1PK: S(tid),
          GSI1SK: S(`GROUP#${gid}`),
        });
    }
  }
  return out;
}

const TABLE: KeyNames = { partitionKey: 'tenantId', sortKey: 'entityKey', partitionKeyType: 'S', sortKeyType: 'S' };
const GSI1: KeyNames = { partitionKey: 'GSI1PK', sortKey: 'GSI1SK', partitionKeyType: 'S', sortKeyType: 'S' };
const INVERTED: KeyNames = { partitionKey: 'entityKey', sortKey: 'tenantId', partitionKeyType: 'S', sortKeyType: 'S' };

/** The table's model as the app keeps it after a Scan: inferred names, records of their collection marked, where the parent sorts. */
function keptAfterScan(keys: KeyNames, items: Item[], overrides: DesignOverrides = {}) {
  const g = new CollectionGrouper(keys, { tableName: 'T', design: overrides });
  g.addPage(items);
  const counts = new Map(g.entityTypes().map((t) => [t.name, t.items]));
  const design = g.design().design;
  const model = typingModel({ design, overrides, selfKeyed: selfKeyedEntities(g.collections, counts) });
  const typeOf = new Map(
    g.collections.flatMap((c) =>
      c.items.map((it, i) => [`${text(it[keys.partitionKey])}|${text(it[keys.sortKey!])}`, c.typeAt(i)] as const),
    ),
  );
  return { grouper: g, design, model, typeOf, parentSorts: parentSortsAt(g.collections, keys.sortKey) };
}

function typesBy(
  keys: KeyNames,
  items: Item[],
  model: TableDesign | null,
  tableKeys: readonly string[],
  table: KeyNames,
  overrides: DesignOverrides = {},
) {
  const g = new CollectionGrouper(keys, { tableName: 'T', tableKeys, model, design: overrides });
  g.addPage(items);
  return {
    grouper: g,
    types: g.collections.flatMap((c) =>
      c.items.map((it, i) => [`${text(it[table.partitionKey])}|${text(it[table.sortKey!])}`, c.typeAt(i)] as const),
    ),
  };
}

describe('a table model types an index read as the table read', () => {
  const items = tenantGraph();
  const scan = keptAfterScan(TABLE, items);

  it('the Scan of the table finds four entities and the tenant as parent', () => {
    expect(new Set(scan.typeOf.values()).size).toBe(4);
    expect(scan.design.parentEntity).toBe('Tenant');
  });

  it('a Query of GSI1 for the tenants types them Tenant, not an id prefix', () => {
    const tenants = items.filter((i) => text(i.GSI1PK) === 'TENANTS');
    const { types } = typesBy(GSI1, tenants, scan.model, ['tenantId', 'entityKey'], TABLE);
    for (const [k, t] of types) expect(t, k).toBe('Tenant');
  });

  it('a Scan of the overloaded GSI1 keeps groups and memberships apart (they share GSI1SK) and names every item as the Scan did', () => {
    const { grouper, types } = typesBy(GSI1, items, scan.model, ['tenantId', 'entityKey'], TABLE);
    expect(types.length).toBe(items.length);
    let agree = 0;
    for (const [k, t] of types) if (t === scan.typeOf.get(k)) agree++;
    expect(agree).toBe(items.length);
    expect(grouper.design().strays).toBe(0);
    // The index's list of tenants is not headed by one of them; a tenant's index collection has no tenant record in it.
    expect(grouper.collections.find((c) => c.partitionKeyText === 'TENANTS')!.parentType).toBeNull();
  });

  it('a KEYS_ONLY index keyed the other way round types its items by the table keys alone', () => {
    const keysOnly = items.map((i): Item => ({ tenantId: i.tenantId!, entityKey: i.entityKey! }));
    const { types } = typesBy(INVERTED, keysOnly, scan.model, ['tenantId', 'entityKey'], TABLE);
    for (const [k, t] of types) expect(t, k).toBe(scan.typeOf.get(k));
  });

  it("a rename of the user's reaches the index read typed by the model", () => {
    const overrides = { entityNames: { Tenant: 'Workspace' } };
    const kept = keptAfterScan(TABLE, items, overrides);
    const tenants = items.filter((i) => text(i.GSI1PK) === 'TENANTS');
    const { types } = typesBy(GSI1, tenants, kept.model, ['tenantId', 'entityKey'], TABLE, overrides);
    for (const [, t] of types) expect(t).toBe('Workspace');
  });

  it('items the model does not explain keep their own inference and are counted', () => {
    const odd: Item[] = [0, 1, 2].map((n) => ({
      tenantId: S(ulid('t_', 0)),
      entityKey: S(`INVITE#${ulid('', 900 + n)}`),
      GSI1PK: S('INVITES'),
      GSI1SK: S(`INVITE#${n}`),
      to: S('a@b'),
    }));
    const { grouper } = typesBy(GSI1, [...items.slice(0, 10), ...odd], scan.model, ['tenantId', 'entityKey'], TABLE);
    expect(grouper.design().strays).toBe(3);
    expect(
      grouper
        .design()
        .evidence.map((e) => e.text)
        .join('\n'),
    ).toMatch(/3 items fit no entity of the table’s design/);
  });
});

/** Devices (record at sort key 0) and two shapes of reading, no type attribute: only attributes tell them apart. */
function fleet(): Item[] {
  const out: Item[] = [];
  for (let d = 0; d < 4; d++) {
    const id = `dev-${String(d).padStart(3, '0')}`;
    out.push({ deviceId: S(id), ts: N(0), firmware: S('1.2.3'), installedAt: S('2024-01-01') });
    for (let r = 1; r <= 30; r++) {
      out.push(
        r % 3 === 0
          ? { deviceId: S(id), ts: N(1_700_000_000_000 + r * 60_000), lat: N(52.1), lon: N(4.3), speedKmh: N(40) }
          : {
              deviceId: S(id),
              ts: N(1_700_000_000_000 + r * 60_000),
              temperatureC: N(21),
              humidity: N(40),
              battery: N(90),
            },
      );
    }
  }
  return out;
}

const FLEET: KeyNames = { partitionKey: 'deviceId', sortKey: 'ts', partitionKeyType: 'S', sortKeyType: 'N' };

describe('a numeric-sort-key table: GetItem and a partial newest-first Query', () => {
  const items = fleet();
  const scan = keptAfterScan(FLEET, items);

  it('the Scan finds the device record as parent, sorting first', () => {
    expect(scan.design.parentEntity).toBe('Device');
    expect(scan.parentSorts).toBe('first');
  });

  it('a GetItem of the device record types it Device, and of a reading as the Scan did', () => {
    const record = items.find((i) => text(i.ts) === '0')!;
    expect(typesBy(FLEET, [record], scan.model, ['deviceId', 'ts'], FLEET).types[0]![1]).toBe('Device');
    for (const one of [items[3]!, items[4]!]) {
      const [k, t] = typesBy(FLEET, [one], scan.model, ['deviceId', 'ts'], FLEET).types[0]!;
      expect(t).toBe(scan.typeOf.get(k));
    }
  });

  it("a newest-first Query capped at 20 items keeps the table's parent and says it was not reached", () => {
    const device = items
      .filter((i) => text(i.deviceId) === 'dev-001')
      .reverse()
      .slice(0, 20);
    const { grouper, types } = typesBy(FLEET, device, scan.model, ['deviceId', 'ts'], FLEET);
    for (const [k, t] of types) expect(t).toBe(scan.typeOf.get(k));
    const design = grouper.design().design;
    expect(design.parentEntity).toBe('Device');
    expect(scan.model.entities.map((e) => e.name)).toContain('Device');
    const c = grouper.collections[0]!;
    expect(c.parentType).toBeNull();
    const input = {
      parentEntity: design.parentEntity!,
      scanIndexForward: false,
      stoppedEarly: true,
      parentSorts: scan.parentSorts,
    };
    expect(parentNotReached(input)).toMatch(/not read: a Device sorts first .* newest first/);
    const notes = checkParentReach([{ collectionPk: c.partitionKeyText, hasParent: false, itemCount: c.size }], input);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.message).toMatch(/ScanIndexForward=true/);
    // Oldest first, or a read that went to the end of the collection: not a "not reached".
    expect(parentNotReached({ ...input, scanIndexForward: true })).toBeNull();
    expect(parentNotReached({ ...input, stoppedEarly: false })).toBeNull();
  });
});

describe('template choices stored under older variable names', () => {
  it('match by their literal structure', () => {
    const choice = { 'sk=ORDER:{n}': 'Order', 'sk=ORDER:{n}:LINE:{n}': 'Line' };
    expect(templateChoice(choice, 'sk=ORDER:{orderId}')).toBe('Order');
    expect(templateChoice(choice, 'sk=ORDER:{orderId}:LINE:{line}')).toBe('Line');
    expect(templateChoice(choice, 'sk=ITEM:{orderId}')).toBeUndefined();
  });

  it("still move a template's items to the chosen entity", () => {
    const items: Item[] = ['o1', 'o2', 'o3'].flatMap((o): Item[] => [
      { pk: S(`CUST:${o}`), sk: S(`ORDER:${o}`), total: N(3) },
      { pk: S(`CUST:${o}`), sk: S(`ORDER:${o}:LINE:1`), qty: N(1) },
      { pk: S(`CUST:${o}`), sk: S(`ORDER:${o}:LINE:2`), qty: N(1) },
    ]);
    const keys: KeyNames = { partitionKey: 'pk', sortKey: 'sk', partitionKeyType: 'S', sortKeyType: 'S' };
    const g = new CollectionGrouper(keys, { tableName: 'Orders' });
    g.addPage(items);
    const lineTemplate = g.design().templates.find((t) => t.template.includes('LINE'))!.template;
    const stale = `sk=${lineTemplate.replace(/\{[^}]*\}/g, '{n}')}`;
    expect(stale).not.toBe(`sk=${lineTemplate}`);
    const h = new CollectionGrouper(keys, {
      tableName: 'Orders',
      design: { templateEntity: { [stale]: 'OrderLine' } },
    });
    h.addPage(items);
    expect(h.collections[0]!.typeAt(1)).toBe('OrderLine');
  });
});

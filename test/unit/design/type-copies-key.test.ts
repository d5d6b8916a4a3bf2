import { describe, expect, it } from 'vitest';
import { CollectionGrouper } from '../../../shared/collections/grouping.js';
import type { Item, KeyNames } from '../../../shared/dynamo/types.js';

/**
 * A type attribute whose values repeat the sort key's leading literal (`rec_kind` = `doctor` on
 * `doctor|{id}`) beside a `status` whose values also line up with the entities: the copy is the
 * convention itself on the table's own keys, so it is the type, not the status.
 */
const keys: KeyNames = { partitionKey: 'tenant', sortKey: 'path', partitionKeyType: 'S', sortKeyType: 'S' };

function clinic(tenant: string): Item[] {
  const items: Item[] = [
    { tenant: { S: tenant }, path: { S: 'tenant' }, rec_kind: { S: 'tenant' }, legal_name: { S: `Clinic ${tenant}` } },
  ];
  const kinds: [string, string, string][] = [
    ['doctor', 'active', 'licence'],
    ['appt', 'booked', 'slot'],
    ['ticket', 'open', 'subject'],
  ];
  for (const [kind, status, attr] of kinds) {
    for (let i = 0; i < 4; i++)
      items.push({
        tenant: { S: tenant },
        path: { S: `${kind}|${1000 + i}` },
        rec_kind: { S: kind },
        status: { S: status },
        [attr]: { S: `${attr} ${i}` },
      });
  }
  return items;
}

function typesOf(g: CollectionGrouper): Record<string, number> {
  return Object.fromEntries(g.entityTypes().map((e) => [e.name, e.items]));
}

describe('a type attribute that copies the sort key literal', () => {
  it('wins over a status that lines up with the entities, on one partition', () => {
    const g = new CollectionGrouper(keys);
    g.addPage(clinic('t1'));
    expect(typesOf(g)).toEqual({ tenant: 1, doctor: 4, appt: 4, ticket: 4 });
    expect(g.design().evidence.find((e) => e.topic === 'type-attribute')?.text).toContain('`rec_kind`');
  });

  it('wins on a scan of many partitions too', () => {
    const g = new CollectionGrouper(keys);
    for (const t of ['t1', 't2', 't3', 't4']) g.addPage(clinic(t));
    expect(typesOf(g)).toEqual({ tenant: 4, doctor: 16, appt: 16, ticket: 16 });
  });
});

import { describe, expect, it } from 'vitest';
import { entityItemDraft } from '../../../shared/writes/entity-item.js';
import { saas, sensors, sensorsTable, shop, shopTable } from './design-designs.js';

describe('a new item from an entity of the design', () => {
  it('asks for each variable once and fills the table and index keys and the type attribute', () => {
    const empty = entityItemDraft(shop, 'Order', {}, shopTable);
    expect(empty.slots).toEqual(['customerId', 'orderId']);
    expect(empty.problems).toEqual(['PK needs customerId', 'SK needs orderId']);
    expect(empty.keys.map((k) => [k.attribute, k.value, k.required])).toEqual([
      ['PK', null, true],
      ['SK', null, true],
      ['GSI1PK', null, false],
      ['GSI1SK', null, false],
    ]);
    const filled = entityItemDraft(shop, 'Order', { customerId: '7', orderId: '0042' }, shopTable);
    expect(filled.problems).toEqual([]);
    expect(filled.item).toEqual({
      PK: { S: 'CUSTOMER#7' },
      SK: { S: 'ORDER#0042' },
      GSI1PK: { S: 'ORDER#0042' },
      GSI1SK: { S: 'ORDER#0042' },
      type: { S: 'order' },
    });
  });

  it('refuses a variable holding the delimiter, which would read back as another entity', () => {
    expect(entityItemDraft(shop, 'Order', { customerId: '7#X', orderId: '1' }, shopTable).problems).toEqual([
      'customerId holds "#", the delimiter between key segments; the key would not read back as Order',
    ]);
  });

  it("fills a self-keyed item's sort key with its partition key, and leaves an index key out until its variables are given", () => {
    expect(entityItemDraft(saas, 'Account', { accountId: 'acme' }).item).toEqual({
      pk: { S: 'acct:acme' },
      sk: { S: 'acct:acme' },
    });
    const user = entityItemDraft(saas, 'User', { accountId: 'acme', email: 'ann@acme.io' });
    expect(user.item).toEqual({
      pk: { S: 'acct:acme' },
      sk: { S: 'user:ann@acme.io' },
      gs1pk: { S: 'user:ann@acme.io' },
      gs1sk: { S: 'user:' },
    });
    expect(user.item.type).toBeUndefined();
  });

  it('types keys as the table defines them, and names a value that is not of that type', () => {
    const ok = entityItemDraft(sensors, 'Reading', { device: 'AQID', ts: '1700000000123' }, sensorsTable);
    expect(ok.item).toEqual({ device: { B: 'AQID' }, ts: { N: '1700000000123' }, kind: { S: 'reading' } });
    const bad = entityItemDraft(sensors, 'Reading', { device: 'not base64!', ts: 'noon' }, sensorsTable);
    expect(bad.problems).toEqual([
      expect.stringMatching(/^device: B must be base64/),
      expect.stringMatching(/^ts: N must be a number/),
    ]);
  });

  it('says when the design has no template for a table key, and when the entity is unknown', () => {
    const partial = { ...shop, entities: [{ name: 'Loose', keys: { PK: 'LOOSE#{id}' } }] };
    expect(entityItemDraft(partial, 'Loose', { id: '1' }).notes).toEqual([
      'The design gives Loose no template for SK: fill it in the editor.',
    ]);
    expect(entityItemDraft(shop, 'Nope', {}).problems).toEqual(['The design has no entity "Nope"']);
    // Self-keyed, but with no partition template to copy: both keys are left to the editor.
    const bare = { ...saas, entities: [{ name: 'Bare', keys: {}, keyedBySelf: true }] };
    expect(entityItemDraft(bare, 'Bare', {})).toMatchObject({
      item: {},
      problems: [],
      notes: [
        'The design gives Bare no template for pk: fill it in the editor.',
        'The design gives Bare no template for sk: fill it in the editor.',
      ],
    });
  });
});

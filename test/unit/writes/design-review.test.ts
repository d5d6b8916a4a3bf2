import { describe, expect, it } from 'vitest';
import type { Item } from '../../../shared/dynamo/types.js';
import { designReview } from '../../../shared/writes/design-review.js';
import type { StagedChange } from '../../../shared/writes/change.js';
import { reviewChange } from '../../../shared/writes/review.js';
import { saas, sensors, sensorsTable, shop, shopTable } from './design-designs.js';

const order: Item = {
  PK: { S: 'CUSTOMER#7' },
  SK: { S: 'ORDER#1' },
  GSI1PK: { S: 'ORDER#1' },
  GSI1SK: { S: 'ORDER#1' },
  type: { S: 'order' },
  total: { N: '5' },
};
const edit = (before: Item | undefined, patch: Record<string, Item[string] | undefined>): StagedChange => {
  const after: Item = { ...(before ?? {}) };
  for (const [k, v] of Object.entries(patch))
    if (v === undefined) delete after[k];
    else after[k] = v;
  return { id: 'c', TableName: 'T', ...(before ? { before } : {}), after };
};
const messages = (c: StagedChange, design = shop, table = shopTable) =>
  designReview(c, design, table).map((n) => n.message);

describe('a staged change read against the design (shop: a type attribute, an inverted GSI)', () => {
  it('says nothing of an edit that keeps the item what it was', () => {
    expect(messages(edit(order, { total: { N: '6' } }))).toEqual([]);
  });

  it('flags an item that comes to fit no entity', () => {
    expect(messages(edit(order, { SK: { S: 'ORDR-1' }, type: undefined }))).toEqual([
      'After this change the item fits no entity of the design (it was Order): its keys match none of the templates of Customer, Order, OrderLine.',
      'The change drops the type attribute "type" (was "order"): readers that tell entities by it no longer see this item as Order.',
    ]);
  });

  it('flags a type attribute that drops, names no entity, or contradicts the keys', () => {
    expect(messages(edit(order, { type: undefined }))).toEqual([
      'The change drops the type attribute "type" (was "order"): readers that tell entities by it no longer see this item as Order.',
    ]);
    expect(messages(edit(order, { type: { S: 'ordr' } }))).toEqual([
      'The type attribute "type" becomes "ordr", which names no entity of the design ("customer", "order", "line").',
    ]);
    expect(messages(edit(order, { type: { S: 'customer' } }))).toEqual([
      'The type attribute "type" says Customer, but the keys do not fit Customer\'s templates (PK = CUSTOMER#{customerId}, SK = PROFILE).',
    ]);
  });

  it("flags a move out of the item's collection, in the table and in an index", () => {
    expect(messages(edit(order, { PK: { S: 'CUSTOMER#8' } }))).toEqual([
      'The item moves out of its item collection "CUSTOMER#7" into "CUSTOMER#8" in the table.',
    ]);
    expect(messages(edit(order, { GSI1PK: { S: 'ORDER#2' }, GSI1SK: { S: 'ORDER#2' } }))).toEqual([
      'The item moves out of its item collection "ORDER#1" into "ORDER#2" in index GSI1.',
    ]);
    expect(messages(edit(order, { GSI1PK: undefined }))).toEqual([
      'The item leaves its item collection "ORDER#1" in index GSI1: it no longer has that key.',
    ]);
  });

  it('an index key of the wrong type is refused by the write gate, in words', () => {
    const c = edit(order, { GSI1PK: { N: '1' } });
    const gate = reviewChange(c, shopTable);
    expect(gate).toEqual([
      {
        level: 'problem',
        message:
          'after.GSI1PK is a number (N), but "GSI1PK" is the partition key of index "GSI1", which is a string (S)',
      },
    ]);
    // Without the table's description, the design still knows the key is built as text.
    expect(designReview(c, shop).map((n) => n.message)).toContain(
      'GSI1PK is N, but Order builds it as text (ORDER#{orderId}); items of the index it keys would not match it as a string.',
    );
  });

  it('a new item that fits no entity is flagged; one that fits is not', () => {
    expect(
      messages({
        id: 'n',
        TableName: 'T',
        after: { PK: { S: 'CUSTOMER#1' }, SK: { S: 'ORDER#9' }, type: { S: 'order' } },
      }),
    ).toEqual([]);
    expect(messages({ id: 'n', TableName: 'T', after: { PK: { S: 'X' }, SK: { S: 'Y' } } })).toEqual([
      'After this change the item fits no entity of the design: its keys match none of the templates of Customer, Order, OrderLine.',
    ]);
  });

  it('a delete is not reviewed against the design', () => {
    expect(messages({ id: 'd', TableName: 'T', before: order })).toEqual([]);
  });
});

describe('other designs', () => {
  it('saas (no type attribute, entities by their keys): an item turning into another entity, or fitting none', () => {
    const user: Item = {
      pk: { S: 'acct:acme' },
      sk: { S: 'user:ann@acme.io' },
      gs1pk: { S: 'user:ann@acme.io' },
      gs1sk: { S: 'user:' },
    };
    expect(messages(edit(user, { sk: { S: 'acct:acme' } }), saas, undefined as never)).toEqual([
      'The item turns from User into Account.',
    ]);
    expect(messages(edit(user, { sk: { S: 'member:ann' } }), saas, undefined as never)).toEqual([
      'After this change the item fits no entity of the design (it was User): its keys match none of the templates of Account, User.',
    ]);
    expect(messages(edit(user, { gs1pk: { N: '5' } }), saas, undefined as never)[0]).toMatch(/fits no entity/);
    expect(messages(edit(user, { gs1pk: { N: '5' } }), saas, undefined as never)).toContain(
      'gs1pk is N, but User builds it as text (user:{email}); items of the index it keys would not match it as a string.',
    );
  });

  it('sensors (opaque number and binary keys): a number key stays a number, and a type attribute dropped is still flagged', () => {
    const reading: Item = { device: { B: 'AQID' }, ts: { N: '1700000000' }, kind: { S: 'reading' }, v: { N: '3.5' } };
    expect(messages(edit(reading, { ts: { N: '1700000001' } }), sensors, sensorsTable)).toEqual([]);
    expect(messages(edit(reading, { device: { B: 'AQIE' } }), sensors, sensorsTable)).toEqual([
      'The item moves out of its item collection "AQID" into "AQIE" in the table.',
    ]);
    expect(messages(edit(reading, { kind: undefined }), sensors, sensorsTable)).toEqual([
      'The change drops the type attribute "kind" (was "reading"): readers that tell entities by it no longer see this item as Reading.',
    ]);
  });
});

/**
 * Items edited through the item form's model and started from an entity's key templates, then
 * committed through the API (web mode's HTTP transport, the real service) to dynalite and AWS
 * DynamoDB Local: the form writes exactly what the JSON view would (numbers as their text, sets
 * as sets), untouched attributes stay as read, and a new item is written only where its key is free.
 */
import { CreateTableCommand, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Item } from '../../../shared/dynamo/types.js';
import { toDynamoJson } from '../../../shared/dynamo/plain-json.js';
import {
  formFromText,
  formText,
  type FormEntry,
  type FormValue,
  type ItemForm,
} from '../../../shared/writes/form/item-form.js';
import { formProblems } from '../../../shared/writes/form/form-problems.js';
import { changeType } from '../../../shared/writes/form/type-change.js';
import { parseItemText } from '../../../shared/writes/item-text.js';
import { entityItemDraft } from '../../../shared/writes/entity-item.js';
import { itemFromWire, itemToWire } from '../../../electron/service/wire.js';
import { startHarness, type Harness } from '../../support/app-harness.js';
import { testServers } from '../../support/test-servers.js';
import { shop, shopTable } from '../../unit/writes/design-designs.js';

const TABLE = 'Shop';
const original: Item = {
  PK: { S: 'CUSTOMER#1' },
  SK: { S: 'ORDER#1' },
  type: { S: 'order' },
  status: { S: '42' },
  total: { N: '12345678901234567890123456789012345678' },
  tiny: { N: '1E-130' },
  huge: { N: '9.99E+125' },
  tags: { SS: ['gift', 'rush'] },
  codes: { NS: ['1', '2.5'] },
  blob: { B: 'AAECAw==' },
  blobs: { BS: ['AQ==', 'Ag=='] },
  lines: { L: [{ M: { sku: { S: 'A' }, qty: { N: '2' } } }, { NULL: true }] },
  meta: { M: { by: { S: 'ann' }, empty: { S: '' } } },
  flag: { BOOL: false },
};

const formOf = (item: Item): ItemForm => {
  const r = formFromText(toDynamoJson(item, 2));
  if ('problem' in r) throw new Error(r.problem);
  return r.form;
};
const itemOf = (form: ItemForm): Item => {
  expect(formProblems(form)).toEqual([]);
  const r = parseItemText(formText(form));
  if ('problem' in r) throw new Error(r.problem);
  return r.item;
};
const edit = (form: ItemForm, name: string, change: (v: FormValue) => FormValue): ItemForm => ({
  attributes: form.attributes.map((a) => (a.name === name ? { ...a, value: change(a.value) } : a)),
});

describe.each(testServers)("the form's writes on %s", (server) => {
  let h: Harness;
  const stored = async (key: Item) => {
    const out = await h.raw.send(
      new GetItemCommand({ TableName: TABLE, Key: itemFromWire(key), ConsistentRead: true }),
    );
    return out.Item && itemToWire(out.Item);
  };

  beforeAll(async () => {
    h = await startHarness({ server });
    await h.raw.send(
      new CreateTableCommand({
        TableName: TABLE,
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: shopTable.KeySchema,
        AttributeDefinitions: shopTable.AttributeDefinitions,
        GlobalSecondaryIndexes: shopTable.GlobalSecondaryIndexes!.map((g) => ({
          IndexName: g.IndexName,
          KeySchema: g.KeySchema,
          Projection: { ProjectionType: 'ALL' },
        })),
      }),
    );
    await h.raw.send(new PutItemCommand({ TableName: TABLE, Item: itemFromWire(original) }));
  });
  afterAll(async () => {
    await h?.close();
  });

  test('edits made in the form (a 38-digit number, a type change, a set member, a nested entry, a removal, an addition) commit exactly; the rest stays as read', async () => {
    const read = (
      await h.http.getItem({ TableName: TABLE, Key: { PK: original.PK!, SK: original.SK! }, ConsistentRead: true })
    ).Item!;
    let form = formOf(read);
    form = edit(form, 'total', () => ({ type: 'N', text: '98765432109876543210987654321098765432' }));
    form = edit(form, 'status', (v) => {
      const r = changeType(v, 'N', 'status');
      if ('problem' in r) throw new Error(r.problem);
      return r.value;
    });
    form = edit(form, 'tags', (v) => (v.type === 'SS' ? { ...v, members: [...v.members, 'fragile'] } : v));
    form = edit(form, 'meta', (v) =>
      v.type === 'M'
        ? {
            ...v,
            entries: v.entries.map((e: FormEntry) =>
              e.name === 'by' ? { ...e, value: { type: 'S', text: 'bob' } } : e,
            ),
          }
        : v,
    );
    form = {
      attributes: [
        ...form.attributes.filter((a) => a.name !== 'flag'),
        { name: 'extra', value: { type: 'BS', members: ['/w=='] } },
      ],
    };
    const after = itemOf(form);
    const r = await h.http.commitChanges({ changes: [{ id: 'f1', TableName: TABLE, before: read, after }] });
    expect(r.outcomes).toMatchObject([{ id: 'f1', status: 'written', kind: 'edit' }]);
    const now = (await stored({ PK: read.PK!, SK: read.SK! }))!;
    expect(now.total).toEqual({ N: '98765432109876543210987654321098765432' });
    expect(now.status).toEqual({ N: '42' });
    expect((now.tags as { SS: string[] }).SS.sort()).toEqual(['fragile', 'gift', 'rush']);
    expect(now.meta).toEqual({ M: { by: { S: 'bob' }, empty: { S: '' } } });
    expect(now.flag).toBeUndefined();
    expect(now.extra).toEqual({ BS: ['/w=='] });
    for (const name of ['PK', 'SK', 'type', 'tiny', 'huge', 'codes', 'blob', 'blobs', 'lines'])
      expect(now[name], name).toEqual(read[name]);
  });

  test("a new item from an entity's templates lands at the key they build; the same key again is a conflict, and nothing is overwritten", async () => {
    const draft = entityItemDraft(shop, 'Order', { customerId: '9', orderId: '0901' }, shopTable);
    expect(draft.problems).toEqual([]);
    const item = { ...draft.item, total: { N: '10.50' } };
    const first = await h.http.commitChanges({ changes: [{ id: 'n1', TableName: TABLE, after: item }] });
    expect(first.outcomes).toMatchObject([{ id: 'n1', status: 'written', kind: 'create' }]);
    const key = { PK: { S: 'CUSTOMER#9' }, SK: { S: 'ORDER#0901' } };
    expect(await stored(key)).toEqual({
      ...key,
      GSI1PK: { S: 'ORDER#0901' },
      GSI1SK: { S: 'ORDER#0901' },
      type: { S: 'order' },
      total: { N: '10.5' },
    });
    const again = await h.http.commitChanges({
      changes: [{ id: 'n2', TableName: TABLE, after: { ...draft.item, total: { N: '1' } } }],
    });
    expect(again.outcomes).toMatchObject([{ id: 'n2', status: 'conflict', kind: 'create' }]);
    expect((await stored(key))!.total).toEqual({ N: '10.5' });
  });
});

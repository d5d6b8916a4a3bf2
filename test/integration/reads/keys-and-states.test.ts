/**
 * Reads built by the plain query form, run against dynalite: numeric sort keys in numeric order,
 * 25-digit numbers kept exact, and the failure states the UI names (wrong key type, consistent
 * read on a GSI, a table that vanished).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ExplorerApi, TableDescription } from '../../../shared/api.js';
import { ApiError } from '../../../shared/api-errors.js';
import { toPlainJson } from '../../../shared/dynamo/plain-json.js';
import { normalizeNumber } from '../../../shared/dynamo/numbers.js';
import { startPagedRead } from '../../../shared/reads/paged-read.js';
import { buildRead, type BuiltPagedRead } from '../../../renderer/model/query/build-read.js';
import { emptyDraft, type QueryDraft } from '../../../renderer/model/query/query-draft.js';
import { describeReadError } from '../../../renderer/features/query/read-messages.js';
import { attributeRow } from '../../../renderer/features/inspector/attribute-view.js';
import { startHarness, type Harness } from '../../support/app-harness.js';
import {
  apiOver,
  BIG_TABLE,
  createReadTables,
  EXACT_25,
  NUM_TABLE,
  NUMERIC_SKS,
  SERIES,
  TRANSPORTS,
} from './reads-fixture.js';
import { testServers } from '../../support/test-servers.js';

describe.each(testServers)('on %s', (server) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ server });
    await createReadTables(h.raw);
  });
  afterAll(async () => {
    await h.close();
  });

  const fails = async (p: Promise<unknown>): Promise<ApiError> => {
    try {
      await p;
    } catch (e) {
      return ApiError.from(e);
    }
    throw new Error('expected the call to fail');
  };

  function built(d: Partial<QueryDraft>, table: TableDescription): BuiltPagedRead {
    const r = buildRead({ ...emptyDraft(table.TableName), cap: '', ...d }, table);
    if (!r.ok) throw new Error(r.problems.map((p) => p.message).join('; '));
    if (r.read.operation === 'get') throw new Error('expected a paged read');
    return r.read;
  }

  async function readAll(api: ExplorerApi, b: BuiltPagedRead): Promise<string[]> {
    const out: string[] = [];
    const o = await startPagedRead(api, b.spec, {
      onPage: (e) => out.push(...e.page.Items.map((i) => (i.at as { N: string }).N)),
    }).outcome;
    expect(o.end).toBe('end');
    return out;
  }

  describe.each(TRANSPORTS)('over %s', (transport) => {
    let api: ExplorerApi;
    let numbers: TableDescription;
    beforeAll(async () => {
      api = apiOver(h, transport);
      numbers = (await api.describeTable({ TableName: NUM_TABLE })).Table;
    });

    test('numeric sort keys come back in numeric order, both directions, across pages', async () => {
      const up = await readAll(api, built({ pk: SERIES, limit: '4' }, numbers));
      expect(up.map(normalizeNumber)).toEqual(NUMERIC_SKS.map(normalizeNumber));
      const down = await readAll(api, built({ pk: SERIES, limit: '3', desc: true }, numbers));
      expect(down.map(normalizeNumber)).toEqual([...NUMERIC_SKS].reverse().map(normalizeNumber));
    });

    test('sort-key conditions on 25-digit numbers tell apart values a float cannot', async () => {
      const one = await readAll(
        api,
        built(
          { pk: SERIES, skOp: 'between', sk: '1000000000000000000000001', sk2: '1000000000000000000000001' },
          numbers,
        ),
      );
      expect(one).toEqual(['1000000000000000000000001']);
      const above = await readAll(api, built({ pk: SERIES, skOp: '>', sk: '99999999999999999999999.99' }, numbers));
      expect(above).toEqual(['1000000000000000000000001', '1000000000000000000000002']);
    });

    test('a number with 25 significant digits is exact in the item, its plain JSON and the inspector', async () => {
      const { Item } = await api.getItem({ TableName: NUM_TABLE, Key: { series: { S: SERIES }, at: { N: '2' } } });
      expect(Item?.reading).toEqual({ N: EXACT_25 });
      expect(toPlainJson(Item!)).toContain(`"reading":${EXACT_25}`);
      expect(attributeRow('reading', Item!.reading!, false)).toMatchObject({ type: 'N', text: EXACT_25 });
    });

    test('a key value of the wrong type is caught by the form, and named when DynamoDB refuses it', async () => {
      const r = buildRead({ ...emptyDraft(NUM_TABLE), pk: SERIES, skOp: '=', sk: 'abc' }, numbers);
      expect(r.ok).toBe(false);
      expect(!r.ok && r.problems[0]).toMatchObject({
        field: 'sk',
        message: expect.stringContaining('"at" is a Number'),
      });
      const e = await fails(
        api.query({
          TableName: NUM_TABLE,
          KeyConditionExpression: 'series = :p',
          ExpressionAttributeValues: { ':p': { N: '1' } },
        }),
      );
      const text = describeReadError(e, {
        table: NUM_TABLE,
        keyNames: { partitionKey: 'series', partitionKeyType: 'S' },
        itemsRead: 0,
      });
      expect(text.title).toBe('A key value has the wrong type');
      expect(text.message).toContain('"series" is S');
    });

    test('ConsistentRead on a GSI: refused by the form with the reason, and named when sent anyway', async () => {
      const { Table } = await api.describeTable({ TableName: BIG_TABLE });
      const r = buildRead({ ...emptyDraft(BIG_TABLE), index: 'ByTeam', pk: 'TEAM#1', consistent: true }, Table);
      expect(!r.ok && r.problems.map((p) => p.field)).toEqual(['consistent']);
      const e = await fails(
        api.query({
          TableName: BIG_TABLE,
          IndexName: 'ByTeam',
          ConsistentRead: true,
          KeyConditionExpression: 'GSI1PK = :t',
          ExpressionAttributeValues: { ':t': { S: 'TEAM#1' } },
        }),
      );
      expect(describeReadError(e, { table: BIG_TABLE, index: 'ByTeam', itemsRead: 0 }).title).toBe(
        'Consistent read is not possible on a global secondary index',
      );
    });

    test('a table that vanished is named as such', async () => {
      const e = await fails(
        api.query({
          TableName: 'NoSuchTable',
          KeyConditionExpression: 'PK = :p',
          ExpressionAttributeValues: { ':p': { S: 'x' } },
        }),
      );
      const text = describeReadError(e, { table: 'NoSuchTable', itemsRead: 0 });
      expect(text).toMatchObject({ title: 'Table "NoSuchTable" no longer exists', tableGone: true });
    });
  });
});

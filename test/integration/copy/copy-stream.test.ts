/**
 * A copy's source streamed into a put run through the real service (web mode's HTTP transport) on
 * dynalite and AWS DynamoDB Local: the read is asked for one page at a time, the next only after
 * the items before it went to the run, so the page never holds more than a page and a part; every
 * item reaches the run; one item the target cannot take (no sort key for its sk) stops the copy
 * with its number and key, and the run made so far is never started.
 */
import { CreateTableCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ExplorerApi } from '../../../shared/api.js';
import type { Item, TableDescription } from '../../../shared/dynamo/types.js';
import { CopyPlan } from '../../../shared/copy/copy-plan.js';
import { mapKeys } from '../../../shared/copy/key-map.js';
import { itemFromWire } from '../../../electron/service/wire.js';
import { streamToRun } from '../../../renderer/features/copy/copy-run.js';
import { sourcePages } from '../../../renderer/features/copy/copy-source.js';
import type { BuiltRead } from '../../../renderer/model/query/build-read.js';
import { startHarness, type Harness } from '../../support/app-harness.js';
import { putItems } from '../../support/put-items.js';
import { testServers } from '../../support/test-servers.js';

const N = 2500;
const PAGE = 100;
const item = (pk: string, i: number): Item => ({
  PK: { S: pk },
  SK: { S: `ITEM#${String(i).padStart(5, '0')}` },
  email: { S: `user${i % 40}@example.com` },
  n: { N: '12345678901234567890123456789012345678' },
  tiny: { N: '1E-130' },
  tags: { SS: ['a', `t${i}`] },
  blob: { B: 'AAECAw==' },
  nested: { M: { l: { L: [{ NS: ['1', '2.5'] }, { NULL: true }, { BS: ['AQ=='] }] } } },
});
const table = (name: string, pk: string, sk: string): TableDescription => ({
  TableName: name,
  KeySchema: [
    { AttributeName: pk, KeyType: 'HASH' },
    { AttributeName: sk, KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [
    { AttributeName: pk, AttributeType: 'S' },
    { AttributeName: sk, AttributeType: 'S' },
  ],
});
const readOf = (pk: string): BuiltRead => ({
  operation: 'query',
  spec: {
    kind: 'query',
    request: {
      TableName: 'Src',
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': { S: pk } },
      Limit: PAGE,
    },
  },
  keyNames: { partitionKey: 'PK', sortKey: 'SK', partitionKeyType: 'S', sortKeyType: 'S' },
  tableKeys: ['PK', 'SK'],
  consistent: false,
  summary: `PK = ${pk}`,
});

describe.each(testServers)('a copy streamed into a run on %s', (server) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ server });
    for (const t of [table('Src', 'PK', 'SK'), table('dst', 'pk', 'sk')])
      await h.raw.send(
        new CreateTableCommand({
          TableName: t.TableName,
          KeySchema: t.KeySchema,
          AttributeDefinitions: t.AttributeDefinitions,
          BillingMode: 'PAY_PER_REQUEST',
        }),
      );
    await putItems(
      h.raw,
      'Src',
      Array.from({ length: N }, (_, i) => itemFromWire(item('BIG', i))),
    );
    const bad = Array.from({ length: 30 }, (_, i) => item('BAD', i));
    delete bad[17]!.email;
    await putItems(h.raw, 'Src', bad.map(itemFromWire));
  });
  afterAll(async () => {
    await h?.close();
  });

  const plan = (sortFrom?: string) => {
    const keys = mapKeys(
      { partitionKey: 'PK', sortKey: 'SK' },
      table('dst', 'pk', 'sk'),
      sortFrom ? { sk: sortFrom } : {},
    );
    if (!keys.ok) throw new Error(keys.problem);
    return new CopyPlan({ keys: keys.fields, leaveOut: [], mask: ['email'], salt: 'kept' });
  };

  test('reads a page only after the items before it went to the run, and sends every item', async () => {
    let pagesRead = 0;
    let itemsRead = 0;
    let mostHeld = 0;
    const sent = { n: 0 };
    // The real API, watched: how far the read is ahead of what the run holds.
    const api: ExplorerApi = {
      ...h.http,
      query: async (req) => {
        const page = await h.http.query(req);
        pagesRead++;
        itemsRead += page.Items.length;
        mostHeld = Math.max(mostHeld, itemsRead - sent.n);
        return page;
      },
      createBulkRun: async (req) => ((sent.n += req.items.length), h.http.createBulkRun(req)),
      addBulkItems: async (req) => ((sent.n += req.items.length), h.http.addBulkItems(req)),
    };
    const pages = sourcePages(api, undefined, readOf('BIG'), { kind: 'read' });
    if (!pages.ok) throw new Error(pages.problem);
    const out = await streamToRun(
      api,
      pages.pages(),
      plan(),
      { TableName: 'dst' },
      'skip',
      () => {},
      () => false,
    );
    expect(out).toMatchObject({ ok: true, items: N });
    // The last page may come back empty with a LastEvaluatedKey (both servers do, at a page's edge).
    expect(pagesRead).toBeGreaterThanOrEqual(N / PAGE);
    expect(pagesRead).toBeLessThanOrEqual(N / PAGE + 1);
    // A part (1,000 items) waits to be sent, plus the page that filled it.
    expect(mostHeld).toBeLessThanOrEqual(1000 + PAGE);
    const run = await h.http.getBulkRun({ runId: (out as { runId: string }).runId });
    expect(run).toMatchObject({ state: 'ready', total: N, action: { kind: 'put', whenExists: 'skip' } });
  });

  test('an item the target cannot take stops the copy, named by number and key; the run is never started', async () => {
    const pages = sourcePages(h.http, undefined, readOf('BAD'), { kind: 'read' });
    if (!pages.ok) throw new Error(pages.problem);
    // The target's sk comes from email, which item 18 lacks.
    const out = await streamToRun(
      h.http,
      pages.pages(),
      plan('email'),
      { TableName: 'dst' },
      'skip',
      () => {},
      () => false,
    );
    expect(out).toEqual({
      ok: false,
      refused: [
        "item 18 (PK=BAD, email=…): has no email, which gives the target's sort key sk.".replace(', email=…', ''),
      ],
      refusedCount: 1,
      read: 30,
    });
  });
});

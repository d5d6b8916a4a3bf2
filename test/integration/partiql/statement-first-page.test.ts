/**
 * A PartiQL SELECT read as the UI reads it (a small first page, then read-ahead,
 * statement-read-ahead.ts) through the real service and web mode on AWS DynamoDB Local: the read
 * must give exactly the items of the raw SDK ExecuteStatement loop, in the same order, each once,
 * with the first rows in a page of their own. Items of about 5 KB make DynamoDB's 1 MB pages end
 * inside the partition, so the read follows NextToken pages past the first rows.
 */
import { BatchWriteItemCommand, CreateTableCommand, ExecuteStatementCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { itemToWire } from '../../../electron/service/wire.js';
import type { Item } from '../../../shared/dynamo/types.js';
import { FIRST_PAGE_ITEMS, PagedRead } from '../../../shared/reads/paged-read.js';
import { statementPagedApi } from '../../../shared/reads/statement-pages.js';
import { startHarness, type Harness } from '../../support/app-harness.js';

const TABLE = 'PqFirstPage';
const ITEMS = 500;
const Statement = `SELECT * FROM "${TABLE}" WHERE pk = 'big'`;
let h: Harness;

beforeAll(async () => {
  h = await startHarness({ server: 'dynamodb-local' });
  await h.raw.send(
    new CreateTableCommand({
      TableName: TABLE,
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: [
        { AttributeName: 'pk', AttributeType: 'S' },
        { AttributeName: 'sk', AttributeType: 'S' },
      ],
    }),
  );
  const body = 'x'.repeat(5_000);
  for (let start = 0; start < ITEMS; start += 25) {
    const puts = Array.from({ length: Math.min(25, ITEMS - start) }, (_, k) => ({
      PutRequest: {
        Item: {
          pk: { S: 'big' },
          sk: { S: `ITEM#${String(start + k).padStart(4, '0')}` },
          n: { N: String(start + k) },
          body: { S: body },
        },
      },
    }));
    let left = puts;
    while (left.length > 0)
      left = ((await h.raw.send(new BatchWriteItemCommand({ RequestItems: { [TABLE]: left } }))).UnprocessedItems?.[
        TABLE
      ] ?? []) as typeof puts;
  }
}, 120_000);
afterAll(async () => {
  await h?.close();
});

async function rawLoop(): Promise<{ items: Item[]; pages: number }> {
  const items: Item[] = [];
  let pages = 0;
  let NextToken: string | undefined;
  do {
    const out = await h.raw.send(new ExecuteStatementCommand({ Statement, NextToken }));
    items.push(...(out.Items ?? []).map(itemToWire));
    pages++;
    NextToken = out.NextToken;
  } while (NextToken);
  return { items, pages };
}

test("the small first page, then its NextToken pages: the raw loop's items in order", async () => {
  const raw = await rawLoop();
  expect(raw.items).toHaveLength(ITEMS);
  expect(raw.pages).toBeGreaterThan(1);
  for (let round = 0; round < 2; round++) {
    const pages: Item[][] = [];
    const read = new PagedRead(
      statementPagedApi(h.http, { Statement }),
      { kind: 'scan', request: { TableName: TABLE } },
      {
        firstPageLimit: FIRST_PAGE_ITEMS,
        onPage: (e) => {
          pages.push(e.page.Items);
        },
      },
    );
    void read.start();
    const outcome = await read.outcome;
    expect(outcome.end).toBe('end');
    expect(pages[0]).toHaveLength(FIRST_PAGE_ITEMS);
    expect(pages.length).toBeGreaterThan(2);
    expect(pages.flat()).toEqual(raw.items);
  }
}, 120_000);

test("under an item cap the read stops at the cap with the raw loop's first items", async () => {
  const raw = await rawLoop();
  const cap = 180;
  const items: Item[] = [];
  const read = new PagedRead(
    statementPagedApi(h.http, { Statement }),
    { kind: 'scan', request: { TableName: TABLE } },
    {
      firstPageLimit: FIRST_PAGE_ITEMS,
      cap,
      onPage: (e) => {
        items.push(...e.page.Items);
      },
    },
  );
  void read.start();
  const outcome = await read.outcome;
  expect(outcome.end).toBe('cap');
  expect(items).toEqual(raw.items.slice(0, cap));
}, 120_000);

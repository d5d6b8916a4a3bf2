/**
 * executeStatement through the real service and its HTTP transport: on DynamoDB Local a SELECT
 * runs as ExecuteStatement and pages by NextToken; on dynalite (no PartiQL) the same SELECT runs
 * as its translated Query, Scan or GetItem, says so in RanAs, and pages the same items. What
 * DynamoDB refuses, and every write, is refused before anything is sent.
 */
import { ExecuteStatementCommand, ScanCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { itemToWire } from '../../../electron/service/wire.js';
import type { ExecuteStatementResponse, Item } from '../../../shared/api.js';
import { ApiError } from '../../../shared/api-errors.js';
import { startHarness, type Harness } from '../../support/app-harness.js';
import { testServers } from '../../support/test-servers.js';
import { createPartiqlTables } from './partiql-tables.js';

const sorted = (items: Item[]) => items.map((i) => JSON.stringify(i)).sort();

describe.each(testServers)('executeStatement on %s', (server) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ server });
    await createPartiqlTables(h.raw);
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  async function all(
    Statement: string,
    Limit?: number,
    Parameters?: ExecuteStatementResponse['Items'][number][string][],
  ): Promise<{ items: Item[]; pages: ExecuteStatementResponse[] }> {
    const pages: ExecuteStatementResponse[] = [];
    let NextToken: string | undefined;
    do {
      const page = await h.http.executeStatement({
        Statement,
        ...(Limit ? { Limit } : {}),
        ...(Parameters ? { Parameters } : {}),
        ...(NextToken ? { NextToken } : {}),
      });
      pages.push(page);
      NextToken = page.NextToken;
    } while (NextToken);
    return { items: pages.flatMap((p) => p.Items), pages };
  }

  test('a full-scan SELECT pages to the end and says what it did', async () => {
    const { items, pages } = await all(`SELECT * FROM "PqOrders" WHERE total > 10`, 5);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]!.Operation).toBe('Scan');
    if (server === 'dynalite')
      expect(pages[0]!.RanAs).toMatchObject({
        method: 'scan',
        message: expect.stringMatching(/no PartiQL: ran as the equivalent Scan/),
      });
    else expect(pages[0]!.RanAs).toBeUndefined();
    const sdk = await h.raw.send(
      new ScanCommand({
        TableName: 'PqOrders',
        FilterExpression: '#t > :t',
        ExpressionAttributeNames: { '#t': 'total' },
        ExpressionAttributeValues: { ':t': { N: '10' } },
      }),
    );
    expect(sdk.Items!.length).toBeGreaterThan(10);
    expect(sorted(items)).toEqual(sorted(sdk.Items!.map(itemToWire)));
  });

  test('a Query over two partitions with IN, projected, matches the items read by the SDK', async () => {
    const { items, pages } = await all(
      `SELECT sk, address.city FROM "PqOrders" WHERE pk IN ['CUST#0', 'CUST#1'] AND begins_with(sk, 'ORDER')`,
      3,
    );
    expect(pages[0]!.Operation).toBe('Query');
    expect(items.length).toBe(10);
    expect(items.find((i) => 'city' in i)).toBeDefined();
    if (server === 'dynamodb-local') {
      const direct = await h.raw.send(
        new ExecuteStatementCommand({
          Statement: `SELECT sk, address.city FROM "PqOrders" WHERE pk IN ['CUST#0', 'CUST#1'] AND begins_with(sk, 'ORDER')`,
        }),
      );
      expect(sorted(items)).toEqual(sorted((direct.Items ?? []).map(itemToWire)));
    }
  });

  test('a GetItem with parameters', async () => {
    const { items, pages } = await all(`SELECT * FROM "PqOrders" WHERE pk = ? AND sk = ?`, undefined, [
      { S: 'CUST#2' },
      { S: 'PROFILE' },
    ]);
    expect(pages[0]!.Operation).toBe('GetItem');
    expect(items).toEqual([expect.objectContaining({ name: { S: 'Customer 2' } })]);
  });

  test('what DynamoDB refuses, and writes, are refused before sending, at the place', async () => {
    const refused = async (Statement: string, Parameters?: Array<{ S: string }>) => {
      try {
        await h.http.executeStatement({ Statement, ...(Parameters ? { Parameters } : {}) });
      } catch (e) {
        return e as ApiError;
      }
      throw new Error(`accepted: ${Statement}`);
    };
    const like = await refused(`SELECT * FROM "PqOrders" WHERE title LIKE 'a%'`);
    expect(like.name).toBe('RequestValidationError');
    expect(like.message).toMatch(/no LIKE.*column 32/);
    expect((await refused(`SELECT * FROM "PqOrders" WHERE pk = ?`)).message).toMatch(/1 parameter/);
    expect((await refused(`SELECT * FROM "PqOrders"."Nope"`)).message).toMatch(/no index "Nope"/);
    const write = await refused(`DELETE FROM "PqWrites" WHERE pk = 'there' AND sk = 'one'`);
    expect(write.message).toMatch(/staged in the editor/);
    const still = await all(`SELECT * FROM "PqWrites"`);
    expect(still.items.length).toBe(1);
  });
});

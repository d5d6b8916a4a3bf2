/**
 * Limit is a 32-bit integer: AWS DynamoDB Local answers one past 2,147,483,647 with an
 * InternalFailure, which tells a user nothing. The app's API refuses it first, naming Limit and the
 * bound, on a table it can describe and on one it cannot; the largest Limit still goes through.
 */
import { CreateTableCommand, PutItemCommand, QueryCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { REQUEST_VALIDATION } from '../../../shared/api-errors.js';
import { startHarness, type Harness } from '../../support/app-harness.js';

const TABLE = 'TideGauges';
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ server: 'dynamodb-local' });
  await h.raw.send(
    new CreateTableCommand({
      TableName: TABLE,
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: 'station', KeyType: 'HASH' },
        { AttributeName: 'at', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: [
        { AttributeName: 'station', AttributeType: 'S' },
        { AttributeName: 'at', AttributeType: 'N' },
      ],
    }),
  );
  await h.raw.send(
    new PutItemCommand({ TableName: TABLE, Item: { station: { S: 'brest' }, at: { N: '1' }, metres: { N: '4.2' } } }),
  );
}, 120_000);
afterAll(async () => {
  await h?.close();
});

const query = (Limit: number, TableName = TABLE) => ({
  TableName,
  KeyConditionExpression: 'station = :s',
  ExpressionAttributeValues: { ':s': { S: 'brest' } },
  Limit,
});

test('DynamoDB Local itself fails past 2,147,483,647 with an InternalFailure, and takes 2,147,483,647', async () => {
  const sdk = (Limit: number) =>
    h.raw.send(
      new QueryCommand({
        TableName: TABLE,
        KeyConditionExpression: 'station = :s',
        ExpressionAttributeValues: { ':s': { S: 'brest' } },
        Limit,
      }),
    );
  await expect(sdk(2_147_483_648)).rejects.toMatchObject({ name: 'InternalFailure' });
  expect((await sdk(2_147_483_647)).Count).toBe(1);
});

test('the API refuses a Limit past the bound, naming the field and the bound; the bound itself is read', async () => {
  const e = await h.http.query(query(99_999_999_999_999)).then(
    () => ({ name: 'accepted', message: '' }),
    (err: unknown) => err as { name: string; field?: string; message: string },
  );
  expect(e).toMatchObject({ name: REQUEST_VALIDATION, field: 'Limit' });
  expect(e.message).toBe("Limit: DynamoDB's largest Limit is 2,147,483,647; got 99,999,999,999,999");
  const scan = await h.http
    .scan({ TableName: TABLE, Limit: 2_147_483_648 })
    .catch((err: unknown) => err as { field?: string });
  expect(scan).toMatchObject({ field: 'Limit' });
  expect((await h.http.query(query(2_147_483_647))).Count).toBe(1);
});

test('refused on a table the service cannot describe too, rather than passed on to fail there', async () => {
  const e = await h.http.query(query(2_147_483_648, 'NoSuchTable')).catch((err: unknown) => err as { field?: string });
  expect(e).toMatchObject({ name: REQUEST_VALIDATION, field: 'Limit' });
});

/**
 * Three tables (string, numeric and binary sort keys; the string one with a GSI and an LSI) and a
 * known item set. Sort key values are listed in DynamoDB's order, so what a key condition must
 * return is known by construction: by position in the list.
 */
import { BatchWriteItemCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { AttributeValue, Item, ScalarAttributeType, TableDescription } from '../../../shared/dynamo/types.js';
import { itemFromWire } from '../../../electron/service/wire.js';
import { createTable } from './tables.js';

const b64 = (...bytes: number[]) => Buffer.from(bytes).toString('base64');

/** Ascending in DynamoDB's order. The strings stay below U+E000 or above U+FFFF together, where UTF-8 and UTF-16 agree (dynalite orders by UTF-16). */
export const ORDERED: Record<ScalarAttributeType, AttributeValue[]> = {
  S: ['A', 'B', 'a', 'a#1', 'a#2', 'ab', 'b', 'z', 'é', '€', '😀'].map((S) => ({ S })),
  N: ['-100', '-1.5', '-1', '0', '0.5', '2', '10', '99.99', '100', '12345678901234567890'].map((N) => ({ N })),
  B: [[0x00], [0x00, 0x01], [0x01], [0x7f], [0x80], [0x80, 0x00], [0xff]].map((bytes) => ({ B: b64(...bytes) })),
};

export const GSI = 'by-group';
export const LSI = 'byNum';

/** Key attribute names chosen to need aliasing: a dash, a dot, a reserved word. */
export const tables: Record<ScalarAttributeType, TableDescription> = {
  S: {
    TableName: 'expr-s',
    KeySchema: [
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ],
    AttributeDefinitions: [
      { AttributeName: 'pk', AttributeType: 'S' },
      { AttributeName: 'sk', AttributeType: 'S' },
      { AttributeName: 'gsi-pk', AttributeType: 'S' },
      { AttributeName: 'gsi.sk', AttributeType: 'S' },
      { AttributeName: 'number', AttributeType: 'N' },
    ],
    GlobalSecondaryIndexes: [
      {
        IndexName: GSI,
        KeySchema: [
          { AttributeName: 'gsi-pk', KeyType: 'HASH' },
          { AttributeName: 'gsi.sk', KeyType: 'RANGE' },
        ],
      },
    ],
    LocalSecondaryIndexes: [
      {
        IndexName: LSI,
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'number', KeyType: 'RANGE' },
        ],
      },
    ],
  },
  N: {
    TableName: 'expr-n',
    KeySchema: [
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ],
    AttributeDefinitions: [
      { AttributeName: 'pk', AttributeType: 'S' },
      { AttributeName: 'sk', AttributeType: 'N' },
    ],
  },
  B: {
    TableName: 'expr-b',
    KeySchema: [
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ],
    AttributeDefinitions: [
      { AttributeName: 'pk', AttributeType: 'S' },
      { AttributeName: 'sk', AttributeType: 'B' },
    ],
  },
};

export const PARTITION = 'P1';
/** A second partition holding the same sort keys, which no P1 query may return. */
export const OTHER_PARTITION = 'P2';

const STATUSES = ['open', 'closed', 'held'];

/** The i-th item of a partition: attributes with awkward names for the filter tests. */
export function itemAt(type: ScalarAttributeType, pk: string, i: number): Item {
  const item: Item = {
    pk: { S: pk },
    sk: ORDERED[type][i]!,
    status: { S: STATUSES[i % 3]! },
    'order.total': { N: String(i * 5) },
    'order-id': { S: `O-${i}` },
    '1st': { BOOL: i % 2 === 0 },
    tags: { SS: [`t${i % 4}`, 'all'] },
    info: { M: { city: { S: i % 2 === 0 ? 'Oslo' : 'Lima' }, zip: { N: String(1000 + i) } } },
    list: { L: [{ N: String(i) }, { S: 'x' }] },
  };
  if (i % 3 === 0) item.optional = { S: 'here' };
  if (type === 'S') {
    item['gsi-pk'] = { S: `G#${i % 2}` };
    item['gsi.sk'] = ORDERED.S[i]!;
    item.number = { N: String(i * 10 - 30) };
  }
  return item;
}

export async function createAndFill(client: DynamoDBClient): Promise<void> {
  for (const type of ['S', 'N', 'B'] as const) {
    await createTable(client, tables[type]);
    const items = ORDERED[type].flatMap((_, i) => [itemAt(type, PARTITION, i), itemAt(type, OTHER_PARTITION, i)]);
    for (let start = 0; start < items.length; start += 25) {
      await client.send(
        new BatchWriteItemCommand({
          RequestItems: {
            [tables[type].TableName]: items
              .slice(start, start + 25)
              .map((item) => ({ PutRequest: { Item: itemFromWire(item) } })),
          },
        }),
      );
    }
  }
}

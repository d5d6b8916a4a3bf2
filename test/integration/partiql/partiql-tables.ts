/**
 * The tables the PartiQL fidelity suite reads and writes: string keys with two GSIs (one
 * KEYS_ONLY) and an LSI, a number-keyed table, and a scratch table the writes go to, so writes
 * never change what the SELECTs read. Items vary every attribute type, and some lack attributes
 * or hold NULL, so missing and NULL semantics are exercised.
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createDescribedTables, putWireItem } from '../../support/described-tables.js';
import type { Item, TableDescription } from '../../../shared/dynamo/types.js';

const keyed = (name: string): TableDescription => ({
  TableName: name,
  KeySchema: [
    { AttributeName: 'pk', KeyType: 'HASH' },
    { AttributeName: 'sk', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [
    { AttributeName: 'pk', AttributeType: 'S' },
    { AttributeName: 'sk', AttributeType: 'S' },
  ],
});

export const orders: TableDescription = {
  ...keyed('PqOrders'),
  AttributeDefinitions: [
    { AttributeName: 'pk', AttributeType: 'S' },
    { AttributeName: 'sk', AttributeType: 'S' },
    { AttributeName: 'status', AttributeType: 'S' },
    { AttributeName: 'total', AttributeType: 'N' },
    { AttributeName: 'owner', AttributeType: 'S' },
    { AttributeName: 'created', AttributeType: 'N' },
  ],
  GlobalSecondaryIndexes: [
    {
      IndexName: 'ByStatus',
      KeySchema: [
        { AttributeName: 'status', KeyType: 'HASH' },
        { AttributeName: 'total', KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    },
    {
      IndexName: 'ByOwner',
      KeySchema: [{ AttributeName: 'owner', KeyType: 'HASH' }],
      Projection: { ProjectionType: 'KEYS_ONLY' },
    },
  ],
  LocalSecondaryIndexes: [
    {
      IndexName: 'ByCreated',
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'created', KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['title'] },
    },
  ],
};

export const numbers: TableDescription = {
  TableName: 'PqNums',
  KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
  AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'N' }],
};

export const scratch: TableDescription = keyed('PqWrites');

export const partiqlTables = [orders, numbers, scratch];

function orderItems(): Item[] {
  const out: Item[] = [];
  const statuses = ['open', 'shipped', 'closed'];
  for (let c = 0; c < 4; c++) {
    for (let i = 0; i < 6; i++) {
      const n = c * 6 + i;
      const item: Item = {
        pk: { S: `CUST#${c}` },
        sk: { S: i === 0 ? 'PROFILE' : `ORDER#${String(i).padStart(3, '0')}` },
      };
      if (i > 0) {
        item.status = { S: statuses[n % 3]! };
        item.total = { N: String((n * 7) % 50) };
        item.created = { N: String(1000 + n) };
        item.title = { S: `order ${n}` };
        if (n % 2 === 0) item.tags = { SS: ['gift', n % 4 === 0 ? 'rush' : 'plain'] };
        if (n % 3 === 0) item.lines = { L: [{ N: String(n) }, { S: 'x' }] };
        if (n % 5 === 0) item.address = { M: { city: { S: n % 10 === 0 ? 'Oslo' : 'Rome' }, zip: { N: String(n) } } };
        if (n % 4 === 1) item.paid = { BOOL: n % 8 === 1 };
        if (n % 7 === 0) item.note = { NULL: true };
      } else {
        item.name = { S: `Customer ${c}` };
        item.owner = { S: `rep${c % 2}` };
      }
      out.push(item);
    }
  }
  return out;
}

export async function createPartiqlTables(client: DynamoDBClient): Promise<void> {
  await createDescribedTables(client, partiqlTables);
  for (const item of orderItems()) await putWireItem(client, orders.TableName, item);
  for (let id = 1; id <= 8; id++) {
    await putWireItem(client, numbers.TableName, {
      id: { N: String(id) },
      label: { S: `n${id}` },
      ...(id % 2 ? { odd: { BOOL: true } } : {}),
    });
  }
  await putWireItem(client, scratch.TableName, { pk: { S: 'there' }, sk: { S: 'one' }, v: { N: '1' } });
}

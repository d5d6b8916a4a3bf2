/**
 * The tables the fidelity suite reads: S, N and B keys; a hash-only GSI with KEYS_ONLY, a
 * composite GSI with INCLUDE, a composite GSI with ALL, and an LSI with INCLUDE. Described here
 * once, in the shape the gate takes, and created from that description on the server.
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createDescribedTables, putWireItem } from '../../support/described-tables.js';
import type { Item, TableDescription } from '../../../shared/dynamo/types.js';

export const stringTable: TableDescription = {
  TableName: 'FidS',
  KeySchema: [
    { AttributeName: 'pk', KeyType: 'HASH' },
    { AttributeName: 'sk', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [
    { AttributeName: 'pk', AttributeType: 'S' },
    { AttributeName: 'sk', AttributeType: 'S' },
    { AttributeName: 'ownerId', AttributeType: 'S' },
    { AttributeName: 'stage', AttributeType: 'S' },
    { AttributeName: 'score', AttributeType: 'N' },
    { AttributeName: 'gpk', AttributeType: 'S' },
    { AttributeName: 'gsk', AttributeType: 'S' },
    { AttributeName: 'created', AttributeType: 'N' },
  ],
  GlobalSecondaryIndexes: [
    {
      IndexName: 'ByOwner',
      KeySchema: [{ AttributeName: 'ownerId', KeyType: 'HASH' }],
      Projection: { ProjectionType: 'KEYS_ONLY' },
    },
    {
      IndexName: 'ByStage',
      KeySchema: [
        { AttributeName: 'stage', KeyType: 'HASH' },
        { AttributeName: 'score', KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['title', 'tags'] },
    },
    {
      IndexName: 'ByG',
      KeySchema: [
        { AttributeName: 'gpk', KeyType: 'HASH' },
        { AttributeName: 'gsk', KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
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

export const numberTable: TableDescription = {
  TableName: 'FidN',
  KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
  AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'N' }],
};

export const binaryTable: TableDescription = {
  TableName: 'FidB',
  KeySchema: [
    { AttributeName: 'bk', KeyType: 'HASH' },
    { AttributeName: 'seq', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [
    { AttributeName: 'bk', AttributeType: 'B' },
    { AttributeName: 'seq', AttributeType: 'N' },
  ],
};

export const fidelityTables = [stringTable, numberTable, binaryTable];

const items: Array<[TableDescription, Item]> = [
  [
    stringTable,
    {
      pk: { S: 'A' },
      sk: { S: 'A' },
      ownerId: { S: 'o1' },
      stage: { S: 'open' },
      score: { N: '5' },
      gpk: { S: 'g' },
      gsk: { S: 'x' },
      created: { N: '10' },
      title: { S: 't' },
      tags: { SS: ['x', 'y'] },
      flag: { BOOL: true },
      nothing: { NULL: true },
      list: { L: [{ N: '1' }, { S: 'two' }] },
      map: { M: { inner: { S: 'v' } } },
      nums: { NS: ['1', '2'] },
    },
  ],
  [stringTable, { pk: { S: 'A' }, sk: { S: 'B' }, title: { S: 'u' } }],
  [numberTable, { id: { N: '1' }, title: { S: 'one' } }],
  [binaryTable, { bk: { B: 'AQI=' }, seq: { N: '1' } }],
];

export async function createFidelityTables(client: DynamoDBClient): Promise<void> {
  await createDescribedTables(client, fidelityTables);
  for (const [t, item] of items) await putWireItem(client, t.TableName, item);
}

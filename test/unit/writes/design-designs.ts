/** Table designs of different shapes for the tests of new items and of the design review: none is a sample table of the app. */
import type { TableDescription } from '../../../shared/dynamo/types.js';
import type { TableDesign } from '../../../shared/design/model/table-design.js';

/** A shop: a type attribute, `#` between segments, an inverted GSI for orders by id. */
export const shop: TableDesign = {
  source: 'edited',
  tableName: 'Shop',
  keys: { partitionKey: 'PK', sortKey: 'SK' },
  typeAttribute: 'type',
  delimiter: '#',
  indexes: [{ name: 'GSI1', kind: 'GSI', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' }],
  entities: [
    { name: 'Customer', typeValue: 'customer', keys: { PK: 'CUSTOMER#{customerId}', SK: 'PROFILE' } },
    {
      name: 'Order',
      typeValue: 'order',
      keys: {
        PK: 'CUSTOMER#{customerId}',
        SK: 'ORDER#{orderId}',
        GSI1PK: 'ORDER#{orderId}',
        GSI1SK: 'ORDER#{orderId}',
      },
    },
    {
      name: 'OrderLine',
      typeValue: 'line',
      keys: { PK: 'ORDER#{orderId}', SK: 'LINE#{lineNo}', GSI1PK: 'ORDER#{orderId}', GSI1SK: 'LINE#{lineNo}' },
    },
  ],
};
export const shopTable: TableDescription = {
  TableName: 'Shop',
  KeySchema: [
    { AttributeName: 'PK', KeyType: 'HASH' },
    { AttributeName: 'SK', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [
    { AttributeName: 'PK', AttributeType: 'S' },
    { AttributeName: 'SK', AttributeType: 'S' },
    { AttributeName: 'GSI1PK', AttributeType: 'S' },
    { AttributeName: 'GSI1SK', AttributeType: 'S' },
  ],
  GlobalSecondaryIndexes: [
    {
      IndexName: 'GSI1',
      KeySchema: [
        { AttributeName: 'GSI1PK', KeyType: 'HASH' },
        { AttributeName: 'GSI1SK', KeyType: 'RANGE' },
      ],
    },
  ],
};

/** Accounts and users: no type attribute (entities by their keys alone), `:` between segments, an account is its own collection's head. */
export const saas: TableDesign = {
  source: 'onetable',
  tableName: 'Saas',
  keys: { partitionKey: 'pk', sortKey: 'sk' },
  delimiter: ':',
  indexes: [{ name: 'gs1', kind: 'GSI', partitionKey: 'gs1pk', sortKey: 'gs1sk' }],
  entities: [
    { name: 'Account', keys: { pk: 'acct:{accountId}' }, keyedBySelf: true },
    { name: 'User', keys: { pk: 'acct:{accountId}', sk: 'user:{email}', gs1pk: 'user:{email}', gs1sk: 'user:' } },
  ],
};

/** Sensor readings: a number sort key (an opaque template), a binary partition key, no delimiter. */
export const sensors: TableDesign = {
  source: 'nosql-workbench',
  tableName: 'Readings',
  keys: { partitionKey: 'device', sortKey: 'ts' },
  typeAttribute: 'kind',
  entities: [{ name: 'Reading', typeValue: 'reading', keys: { device: '{device}', ts: '{ts}' } }],
};
export const sensorsTable: TableDescription = {
  TableName: 'Readings',
  KeySchema: [
    { AttributeName: 'device', KeyType: 'HASH' },
    { AttributeName: 'ts', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [
    { AttributeName: 'device', AttributeType: 'B' },
    { AttributeName: 'ts', AttributeType: 'N' },
  ],
};

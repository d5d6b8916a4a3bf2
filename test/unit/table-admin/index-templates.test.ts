/** The Indexes table's key templates: per entity that fills the index's keys, partition key first. */
import { expect, test } from 'vitest';
import { indexKeyTemplates } from '../../../renderer/model/table-details/index-templates.js';
import type { TableDesign } from '../../../shared/design/model/table-design.js';

const design: TableDesign = {
  source: 'nosql-workbench',
  tableName: 'App',
  keys: { partitionKey: 'PK', sortKey: 'SK' },
  indexes: [{ name: 'GSI1', kind: 'GSI', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' }],
  entities: [
    { name: 'Org', keys: { PK: 'ORG#{orgId}', SK: 'ORG#{orgId}' } },
    { name: 'User', keys: { PK: 'ORG#{orgId}', SK: 'USER#{userId}', GSI1SK: 'USER#{email}', GSI1PK: 'EMAIL#{email}' } },
    { name: 'Ticket', keys: { PK: 'TICKET#{id}', SK: 'TICKET#{id}', GSI1PK: 'USER#{userId}' } },
  ],
};

test('an overloaded GSI lists each entity that fills its keys, partition key first; the others are not in it', () => {
  expect(
    indexKeyTemplates(design, [
      { AttributeName: 'GSI1SK', KeyType: 'RANGE' },
      { AttributeName: 'GSI1PK', KeyType: 'HASH' },
    ]),
  ).toEqual([
    { entity: 'User', keys: ['GSI1PK = EMAIL#{email}', 'GSI1SK = USER#{email}'] },
    { entity: 'Ticket', keys: ['GSI1PK = USER#{userId}'] },
  ]);
});

test('no design, or an index none of its entities fill, has no templates', () => {
  expect(indexKeyTemplates(null, [{ AttributeName: 'GSI1PK', KeyType: 'HASH' }])).toEqual([]);
  expect(indexKeyTemplates(design, [{ AttributeName: 'status', KeyType: 'HASH' }])).toEqual([]);
});

import { expect, test } from 'vitest';
import type { TableDescription } from '../../../shared/dynamo/types.js';
import { indexChange } from '../../../renderer/features/query/index-change.js';
import { emptyDraft } from '../../../renderer/model/query/query-draft.js';
import { buildRead } from '../../../renderer/model/query/build-read.js';

const table: TableDescription = {
  TableName: 'Fleet',
  KeySchema: [
    { AttributeName: 'PK', KeyType: 'HASH' },
    { AttributeName: 'SK', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [
    { AttributeName: 'PK', AttributeType: 'S' },
    { AttributeName: 'SK', AttributeType: 'S' },
    { AttributeName: 'plate', AttributeType: 'S' },
    { AttributeName: 'mileage', AttributeType: 'N' },
  ],
  GlobalSecondaryIndexes: [
    {
      IndexName: 'ByPlate',
      KeySchema: [{ AttributeName: 'plate', KeyType: 'HASH' }],
      Projection: { ProjectionType: 'ALL' },
    },
  ],
  LocalSecondaryIndexes: [
    {
      IndexName: 'ByMileage',
      KeySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'mileage', KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    },
  ],
};

test('an LSI query with a sort-key condition, switched to a hash-only GSI, runs without the condition', () => {
  const onLsi = { ...emptyDraft('Fleet'), index: 'ByMileage', pk: 'DEPOT#north', skOp: '>' as const, sk: '5000' };
  expect(buildRead(onLsi, table).ok).toBe(true);
  const onGsi = { ...onLsi, ...indexChange(onLsi, table, 'ByPlate'), pk: 'NR-00001' };
  expect(onGsi).toMatchObject({ index: 'ByPlate', skOp: '', sk: '', sk2: '' });
  const built = buildRead(onGsi, table);
  expect(built.ok ? built.read.operation : built.problems).toBe('query');
});

test('a condition the new index can take is kept; begins_with is dropped for a number sort key', () => {
  const onTable = { ...emptyDraft('Fleet'), pk: 'DEPOT#north', skOp: '>' as const, sk: 'TRUCK#5' };
  expect(indexChange(onTable, table, 'ByMileage')).toEqual({ index: 'ByMileage' });
  const prefix = { ...onTable, skOp: 'begins_with' as const };
  expect(indexChange(prefix, table, 'ByMileage')).toEqual({ index: 'ByMileage', skOp: '', sk: '', sk2: '' });
  expect(indexChange(prefix, table, '')).toEqual({ index: '' });
});

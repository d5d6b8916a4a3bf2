import { describe, expect, it } from 'vitest';
import { addConsumed, emptyShares, keptLittle } from '../../../shared/cost/consumed.js';
import { avoidingKey } from '../../../shared/cost/avoid-filter.js';
import { planRead } from '../../../shared/cost/read-plan.js';
import type { TableDescription } from '../../../shared/dynamo/types.js';

const table: TableDescription = {
  TableName: 'App',
  KeySchema: [
    { AttributeName: 'PK', KeyType: 'HASH' },
    { AttributeName: 'SK', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [],
  GlobalSecondaryIndexes: [{ IndexName: 'ByStatus', KeySchema: [{ AttributeName: 'status', KeyType: 'HASH' }] }],
  LocalSecondaryIndexes: [
    {
      IndexName: 'ByDate',
      KeySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'date', KeyType: 'RANGE' },
      ],
    },
  ],
};

describe('consumed capacity', () => {
  it("sums the table's and each index's share over pages", () => {
    const s = emptyShares();
    addConsumed(s, {
      CapacityUnits: 2,
      Table: { CapacityUnits: 0 },
      GlobalSecondaryIndexes: { ByStatus: { CapacityUnits: 2 } },
    });
    addConsumed(s, { CapacityUnits: 1.5, Table: { CapacityUnits: 1.5 } });
    addConsumed(s, { CapacityUnits: 0.5 });
    expect(s).toEqual({ total: 4, table: 2, indexes: { ByStatus: 2 } });
  });

  it('flags a read that kept under 10% of what it scanned', () => {
    expect(keptLittle(100, 9)).toBe(true);
    expect(keptLittle(100, 10)).toBe(false);
    expect(keptLittle(0, 0)).toBe(false);
  });
});

describe('the key that avoids a filter', () => {
  it('names the index whose partition key a Scan filters on', () => {
    const p = planRead(
      'Scan',
      {
        TableName: 'App',
        FilterExpression: '#s = :s',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':s': { S: 'OPEN' } },
      },
      { partitionKey: 'PK' },
    );
    expect(avoidingKey(p, table)).toBe(
      'A Query of index ByStatus with the key condition status = "OPEN" reads only those items.',
    );
  });

  it('names the sort key or the local index a Query filters on', () => {
    const values = { ':pk': { S: 'A' }, ':v': { S: 'x' } };
    const onSk = planRead(
      'Query',
      {
        TableName: 'App',
        KeyConditionExpression: 'PK = :pk',
        FilterExpression: 'begins_with(SK, :v)',
        ExpressionAttributeValues: values,
      },
      { partitionKey: 'PK' },
    );
    expect(avoidingKey(onSk, table)).toMatch(/^Put begins_with\(SK, "x"\) in the key condition/);
    const onDate = planRead(
      'Query',
      {
        TableName: 'App',
        KeyConditionExpression: 'PK = :pk',
        FilterExpression: 'date > :v',
        ExpressionAttributeValues: values,
      },
      { partitionKey: 'PK' },
    );
    expect(avoidingKey(onDate, table)).toMatch(/^A Query of index ByDate/);
  });

  it('says nothing when the design has no such key', () => {
    const p = planRead(
      'Scan',
      { TableName: 'App', FilterExpression: 'colour = :c', ExpressionAttributeValues: { ':c': { S: 'red' } } },
      { partitionKey: 'PK' },
    );
    expect(avoidingKey(p, table)).toBeNull();
    const either = planRead(
      'Scan',
      {
        TableName: 'App',
        FilterExpression: '(status = :c) OR (colour = :c)',
        ExpressionAttributeValues: { ':c': { S: 'red' } },
      },
      { partitionKey: 'PK' },
    );
    expect(avoidingKey(either, table)).toBeNull();
  });
});

/**
 * A PartiQL SELECT is estimated as the Query, Scan or GetItem DynamoDB runs for it, so Explain and
 * the expensive-read guard judge an equality on the partition key as one collection, not the table.
 */
import { describe, expect, test } from 'vitest';
import type { TableDescription } from '../../../shared/dynamo/types.js';
import { planOfBuilt } from '../../../renderer/model/cost-estimate/read-plan-of.js';
import { planOfStatement } from '../../../renderer/model/cost-estimate/statement-plan.js';
import { checkStatement } from '../../../renderer/features/partiql/statement-read.js';

const table = {
  TableName: 'Kennels',
  KeySchema: [
    { AttributeName: 'kennel', KeyType: 'HASH' },
    { AttributeName: 'slot', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [
    { AttributeName: 'kennel', AttributeType: 'S' },
    { AttributeName: 'slot', AttributeType: 'S' },
    { AttributeName: 'breed', AttributeType: 'S' },
    { AttributeName: 'born', AttributeType: 'N' },
  ],
  GlobalSecondaryIndexes: [
    {
      IndexName: 'ByBreed',
      KeySchema: [
        { AttributeName: 'breed', KeyType: 'HASH' },
        { AttributeName: 'born', KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    },
  ],
} as unknown as TableDescription;

describe('the plan of a PartiQL SELECT', () => {
  test('an equality on the partition key is a Query of that collection, with the rest as filters', () => {
    const plan = planOfStatement(
      { Statement: `SELECT * FROM "Kennels" WHERE kennel = 'K#9' AND colour = 'brown'` },
      table,
    )!;
    expect(plan.operation).toBe('Query');
    expect(plan.partitionKeyValue).toEqual({ S: 'K#9' });
    expect(plan.filters).toHaveLength(1);
    expect(plan.consistency).toBe('eventual');
  });

  test('a condition on no key is a Scan of the table; an index read names the index', () => {
    const scan = planOfStatement({ Statement: `SELECT * FROM "Kennels" WHERE colour = 'brown'` }, table)!;
    expect(scan.operation).toBe('Scan');
    expect(scan.indexName).toBeUndefined();
    const onIndex = planOfStatement(
      {
        Statement: `SELECT * FROM "Kennels"."ByBreed" WHERE breed = ?`,
        Parameters: [{ S: 'beagle' }],
        ConsistentRead: false,
      },
      table,
    )!;
    expect(onIndex.operation).toBe('Query');
    expect(onIndex.indexName).toBe('ByBreed');
    expect(onIndex.partitionKeyValue).toEqual({ S: 'beagle' });
  });

  test('the full key is a GetItem; a strongly consistent statement is planned as one', () => {
    const get = planOfStatement(
      { Statement: `SELECT * FROM "Kennels" WHERE kennel = 'K#9' AND slot = 'S#1'`, ConsistentRead: true },
      table,
    )!;
    expect(get.operation).toBe('GetItem');
    expect(get.consistency).toBe('strong');
  });

  test('a statement that does not parse or is not a SELECT has no plan', () => {
    expect(planOfStatement({ Statement: 'SELECT * FROM' }, table)).toBeUndefined();
    expect(
      planOfStatement({ Statement: `DELETE FROM "Kennels" WHERE kennel = 'K#9' AND slot = 'S#1'` }, table),
    ).toBeUndefined();
  });

  test('the read the guard sees is planned from its statement, not as the whole-table Scan its request names', () => {
    const check = checkStatement(`SELECT * FROM "Kennels" WHERE kennel = 'K#9'`, table, []);
    expect(check.built?.spec.request).toEqual({ TableName: 'Kennels' });
    const plan = planOfBuilt(check.built!, table);
    expect(plan.operation).toBe('Query');
    expect(plan.partitionKeyValue).toEqual({ S: 'K#9' });
  });
});

describe("the plan from the panel's own classification", () => {
  test('is the plan made by classifying again, for a Query, a Scan and an index read', () => {
    for (const text of [
      `SELECT * FROM "Kennels" WHERE kennel = 'K#9' AND colour = 'brown'`,
      `SELECT * FROM "Kennels" WHERE colour = 'brown'`,
      `SELECT * FROM "Kennels"."ByBreed" WHERE breed = 'beagle'`,
    ]) {
      const check = checkStatement(text, table, []);
      expect(planOfStatement(check.built!.statement!, table, undefined, check.classification)).toEqual(
        planOfStatement({ Statement: text }, table),
      );
    }
  });
});

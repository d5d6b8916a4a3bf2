import { describe, expect, it } from 'vitest';
import { estimateRead } from '../../../shared/cost/estimate-read.js';
import { planSelect } from '../../../shared/partiql/select-plan.js';
import { PartiqlProblem, tokenize } from '../../../shared/partiql/tokens.js';
import type { TableDescription } from '../../../shared/dynamo/types.js';

const table: TableDescription = {
  TableName: 'Shop',
  KeySchema: [
    { AttributeName: 'PK', KeyType: 'HASH' },
    { AttributeName: 'SK', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [
    { AttributeName: 'PK', AttributeType: 'S' },
    { AttributeName: 'SK', AttributeType: 'S' },
    { AttributeName: 'status', AttributeType: 'S' },
  ],
  GlobalSecondaryIndexes: [
    {
      IndexName: 'ByStatus',
      KeySchema: [
        { AttributeName: 'status', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' },
      ],
    },
  ],
};

describe('PartiQL tokens', () => {
  it('reads quoted names, strings with doubled quotes, numbers, parameters and operators', () => {
    expect(
      tokenize(`SELECT * FROM "Shop" WHERE "PK" = 'it''s' AND n >= -1.5 AND x <> ?`).map((t) => `${t.kind}:${t.text}`),
    ).toEqual([
      'name:SELECT',
      'op:*',
      'name:FROM',
      'quoted:Shop',
      'name:WHERE',
      'quoted:PK',
      'op:=',
      "string:it's",
      'name:AND',
      'name:n',
      'op:>=',
      'number:-1.5',
      'name:AND',
      'name:x',
      'op:<>',
      'param:?',
    ]);
  });

  it('points at an unclosed string', () => {
    expect(() => tokenize(`SELECT * FROM Shop WHERE PK = 'open`)).toThrow(PartiqlProblem);
  });
});

describe('what a SELECT will do', () => {
  it('is a Scan without = or IN on the partition key, every condition a filter', () => {
    const r = planSelect(`SELECT * FROM "Shop" WHERE total > 100`, table);
    expect(r.plan.operation).toBe('Scan');
    expect(r.plan.filters).toEqual(['total > 100']);
    expect(r.scanWarning).toMatch(/No = or IN on the partition key PK: DynamoDB reads the whole table/);
  });

  it('is a Scan when the partition key is only under an OR', () => {
    expect(planSelect(`SELECT * FROM Shop WHERE PK = 'a' OR total > 1`, table).plan.operation).toBe('Scan');
  });

  it('is a Query with = or IN on the partition key; other conditions are filters', () => {
    const r = planSelect(`SELECT * FROM "Shop" WHERE "PK" = 'ORG#1' AND begins_with("SK", 'U#') AND total > 3`, table);
    expect(r.plan).toMatchObject({
      operation: 'Query',
      keyCondition: `"PK" = 'ORG#1' AND begins_with("SK", 'U#')`,
      filters: ['total > 3'],
      sortKeyCondition: true,
    });
    expect(planSelect(`SELECT * FROM Shop WHERE PK IN ['a', 'b']`, table).plan.operation).toBe('Query');
  });

  it('is a GetItem with the whole primary key by =', () => {
    expect(planSelect(`SELECT * FROM Shop WHERE PK = ? AND SK = ?`, table).plan.operation).toBe('GetItem');
    expect(planSelect(`SELECT * FROM Shop WHERE PK = ? AND SK > ?`, table).plan.operation).toBe('Query');
  });

  it('is a Query on the index named as "Table"."Index"', () => {
    const r = planSelect(`SELECT * FROM "Shop"."ByStatus" WHERE status = 'OPEN'`, table);
    expect(r.plan).toMatchObject({ operation: 'Query', indexName: 'ByStatus' });
    expect(planSelect(`SELECT * FROM "Shop"."ByStatus" WHERE PK = 'a'`, table).plan.operation).toBe('Scan');
  });

  it("refuses IN past DynamoDB's limits", () => {
    const list = (n: number) => Array.from({ length: n }, (_, i) => `'v${i}'`).join(', ');
    expect(() => planSelect(`SELECT * FROM Shop WHERE PK IN [${list(51)}]`, table)).toThrow(
      /at most 50 partition-key values; this one has 51/,
    );
    expect(() => planSelect(`SELECT * FROM Shop WHERE PK IN [${list(50)}]`, table)).not.toThrow();
    expect(() => planSelect(`SELECT * FROM Shop WHERE colour IN [${list(101)}]`, table)).toThrow(/at most 100 values/);
  });

  it('feeds the same estimate as the read form: a Scan of 1,000 items of 4 KB', () => {
    const r = planSelect(`SELECT * FROM Shop`, table);
    expect(estimateRead(r.plan, { described: { items: 1000, bytes: 1000 * 4096 } }).units).toBe(500);
  });
});

import { describe, expect, test } from 'vitest';
import type { TableDescription } from '../../../shared/dynamo/types.js';
import {
  classifyStatement,
  FULL_SCAN_WARNING,
  parseStatement,
  selectFromModel,
  translateSelect,
  shapeLikePartiql,
  multipleStatementProblems,
} from '../../../shared/partiql/index.js';

const table: TableDescription = {
  TableName: 'Orders',
  KeySchema: [
    { AttributeName: 'pk', KeyType: 'HASH' },
    { AttributeName: 'sk', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [
    { AttributeName: 'pk', AttributeType: 'S' },
    { AttributeName: 'sk', AttributeType: 'S' },
    { AttributeName: 'owner', AttributeType: 'S' },
  ],
  GlobalSecondaryIndexes: [
    {
      IndexName: 'ByOwner',
      KeySchema: [{ AttributeName: 'owner', KeyType: 'HASH' }],
      Projection: { ProjectionType: 'ALL' },
    },
  ],
};

function info(text: string) {
  const c = classifyStatement(text, table);
  if (!c.ok) throw new Error(c.problems[0]!.message);
  return c;
}

describe('parsing', () => {
  test('a SELECT with projection, index, WHERE and ORDER BY', () => {
    const r = parseStatement(
      `SELECT a, m.x, l[0] FROM "Orders"."ByOwner" WHERE owner = ? AND size(l) > 2 ORDER BY owner DESC`,
    );
    expect(r.ok).toBe(true);
    if (!r.ok || r.statement.kind !== 'select') return;
    expect(r.statement.from).toMatchObject({ table: 'Orders', index: 'ByOwner' });
    expect(r.statement.projection?.map((p) => p.kind === 'path' && p.segments)).toEqual([['a'], ['m', 'x'], ['l', 0]]);
    expect(r.statement.orderBy[0]!.descending).toBe(true);
    expect(r.paramCount).toBe(1);
  });

  test('writes: INSERT VALUE, UPDATE SET/REMOVE, DELETE', () => {
    expect(
      parseStatement(`INSERT INTO "Orders" VALUE {'pk': 'a', 'sk': 'b', 'n': 1, 'l': [1, 'x'], 's': <<'a'>>}`).ok,
    ).toBe(true);
    expect(
      parseStatement(
        `UPDATE "Orders" SET n = 2, m.x = 'y' REMOVE "old" WHERE pk = 'a' AND sk = 'b' RETURNING ALL NEW *`,
      ).ok,
    ).toBe(true);
    expect(parseStatement(`DELETE FROM "Orders" WHERE pk = 'a' AND sk = 'b'`).ok).toBe(true);
  });

  test('errors point at the offending token', () => {
    const text = `SELECT * FROM "Orders" WHERE pk = 'a' LIMIT 5`;
    const r = parseStatement(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problem.token).toBe('LIMIT');
    expect(r.problem.offset).toBe(text.indexOf('LIMIT'));
    const unclosed = parseStatement(`SELECT * FROM "Orders" WHERE pk = 'a`);
    expect(!unclosed.ok && unclosed.problem.message).toMatch(/never closed/);
    const values = parseStatement(`INSERT INTO "Orders" VALUES {'pk': 'a'}`);
    expect(!values.ok && values.problem.message).toMatch(/VALUE \(not VALUES\)/);
  });

  test('escaped quotes in strings and names', () => {
    const r = parseStatement(`SELECT * FROM "Or""ders" WHERE pk = 'it''s'`);
    expect(r.ok && r.statement.kind === 'select' && r.statement.from.table).toBe('Or"ders');
  });
});

describe('classification', () => {
  test('GetItem when the whole key is equal', () => {
    expect(info(`SELECT * FROM "Orders" WHERE pk = 'a' AND sk = 'b'`).info.operation).toBe('GetItem');
  });
  test('Query on the table or a named index for = or IN on its partition key', () => {
    expect(info(`SELECT * FROM "Orders" WHERE pk = 'a'`).info).toMatchObject({ operation: 'Query', partitions: 1 });
    expect(info(`SELECT * FROM "Orders" WHERE 'a' = pk AND begins_with(sk, 'x')`).info.operation).toBe('Query');
    expect(info(`SELECT * FROM "Orders" WHERE pk IN ['a', 'b'] AND x = 1`).info).toMatchObject({
      operation: 'Query',
      partitions: 2,
    });
    expect(info(`SELECT * FROM "Orders"."ByOwner" WHERE owner = 'o'`).info).toMatchObject({
      operation: 'Query',
      index: 'ByOwner',
      summary: 'Query on index ByOwner',
    });
    expect(info(`SELECT * FROM "Orders" WHERE pk = 'a' AND sk = 'b' AND x = 1`).info.operation).toBe('Query');
  });
  test('anything else is a Scan with the warning', () => {
    for (const s of [
      `SELECT * FROM "Orders"`,
      `SELECT * FROM "Orders" WHERE sk = 'b'`,
      `SELECT * FROM "Orders" WHERE pk = 'a' OR pk = 'b'`,
      `SELECT * FROM "Orders"."ByOwner" WHERE pk = 'a'`,
    ]) {
      expect(info(s).info).toMatchObject({ operation: 'Scan', warning: FULL_SCAN_WARNING });
    }
  });
  test('refuses what DynamoDB refuses, at the place', () => {
    const cases: Array<[string, string, RegExp]> = [
      [`SELECT * FROM "Orders" WHERE a LIKE 'x%'`, `a LIKE 'x%'`, /no LIKE/],
      [`SELECT * FROM "Orders" WHERE lower(a) = 'x'`, 'lower', /no function lower/],
      [`SELECT * FROM "Orders" WHERE a IS INTEGER`, 'INTEGER', /IS takes/],
      [`SELECT * FROM "Orders" WHERE a = MISSING`, 'MISSING', /IS MISSING/],
      [`SELECT * FROM "Orders" WHERE pk IN []`, '[]', /at least one/],
      [`SELECT * FROM "Orders" ORDER BY sk`, 'sk', /WHERE/],
      [`SELECT * FROM "Orders" WHERE pk = 'a' ORDER BY x`, 'x', /key attributes/],
      [`SELECT a, a FROM "Orders"`, 'a', /twice/],
      [`SELECT upper(a) FROM "Orders"`, 'upper(a)', /attributes only/],
      [`SELECT * FROM "Orders"."Nope"`, '"Orders"."Nope"', /no index "Nope"/],
      [`SELECT * FROM "Orders" WHERE pk = 1`, '1', /type S/],
      [`SELECT * FROM "Orders" WHERE TRUE`, 'TRUE', /needs a condition/],
      [`SELECT * FROM "Orders" WHERE n + 1 = 2`, '+', /no "\+"/],
    ];
    for (const [text, token, message] of cases) {
      const c = classifyStatement(text, table);
      const problems = c.problems;
      expect(problems.length, text).toBeGreaterThan(0);
      expect(problems[0]!.token, text).toBe(token);
      expect(problems[0]!.message, text).toMatch(message);
    }
    const ins = Array.from({ length: 101 }, (_, i) => `'v${i}'`).join(',');
    expect(classifyStatement(`SELECT * FROM "Orders" WHERE a IN [${ins}]`, table).problems[0]!.message).toMatch(
      /at most 100/,
    );
    expect(
      classifyStatement(`SELECT * FROM "Orders" WHERE a IN [${ins.split(',').slice(0, 100).join(',')}]`, table)
        .problems,
    ).toEqual([]);
  });
  test('batches and transactions: limits and no mixing of reads and writes', () => {
    const get = `SELECT * FROM "Orders" WHERE pk = 'a' AND sk = 'b'`;
    const del = `DELETE FROM "Orders" WHERE pk = 'a' AND sk = 'b'`;
    expect(multipleStatementProblems('batch', Array(25).fill(get), table)).toEqual([]);
    expect(multipleStatementProblems('batch', Array(26).fill(get), table)[0]).toMatch(/at most 25/);
    expect(multipleStatementProblems('transaction', Array(101).fill(del), table)[0]).toMatch(/at most 100/);
    expect(multipleStatementProblems('transaction', [get, del], table)[0]).toMatch(/mixes 1 read and 1 write/);
    expect(multipleStatementProblems('batch', [`SELECT * FROM "Orders" WHERE pk = 'a'`], table)[0]).toMatch(
      /whole primary key/,
    );
  });
});

describe('translation', () => {
  function tr(text: string, params: Parameters<typeof translateSelect>[3] = []) {
    const p = parseStatement(text);
    if (!p.ok || p.statement.kind !== 'select') throw new Error('not a select');
    const r = translateSelect(text, p.statement, table, params);
    if (!r.ok) throw new Error(r.problem.message);
    return r.translated;
  }
  test('a Query: key condition, filter, projection, descending', () => {
    const t = tr(`SELECT a, m.x FROM "Orders" WHERE pk = ? AND sk > 'b' AND attribute_exists(a) ORDER BY sk DESC`, [
      { S: 'p' },
    ]);
    expect(t.method).toBe('query');
    // The request reads whole top-level attributes (DynamoDB packs projected list elements); the model keeps the paths.
    expect(t.model.projection).toEqual([['a'], ['m', 'x']]);
    expect(t.requests[0]).toMatchObject({
      TableName: 'Orders',
      ScanIndexForward: false,
      KeyConditionExpression: '#n0 = :v0 AND #n1 > :v1',
      FilterExpression: 'attribute_exists(#n2)',
      ProjectionExpression: '#n2, #n3',
      ExpressionAttributeNames: { '#n0': 'pk', '#n1': 'sk', '#n2': 'a', '#n3': 'm' },
      ExpressionAttributeValues: { ':v0': { S: 'p' }, ':v1': { S: 'b' } },
    });
  });
  test('GetItem, a Query per IN value, a Scan', () => {
    expect(tr(`SELECT * FROM "Orders" WHERE pk = 'a' AND sk = 'b'`).requests).toEqual([
      { TableName: 'Orders', Key: { pk: { S: 'a' }, sk: { S: 'b' } } },
    ]);
    expect(
      tr(`SELECT * FROM "Orders" WHERE pk IN ['a', 'b']`).requests.map((r) => r.ExpressionAttributeValues),
    ).toEqual([{ ':v0': { S: 'a' } }, { ':v0': { S: 'b' } }]);
    const scan = tr(`SELECT * FROM "Orders" WHERE n NOT BETWEEN 1 AND 2 OR t IS NOT MISSING`);
    expect(scan.method).toBe('scan');
    expect(scan.requests[0]!.FilterExpression).toBe('NOT #n0 BETWEEN :v0 AND :v1 OR attribute_exists(#n1)');
  });
  test('results take PartiQL flat shape', () => {
    expect(
      shapeLikePartiql({ a: { S: '1' }, m: { M: { x: { N: '2' } } }, l: { L: [{ S: 'z' }] } }, [
        ['a'],
        ['m', 'x'],
        ['l', 0],
      ]),
    ).toEqual({ a: { S: '1' }, x: { N: '2' }, 'l[0]': { S: 'z' } });
  });
  test('the builder model back to a SELECT that classifies the same', () => {
    const t = tr(`SELECT * FROM "Orders"."ByOwner" WHERE owner = 'o' AND contains(tags, 'x')`);
    const back = selectFromModel('Orders', 'ByOwner', t.model);
    expect(back.statement).toBe(`SELECT * FROM "Orders"."ByOwner" WHERE "owner" = 'o' AND contains("tags", 'x')`);
    expect(info(back.statement).info.operation).toBe('Query');
    expect(
      selectFromModel('Orders', undefined, {
        filter: {
          kind: 'compare',
          op: '=',
          left: { kind: 'path', path: ['b'] },
          right: { kind: 'value', value: { B: 'AQ==' } },
        },
      }),
    ).toEqual({ statement: `SELECT * FROM "Orders" WHERE "b" = ?`, parameters: [{ B: 'AQ==' }] });
  });
});

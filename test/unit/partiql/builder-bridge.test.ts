/**
 * PartiQL and the builder, both ways, over many reads: a builder read opened as PartiQL and back
 * sends the same request; a SELECT opened in the builder and back translates to the same Query,
 * Scan or GetItem; what the builder cannot say is refused with the reason.
 */
import { describe, expect, test } from 'vitest';
import type { AttributeValue, TableDescription } from '../../../shared/dynamo/types.js';
import { classifyStatement, translateSelect } from '../../../shared/partiql/index.js';
import {
  emptyBuilderDraft,
  emptyGroup,
  emptyRow,
  type BuilderDraft,
  type FilterNode,
  type FilterRow,
  type ValueText,
} from '../../../renderer/model/builder/builder-draft.js';
import { buildFromDraft } from '../../../renderer/model/builder/build-request.js';
import { builderToStatement, statementToBuilder } from '../../../renderer/features/partiql/builder-bridge.js';

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
    { AttributeName: 'created', AttributeType: 'N' },
    { AttributeName: 'total', AttributeType: 'N' },
  ],
  GlobalSecondaryIndexes: [
    {
      IndexName: 'ByOwner',
      KeySchema: [
        { AttributeName: 'owner', KeyType: 'HASH' },
        { AttributeName: 'created', KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    },
  ],
  LocalSecondaryIndexes: [
    {
      IndexName: 'ByTotal',
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'total', KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    },
  ],
};

const v = (type: ValueText['type'], text: string): ValueText => ({ type, text });
const row = (patch: Partial<FilterRow>): FilterRow => ({ ...emptyRow(), ...patch });
const group = (op: 'and' | 'or', children: FilterNode[], not = false) => ({ ...emptyGroup(op), not, children });

const KEYS: Array<[string, Partial<BuilderDraft>]> = [
  ['pk only', { pk: 'CUSTOMER#1' }],
  ['sk =', { pk: 'CUSTOMER#1', skOp: '=', sk: 'ORDER#1' }],
  ['sk <', { pk: 'CUSTOMER#1', skOp: '<', sk: 'ORDER#5' }],
  ['sk <=', { pk: 'CUSTOMER#1', skOp: '<=', sk: 'ORDER#5' }],
  ['sk >', { pk: 'CUSTOMER#1', skOp: '>', sk: 'ORDER#5' }],
  ['sk >=', { pk: 'CUSTOMER#1', skOp: '>=', sk: 'ORDER#5' }],
  ['begins_with', { pk: 'CUSTOMER#1', skOp: 'begins_with', sk: 'ORDER#' }],
  ['between', { pk: 'CUSTOMER#1', skOp: 'between', sk: 'ORDER#1', sk2: 'ORDER#9' }],
  ['newest first', { pk: 'CUSTOMER#1', skOp: 'begins_with', sk: 'ORDER#', desc: true }],
  ['a quote in the key', { pk: "O'Brien", skOp: '=', sk: "it's" }],
  ['GSI, pk only', { index: 'ByOwner', pk: 'ann' }],
  ['GSI, number sort key between', { index: 'ByOwner', pk: 'ann', skOp: 'between', sk: '10', sk2: '20.5' }],
  ['GSI, number sort key <', { index: 'ByOwner', pk: 'ann', skOp: '<', sk: '-3' }],
  ['LSI, sort key >=', { index: 'ByTotal', pk: 'CUSTOMER#1', skOp: '>=', sk: '100' }],
  ['LSI newest first', { index: 'ByTotal', pk: 'CUSTOMER#1', desc: true }],
  ['Scan', { operation: 'Scan' }],
  ['Scan of an index', { operation: 'Scan', index: 'ByOwner' }],
];

const FILTERS: Array<[string, FilterNode[] | undefined]> = [
  ['no filter', undefined],
  ['=', [row({ path: 'status', op: '=', value: v('S', 'open') })]],
  ['<> number', [row({ path: 'n', op: '<>', value: v('N', '3') })]],
  [
    '> and <= together',
    [row({ path: 'n', op: '>', value: v('N', '1') }), row({ path: 'n2', op: '<=', value: v('N', '9') })],
  ],
  ['between', [row({ path: 'price', op: 'between', value: v('N', '1.5'), value2: v('N', '9') })]],
  ['in', [row({ path: 'status', op: 'in', list: [v('S', 'open'), v('S', 'held')] })]],
  ['exists / not exists', [row({ path: 'shippedAt', op: 'exists' }), row({ path: 'deletedAt', op: 'not_exists' })]],
  [
    'begins_with, contains',
    [
      row({ path: 'name', op: 'begins_with', value: v('S', 'An') }),
      row({ path: 'tags', op: 'contains', value: v('S', 'gift') }),
    ],
  ],
  ['attribute_type', [row({ path: 'meta', op: 'attribute_type', typeName: 'M' })]],
  ['size', [row({ path: 'tags', op: 'size', sizeOp: '>', value: v('N', '2') })]],
  [
    'nested path and list index',
    [
      row({ path: 'address.city', op: '=', value: v('S', 'Oslo') }),
      row({ path: 'lines[0]', op: '=', value: v('N', '1') }),
    ],
  ],
  [
    'boolean and null',
    [row({ path: 'paid', op: '=', value: v('BOOL', 'true') }), row({ path: 'note', op: '=', value: v('NULL', '') })],
  ],
  ['attribute compared with another', [row({ path: 'paid', op: '<', value: v('path', 'due') })]],
  [
    'OR group',
    [
      group('or', [
        row({ path: 'status', op: '=', value: v('S', 'open') }),
        row({ path: 'status', op: '=', value: v('S', 'held') }),
      ]),
    ],
  ],
  ['NOT group', [group('and', [row({ path: 'status', op: '=', value: v('S', 'closed') })], true)]],
];

const PROJECTIONS: Array<[string, string[]]> = [
  ['all', []],
  ['two attributes', ['pk', 'status']],
  ['nested', ['address.city', 'total']],
];

function draftOf(key: Partial<BuilderDraft>, filter: FilterNode[] | undefined, projection: string[]): BuilderDraft {
  const d = { ...emptyBuilderDraft('Orders'), ...key };
  if (filter) d.filter = { ...emptyGroup('and'), children: filter };
  d.projection = projection.map((path, i) => ({ id: `p${i}`, path }));
  return d;
}

describe('builder -> PartiQL -> builder sends the same request', () => {
  const cases = KEYS.flatMap(([k, key]) => FILTERS.map(([f, filter]) => [`${k}; ${f}`, key, filter] as const));
  test.each(cases)('%s', (_name, key, filter) => {
    for (const [, projection] of PROJECTIONS) {
      const draft = draftOf(key, filter, projection);
      const built = buildFromDraft(draft, table);
      expect(built.problems).toEqual([]);
      const st = builderToStatement(built, draft, table);
      if (!st.ok) throw new Error(st.reason);
      const c = classifyStatement(st.statement, table);
      expect(c.ok && c.problems).toEqual([]);
      // What PartiQL will do is what the builder does (a Query of the whole key is a GetItem).
      expect(c.ok && c.info.operation).toBe(
        built.operation === 'Scan' ? 'Scan' : c.ok && c.info.operation === 'GetItem' ? 'GetItem' : 'Query',
      );
      const back = statementToBuilder(st.statement, table, st.parameters);
      if (!back.ok) throw new Error(`${st.statement}: ${back.reason}`);
      const again = buildFromDraft({ ...back.draft, aliasAll: draft.aliasAll }, table);
      expect(again.problems).toEqual([]);
      expect(again.request).toEqual(built.request);
      // The code tabs' form, every value a typed `?` parameter, is the same read.
      const coded = builderToStatement(built, draft, table, true);
      if (!coded.ok) throw new Error(coded.reason);
      expect(coded.statement.split('?').length - 1).toBe(coded.parameters.length);
      const codedBack = statementToBuilder(coded.statement, table, coded.parameters);
      if (!codedBack.ok) throw new Error(`${coded.statement}: ${codedBack.reason}`);
      expect(buildFromDraft({ ...codedBack.draft, aliasAll: draft.aliasAll }, table).request).toEqual(built.request);
    }
  });
  expect(cases.length).toBeGreaterThanOrEqual(200);
});

describe('PartiQL -> builder -> PartiQL translates to the same read', () => {
  const STATEMENTS: Array<[string, AttributeValue[]]> = [
    [`SELECT * FROM "Orders" WHERE pk = 'CUSTOMER#1'`, []],
    [`SELECT * FROM "Orders" WHERE pk = 'CUSTOMER#1' AND sk = 'ORDER#1'`, []],
    [`SELECT pk, total FROM "Orders" WHERE pk = ? AND begins_with(sk, 'ORDER#') AND total > 5`, [{ S: 'CUSTOMER#1' }]],
    [`SELECT * FROM "Orders" WHERE 'CUSTOMER#1' = pk AND sk BETWEEN 'A' AND 'M' ORDER BY sk DESC`, []],
    [
      `SELECT * FROM "Orders"."ByOwner" WHERE owner = 'ann' AND created >= 10 AND (status = 'open' OR status = 'held')`,
      [],
    ],
    [`SELECT * FROM "Orders"."ByTotal" WHERE pk = 'CUSTOMER#1' AND total < 100 AND NOT (status = 'closed')`, []],
    [`SELECT * FROM "Orders" WHERE status IN ['open', 'held'] AND size(tags) > 2`, []],
    [`SELECT address.city FROM "Orders" WHERE attribute_exists(address) AND contains(tags, 'gift')`, []],
    [`SELECT * FROM "Orders" WHERE paid IS MISSING AND note IS NULL`, []],
    [`SELECT * FROM "Orders"."ByOwner"`, []],
  ];
  test.each(STATEMENTS)('%s', (text, params) => {
    const back = statementToBuilder(text, table, params);
    if (!back.ok) throw new Error(back.reason);
    const built = buildFromDraft(back.draft, table);
    expect(built.problems).toEqual([]);
    const st = builderToStatement(built, back.draft, table);
    if (!st.ok) throw new Error(st.reason);
    const translate = (t: string, p: AttributeValue[]) => {
      const c = classifyStatement(t, table);
      if (!c.ok || c.statement.kind !== 'select') throw new Error('not a SELECT');
      const r = translateSelect(t, c.statement, table, p);
      if (!r.ok) throw new Error(r.problem.message);
      // GetItem and the Query of its one key read the same item.
      return {
        requests: r.translated.requests.map(({ Key: _k, ...rest }) => rest),
        model: r.translated.model.filter ?? null,
      };
    };
    const a = translate(text, params);
    const b = translate(st.statement, st.parameters);
    expect(b.model).toEqual(a.model);
    expect(b.requests.map((r) => r.FilterExpression ?? null)).toEqual(
      a.requests.map((r) => r.FilterExpression ?? null),
    );
  });

  test('what the builder cannot say, and why', () => {
    const reason = (text: string) => {
      const r = statementToBuilder(text, table, []);
      return r.ok ? 'opened' : r.reason;
    };
    expect(reason(`SELECT * FROM "Orders" WHERE pk IN ['a', 'b']`)).toMatch(/reads 2 partitions/);
    expect(reason(`DELETE FROM "Orders" WHERE pk = 'a' AND sk = 'b'`)).toMatch(/DELETE is a write/);
    expect(reason(`SELECT * FROM "Orders" WHERE name LIKE 'a'`)).toMatch(/no LIKE/);
    expect(reason(`SELECT * FROM "Orders" WHERE pk = ?`)).toMatch(/parameter/);
    expect(reason(`SELECT * FROM "Orders" WHERE 'a' = 'b'`)).toMatch(/cannot|problem/);
  });
});

import { describe, expect, test } from 'vitest';
import {
  emptyBuilderDraft,
  emptyRow,
  type BuilderDraft,
  type FilterGroup,
  type FilterRow,
} from '../../../renderer/model/builder/builder-draft.js';
import { buildFromDraft, summarize } from '../../../renderer/model/builder/build-request.js';
import { toQueryDraft } from '../../../renderer/model/builder/to-query-draft.js';
import { buildRead } from '../../../renderer/model/query/build-read.js';
import { table } from '../expressions/validate-fixtures.js';

function draft(patch: Partial<BuilderDraft>): BuilderDraft {
  return { ...emptyBuilderDraft(table.TableName), ...patch };
}
function row(patch: Partial<FilterRow>): FilterRow {
  return { ...emptyRow(), ...patch };
}
function group(children: FilterGroup['children'], op: 'and' | 'or' = 'and', not = false): FilterGroup {
  return { kind: 'group', id: `g${Math.random()}`, op, not, children };
}
const controls = (d: BuilderDraft) => buildFromDraft(d, table).problems.map((p) => p.control);

describe('the request, exactly as it will be sent', () => {
  test('a begins_with Query, newest first, with a filter and a projection', () => {
    const b = buildFromDraft(
      draft({
        pk: 'ORG#acme',
        skOp: 'begins_with',
        sk: 'USER#',
        desc: true,
        limit: '25',
        filter: group([
          row({
            path: 'status',
            op: 'in',
            list: [
              { type: 'S', text: 'open' },
              { type: 'S', text: 'held' },
            ],
          }),
          row({ path: 'address.city', op: 'exists' }),
        ]),
        projection: [
          { id: 'p1', path: 'name' },
          { id: 'p2', path: 'tags[0]' },
        ],
      }),
      table,
    );
    expect(b.problems).toEqual([]);
    expect(b.request).toEqual({
      TableName: 'Shop',
      KeyConditionExpression: '#n0 = :v0 AND begins_with(#n1, :v1)',
      FilterExpression: '#n2 IN (:v2, :v3) AND attribute_exists(#n3.#n4)',
      ProjectionExpression: '#n5, #n6[0]',
      ExpressionAttributeNames: {
        '#n0': 'pk',
        '#n1': 'sk',
        '#n2': 'status',
        '#n3': 'address',
        '#n4': 'city',
        '#n5': 'name',
        '#n6': 'tags',
      },
      ExpressionAttributeValues: {
        ':v0': { S: 'ORG#acme' },
        ':v1': { S: 'USER#' },
        ':v2': { S: 'open' },
        ':v3': { S: 'held' },
      },
      ScanIndexForward: false,
      Limit: 25,
    });
    expect(summarize(b)).toBe(
      'Query Shop where pk = "ORG#acme" AND begins_with(sk, "USER#"), newest first, filter status IN ("open", "held") AND attribute_exists(address.city), only name, tags[0]',
    );
  });
  test('names aliased only where needed, OR and NOT groups, size and attribute_type', () => {
    const b = buildFromDraft(
      draft({
        operation: 'Scan',
        aliasAll: false,
        filter: group([
          group(
            [
              row({ path: 'count', op: 'size', sizeOp: '>=', value: { type: 'N', text: '3' } }),
              row({ path: 'price', op: 'attribute_type', typeName: 'N' }),
            ],
            'or',
          ),
          group(
            [
              row({
                path: 'price',
                op: 'between',
                value: { type: 'N', text: '1' },
                value2: { type: 'path', text: 'maxPrice' },
              }),
            ],
            'and',
            true,
          ),
        ]),
      }),
      table,
    );
    expect(b.problems).toEqual([]);
    expect(b.request).toEqual({
      TableName: 'Shop',
      FilterExpression: '(size(#n0) >= :v0 OR attribute_type(price, :v1)) AND NOT price BETWEEN :v2 AND maxPrice',
      ExpressionAttributeNames: { '#n0': 'count' },
      ExpressionAttributeValues: { ':v0': { N: '3' }, ':v1': { S: 'N' }, ':v2': { N: '1' } },
    });
  });
  test('blank rows are left out; a Scan has no key condition and no ScanIndexForward', () => {
    const b = buildFromDraft(draft({ operation: 'Scan', pk: 'x', desc: true, filter: group([emptyRow()]) }), table);
    expect(b.request).toEqual({ TableName: 'Shop' });
    expect(b.problems).toEqual([]);
  });
  test('ConsistentRead is left out on a GSI, kept on an LSI', () => {
    expect(
      buildFromDraft(draft({ index: 'byG', pk: 'a', consistent: true }), table).request.ConsistentRead,
    ).toBeUndefined();
    expect(buildFromDraft(draft({ index: 'byL', pk: 'a', consistent: true }), table).request.ConsistentRead).toBe(true);
  });
});

describe('each problem is tied to the control it is about', () => {
  test('an empty partition key is pending, not an error yet', () => {
    expect(buildFromDraft(draft({}), table).problems).toEqual([
      { control: 'pk', message: expect.stringContaining('Partition key: enter a value for "pk"'), pending: true },
    ]);
  });
  test('key values typed per the key schema of the index', () => {
    expect(controls(draft({ index: 'byG', pk: 'a', skOp: '>', sk: 'ten' }))).toEqual(['sk']);
    expect(controls(draft({ index: 'byG', pk: 'a', skOp: 'begins_with', sk: '1' }))).toEqual(['skOp']);
    expect(controls(draft({ index: 'byL', pk: 'a', skOp: 'between', sk: 'AA==', sk2: '' }))).toEqual(['sk2']);
  });
  test("validate's problems land on the row, the value or the projection entry they name", () => {
    const filterOnKey = draft({ pk: 'a', filter: group([row({ path: 'sk', value: { type: 'S', text: 'x' } })]) });
    const p = buildFromDraft(filterOnKey, table).problems;
    expect(p).toEqual([
      expect.objectContaining({
        control: filterOnKey.filter.children[0]!.id + '.path',
        field: 'FilterExpression',
        token: '#n1',
      }),
    ]);
    expect(p[0]!.message).toContain('"sk" is a key attribute of table "Shop"');

    const reversed = draft({
      pk: 'a',
      filter: group([
        row({
          id: 'rr',
          path: 'price',
          op: 'between',
          value: { type: 'N', text: '9' },
          value2: { type: 'N', text: '1' },
        }),
      ]),
    });
    expect(controls(reversed)).toEqual(['rr.value']);

    const betweenKey = draft({ pk: 'a', skOp: 'between', sk: 'b', sk2: 'a' });
    expect(controls(betweenKey)).toEqual(['sk']);

    const overlap = draft({
      operation: 'Scan',
      projection: [
        { id: 'p1', path: 'a' },
        { id: 'p2', path: 'a.b' },
      ],
    });
    expect(controls(overlap)).toEqual(['p2']);

    expect(controls(draft({ index: 'nope', pk: 'a' }))).toEqual(['index']);
  });
  test("the builder's own checks: paths, values, begins_with prefixes, IN, Limit", () => {
    const d = draft({
      operation: 'Scan',
      limit: '0',
      filter: group([
        row({ id: 'a', path: 'x.', value: { type: 'S', text: 'v' } }),
        row({ id: 'b', path: 'n', value: { type: 'N', text: 'many' } }),
        row({ id: 'c', path: 'p', op: 'begins_with', value: { type: 'N', text: '1' } }),
        row({ id: 'd', path: 'q', op: 'in', list: [] }),
      ]),
      projection: [{ id: 'pp', path: '[1]' }],
    });
    expect(controls(d)).toEqual(['a.path', 'b.value', 'c.value', 'd.op', 'pp', 'limit']);
  });
});

test('the address carries the same read: the plain form builds an equivalent request from it', () => {
  const d = draft({
    pk: 'ORG#acme',
    skOp: 'begins_with',
    sk: 'USER#',
    desc: true,
    limit: '5',
    filter: group([row({ path: 'status', value: { type: 'S', text: 'open' } })]),
    projection: [{ id: 'p', path: 'name' }],
  });
  const b = buildFromDraft(d, table);
  const plain = buildRead(toQueryDraft(d, b), table);
  expect(plain.ok).toBe(true);
  if (!plain.ok || plain.read.operation !== 'query') return;
  const r = plain.read.spec.request;
  expect(r).toMatchObject({
    TableName: 'Shop',
    ScanIndexForward: false,
    Limit: 5,
    FilterExpression: '#n0 = :v0',
    ProjectionExpression: '#n1',
  });
  expect(r.ExpressionAttributeValues).toEqual({
    ':v0': { S: 'open' },
    ':pk': { S: 'ORG#acme' },
    ':sk': { S: 'USER#' },
  });
  expect(r.ExpressionAttributeNames).toEqual({ '#n0': 'status', '#n1': 'name', '#pk': 'pk', '#sk': 'sk' });
});

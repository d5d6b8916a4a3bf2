/**
 * Filters and projections on awkward attribute names (a reserved word, a dot, a dash, a leading
 * digit, nested maps and lists): the compiled request returns what a hand-written one returns and
 * what a plain predicate over the known items says, with both aliasing modes.
 */
import { QueryCommand } from '@aws-sdk/client-dynamodb';
import { describe, expect, test } from 'vitest';
import { itemFromWire, itemToWire } from '../../../electron/service/wire.js';
import type { AttributeValue, Item } from '../../../shared/dynamo/types.js';
import { compile } from '../../../shared/expressions/compile.js';
import type { Condition, DocumentPath } from '../../../shared/expressions/model.js';
import { parseExpressions } from '../../../shared/expressions/parse.js';
import { validateRead } from '../../../shared/expressions/validate.js';
import { createAndFill, itemAt, ORDERED, PARTITION, tables } from './item-set.js';
import { testServers, useTestServer } from '../../support/test-servers.js';

const table = tables.S;
const items = ORDERED.S.map((_, i) => itemAt('S', PARTITION, i));

describe.each(testServers)('filters and projections on %s', (server) => {
  const db = useTestServer(server, createAndFill);

  interface Request {
    FilterExpression?: string;
    ProjectionExpression?: string;
    ExpressionAttributeNames?: Record<string, string>;
    ExpressionAttributeValues?: Record<string, AttributeValue>;
  }

  async function run(req: Request): Promise<Item[]> {
    const { ExpressionAttributeValues, ...rest } = req;
    const out = await db.client.send(
      new QueryCommand({
        TableName: table.TableName,
        ...rest,
        KeyConditionExpression: 'pk = :pk__',
        ExpressionAttributeValues: itemFromWire({ ...ExpressionAttributeValues, ':pk__': { S: PARTITION } }),
      }),
    );
    return (out.Items ?? []).map(itemToWire);
  }

  const path = (...segments: Array<string | number>): { kind: 'path'; path: DocumentPath } => ({
    kind: 'path',
    path: segments,
  });
  const val = (value: AttributeValue) => ({ kind: 'value' as const, value });
  const S = (s: string) => val({ S: s });
  const N = (n: number) => val({ N: String(n) });
  const num = (item: Item, name: string) => Number((item[name] as { N: string }).N);
  const str = (item: Item, name: string) => (item[name] as { S: string }).S;

  interface FilterCase {
    label: string;
    filter: Condition;
    byHand: Request;
    expect: (item: Item, i: number) => boolean;
  }

  const filterCases: FilterCase[] = [
    {
      label: 'reserved word: status = "open"',
      filter: { kind: 'compare', op: '=', left: path('status'), right: S('open') },
      byHand: {
        FilterExpression: '#s = :o',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':o': { S: 'open' } },
      },
      expect: (it) => str(it, 'status') === 'open',
    },
    {
      label: 'a dotted name is one attribute: "order.total" > 20',
      filter: { kind: 'compare', op: '>', left: path('order.total'), right: N(20) },
      byHand: {
        FilterExpression: '#t > :n',
        ExpressionAttributeNames: { '#t': 'order.total' },
        ExpressionAttributeValues: { ':n': { N: '20' } },
      },
      expect: (it) => num(it, 'order.total') > 20,
    },
    {
      label: 'a dashed name: "order-id" <> "O-3"',
      filter: { kind: 'compare', op: '<>', left: path('order-id'), right: S('O-3') },
      byHand: {
        FilterExpression: '#o <> :x',
        ExpressionAttributeNames: { '#o': 'order-id' },
        ExpressionAttributeValues: { ':x': { S: 'O-3' } },
      },
      expect: (it) => str(it, 'order-id') !== 'O-3',
    },
    {
      label: 'a digit-led name: "1st" = true',
      filter: { kind: 'compare', op: '=', left: path('1st'), right: val({ BOOL: true }) },
      byHand: {
        FilterExpression: '#f = :t',
        ExpressionAttributeNames: { '#f': '1st' },
        ExpressionAttributeValues: { ':t': { BOOL: true } },
      },
      expect: (_, i) => i % 2 === 0,
    },
    {
      label: '<= and >= on a number',
      filter: {
        kind: 'and',
        conditions: [
          { kind: 'compare', op: '>=', left: path('order.total'), right: N(10) },
          { kind: 'compare', op: '<', left: path('order.total'), right: N(30) },
        ],
      },
      byHand: {
        FilterExpression: '#t >= :a AND #t < :b',
        ExpressionAttributeNames: { '#t': 'order.total' },
        ExpressionAttributeValues: { ':a': { N: '10' }, ':b': { N: '30' } },
      },
      expect: (it) => num(it, 'order.total') >= 10 && num(it, 'order.total') < 30,
    },
    {
      label: 'BETWEEN',
      filter: { kind: 'between', operand: path('order.total'), low: N(10), high: N(30) },
      byHand: {
        FilterExpression: '#t BETWEEN :a AND :b',
        ExpressionAttributeNames: { '#t': 'order.total' },
        ExpressionAttributeValues: { ':a': { N: '10' }, ':b': { N: '30' } },
      },
      expect: (it) => num(it, 'order.total') >= 10 && num(it, 'order.total') <= 30,
    },
    {
      label: 'IN',
      filter: { kind: 'in', operand: path('status'), values: [S('open'), S('held')] },
      byHand: {
        FilterExpression: '#s IN (:a, :b)',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':a': { S: 'open' }, ':b': { S: 'held' } },
      },
      expect: (it) => ['open', 'held'].includes(str(it, 'status')),
    },
    {
      label: 'attribute_exists',
      filter: { kind: 'attribute_exists', path: ['optional'] },
      byHand: { FilterExpression: 'attribute_exists(optional)' },
      expect: (it) => 'optional' in it,
    },
    {
      label: 'attribute_not_exists',
      filter: { kind: 'attribute_not_exists', path: ['optional'] },
      byHand: { FilterExpression: 'attribute_not_exists(optional)' },
      expect: (it) => !('optional' in it),
    },
    {
      label: 'attribute_type on a nested attribute',
      filter: { kind: 'attribute_type', path: ['info', 'zip'], type: 'N' },
      byHand: { FilterExpression: 'attribute_type(info.zip, :t)', ExpressionAttributeValues: { ':t': { S: 'N' } } },
      expect: () => true,
    },
    {
      label: 'attribute_type that matches nothing',
      filter: { kind: 'attribute_type', path: ['tags'], type: 'L' },
      byHand: { FilterExpression: 'attribute_type(tags, :t)', ExpressionAttributeValues: { ':t': { S: 'L' } } },
      expect: () => false,
    },
    {
      label: 'begins_with on a dashed name',
      filter: { kind: 'begins_with', path: ['order-id'], prefix: S('O-1') },
      byHand: {
        FilterExpression: 'begins_with(#o, :p)',
        ExpressionAttributeNames: { '#o': 'order-id' },
        ExpressionAttributeValues: { ':p': { S: 'O-1' } },
      },
      expect: (it) => str(it, 'order-id').startsWith('O-1'),
    },
    {
      label: 'contains on a string set',
      filter: { kind: 'contains', path: ['tags'], operand: S('t1') },
      byHand: { FilterExpression: 'contains(tags, :t)', ExpressionAttributeValues: { ':t': { S: 't1' } } },
      expect: (_, i) => i % 4 === 1,
    },
    {
      label: 'size() on the left',
      filter: { kind: 'compare', op: '>', left: { kind: 'size', path: ['order-id'] }, right: N(3) },
      byHand: {
        FilterExpression: 'size(#o) > :n',
        ExpressionAttributeNames: { '#o': 'order-id' },
        ExpressionAttributeValues: { ':n': { N: '3' } },
      },
      expect: (it) => str(it, 'order-id').length > 3,
    },
    {
      label: 'a nested map attribute',
      filter: { kind: 'compare', op: '=', left: path('info', 'city'), right: S('Oslo') },
      byHand: { FilterExpression: 'info.city = :c', ExpressionAttributeValues: { ':c': { S: 'Oslo' } } },
      expect: (_, i) => i % 2 === 0,
    },
    {
      label: 'a list element',
      filter: { kind: 'compare', op: '>=', left: path('list', 0), right: N(5) },
      byHand: {
        FilterExpression: '#l[0] >= :n',
        ExpressionAttributeNames: { '#l': 'list' },
        ExpressionAttributeValues: { ':n': { N: '5' } },
      },
      expect: (_, i) => i >= 5,
    },
    {
      label: 'an attribute compared with another',
      filter: { kind: 'compare', op: '>', left: path('order.total'), right: path('list', 0) },
      byHand: { FilterExpression: '#t > #l[0]', ExpressionAttributeNames: { '#t': 'order.total', '#l': 'list' } },
      expect: (_, i) => i * 5 > i,
    },
    {
      label: 'NOT over an OR group, and AND',
      filter: {
        kind: 'and',
        conditions: [
          {
            kind: 'not',
            condition: {
              kind: 'or',
              conditions: [
                { kind: 'compare', op: '=', left: path('status'), right: S('open') },
                { kind: 'compare', op: '=', left: path('status'), right: S('held') },
              ],
            },
          },
          { kind: 'compare', op: '=', left: path('1st'), right: val({ BOOL: true }) },
        ],
      },
      byHand: {
        FilterExpression: 'NOT (#s = :a OR #s = :b) AND #f = :t',
        ExpressionAttributeNames: { '#s': 'status', '#f': '1st' },
        ExpressionAttributeValues: { ':a': { S: 'open' }, ':b': { S: 'held' }, ':t': { BOOL: true } },
      },
      expect: (it, i) => str(it, 'status') === 'closed' && i % 2 === 0,
    },
    {
      label: 'AND binds tighter than OR',
      filter: {
        kind: 'or',
        conditions: [
          { kind: 'compare', op: '=', left: path('status'), right: S('open') },
          {
            kind: 'and',
            conditions: [
              { kind: 'compare', op: '<', left: path('order.total'), right: N(20) },
              { kind: 'attribute_not_exists', path: ['optional'] },
            ],
          },
        ],
      },
      byHand: {
        FilterExpression: '#s = :o OR #t < :n AND attribute_not_exists(optional)',
        ExpressionAttributeNames: { '#s': 'status', '#t': 'order.total' },
        ExpressionAttributeValues: { ':o': { S: 'open' }, ':n': { N: '20' } },
      },
      expect: (it) => str(it, 'status') === 'open' || (num(it, 'order.total') < 20 && !('optional' in it)),
    },
    {
      label: 'NOT NOT',
      filter: { kind: 'not', condition: { kind: 'not', condition: { kind: 'attribute_exists', path: ['optional'] } } },
      byHand: { FilterExpression: 'NOT (NOT attribute_exists(optional))' },
      expect: (it) => 'optional' in it,
    },
  ];

  describe.each([true, false])('aliasAllNames = %s', (aliasAllNames) => {
    test.each(filterCases)('$label', async (c) => {
      const compiled = compile({ filter: c.filter }, { aliasAllNames });
      const expected = items.filter((it, i) => c.expect(it, i)).map((it) => it.sk);
      const fromModel = (await run(compiled)).map((it) => it.sk);
      const byHand = (await run(c.byHand)).map((it) => it.sk);
      expect(fromModel).toEqual(expected);
      expect(byHand).toEqual(expected);
      // The hand-written filter reads back as the same model.
      const parsed = parseExpressions(c.byHand);
      expect(parsed.ok && parsed.model.filter).toEqual(c.filter);
    });
  });

  test('projection of a dotted name, a nested attribute and a list element', async () => {
    const compiled = compile({ projection: [['order.total'], ['info', 'city'], ['list', 1]] });
    expect(validateRead('Scan', compiled, table)).toEqual([]);
    const [first] = await run(compiled);
    expect(first).toEqual({
      'order.total': { N: '0' },
      info: { M: { city: { S: 'Oslo' } } },
      list: { L: [{ S: 'x' }] },
    });
  });

  test('key condition, filter and projection in one request share the placeholder counters', async () => {
    const compiled = compile({
      keyCondition: {
        partitionKey: { name: 'pk', value: { S: PARTITION } },
        sortKey: { name: 'sk', op: 'begins_with', value: { S: 'a' } },
      },
      filter: { kind: 'compare', op: '=', left: path('status'), right: S('held') },
      projection: [['sk'], ['status']],
    });
    expect(compiled.ProjectionExpression).toBe('#n1, #n2');
    expect(validateRead('Query', compiled, table)).toEqual([]);
    const out = await db.client.send(
      new QueryCommand({
        TableName: table.TableName,
        ...compiled,
        ExpressionAttributeValues: itemFromWire(compiled.ExpressionAttributeValues!),
      }),
    );
    // "a", "a#1", "a#2", "ab" are positions 2..5; status "held" is i % 3 === 2: positions 2 and 5.
    expect(out.Items?.map(itemToWire)).toEqual([
      { sk: { S: 'a' }, status: { S: 'held' } },
      { sk: { S: 'ab' }, status: { S: 'held' } },
    ]);
  });
});

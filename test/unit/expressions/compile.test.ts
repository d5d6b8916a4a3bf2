import { describe, expect, test } from 'vitest';
import { compile } from '../../../shared/expressions/compile.js';
import type { ExpressionModel } from '../../../shared/expressions/model.js';
import { and, B, eq, N, not, or, p, S, v } from './helpers.js';

describe('key condition', () => {
  test('partition key only', () => {
    expect(compile({ keyCondition: { partitionKey: { name: 'PK', value: S('ORG#acme') } } })).toEqual({
      KeyConditionExpression: '#n0 = :v0',
      ExpressionAttributeNames: { '#n0': 'PK' },
      ExpressionAttributeValues: { ':v0': S('ORG#acme') },
    });
  });

  test.each([
    ['=', '#n0 = :v0 AND #n1 = :v1'],
    ['<', '#n0 = :v0 AND #n1 < :v1'],
    ['<=', '#n0 = :v0 AND #n1 <= :v1'],
    ['>', '#n0 = :v0 AND #n1 > :v1'],
    ['>=', '#n0 = :v0 AND #n1 >= :v1'],
    ['begins_with', '#n0 = :v0 AND begins_with(#n1, :v1)'],
  ] as const)('sort key %s', (op, text) => {
    const out = compile({
      keyCondition: { partitionKey: { name: 'PK', value: S('a') }, sortKey: { name: 'SK', op, value: S('b') } },
    });
    expect(out.KeyConditionExpression).toBe(text);
    expect(out.ExpressionAttributeValues).toEqual({ ':v0': S('a'), ':v1': S('b') });
  });

  test('BETWEEN takes two values', () => {
    const out = compile({
      keyCondition: {
        partitionKey: { name: 'PK', value: S('a') },
        sortKey: { name: 'SK', op: 'between', low: N('1'), high: N('20') },
      },
    });
    expect(out.KeyConditionExpression).toBe('#n0 = :v0 AND #n1 BETWEEN :v1 AND :v2');
    expect(out.ExpressionAttributeValues).toEqual({ ':v0': S('a'), ':v1': N('1'), ':v2': N('20') });
  });
});

describe('placeholders', () => {
  test('one counter across key condition, filter and projection; a name reused keeps its placeholder', () => {
    const out = compile({
      keyCondition: { partitionKey: { name: 'PK', value: S('a') } },
      filter: and(eq(['status'], S('open')), eq(['owner', 'name'], S('ann'))),
      projection: [['PK'], ['status'], ['owner', 'name'], ['total']],
    });
    expect(out).toEqual({
      KeyConditionExpression: '#n0 = :v0',
      FilterExpression: '#n1 = :v1 AND #n2.#n3 = :v2',
      ProjectionExpression: '#n0, #n1, #n2.#n3, #n4',
      ExpressionAttributeNames: { '#n0': 'PK', '#n1': 'status', '#n2': 'owner', '#n3': 'name', '#n4': 'total' },
      ExpressionAttributeValues: { ':v0': S('a'), ':v1': S('open'), ':v2': S('ann') },
    });
  });

  test('nested paths are aliased per segment, list indexes stay', () => {
    const out = compile({
      projection: [
        ['a', 'b', 2, 'c'],
        ['a', 0],
      ],
    });
    expect(out.ProjectionExpression).toBe('#n0.#n1[2].#n2, #n0[0]');
    expect(out.ExpressionAttributeNames).toEqual({ '#n0': 'a', '#n1': 'b', '#n2': 'c' });
  });

  test('nothing unused, and no empty maps', () => {
    expect(compile({})).toEqual({});
    const out = compile({ projection: [['a']] });
    expect(out).toEqual({ ProjectionExpression: '#n0', ExpressionAttributeNames: { '#n0': 'a' } });
    expect('ExpressionAttributeValues' in out).toBe(false);
  });

  test('when aliasing only where needed, plain names stay bare and no names map is emitted', () => {
    const out = compile({ filter: eq(['price'], N('1')), projection: [['price'], ['sku']] }, { aliasAllNames: false });
    expect(out).toEqual({
      FilterExpression: 'price = :v0',
      ProjectionExpression: 'price, sku',
      ExpressionAttributeValues: { ':v0': N('1') },
    });
  });

  test.each([
    ['status', 'a reserved word'],
    ['Name', 'a reserved word in another case'],
    ['order.total', 'a dot: one attribute, not a path'],
    ['order-id', 'a dash'],
    ['1st', 'a leading digit'],
    ['user_id', 'an underscore'],
    ['prénom', 'a letter outside A-Z'],
    ['a b', 'a space'],
  ])('aliases %s (%s) when aliasing only where needed', (name) => {
    const out = compile({ projection: [[name, 'x']] }, { aliasAllNames: false });
    expect(out).toEqual({ ProjectionExpression: '#n0.x', ExpressionAttributeNames: { '#n0': name } });
  });
});

describe('filter precedence and parentheses', () => {
  const a = eq(['a'], N('1'));
  const b = eq(['b'], N('2'));
  const c = eq(['c'], N('3'));
  const text = (m: ExpressionModel) => compile(m, { aliasAllNames: false }).FilterExpression;

  test('AND binds tighter than OR: no parentheses needed for AND inside OR', () => {
    expect(text({ filter: or(and(a, b), c) })).toBe('a = :v0 AND b = :v1 OR c = :v2');
  });
  test('OR inside AND is parenthesised', () => {
    expect(text({ filter: and(or(a, b), c) })).toBe('(a = :v0 OR b = :v1) AND c = :v2');
  });
  test('NOT of a single condition needs none; NOT of a group does', () => {
    expect(text({ filter: not(a) })).toBe('NOT a = :v0');
    expect(text({ filter: not(and(a, b)) })).toBe('NOT (a = :v0 AND b = :v1)');
    expect(text({ filter: not(or(a, b)) })).toBe('NOT (a = :v0 OR b = :v1)');
  });
  test('NOT NOT is written NOT (NOT ...), the form DynamoDB reads', () => {
    expect(text({ filter: not(not(a)) })).toBe('NOT (NOT a = :v0)');
  });
  test('nested ANDs flatten; single-member and empty groups vanish', () => {
    expect(text({ filter: and(a, and(b, c)) })).toBe('a = :v0 AND b = :v1 AND c = :v2');
    expect(text({ filter: and(or(a)) })).toBe('a = :v0');
    expect(compile({ filter: and(or(), and()) })).toEqual({});
  });
});

describe('every condition kind', () => {
  const t = (m: ExpressionModel) => compile(m, { aliasAllNames: false });
  test.each(['=', '<>', '<', '<=', '>', '>='] as const)('comparator %s', (op) => {
    expect(t({ filter: { kind: 'compare', op, left: p('a'), right: v(N('1')) } }).FilterExpression).toBe(`a ${op} :v0`);
  });
  test('path compared with a path, size() on the left', () => {
    expect(t({ filter: { kind: 'compare', op: '<', left: p('a'), right: p('b') } }).FilterExpression).toBe('a < b');
    expect(
      t({ filter: { kind: 'compare', op: '>', left: { kind: 'size', path: ['tags'] }, right: v(N('3')) } })
        .FilterExpression,
    ).toBe('size(tags) > :v0');
  });
  test('BETWEEN, IN', () => {
    expect(t({ filter: { kind: 'between', operand: p('a'), low: v(N('1')), high: v(N('2')) } }).FilterExpression).toBe(
      'a BETWEEN :v0 AND :v1',
    );
    expect(t({ filter: { kind: 'in', operand: p('a'), values: [v(S('x')), v(S('y'))] } }).FilterExpression).toBe(
      'a IN (:v0, :v1)',
    );
  });
  test('functions', () => {
    expect(t({ filter: { kind: 'attribute_exists', path: ['a'] } }).FilterExpression).toBe('attribute_exists(a)');
    expect(t({ filter: { kind: 'attribute_not_exists', path: ['a', 1] } }).FilterExpression).toBe(
      'attribute_not_exists(a[1])',
    );
    expect(t({ filter: { kind: 'begins_with', path: ['a'], prefix: v(B('AAE=')) } }).FilterExpression).toBe(
      'begins_with(a, :v0)',
    );
    expect(t({ filter: { kind: 'contains', path: ['a'], operand: v(S('x')) } }).FilterExpression).toBe(
      'contains(a, :v0)',
    );
    const typed = t({ filter: { kind: 'attribute_type', path: ['a'], type: 'SS' } });
    expect(typed.FilterExpression).toBe('attribute_type(a, :v0)');
    expect(typed.ExpressionAttributeValues).toEqual({ ':v0': S('SS') });
  });
});

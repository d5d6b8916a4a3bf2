/**
 * Every item DynamoDB lets one delete can be deleted, and every create undone: where the condition
 * on every value as read would pass DynamoDB's limits (4 KB, 300 operators), the delete is
 * conditional on as many attributes as fit and the plan says so (issue 29: 500 attributes, 30
 * levels of nesting). Each plan passes the write gate as it will be sent.
 */
import { describe, expect, it } from 'vitest';
import type { AttributeValue, Item, TableDescription } from '../../../shared/dynamo/types.js';
import { utf8Length } from '../../../shared/dynamo/utf8.js';
import { parseConditionSyntax } from '../../../shared/expressions/parse-syntax.js';
import { countOperators } from '../../../shared/expressions/syntax.js';
import { checkWriteRequest } from '../../../shared/requests/write-request.js';
import type { WriteAction } from '../../../shared/writes/actions.js';
import { conditionCost } from '../../../shared/writes/as-read-condition.js';
import { guaranteeText } from '../../../shared/writes/guarantee.js';
import { inverseChange } from '../../../shared/writes/inverse.js';
import { planChange } from '../../../shared/writes/plan.js';
import { reviewChange } from '../../../shared/writes/review.js';

const table: TableDescription = {
  TableName: 'T',
  KeySchema: [
    { AttributeName: 'PK', KeyType: 'HASH' },
    { AttributeName: 'SK', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [
    { AttributeName: 'PK', AttributeType: 'S' },
    { AttributeName: 'SK', AttributeType: 'S' },
  ],
};
const key = { partitionKey: 'PK', sortKey: 'SK' };
const wide = (n: number): Item => {
  const item: Item = { PK: { S: 'p' }, SK: { S: 's' } };
  for (let i = 0; i < n; i++) item[`attribute_${i}`] = { S: `value ${i}` };
  return item;
};
const deep = (levels: number): Item => {
  let v: AttributeValue = { S: 'leaf' };
  for (let i = 0; i < levels; i++) v = { M: { [`level${levels - i}`]: v, n: { N: String(i) } } };
  return { PK: { S: 'p' }, SK: { S: 'd' }, doc: v, note: { S: 'x' } };
};
const gate = (a: WriteAction) =>
  'Delete' in a
    ? checkWriteRequest('deleteItem', a.Delete, () => table)
    : 'Put' in a
      ? checkWriteRequest('putItem', a.Put, () => table)
      : checkWriteRequest('updateItem', a.Update, () => table);
const condition = (a: WriteAction) => ('Delete' in a ? a.Delete.ConditionExpression : '');

describe('a delete whose whole condition would pass the limits', () => {
  it('500 attributes: the condition holds the most that fit, the page says how many, the gate passes it', () => {
    const item = wide(500);
    const plan = planChange({ id: 'd', TableName: 'T', before: item }, key);
    expect(plan.scope).toBe('some attributes');
    expect(plan.readFirst).toBe(item);
    const c = condition(plan.actions[0]!);
    expect(utf8Length(c)).toBeLessThanOrEqual(4096);
    const parsed = parseConditionSyntax(c, 'ConditionExpression');
    expect(parsed.ok && countOperators(parsed.value)).toBeLessThanOrEqual(300);
    expect(plan.checked!.of).toBe(500);
    // 300 operators: attribute_exists and 149 "= AND" pairs.
    expect(plan.checked!.attributes).toBe(149);
    expect(gate(plan.actions[0]!)).toEqual([]);
    expect(guaranteeText(plan)).toBe(
      "checked: 149 of 500 attributes in the write's condition (every value would pass DynamoDB's limit of 4 KB and 300 operators per expression); the whole item is compared by a consistent read just before",
    );
    expect(reviewChange({ id: 'd', TableName: 'T', before: item }, table).map((n) => n.message)).toEqual([
      "Checked: 149 of 500 attributes in the write's condition (every value would pass DynamoDB's limit of 4 KB and 300 operators per expression); the whole item is compared by a consistent read just before.",
    ]);
  });

  it('30 levels of nesting: the nested attribute is left to the read, the others checked', () => {
    const item = deep(30);
    const plan = planChange({ id: 'd', TableName: 'T', before: item }, key);
    expect(gate(plan.actions[0]!)).toEqual([]);
    expect(plan.scope).toBe('some attributes');
    expect(plan.checked).toEqual({ attributes: 1, of: 2 });
  });

  it('the undo of creating such an item (a delete of it as created) is planned the same way', () => {
    for (const item of [wide(500), deep(30)]) {
      const created = { id: 'c', TableName: 'T', after: item };
      const plan = planChange(created, key);
      const undo = planChange(inverseChange(created, plan.result), key);
      expect(undo.kind).toBe('delete');
      expect(gate(undo.actions[0]!)).toEqual([]);
    }
  });

  it('an item that fits is still compared in full; the page adds no note', () => {
    const plan = planChange({ id: 'd', TableName: 'T', before: wide(100) }, key);
    expect(plan.scope).toBe('as read');
    expect(plan.readFirst).toBeUndefined();
    expect(guaranteeText(plan)).toBe('checked: every value as read');
    expect(reviewChange({ id: 'd', TableName: 'T', before: wide(100) }, table)).toEqual([]);
  });

  it('an edit of an item of 200 attributes (400 operators in full) is guarded on what it changes', () => {
    const before = wide(200);
    const plan = planChange({ id: 'e', TableName: 'T', before, after: { ...before, attribute_3: { S: 'new' } } }, key);
    expect(plan.scope).toBe('changed attributes');
    expect(checkWriteRequest('updateItem', (plan.actions[0] as { Update: never }).Update, () => table)).toEqual([]);
  });
});

describe('conditionCost counts as DynamoDB does', () => {
  it('operators agree with the parser on the terms the plan builds', () => {
    const plan = planChange(
      { id: 'd', TableName: 'T', before: { ...deep(3), s: { SS: ['a'] }, l: { L: [{ N: '1' }] } } },
      key,
    );
    const d = (
      plan.actions[0] as {
        Delete: {
          ConditionExpression: string;
          ExpressionAttributeNames: Record<string, string>;
          ExpressionAttributeValues: Record<string, AttributeValue>;
        };
      }
    ).Delete;
    const parsed = parseConditionSyntax(d.ConditionExpression, 'ConditionExpression');
    expect(parsed.ok).toBe(true);
    const cost = conditionCost(
      d.ConditionExpression.split(' AND '),
      d.ExpressionAttributeNames,
      d.ExpressionAttributeValues,
    );
    expect(cost.operators).toBe(parsed.ok ? countOperators(parsed.value) : -1);
    expect(cost.bytes).toBe(utf8Length(d.ConditionExpression));
  });
});

import { describe, expect, it } from 'vitest';
import type { Item } from '../../../shared/dynamo/types.js';
import { MAX_EXPRESSION_BYTES, planChange, WritePlanError } from '../../../shared/writes/plan.js';
import type { WriteAction } from '../../../shared/writes/actions.js';

const table = { partitionKey: 'PK', sortKey: 'SK' };
const order: Item = {
  PK: { S: 'CUSTOMER#7' },
  SK: { S: 'ORDER#1' },
  total: { N: '12345678901234567890123456789012345678' },
  tags: { SS: ['b', 'a'] },
  blob: { B: 'AAEC' },
  meta: { M: { by: { S: 'ann' }, at: { L: [{ N: '1' }] } } },
  gone: { NULL: true },
};

/** Every placeholder in the maps is used by an expression, and every one used is in the maps. */
function placeholdersMatch(a: WriteAction): void {
  const inner = 'Update' in a ? a.Update : 'Put' in a ? a.Put : a.Delete;
  const text = [inner.ConditionExpression, 'UpdateExpression' in inner ? inner.UpdateExpression : ''].join(' ');
  const used = new Set(text.match(/[#:][nv]\d+/g));
  expect([...used].sort()).toEqual(
    [...Object.keys(inner.ExpressionAttributeNames), ...Object.keys(inner.ExpressionAttributeValues ?? {})].sort(),
  );
}

describe('planChange', () => {
  it('an edit SETs and REMOVEs only what changed, on the condition that every value is as read', () => {
    const after: Item = { ...order, total: { N: '12345678901234567890123456789012345679' }, note: { S: '' } };
    delete after.gone;
    const plan = planChange({ id: 'c1', TableName: 'Orders', before: order, after }, table);
    expect(plan.kind).toBe('edit');
    expect(plan.scope).toBe('as read');
    expect(plan.actions).toHaveLength(1);
    const u = (plan.actions[0] as Extract<WriteAction, { Update: unknown }>).Update;
    expect(u.Key).toEqual({ PK: { S: 'CUSTOMER#7' }, SK: { S: 'ORDER#1' } });
    const names = u.ExpressionAttributeNames;
    const setNames = u.UpdateExpression.match(/#n\d+(?= =)/g)!.map((p) => names[p]);
    expect(setNames.sort()).toEqual(['note', 'total']);
    expect(names[u.UpdateExpression.match(/REMOVE (#n\d+)/)![1]!]).toBe('gone');
    // The new number travels as its own text, never through a JavaScript number.
    expect(Object.values(u.ExpressionAttributeValues!)).toContainEqual({ N: '12345678901234567890123456789012345679' });
    // The condition holds every attribute as read: sets as sets, binary as base64, nested values element by element.
    const values = Object.values(u.ExpressionAttributeValues!);
    expect(values).toContainEqual({ SS: ['b', 'a'] });
    expect(values).toContainEqual({ B: 'AAEC' });
    expect(values).toContainEqual({ N: '12345678901234567890123456789012345678' });
    expect(u.ConditionExpression).toMatch(/^attribute_exists\(#n\d+\)/);
    expect(u.ConditionExpression).toContain('attribute_not_exists(');
    expect(u.ConditionExpression).toMatch(/size\(#n\d+\.#n\d+\) = :v\d+/);
    expect(u.ConditionExpression).toMatch(/#n\d+\.#n\d+\[0\] = :v\d+/);
    placeholdersMatch(plan.actions[0]!);
    expect(plan.result).toEqual(after);
  });

  it('numbers that differ only in how they are written, and sets in another order, are no change', () => {
    const plan = planChange(
      {
        id: 'c',
        TableName: 'Orders',
        before: { ...order, n: { N: '1.50' } },
        after: { ...order, n: { N: '+1.5' }, tags: { SS: ['a', 'b'] } },
      },
      table,
    );
    expect(plan.kind).toBe('none');
    expect(plan.actions).toEqual([]);
  });

  it('a new item is a put only if its key is free', () => {
    const plan = planChange({ id: 'c', TableName: 'Orders', after: order }, table);
    expect(plan.kind).toBe('create');
    expect(plan.actions).toEqual([
      {
        Put: {
          TableName: 'Orders',
          Item: order,
          ConditionExpression: 'attribute_not_exists(#n0)',
          ExpressionAttributeNames: { '#n0': 'PK' },
        },
      },
    ]);
  });

  it('a delete only if the item is as read', () => {
    const plan = planChange({ id: 'c', TableName: 'Orders', before: order }, table);
    expect(plan.kind).toBe('delete');
    const d = (plan.actions[0] as Extract<WriteAction, { Delete: unknown }>).Delete;
    expect(d.Key).toEqual({ PK: order.PK, SK: order.SK });
    for (const name of ['total', 'tags', 'blob', 'meta', 'gone'])
      expect(Object.values(d.ExpressionAttributeNames)).toContain(name);
    expect(plan.result).toBeUndefined();
    placeholdersMatch(plan.actions[0]!);
  });

  it('a key change is a delete of the old item if unchanged and a put of the new one if its key is free', () => {
    const after = { ...order, SK: { S: 'ORDER#2' } };
    const plan = planChange({ id: 'c', TableName: 'Orders', before: order, after }, table);
    expect(plan.kind).toBe('move');
    expect(plan.actions.map((a) => Object.keys(a)[0])).toEqual(['Delete', 'Put']);
    expect((plan.actions[1] as Extract<WriteAction, { Put: unknown }>).Put.Item).toEqual(after);
    expect((plan.actions[1] as Extract<WriteAction, { Put: unknown }>).Put.ConditionExpression).toBe(
      'attribute_not_exists(#n0)',
    );
  });

  it('with a version attribute the condition is the version alone, and it goes up by exactly one', () => {
    const before = { ...order, v: { N: '9007199254740993' } };
    const plan = planChange(
      { id: 'c', TableName: 'Orders', before, after: { ...before, note: { S: 'x' } }, versionAttribute: 'v' },
      table,
    );
    expect(plan.scope).toBe('version');
    const u = (plan.actions[0] as Extract<WriteAction, { Update: unknown }>).Update;
    const m = /^attribute_exists\((#n\d+)\) AND (#n\d+) = (:v\d+)$/.exec(u.ConditionExpression)!;
    expect(m).not.toBeNull();
    expect(u.ExpressionAttributeNames[m[1]!]).toBe('PK');
    expect(u.ExpressionAttributeNames[m[2]!]).toBe('v');
    expect(u.ExpressionAttributeValues![m[3]!]).toEqual({ N: '9007199254740993' });
    expect(Object.values(u.ExpressionAttributeValues!)).toContainEqual({ N: '9007199254740994' });
    expect(plan.result!.v).toEqual({ N: '9007199254740994' });
    placeholdersMatch(plan.actions[0]!);
  });

  it('an item whose whole condition passes 4 KB is guarded on the attributes it changes', () => {
    const before: Item = { PK: { S: 'p' }, SK: { S: 's' } };
    for (let i = 0; i < 400; i++) before[`attribute_${i}`] = { S: `value ${i}` };
    const plan = planChange(
      { id: 'c', TableName: 'Orders', before, after: { ...before, attribute_7: { S: 'new' } } },
      table,
    );
    expect(plan.scope).toBe('changed attributes');
    const u = (plan.actions[0] as Extract<WriteAction, { Update: unknown }>).Update;
    expect(u.ConditionExpression.length).toBeLessThanOrEqual(MAX_EXPRESSION_BYTES);
    expect(Object.values(u.ExpressionAttributeNames).sort()).toEqual(['PK', 'attribute_7']);
    placeholdersMatch(plan.actions[0]!);
  });

  it('an attribute named __proto__ stays an attribute', () => {
    const after: Item = { ...order };
    Object.defineProperty(after, '__proto__', {
      value: { S: 'x' },
      enumerable: true,
      configurable: true,
      writable: true,
    });
    const plan = planChange({ id: 'c', TableName: 'Orders', before: order, after }, table);
    const u = (plan.actions[0] as Extract<WriteAction, { Update: unknown }>).Update;
    expect(Object.values(u.ExpressionAttributeNames)).toContain('__proto__');
  });

  it('an item without its key is refused, naming the missing attribute', () => {
    expect(() => planChange({ id: 'c', TableName: 'Orders', after: { PK: { S: 'p' } } }, table)).toThrow(
      WritePlanError,
    );
    expect(() => planChange({ id: 'c', TableName: 'Orders', after: { PK: { S: 'p' } } }, table)).toThrow(/"SK"/);
  });
});

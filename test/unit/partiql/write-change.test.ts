/**
 * PartiQL writes as staged changes: the key each statement writes, its SET/REMOVE applied to the
 * item as read, and the refusals DynamoDB would give (checked by hand against DynamoDB Local in
 * test/integration/partiql/write-staging.test.ts), before anything is staged.
 */
import { describe, expect, test } from 'vitest';
import type { AttributeValue, Item, TableDescription } from '../../../shared/dynamo/types.js';
import { splitStatements, writeChange, writeTargets, type WriteChange } from '../../../shared/partiql/index.js';
import { planChange } from '../../../shared/writes/plan.js';

const table: TableDescription = {
  TableName: 'Orders',
  KeySchema: [
    { AttributeName: 'pk', KeyType: 'HASH' },
    { AttributeName: 'sk', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [
    { AttributeName: 'pk', AttributeType: 'S' },
    { AttributeName: 'sk', AttributeType: 'S' },
  ],
};
const item: Item = {
  pk: { S: 'a' },
  sk: { S: '1' },
  n: { N: '12345678901234567890123456789012345678' },
  l: { L: [{ N: '1' }, { N: '2' }] },
  ss: { SS: ['x', 'y'] },
  m: { M: { x: { N: '1' } } },
  s: { S: 'hello' },
};

/** `current` null: no item has the key. */
function stage(text: string, current: Item | null = item, params: AttributeValue[] = []): WriteChange {
  const t = writeTargets(text, table, params);
  if (!t.ok) throw new Error(t.problems[0]!.message);
  expect(t.targets).toHaveLength(1);
  return writeChange(t.targets[0]!, current ?? undefined, 'c1');
}
function after(text: string, params: AttributeValue[] = []): Item {
  const r = stage(text, item, params);
  if (!r.ok || !r.change) throw new Error(r.ok ? r.nothing : r.problem.message);
  expect(r.change.before).toEqual(item);
  return r.change.after!;
}
function refusal(text: string, current: Item | null = item): string {
  const r = stage(text, current);
  if (r.ok) throw new Error('staged');
  return r.problem.message;
}

describe('splitting statements', () => {
  test('on ; outside strings and quoted names', () => {
    const text = `UPDATE "Orders" SET s = 'a;b' WHERE pk = 'a' AND sk = '1';  DELETE FROM "Or;ders" WHERE pk = 'b';`;
    const pieces = splitStatements(text);
    expect(pieces.map((p) => p.text)).toEqual([
      `UPDATE "Orders" SET s = 'a;b' WHERE pk = 'a' AND sk = '1'`,
      `DELETE FROM "Or;ders" WHERE pk = 'b'`,
    ]);
    expect(text.slice(pieces[1]!.offset, pieces[1]!.offset + 6)).toBe('DELETE');
  });
});

describe('UPDATE as an edit of the item as read', () => {
  test('SET and REMOVE at the top level, numbers added exactly', () => {
    const a = after(`UPDATE "Orders" SET n = n + 1, t = 'new' REMOVE s WHERE pk = 'a' AND sk = '1'`);
    expect(a.n).toEqual({ N: '12345678901234567890123456789012345679' });
    expect(a.t).toEqual({ S: 'new' });
    expect(a.s).toBeUndefined();
    expect(a.l).toEqual(item.l);
  });
  test('nested paths, list index past the end appends, REMOVE of list elements by their index as read', () => {
    expect(after(`UPDATE "Orders" SET m.y = 2 WHERE pk = 'a' AND sk = '1'`).m).toEqual({
      M: { x: { N: '1' }, y: { N: '2' } },
    });
    expect(after(`UPDATE "Orders" SET l[9] = 9 WHERE pk = 'a' AND sk = '1'`).l).toEqual({
      L: [{ N: '1' }, { N: '2' }, { N: '9' }],
    });
    expect(after(`UPDATE "Orders" REMOVE l[0] REMOVE l[1] WHERE pk = 'a' AND sk = '1'`).l).toEqual({ L: [] });
  });
  test('list_append, set_add, set_delete, a copy of another attribute, parameters', () => {
    expect(after(`UPDATE "Orders" SET l = list_append([0], l) WHERE pk = 'a' AND sk = '1'`).l).toEqual({
      L: [{ N: '0' }, { N: '1' }, { N: '2' }],
    });
    expect(after(`UPDATE "Orders" SET ss = set_add(ss, <<'z', 'x'>>) WHERE pk = 'a' AND sk = '1'`).ss).toEqual({
      SS: ['x', 'y', 'z'],
    });
    expect(
      after(`UPDATE "Orders" SET ss = set_delete(ss, <<'x', 'y'>>) WHERE pk = 'a' AND sk = '1'`).ss,
    ).toBeUndefined();
    expect(after(`UPDATE "Orders" SET q = s WHERE pk = 'a' AND sk = '1'`).q).toEqual({ S: 'hello' });
    expect(after(`UPDATE "Orders" SET q = ? WHERE pk = ? AND sk = '1'`, [{ BOOL: true }, { S: 'a' }]).q).toEqual({
      BOOL: true,
    });
  });
  test('planned like any edit: only what changed, conditional on the item as read', () => {
    const r = stage(`UPDATE "Orders" SET t = 'new' WHERE pk = 'a' AND sk = '1'`);
    if (!r.ok || !r.change) throw new Error('not staged');
    const plan = planChange(r.change, { partitionKey: 'pk', sortKey: 'sk' });
    expect(plan.kind).toBe('edit');
    expect(plan.scope).toBe('as read');
    const u = (plan.actions[0] as { Update: { UpdateExpression: string; ConditionExpression: string } }).Update;
    expect(u.UpdateExpression).toBe('SET #n0 = :v0');
    expect(u.ConditionExpression).toMatch(/attribute_exists/);
    expect(u.ConditionExpression).toMatch(/attribute_not_exists\(#n0\)/);
  });
  test('refused as DynamoDB refuses it, with the reason', () => {
    expect(refusal(`UPDATE "Orders" SET n = 1 WHERE pk = 'zz' AND sk = '1'`, null)).toMatch(
      /never creates one.*ConditionalCheckFailedException/,
    );
    expect(refusal(`UPDATE "Orders" SET t = 1 WHERE pk = 'a' AND sk = '1' AND s = 'bye'`)).toMatch(
      /condition is false/,
    );
    expect(refusal(`UPDATE "Orders" SET m.z.q = 2 WHERE pk = 'a' AND sk = '1'`)).toMatch(/path is invalid/);
    expect(refusal(`UPDATE "Orders" SET s[0] = 4 WHERE pk = 'a' AND sk = '1'`)).toMatch(/path is invalid/);
    expect(refusal(`UPDATE "Orders" SET q = nope + 1 WHERE pk = 'a' AND sk = '1'`)).toMatch(/nope is not in the item/);
    expect(refusal(`UPDATE "Orders" SET n = s + 1 WHERE pk = 'a' AND sk = '1'`)).toMatch(
      /\+ takes numbers; this operand is S/,
    );
    expect(refusal(`UPDATE "Orders" SET q = 'a' || 'b' WHERE pk = 'a' AND sk = '1'`)).toMatch(/\+ and - only/);
    expect(refusal(`UPDATE "Orders" SET m = {'a': 1} REMOVE m.a WHERE pk = 'a' AND sk = '1'`)).toMatch(
      /overlapping paths/,
    );
    expect(refusal(`UPDATE "Orders" SET ns = set_add(other, <<1>>) WHERE pk = 'a' AND sk = '1'`)).toMatch(
      /must be the attribute being set/,
    );
  });
  test('a condition that holds lets it through; an UPDATE that changes nothing stages nothing', () => {
    expect(
      after(
        `UPDATE "Orders" SET t = 1 WHERE pk = 'a' AND sk = '1' AND begins_with(s, 'he') AND size(l) = 2 AND nope IS MISSING AND contains(ss, 'x')`,
      ).t,
    ).toEqual({ N: '1' });
    const r = stage(`UPDATE "Orders" SET s = 'hello' WHERE pk = 'a' AND sk = '1'`);
    expect(r.ok && !r.change && r.nothing).toMatch(/already holds these values/);
  });
});

describe('INSERT and DELETE', () => {
  test('INSERT is a new item, a put only if its key is free', () => {
    const r = stage(`INSERT INTO "Orders" VALUE {'pk': 'b', 'sk': '2', 'tags': <<'a'>>, 'n': ?}`, null, [{ N: '7' }]);
    if (!r.ok || !r.change) throw new Error('not staged');
    expect(r.change.before).toBeUndefined();
    expect(r.change.after).toEqual({ pk: { S: 'b' }, sk: { S: '2' }, tags: { SS: ['a'] }, n: { N: '7' } });
    expect(planChange(r.change, { partitionKey: 'pk', sortKey: 'sk' }).scope).toBe('key free');
    expect(refusal(`INSERT INTO "Orders" VALUE {'pk': 'a', 'sk': '1'}`)).toMatch(/already exists.*DuplicateItem/);
  });
  test('DELETE is a delete of the item as read; of nothing, nothing', () => {
    const r = stage(`DELETE FROM "Orders" WHERE sk = '1' AND pk = 'a'`);
    expect(r.ok && r.change).toEqual({ id: 'c1', TableName: 'Orders', before: item });
    const gone = stage(`DELETE FROM "Orders" WHERE sk = '1' AND pk = 'zz'`, null);
    expect(gone.ok && !gone.change && gone.nothing).toMatch(/nothing to delete/);
    expect(refusal(`DELETE FROM "Orders" WHERE pk = 'a' AND sk = '1' AND n = 999`)).toMatch(/condition is false/);
  });
});

describe('refused before anything is read', () => {
  const problems = (text: string, params: AttributeValue[] = [], several: 'batch' | 'transaction' = 'transaction') => {
    const t = writeTargets(text, table, params, several);
    return t.ok ? [] : t.problems.map((p) => p.message);
  };
  test('a key not given whole, a key of the wrong type, a key attribute SET, two paths in one REMOVE', () => {
    expect(problems(`UPDATE "Orders" REMOVE a, b WHERE pk = 'a' AND sk = '1'`).join()).toMatch(
      /one attribute per REMOVE/,
    );
    expect(problems(`UPDATE "Orders" SET n = 1 WHERE pk = 'a'`).join()).toMatch(/sk/);
    expect(problems(`DELETE FROM "Orders" WHERE pk = 1 AND sk = '1'`).join()).toMatch(
      /pk is of type S; this value is N/,
    );
    expect(problems(`UPDATE "Orders" SET pk = 'b' WHERE pk = 'a' AND sk = '1'`).join()).toMatch(
      /part of the primary key/,
    );
    expect(problems(`UPDATE "Orders" SET n = ? WHERE pk = 'a' AND sk = '1'`).join()).toMatch(/parameter/);
  });
  test('batches and transactions: all their writes, within the limits, never two on one item, never mixed with reads', () => {
    const three = [1, 2, 3].map((i) => `DELETE FROM "Orders" WHERE pk = 'a' AND sk = '${i}'`).join(';\n');
    const t = writeTargets(three, table, []);
    expect(t.ok && t.targets.map((x) => x.key.sk)).toEqual([{ S: '1' }, { S: '2' }, { S: '3' }]);
    const many = Array.from({ length: 26 }, (_, i) => `DELETE FROM "Orders" WHERE pk = 'a' AND sk = '${i}'`).join(';');
    expect(problems(many, [], 'batch').join()).toMatch(/at most 25/);
    expect(problems(many, [], 'transaction')).toEqual([]);
    expect(
      problems(
        `DELETE FROM "Orders" WHERE pk = 'a' AND sk = '1'; UPDATE "Orders" SET n = 1 WHERE pk = 'a' AND sk = '1'`,
      ).join(),
    ).toMatch(/same item/);
    expect(
      problems(`DELETE FROM "Orders" WHERE pk = 'a' AND sk = '1'; SELECT * FROM "Orders" WHERE pk = 'a'`).join(),
    ).toMatch(/mixes 1 read and 1 write/);
    const params = writeTargets(
      `DELETE FROM "Orders" WHERE pk = ? AND sk = '1'; DELETE FROM "Orders" WHERE pk = ? AND sk = ?`,
      table,
      [{ S: 'x' }, { S: 'y' }, { S: 'z' }],
    );
    expect(params.ok && params.targets.map((x) => x.key)).toEqual([
      { pk: { S: 'x' }, sk: { S: '1' } },
      { pk: { S: 'y' }, sk: { S: 'z' } },
    ]);
  });
  test('a problem in the second statement points into the second statement', () => {
    const text = `DELETE FROM "Orders" WHERE pk = 'a' AND sk = '1'; DELETE FROM "Orders" WHERE pk = 'a' AND x LIKE 'b'`;
    const t = writeTargets(text, table, []);
    expect(t.ok).toBe(false);
    if (t.ok) return;
    const p = t.problems.find((x) => /LIKE/.test(x.message))!;
    expect(text.slice(p.offset, p.end)).toMatch(/^x LIKE 'b'/);
  });
});

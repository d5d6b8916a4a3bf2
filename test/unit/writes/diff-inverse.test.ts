import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AttributeValue, Item } from '../../../shared/dynamo/types.js';
import { diffItems } from '../../../shared/writes/attribute-diff.js';
import { mergeItems } from '../../../shared/writes/merge-value.js';
import { inverseChange } from '../../../shared/writes/inverse.js';
import { planChange } from '../../../shared/writes/plan.js';
import { keepMine, reapplyOnCurrent } from '../../../shared/writes/resolve.js';
import { sameValue } from '../../../shared/writes/value-equality.js';
import { nextVersion } from '../../../shared/writes/version.js';

const table = { partitionKey: 'PK' };

describe('diffItems and sameValue', () => {
  it('says per attribute what was added, removed and changed', () => {
    expect(
      diffItems({ PK: { S: 'a' }, x: { N: '1' }, y: { S: 'y' } }, { PK: { S: 'a' }, x: { N: '2' }, z: { BOOL: true } }),
    ).toEqual([
      { name: 'x', kind: 'changed', before: { N: '1' }, after: { N: '2' } },
      { name: 'y', kind: 'removed', before: { S: 'y' } },
      { name: 'z', kind: 'added', after: { BOOL: true } },
    ]);
  });

  it('a set is not a list, and binary compares by its bytes', () => {
    expect(sameValue({ SS: ['a'] }, { L: [{ S: 'a' }] })).toBe(false);
    expect(sameValue({ NS: ['1', '2'] }, { NS: ['2.0', '1'] })).toBe(true);
    expect(sameValue({ B: 'AQ==' }, { B: 'AQ' })).toBe(true);
    expect(sameValue({ M: { a: { L: [{ N: '1E2' }] } } }, { M: { a: { L: [{ N: '100' }] } } })).toBe(true);
    expect(sameValue({ N: '1E-130' }, { N: '0' })).toBe(false);
    expect(
      sameValue({ N: '12345678901234567890123456789012345678' }, { N: '12345678901234567890123456789012345679' }),
    ).toBe(false);
  });

  it('applying the diff of two items to the first gives the second', () => {
    const value: fc.Arbitrary<AttributeValue> = fc.oneof(
      fc.string().map((S) => ({ S })),
      fc.bigInt({ min: -(10n ** 37n), max: 10n ** 37n }).map((n) => ({ N: n.toString() })),
      fc.boolean().map((BOOL) => ({ BOOL })),
      fc.uniqueArray(fc.string(), { minLength: 1, maxLength: 4 }).map((SS) => ({ SS })),
    );
    const item = fc
      .dictionary(fc.constantFrom('a', 'b', 'c', 'd', 'e'), value)
      .map((i): Item => ({ ...i, PK: { S: 'k' } }));
    fc.assert(
      fc.property(item, item, (a, b) => {
        // The change from a to b, re-applied on an item nobody else changed (still a), gives b.
        const out = mergeItems(a, b, a);
        expect(diffItems(out, b)).toEqual([]);
      }),
    );
  });
});

describe('inverseChange', () => {
  const before: Item = { PK: { S: 'k' }, n: { N: '1' }, s: { SS: ['a'] } };
  const after: Item = { PK: { S: 'k' }, n: { N: '2' }, t: { S: 't' } };

  it('undoes an edit on the condition that the item is as the commit left it', () => {
    const change = { id: 'c', TableName: 'T', before, after };
    const plan = planChange(change, table);
    const undo = planChange(inverseChange(change, plan.result), table);
    expect(undo.kind).toBe('edit');
    expect(undo.result).toEqual(before);
    const u = (undo.actions[0] as { Update: { ExpressionAttributeValues: Record<string, AttributeValue> } }).Update;
    expect(Object.values(u.ExpressionAttributeValues)).toEqual(expect.arrayContaining([{ N: '2' }, { S: 't' }]));
  });

  it('a create is undone by a delete, a delete by a create, a move by the move back', () => {
    expect(planChange(inverseChange({ id: 'c', TableName: 'T', after }, after), table).kind).toBe('delete');
    expect(planChange(inverseChange({ id: 'c', TableName: 'T', before }, undefined), table).kind).toBe('create');
    const moved = { ...before, PK: { S: 'k2' } };
    const back = planChange(inverseChange({ id: 'c', TableName: 'T', before, after: moved }, moved), table);
    expect(back.kind).toBe('move');
    expect(back.result).toEqual(before);
  });
});

describe('resolving a conflict', () => {
  const read: Item = { PK: { S: 'k' }, a: { S: 'a' }, b: { S: 'b' } };
  const mine: Item = { ...read, a: { S: 'mine' } };
  const now: Item = { ...read, b: { S: 'theirs' } };

  it("re-applying on top keeps the other writer's change", () => {
    const again = reapplyOnCurrent({ id: 'c', TableName: 'T', before: read, after: mine }, now);
    expect(again.before).toEqual(now);
    expect(again.after).toEqual({ PK: { S: 'k' }, a: { S: 'mine' }, b: { S: 'theirs' } });
  });

  it('keeping mine writes my item over what is there, still conditional on it', () => {
    const kept = keepMine({ id: 'c', TableName: 'T', before: read, after: mine }, now);
    expect(kept).toEqual({ id: 'c', TableName: 'T', before: now, after: mine });
  });

  it('re-applying an edit of an item deleted meanwhile re-creates it', () => {
    expect(reapplyOnCurrent({ id: 'c', TableName: 'T', before: read, after: mine }, undefined)).toEqual({
      id: 'c',
      TableName: 'T',
      after: mine,
    });
  });
});

describe('nextVersion', () => {
  it('adds one on the digits', () => {
    expect(nextVersion('9999999999999999999999999999999999999')).toBe('10000000000000000000000000000000000000');
    expect(nextVersion('0')).toBe('1');
    expect(nextVersion('-1')).toBe('0');
    expect(nextVersion('-10')).toBe('-9');
    expect(nextVersion('1E3')).toBe('1001');
    expect(nextVersion('1.5')).toBeNull();
    expect(nextVersion('x')).toBeNull();
  });
});

describe('parseItemText', () => {
  it('keeps 38-digit numbers, sets and binary as typed, and names a bad attribute', async () => {
    const { parseItemText } = await import('../../../shared/writes/item-text.js');
    expect(
      parseItemText(
        '{"PK":{"S":"a"},"n":{"N":"12345678901234567890123456789012345678"},"s":{"NS":["1","2"]},"b":{"B":"AQ=="}}',
      ),
    ).toEqual({
      item: {
        PK: { S: 'a' },
        n: { N: '12345678901234567890123456789012345678' },
        s: { NS: ['1', '2'] },
        b: { B: 'AQ==' },
      },
    });
    expect(parseItemText('{"PK":{"S":"a"},"n":{"N":5}}')).toEqual({
      problem: expect.stringContaining('n: N must be a number written as a string'),
    });
    expect(parseItemText('{"PK":')).toEqual({ problem: expect.stringContaining('Not valid JSON'), at: 6 });
  });
});

describe('reviewChange', () => {
  it('says what DynamoDB would refuse and which indexes the item enters or leaves', async () => {
    const { reviewChange } = await import('../../../shared/writes/review.js');
    const table = {
      TableName: 'T',
      KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' as const }],
      AttributeDefinitions: [
        { AttributeName: 'PK', AttributeType: 'S' as const },
        { AttributeName: 'G', AttributeType: 'N' as const },
      ],
      GlobalSecondaryIndexes: [{ IndexName: 'ByG', KeySchema: [{ AttributeName: 'G', KeyType: 'HASH' as const }] }],
    };
    expect(
      reviewChange(
        { id: 'c', TableName: 'T', before: { PK: { S: 'a' }, G: { N: '1' } }, after: { PK: { S: 'a' } } },
        table,
      ),
    ).toEqual([{ level: 'note', message: 'The item leaves index ByG: it loses "G".' }]);
    expect(
      reviewChange(
        { id: 'c', TableName: 'T', before: { PK: { S: 'a' } }, after: { PK: { S: 'a' }, G: { N: '2' } } },
        table,
      ),
    ).toEqual([{ level: 'note', message: 'The item enters index ByG.' }]);
    const bad = reviewChange({ id: 'c', TableName: 'T', after: { PK: { S: 'a' }, G: { S: 'x' } } }, table);
    expect(bad).toHaveLength(1);
    expect(bad[0]!.level).toBe('problem');
    expect(bad[0]!.message).toMatch(
      /^after\.G is a string \(S\), but "G" is the partition key of index "ByG", which is a number \(N\)/,
    );
  });
});

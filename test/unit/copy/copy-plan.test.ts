/**
 * A copy's per-item step: keys renamed to the target's names and checked against its schema and
 * types (a refusal names the item and the field), attributes left out and masked, a masked key
 * still a valid key, every other attribute passed on exactly as it was.
 */
import { describe, expect, it } from 'vitest';
import { CopyPlan, checkOptions } from '../../../shared/copy/copy-plan.js';
import { mapKeys, renamesAny, type KeyFieldMap } from '../../../shared/copy/key-map.js';
import type { TableDescription } from '../../../shared/dynamo/types.js';

const target: TableDescription = {
  TableName: 'target',
  KeySchema: [
    { AttributeName: 'pk', KeyType: 'HASH' },
    { AttributeName: 'sk', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [
    { AttributeName: 'pk', AttributeType: 'S' },
    { AttributeName: 'sk', AttributeType: 'S' },
  ],
};
const source = { partitionKey: 'PK', sortKey: 'SK' };

function keys(): KeyFieldMap[] {
  const m = mapKeys(source, target);
  if (!m.ok) throw new Error(m.problem);
  return m.fields;
}

const exotic = {
  PK: { S: 'USER#1' },
  SK: { S: 'ORDER#0001' },
  big: { N: '12345678901234567890123456789012345678' },
  tiny: { N: '1E-130' },
  ss: { SS: ['a', 'b'] },
  bin: { B: 'AAEC/w==' },
  map: { M: { deep: { L: [{ NS: ['1', '2.5'] }, { BS: ['AQ=='] }] } } },
  email: { S: 'ann@example.com' },
};

describe('mapKeys', () => {
  it('maps by role when the names differ, and takes a chosen attribute', () => {
    expect(keys().map((k) => [k.source, k.target, k.type])).toEqual([
      ['PK', 'pk', 'S'],
      ['SK', 'sk', 'S'],
    ]);
    expect(renamesAny(keys())).toBe(true);
    const chosen = mapKeys({ partitionKey: 'PK' }, target, { sk: 'email' });
    expect(chosen.ok && chosen.fields[1]!.source).toBe('email');
    const none = mapKeys({ partitionKey: 'PK' }, target);
    expect(!none.ok && none.problem).toMatch(/sort key sk has no source attribute/);
  });
});

describe('CopyPlan', () => {
  it('renames the keys and passes every other attribute exactly', () => {
    const out = new CopyPlan({ keys: keys(), leaveOut: [], mask: [], salt: '' }).copy(exotic, 0);
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    const { pk, sk, ...rest } = out.item;
    const { PK, SK, ...restIn } = exotic;
    expect([pk, sk]).toEqual([PK, SK]);
    expect(JSON.stringify(rest)).toBe(JSON.stringify(restIn));
    expect(Object.hasOwn(out.item, 'PK')).toBe(false);
  });

  it('refuses an item lacking a key or with the wrong type, naming the item and field', () => {
    const plan = new CopyPlan({ keys: keys(), leaveOut: [], mask: [], salt: '' });
    const missing = plan.copy({ PK: { S: 'a' } }, 4);
    expect(!missing.ok && missing.problem).toBe("item 5 (PK=a): has no SK, which gives the target's sort key sk.");
    const wrong = plan.copy({ PK: { S: 'a' }, SK: { N: '1' } }, 0);
    expect(!wrong.ok && wrong.problem).toBe("item 1 (PK=a, SK=1): SK is N, but the target's sort key sk is S.");
    const both = plan.copy({ PK: { S: 'a' }, SK: { S: 'b' }, pk: { S: 'c' } }, 0);
    expect(!both.ok && both.problem).toMatch(/has both PK and pk/);
  });

  it('leaves out and masks by the source’s names; a masked key stays a valid key of the same shape', () => {
    const plan = new CopyPlan({ keys: keys(), leaveOut: ['bin'], mask: ['email', 'PK'], salt: 's' });
    const out = plan.copy(exotic, 0);
    if (!out.ok) throw new Error(out.problem);
    expect(out.item.bin).toBeUndefined();
    const email = (out.item.email as { S: string }).S;
    expect(email).toMatch(/^[a-z]{3}@[a-z]{7}\.[a-z]{3}$/);
    expect(email).not.toBe('ann@example.com');
    expect((out.item.pk as { S: string }).S).toMatch(/^[A-Z]{4}#\d$/);
    expect(out.item.sk).toEqual(exotic.SK);
    expect(out.item.map).toEqual(exotic.map);
    expect(plan.copy(exotic, 7)).toEqual(out);
  });

  it('says what is wrong with the options', () => {
    expect(checkOptions({ keys: keys(), leaveOut: ['PK'], mask: [], salt: '' })).toMatch(/PK gives a key/);
    expect(checkOptions({ keys: keys(), leaveOut: ['a'], mask: ['a'], salt: 's' })).toMatch(/left out already/);
    expect(checkOptions({ keys: keys(), leaveOut: [], mask: ['a'], salt: '' })).toMatch(/Salt/);
  });
});

/**
 * The bad inputs of issue 29 that reached DynamoDB, each refused by the shared write gate (the
 * service's and the page's review), naming the field; and their neighbours that DynamoDB takes.
 * Boundaries measured against AWS DynamoDB Local (test/integration/fidelity/cases-item-rules.ts).
 */
import { describe, expect, it } from 'vitest';
import type { AttributeValue, Item, TableDescription } from '../../../shared/dynamo/types.js';
import { commitProblems } from '../../../shared/requests/commit-rules.js';
import { writeChangeProblems } from '../../../shared/requests/write-item.js';
import { reviewChange } from '../../../shared/writes/review.js';
import { planChange, WritePlanError } from '../../../shared/writes/plan.js';

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
const key = { PK: { S: 'p' }, SK: { S: 's' } };
const tableOf = (name: string) => (name === 'T' ? table : undefined);
const create = (extra: Item) => writeChangeProblems('changes[0]', { after: { ...key, ...extra } }, table);
const messages = (ps: Array<{ field: string; message: string }>) => ps.map((p) => `${p.field}: ${p.message}`);

function nest(levels: number, leaf: AttributeValue = { S: 'x' }, list = false): AttributeValue {
  let v = leaf;
  for (let i = 0; i < levels; i++) v = list ? { L: [v] } : { M: { a: v } };
  return v;
}

describe('text that is not Unicode: a lone surrogate', () => {
  it.each([
    ['a string', { a: { S: 'a\ud800b' } }],
    ['a string ending in a high surrogate', { a: { S: 'ab\ud83d' } }],
    ['a low surrogate alone', { a: { S: '\udc00' } }],
    ['a string set member', { a: { SS: ['ok', 'x\ud800'] } }],
    ['a map key', { a: { M: { ['k\udfff']: { S: 'x' } } } }],
    ['a string deep in a list', { a: { L: [{ M: { b: { S: '\ud800' } } }] } }],
    ['an attribute name', { ['n\ud800']: { S: 'x' } }],
  ])('in %s is refused, naming where', (_what, extra) => {
    const problems = create(extra as Item);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.field).toBe('changes[0].after');
    expect(problems[0]!.message).toMatch(/lone surrogate \(\\ud[89a-f][0-9a-f]{2} at character \d+\)/);
  });

  it('a surrogate pair (an emoji) is text like any other', () => {
    expect(create({ a: { S: 'a\ud83d\ude00b' }, ['\ud83d\ude00']: { SS: ['\ud83d\ude00'] } })).toEqual([]);
  });
});

describe('attribute names, at any depth', () => {
  it('empty is refused, at the top and as a map key', () => {
    expect(messages(create({ ['']: { S: 'x' } }))).toEqual([
      'changes[0].after: changes[0].after: the attribute name "" is empty; DynamoDB needs a name of at least one character',
    ]);
    expect(create({ a: { M: { b: { M: { ['']: { S: 'x' } } } } } })[0]!.message).toMatch(
      /a\.b: the map key "" is empty/,
    );
  });

  it('65,535 UTF-8 bytes pass, 65,536 are refused (ASCII, and two-byte characters)', () => {
    expect(create({ ['a'.repeat(65535)]: { S: 'x' } })).toEqual([]);
    expect(create({ ['a' + 'é'.repeat(32767)]: { S: 'x' } })).toEqual([]);
    expect(create({ ['a'.repeat(65536)]: { S: 'x' } })[0]!.message).toMatch(
      /is 65,536 bytes \(UTF-8\).*at most 65,535/,
    );
    expect(create({ ['é'.repeat(32768)]: { S: 'x' } })[0]!.message).toMatch(/65,536 bytes/);
    expect(create({ m: { M: { ['a'.repeat(65536)]: { S: 'x' } } } })[0]!.message).toMatch(/map key .* 65,536 bytes/);
    expect(create({ m: { M: { ['a'.repeat(65535)]: { S: 'x' } } } })).toEqual([]);
  });
});

describe('nesting: 32 levels, the item the first', () => {
  it('31 maps or lists in an attribute pass; 32 are refused', () => {
    expect(create({ a: nest(31) })).toEqual([]);
    expect(create({ a: nest(31, { S: 'x' }, true) })).toEqual([]);
    expect(create({ a: nest(31, { SS: ['x'] }) })).toEqual([]);
    expect(create({ a: nest(32) })[0]!.message).toMatch(/nested 33 levels deep here.*at most 32/);
    expect(create({ a: nest(32, { S: 'x' }, true) })[0]!.message).toMatch(/nested 33 levels/);
  });

  it('an empty map or list at the 33rd level counts too', () => {
    expect(create({ a: nest(30, { M: {} }) })).toEqual([]);
    expect(create({ a: nest(31, { M: {} }) })).toHaveLength(1);
    expect(create({ a: nest(31, { L: [] }) })).toHaveLength(1);
  });
});

describe('items over 400 KB', () => {
  it('an item as read over 400 KB is refused (a 10 MB attribute is no item DynamoDB holds)', () => {
    const big = { ...key, blob: { S: 'x'.repeat(10 * 1024 * 1024) } };
    const problems = writeChangeProblems('items[0]', { before: big }, table);
    expect(messages(problems)).toEqual([
      'items[0].before: items[0].before is 10,485,770 bytes; DynamoDB holds no item over 409,600 bytes (400 KB), so this cannot be an item as read',
    ]);
  });

  it('a value that makes the item over 400 KB is refused; at 400 KB it passes', () => {
    const before = { ...key, a: { S: 'x' } };
    // pk 2+1, sk 2+1, "a" 1 + value: 409,600 in all.
    const at = { ...before, a: { S: 'x'.repeat(409600 - 7) } };
    expect(writeChangeProblems('c', { before, after: at }, table)).toEqual([]);
    const over = { ...before, a: { S: 'x'.repeat(409600 - 6) } };
    expect(writeChangeProblems('c', { before, after: over }, table)[0]!.message).toMatch(/409,601 bytes/);
  });
});

describe('two changes to one item in one commit', () => {
  const read = { ...key, a: { S: '1' } };
  it('an edit and a delete of the same item: the second is refused, naming the first', () => {
    const problems = commitProblems(
      [
        { id: 'x', TableName: 'T', before: read, after: { ...read, a: { S: '2' } } },
        { id: 'y', TableName: 'T', before: read },
      ],
      tableOf,
    );
    expect(messages(problems)).toEqual([
      'changes[1]: changes[1] writes the same item of table "T" as changes[0]; a commit takes one change per item (DynamoDB writes each item once per transaction), so merge the two into one change',
    ]);
  });

  it("a move's new key taken by another change is the same item; other items and tables are not", () => {
    const other = { PK: { S: 'p' }, SK: { S: 't' } };
    expect(
      commitProblems(
        [
          { id: 'x', TableName: 'T', before: read, after: { ...read, SK: { S: 't' } } },
          { id: 'y', TableName: 'T', after: other },
        ],
        tableOf,
      ),
    ).toHaveLength(1);
    expect(
      commitProblems(
        [
          { id: 'x', TableName: 'T', before: read, after: { ...read, a: { S: '2' } } },
          { id: 'y', TableName: 'T', after: other },
        ],
        tableOf,
      ),
    ).toEqual([]);
  });

  it('the page says it on the later change', () => {
    const staged = [
      { id: 'x', TableName: 'T', before: read, after: { ...read, a: { S: '2' } } },
      { id: 'y', TableName: 'T', before: read },
    ];
    expect(reviewChange(staged[0]!, table, staged)).toEqual([]);
    expect(reviewChange(staged[1]!, table, staged)).toEqual([
      {
        level: 'problem',
        message:
          'This change writes the same item of table "T" as the staged change "x"; a commit takes one change per item (DynamoDB writes each item once per transaction), so merge the two into one change',
      },
    ]);
  });
});

describe('the version attribute', () => {
  const edit = (v: AttributeValue | undefined, attribute = 'v', wanted?: AttributeValue) => {
    const before: Item = { ...key, a: { S: '1' } };
    if (v) before[attribute] = v;
    const after: Item = { ...before, a: { S: '2' } };
    if (wanted) after[attribute] = wanted;
    return { id: 'c', TableName: 'T', before, after, versionAttribute: attribute };
  };
  const problem = (c: ReturnType<typeof edit>) => messages(writeChangeProblems('changes[0]', c, table));

  it.each([
    [
      '9.99E+125, whose + 1 has 126 digits',
      edit({ N: '9.99E+125' }),
      /9\.99E\+125 \+ 1 cannot be stored: it has 126 significant digits/,
    ],
    ['missing from the item as read', edit(undefined), /is not in the item as read/],
    ['a key attribute', edit({ S: 'x' }, 'SK'), /is a key attribute/],
    ['a string', edit({ S: '7' }), /holds S in the item as read; a version must be a number/],
    ['a fraction', edit({ N: '1.5' }), /not a whole number/],
    ['set back by the user', edit({ N: '5' }, 'v', { N: '4' }), /set to 4, not above 5 as read; a version must go up/],
    ['set to a string by the user', edit({ N: '5' }, 'v', { S: '6' }), /given a S value/],
  ])('%s is refused with the reason, by the gate and the plan', (_what, change, reason) => {
    const found = problem(change);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^changes\[0\]\.versionAttribute: changes\[0\]\.versionAttribute: the version attribute/);
    expect(found[0]).toMatch(reason);
    expect(() => planChange(change, { partitionKey: 'PK', sortKey: 'SK' })).toThrow(WritePlanError);
  });

  it('removed by the user is refused', () => {
    const c = edit({ N: '5' });
    delete (c.after as Item).v;
    expect(problem(c)[0]).toMatch(/is removed by this change/);
  });

  it('the largest version whose + 1 DynamoDB stores passes', () => {
    expect(problem(edit({ N: '9'.repeat(38) }))).toEqual([]); // + 1 is 1E+38: one digit
    expect(problem(edit({ N: `1${'0'.repeat(37)}` }))).toEqual([]);
    expect(problem(edit({ N: `1${'0'.repeat(38)}` }))[0]).toMatch(/39 significant digits/);
  });

  it("the user's own higher value is written as given, on the condition of the version as read; the page says so", () => {
    const c = edit({ N: '5' }, 'v', { N: '10' });
    expect(problem(c)).toEqual([]);
    const plan = planChange(c, { partitionKey: 'PK', sortKey: 'SK' });
    expect(plan.scope).toBe('version');
    expect(plan.version).toEqual({ attribute: 'v', read: '5', next: '10', own: true });
    const u = (plan.actions[0] as { Update: { ExpressionAttributeValues: Record<string, AttributeValue> } }).Update;
    expect(Object.values(u.ExpressionAttributeValues)).toEqual(expect.arrayContaining([{ N: '5' }, { N: '10' }]));
    expect(plan.result!.v).toEqual({ N: '10' });
    expect(reviewChange(c, table).map((n) => n.message)).toEqual([
      'Checked: version attribute "v" only (it must still be 5); your value 10 is written.',
    ]);
    expect(reviewChange(edit({ N: '5' }), table).map((n) => n.message)).toEqual([
      'Checked: version attribute "v" only (it must still be 5); it becomes 6.',
    ]);
  });
});

/**
 * What the gate says, not only whether it refuses (the fidelity suite checks that against DynamoDB
 * Local): each problem names the request field, the token where there is one, and what to change.
 */
import { describe, expect, test } from 'vitest';
import type { TableDescription } from '../../../shared/dynamo/types.js';
import { checkRequest, describeProblems } from '../../../shared/requests/gate.js';

const table: TableDescription = {
  TableName: 'Games',
  KeySchema: [
    { AttributeName: 'player', KeyType: 'HASH' },
    { AttributeName: 'round', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [
    { AttributeName: 'player', AttributeType: 'S' },
    { AttributeName: 'round', AttributeType: 'N' },
    { AttributeName: 'arena', AttributeType: 'S' },
  ],
  GlobalSecondaryIndexes: [
    {
      IndexName: 'ByArena',
      KeySchema: [{ AttributeName: 'arena', KeyType: 'HASH' }],
      Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['score'] },
    },
  ],
};
const q = {
  KeyConditionExpression: 'player = :p AND round > :r',
  ExpressionAttributeValues: { ':p': { S: 'ann' }, ':r': { N: '10' } },
};

describe('ExclusiveStartKey', () => {
  test('shape: names what is missing and what is not a key', () => {
    const [p] = checkRequest('query', { ...q, ExclusiveStartKey: { player: { S: 'ann' }, score: { N: '1' } } }, table);
    expect(p).toMatchObject({ field: 'ExclusiveStartKey', token: 'score' });
    expect(p!.message).toMatch(/lacks "round".*"score" is not a key attribute/);
  });
  test('range: a key below the sort key condition names the sort key', () => {
    expect(
      checkRequest('query', { ...q, ExclusiveStartKey: { player: { S: 'ann' }, round: { N: '3' } } }, table).map(
        (p) => p.field,
      ),
    ).toEqual(['ExclusiveStartKey.round']);
    expect(
      checkRequest('query', { ...q, ExclusiveStartKey: { player: { S: 'ann' }, round: { N: '11.0' } } }, table),
    ).toEqual([]);
  });
  test('an index read needs the table keys and the index keys', () => {
    const p = checkRequest('scan', { IndexName: 'ByArena', ExclusiveStartKey: { arena: { S: 'x' } } }, table);
    expect(p[0]!.message).toMatch(/lacks "player", "round"/);
  });
});

describe('Select and projections', () => {
  test.each([
    [{ Select: 'COUNT', ProjectionExpression: 'score' }, /cannot go with a ProjectionExpression/],
    [{ Select: 'SPECIFIC_ATTRIBUTES' }, /needs a ProjectionExpression/],
    [{ Select: 'ALL_PROJECTED_ATTRIBUTES' }, /needs an IndexName/],
    [
      { IndexName: 'ByArena', Select: 'ALL_ATTRIBUTES' },
      /projects its keys and the attributes it includes \(INCLUDE\)/,
    ],
  ])('%j', (request, message) => {
    const problems = checkRequest('scan', request, table);
    expect(problems.map((p) => p.field)).toEqual(['Select']);
    expect(problems[0]!.message).toMatch(message);
  });
  test('an empty Select is no Select', () => {
    expect(checkRequest('scan', { Select: '', ProjectionExpression: 'score' }, table)).toEqual([]);
  });
  test('an attribute an INCLUDE index does not hold is pointed at in the projection', () => {
    const [p] = checkRequest(
      'scan',
      { IndexName: 'ByArena', ProjectionExpression: 'score, #w', ExpressionAttributeNames: { '#w': 'weapon' } },
      table,
    );
    expect(p).toMatchObject({ field: 'ProjectionExpression', token: '#w', offset: 7 });
  });
});

test('GetItem: a key with a wrong type names the attribute; one without its sort key names Key', () => {
  expect(
    checkRequest('getItem', { Key: { player: { S: 'ann' }, round: { S: '1' } } }, table).map((p) => p.field),
  ).toEqual(['Key.round']);
  const missing = checkRequest('getItem', { Key: { player: { S: 'ann' } } }, table);
  expect(describeProblems(missing)).toMatch(
    /^Key: Key must hold exactly the key of table "Games": "player" \(S\) and "round" \(N\); it lacks "round"/,
  );
});

test('expressions: operand types, own-operand BETWEEN, list indexes; size and convert read as names', () => {
  const filter = (FilterExpression: string, v: object = { N: '1' }) =>
    checkRequest('scan', { FilterExpression, ExpressionAttributeValues: { ':v': v as never } }, table);
  expect(filter('score < :v', { BOOL: true })[0]).toMatchObject({ field: 'FilterExpression', token: ':v', column: 9 });
  expect(filter('score BETWEEN score AND :v')[0]!.token).toBe('score');
  expect(filter('tags[01] = :v')[0]!.message).toMatch(/without leading zeros, as \[1\]/);
  expect(filter('tags[2147483648] = :v')[0]!.message).toMatch(/out of range/);
  expect(filter('size = :v AND convert <> :v AND size(size) > :v')).toEqual([]);
  expect(filter('a = :v', { N: '+1' })).toEqual([]);
  expect(filter('a = :v', { N: ' 1' })[0]!.field).toBe('ExpressionAttributeValues.:v');
  expect(filter('a = :v', { NS: ['1', '1.0'] })[0]!.message).toMatch(/"1" and "1.0" \(the same number\) twice/);
  expect(filter('a = :v', { M: { '': { S: 'x' } } })[0]!.message).toMatch(/empty key/);
  expect(filter(`${'NOT '.repeat(150)}a = :v`)).toEqual([]);
});

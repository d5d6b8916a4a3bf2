/**
 * The app's own code, pasted back: every snippet language (the whole program or command, as the
 * Copy button gives it) reads back to the same read: operation, key condition, filter,
 * projection, index, direction, page size. And pasted text that is not a read says so.
 */
import { describe, expect, test } from 'vitest';
import type { TableDescription } from '../../../shared/dynamo/types.js';
import { parseRequestText, type ParseRequestResult } from '../../../shared/paste/parse-request.js';
import { generateSnippet, snippetLanguages } from '../../../shared/snippets/index.js';
import { N, S } from './helpers.js';

const table: TableDescription = {
  TableName: 'Shop',
  KeySchema: [
    { AttributeName: 'PK', KeyType: 'HASH' },
    { AttributeName: 'SK', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [
    { AttributeName: 'PK', AttributeType: 'S' },
    { AttributeName: 'SK', AttributeType: 'S' },
    { AttributeName: 'GSI1PK', AttributeType: 'S' },
    { AttributeName: 'GSI1SK', AttributeType: 'S' },
  ],
  GlobalSecondaryIndexes: [
    {
      IndexName: 'GSI1',
      KeySchema: [
        { AttributeName: 'GSI1PK', KeyType: 'HASH' },
        { AttributeName: 'GSI1SK', KeyType: 'RANGE' },
      ],
    },
  ],
};

const query = {
  TableName: 'Shop',
  IndexName: 'GSI1',
  KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :sk)',
  FilterExpression: '#st = :st',
  ProjectionExpression: '#pk, #sk, price',
  ExpressionAttributeNames: { '#pk': 'GSI1PK', '#sk': 'GSI1SK', '#st': 'status' },
  ExpressionAttributeValues: { ':pk': { S: 'O\'Reilly & "Sons" #1' }, ':sk': { S: 'ORDER#' }, ':st': { N: '3' } },
  ScanIndexForward: false,
  Limit: 25,
};
const scan = { TableName: 'Shop', FilterExpression: 'price > :p', ExpressionAttributeValues: { ':p': { N: '10' } } };
const connection = { region: 'us-east-1', endpoint: 'http://localhost:8000' };

function ok(r: ParseRequestResult) {
  if (!r.ok) throw new Error(r.errors.map((e) => `${e.field}: ${e.message}`).join('\n'));
  return r;
}

describe.each(snippetLanguages.map((l) => l.id))('the %s snippet pasted back', (language) => {
  test('a Query: the same key condition, filter, projection and options', () => {
    const r = ok(parseRequestText(generateSnippet(language, 'query', query, connection, { maxItems: 100 }), { table }));
    expect(r.operation).toBe('Query');
    expect(r.model.keyCondition).toEqual({
      partitionKey: { name: 'GSI1PK', value: S('O\'Reilly & "Sons" #1') },
      sortKey: { name: 'GSI1SK', op: 'begins_with', value: S('ORDER#') },
    });
    expect(r.model.filter).toMatchObject({
      kind: 'compare',
      op: '=',
      left: { kind: 'path', path: ['status'] },
      right: { kind: 'value', value: N('3') },
    });
    expect(r.model.projection).toEqual([['GSI1PK'], ['GSI1SK'], ['price']]);
    expect(r.options).toMatchObject({ TableName: 'Shop', IndexName: 'GSI1', ScanIndexForward: false, Limit: 25 });
  });

  test("a snippet for the sandbox, which carries the run's key, reads back the same", () => {
    const sandbox = {
      ...connection,
      credentials: { accessKeyId: 'ICESANDBOXabc123', secretAccessKey: 'per-run-secret' },
    };
    const r = ok(parseRequestText(generateSnippet(language, 'query', query, sandbox), { table }));
    expect(r.operation).toBe('Query');
    expect(r.options).toMatchObject({ TableName: 'Shop', IndexName: 'GSI1' });
  });

  test('a Scan is read as a Scan', () => {
    const r = ok(parseRequestText(generateSnippet(language, 'scan', scan, connection), { table }));
    expect(r.operation).toBe('Scan');
    expect(r.model.filter).toMatchObject({ kind: 'compare', op: '>', right: { kind: 'value', value: N('10') } });
  });
});

test('pasted text without a read is refused with a reason, never an empty success', () => {
  const refused = (text: string) => {
    const r = parseRequestText(text, { table });
    expect(r.ok).toBe(false);
    return r.ok ? '' : r.errors.map((e) => e.message).join(' ');
  };
  expect(refused('{}')).toMatch(/empty/);
  expect(refused('import { x } from "y";\nconst config = { retries: 3 };')).toMatch(/No request fields/);
  expect(refused("aws dynamodb put-item --table-name Shop --item '{}'")).toMatch(/not a read/);
  expect(refused('aws dynamodb query --table-name Shop --expression-attribute-values file://values.json')).toMatch(
    /paste that file's JSON/,
  );
  expect(
    refused(
      generateSnippet('aws-cli', 'getItem', { TableName: 'Shop', Key: { PK: { S: 'a' }, SK: { S: 'b' } } }, connection),
    ),
  ).toMatch(/GetItem/);
});

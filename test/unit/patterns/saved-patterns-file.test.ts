import { describe, expect, test } from 'vitest';
import { exportPatterns, importPatterns, PATTERN_FILE_FORMAT } from '../../../shared/patterns/saved-patterns-file.js';
import type { SavedPattern } from '../../../shared/patterns/saved-patterns.js';

const pattern: SavedPattern = {
  name: "List a workspace's projects, newest first",
  table: 'Workspaces',
  operation: 'Query',
  request: {
    KeyConditionExpression: '#n0 = :v0 AND begins_with(#n1, :v1)',
    ProjectionExpression: '#n2',
    ExpressionAttributeNames: { '#n0': 'EntityRef', '#n1': 'Detail', '#n2': 'Title' },
    ExpressionAttributeValues: { ':v0': { S: 'WS#{workspace}' }, ':v1': { S: 'PROJ#' }, ':v2': { N: '{n}' } },
    ScanIndexForward: false,
    Limit: 25,
  },
};
const scan: SavedPattern = {
  name: 'Archived',
  table: 'Workspaces',
  operation: 'Scan',
  request: {
    FilterExpression: '#s = :s',
    ExpressionAttributeNames: { '#s': 'Status' },
    ExpressionAttributeValues: { ':s': { S: 'ARCHIVED' } },
  },
};

function file(patterns: unknown, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ format: PATTERN_FILE_FORMAT, version: 1, patterns, ...extra });
}

function errorsOf(text: string): string[] {
  const r = importPatterns(text);
  return r.ok ? [] : r.errors;
}

test('export then import gives back the same patterns', () => {
  const fixed = {
    ...pattern,
    request: {
      ...pattern.request,
      FilterExpression: '#n3 > :v2',
      ExpressionAttributeNames: { ...pattern.request.ExpressionAttributeNames, '#n3': 'BudgetUsd' },
    },
  };
  const text = exportPatterns([fixed, scan]);
  expect(JSON.parse(text)).toMatchObject({ format: PATTERN_FILE_FORMAT, version: 1 });
  expect(importPatterns(text)).toEqual({ ok: true, patterns: [fixed, scan] });
});

describe('a bad file is refused with where and what', () => {
  test('not JSON: line and column', () => {
    expect(errorsOf('{\n  "format": "x",\n  oops\n}')).toEqual([
      expect.stringMatching(
        /^This file is not valid JSON: line 3, column 3: expected an attribute name in double quotes/,
      ),
    ]);
  });
  test('not a patterns file', () => {
    expect(errorsOf('[]')).toEqual([
      expect.stringContaining('Expected an object with "format", "version" and "patterns", found a list'),
    ]);
    expect(errorsOf(JSON.stringify({ format: 'other', version: 1, patterns: [] }))).toEqual([
      expect.stringContaining('format: expected "item-collection-explorer/access-patterns", found the text "other"'),
    ]);
    expect(errorsOf(file([], { version: 2 }))).toEqual(['version: this app reads version 1, the file is number 2']);
    expect(errorsOf(JSON.stringify({ format: PATTERN_FILE_FORMAT, version: 1 }))).toEqual([
      'patterns: expected a list of patterns, found nothing',
    ]);
  });
  test('fields of a pattern, each named by its path', () => {
    expect(errorsOf(file([{ ...scan, name: '' }, 7, { ...scan, name: 'x', operation: 'Put' }]))).toEqual([
      'patterns[0].name: expected a non-empty text, found the text ""',
      'patterns[1]: expected an object with name, table, operation and request, found number 7',
      'patterns[2].operation: expected "Query" or "Scan", found the text "Put"',
    ]);
  });
  test('request fields: types, unknown fields, placeholders and value templates', () => {
    const bad = {
      ...pattern,
      request: {
        ...pattern.request,
        TableName: 'X',
        Limit: 0,
        ScanIndexForward: 'no',
        ExpressionAttributeNames: { n0: 'a', '#ok': 'b' },
        ExpressionAttributeValues: { v: { S: 'x' }, ':v0': { N: '1{n}' }, ':v1': { S: 'WS#{' }, ':v2': { Q: 1 } },
      },
    };
    expect(errorsOf(file([bad]))).toEqual([
      'patterns[0].request.TableName: not a field a saved pattern keeps (TableName is the pattern\'s "table")',
      'patterns[0].request.ScanIndexForward: expected true or false, found the text "no"',
      'patterns[0].request.Limit: expected a whole number, 1 or more, found number 0',
      'patterns[0].request.ExpressionAttributeNames: "n0" is not a name placeholder such as #n0',
      'patterns[0].request.ExpressionAttributeValues: "v" is not a value placeholder such as :v0',
      expect.stringContaining(
        'patterns[0].request.ExpressionAttributeValues.:v0: a number value is either written out or one whole slot',
      ),
      expect.stringContaining(
        'patterns[0].request.ExpressionAttributeValues.:v1: "{" at character 4 does not start a slot',
      ),
      'patterns[0].request.ExpressionAttributeValues.:v2: unknown type key "Q"; expected one of S, N, B, BOOL, NULL, L, M, SS, NS, BS',
    ]);
  });
  test('expressions that do not parse or use undefined placeholders', () => {
    const broken = { ...pattern, request: { ...pattern.request, KeyConditionExpression: '#n0 = :v0 AND AND' } };
    expect(errorsOf(file([broken]))).toEqual([
      expect.stringMatching(/^patterns\[0\]\.request\.KeyConditionExpression \(column 15, at "AND"\): /),
    ]);
    const undefinedValue = { ...scan, request: { ...scan.request, FilterExpression: '#s = :nope' } };
    expect(errorsOf(file([undefinedValue]))).toEqual([
      expect.stringContaining('":nope" is used in FilterExpression but not defined in ExpressionAttributeValues'),
    ]);
  });
  test('a Query needs a key condition and a Scan takes none', () => {
    expect(errorsOf(file([{ ...scan, operation: 'Query' }]))).toEqual([
      'patterns[0].request.KeyConditionExpression: a Query pattern needs a key condition',
    ]);
    expect(errorsOf(file([{ ...pattern, operation: 'Scan' }]))).toEqual([
      expect.stringContaining('a Scan pattern takes no key condition'),
    ]);
  });
  test('two patterns of one name on one table', () => {
    expect(errorsOf(file([scan, { ...scan, table: 'Other' }, scan]))).toEqual([
      'patterns[2].name: "Archived" is already the name of patterns[0] on table "Workspaces"; names are unique per table',
    ]);
  });
});

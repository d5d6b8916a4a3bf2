import { describe, expect, test } from 'vitest';
import {
  fillPattern,
  makePattern,
  slotsOf,
  upsertPatterns,
  type SavedPattern,
} from '../../../shared/patterns/saved-patterns.js';
import {
  escapeTemplate,
  parseTemplate,
  suggestTemplate,
  templateProblem,
} from '../../../shared/patterns/slot-template.js';

const listProjects: SavedPattern = {
  name: "List a workspace's projects, newest first",
  table: 'Workspaces',
  operation: 'Query',
  request: {
    KeyConditionExpression: '#n0 = :v0 AND begins_with(#n1, :v1)',
    FilterExpression: '#n2 >= :v2',
    ExpressionAttributeNames: { '#n0': 'EntityRef', '#n1': 'Detail', '#n2': 'BudgetUsd' },
    ExpressionAttributeValues: {
      ':v0': { S: 'WS#{workspace}' },
      ':v1': { S: 'PROJ#{{{year}' },
      ':v2': { N: '{minBudget}' },
    },
    ScanIndexForward: false,
  },
};

describe('templates', () => {
  test('text and slots, with doubled braces for literal ones', () => {
    expect(parseTemplate('WS#{workspace}')).toEqual({
      ok: true,
      parts: [
        { kind: 'text', text: 'WS#' },
        { kind: 'slot', name: 'workspace' },
      ],
    });
    expect(parseTemplate('a{{b}}c')).toEqual({ ok: true, parts: [{ kind: 'text', text: 'a{b}c' }] });
    expect(parseTemplate('{a}{b}')).toEqual({
      ok: true,
      parts: [
        { kind: 'slot', name: 'a' },
        { kind: 'slot', name: 'b' },
      ],
    });
  });
  test('a stray brace is refused with its position and the way to write it', () => {
    expect(parseTemplate('WS#{work space}')).toEqual({
      ok: false,
      message: expect.stringContaining('"{" at character 4 does not start a slot'),
    });
    expect(parseTemplate('x}')).toEqual({
      ok: false,
      message: expect.stringContaining('"}" at character 2 closes no slot; write }}'),
    });
    expect(parseTemplate('{open')).toMatchObject({ ok: false });
  });
  test('escapeTemplate reads back as the same literal', () => {
    for (const text of ['plain', '{x}', 'a}}b{{', '{', '}', '']) {
      const parsed = parseTemplate(escapeTemplate(text));
      expect(parsed.ok && parsed.parts.every((p) => p.kind === 'text')).toBe(true);
      expect(parsed.ok ? parsed.parts.map((p) => (p.kind === 'text' ? p.text : '')).join('') : null).toBe(text);
    }
  });
  test('N and B values are a literal or one whole slot', () => {
    expect(templateProblem('N', '{n}')).toBeNull();
    expect(templateProblem('N', '12.5')).toBeNull();
    expect(templateProblem('N', '1{n}')).toContain('either written out or one whole slot such as {n}');
    expect(templateProblem('N', 'twelve')).toContain('is not a number');
    expect(templateProblem('B', 'AAEC')).toBeNull();
    expect(templateProblem('B', 'not base64!')).toContain('not base64');
    expect(templateProblem('S', 'USER#{id}#{{x}}')).toBeNull();
  });
});

describe('slots', () => {
  test('each slot once, in the order of the values, with its type', () => {
    expect(slotsOf(listProjects)).toEqual([
      { slot: 'workspace', placeholder: ':v0', type: 'S' },
      { slot: 'year', placeholder: ':v1', type: 'S' },
      { slot: 'minBudget', placeholder: ':v2', type: 'N' },
    ]);
  });
  test('a slot used twice is asked for once and filled everywhere', () => {
    const p = { request: { ExpressionAttributeValues: { ':a': { S: '{id}' }, ':b': { S: 'X#{id}' } } } };
    expect(slotsOf(p).map((s) => s.slot)).toEqual(['id']);
    expect(fillPattern(p, { id: '7' })).toEqual({
      ok: true,
      request: { ExpressionAttributeValues: { ':a': { S: '7' }, ':b': { S: 'X#7' } } },
    });
  });
  test('values in lists, maps and sets stay literal', () => {
    const p = { request: { ExpressionAttributeValues: { ':l': { L: [{ S: '{x}' }] }, ':s': { SS: ['{y}'] } } } };
    expect(slotsOf(p)).toEqual([]);
    expect(fillPattern(p, {})).toEqual({ ok: true, request: p.request });
  });
});

describe('fillPattern', () => {
  test('fills every slot and keeps the rest of the request', () => {
    const r = fillPattern(listProjects, { workspace: 'acme', year: '2025', minBudget: '1000' });
    expect(r).toEqual({
      ok: true,
      request: {
        ...listProjects.request,
        ExpressionAttributeValues: { ':v0': { S: 'WS#acme' }, ':v1': { S: 'PROJ#{2025' }, ':v2': { N: '1000' } },
      },
    });
  });
  test('names each slot left empty', () => {
    const r = fillPattern(listProjects, { workspace: 'acme' });
    expect(r).toEqual({
      ok: false,
      problems: [
        { slot: 'year', message: 'enter a value for {year}' },
        { slot: 'minBudget', message: 'enter a value for {minBudget}' },
      ],
    });
  });
  test('a number slot takes a number, a binary slot base64', () => {
    const bad = fillPattern(listProjects, { workspace: 'acme', year: '2025', minBudget: 'lots' });
    expect(bad.ok ? [] : bad.problems).toEqual([
      { slot: 'minBudget', message: expect.stringContaining('{minBudget} is a number: "lots" is not a number') },
    ]);
    const bin = fillPattern({ request: { ExpressionAttributeValues: { ':b': { B: '{bytes}' } } } }, { bytes: '%%' });
    expect(bin.ok ? [] : bin.problems).toEqual([
      { slot: 'bytes', message: '{bytes} is binary: enter its bytes as base64, e.g. AAEC/w==' },
    ]);
  });
  test('slot values are taken as text, braces and all', () => {
    const r = fillPattern(listProjects, { workspace: '{x}', year: '}', minBudget: '-1.5e3' });
    expect(r.ok && r.request.ExpressionAttributeValues).toEqual({
      ':v0': { S: 'WS#{x}' },
      ':v1': { S: 'PROJ#{}' },
      ':v2': { N: '-1.5e3' },
    });
  });
});

describe('makePattern', () => {
  const request = {
    KeyConditionExpression: '#n0 = :v0',
    ExpressionAttributeNames: { '#n0': 'PK' },
    ExpressionAttributeValues: { ':v0': { S: 'ORG#acme' }, ':v1': { S: 'a{b}' } },
  };
  test('rewrites the chosen values as templates and escapes the others', () => {
    const r = makePattern(' Users of an org ', 'T', 'Query', request, { ':v0': 'ORG#{org}' });
    expect(r).toEqual({
      ok: true,
      pattern: {
        name: 'Users of an org',
        table: 'T',
        operation: 'Query',
        request: { ...request, ExpressionAttributeValues: { ':v0': { S: 'ORG#{org}' }, ':v1': { S: 'a{{b}}' } } },
      },
    });
    if (r.ok)
      expect(fillPattern(r.pattern, { org: 'globex' })).toMatchObject({
        ok: true,
        request: { ExpressionAttributeValues: { ':v0': { S: 'ORG#globex' }, ':v1': { S: 'a{b}' } } },
      });
  });
  test('refuses an unnamed pattern and a broken template, saying which', () => {
    const r = makePattern('', 'T', 'Query', request, { ':v0': 'ORG#{org' });
    expect(r.ok ? [] : r.problems.map((p) => p.field)).toEqual(['name', ':v0']);
  });
});

test('upsertPatterns replaces a pattern of the same table and name, adds the others', () => {
  const a = { ...listProjects, name: 'a' };
  const other = { ...listProjects, table: 'Other' };
  const r = upsertPatterns([listProjects, a], [{ ...listProjects, operation: 'Scan' as const }, other]);
  expect(r.added).toBe(1);
  expect(r.replaced).toBe(1);
  expect(r.patterns.map((p) => [p.table, p.name, p.operation])).toEqual([
    ['Workspaces', listProjects.name, 'Scan'],
    ['Workspaces', 'a', 'Query'],
    ['Other', listProjects.name, 'Query'],
  ]);
});

test('suggestTemplate turns the last part of a delimited key into a slot', () => {
  expect(suggestTemplate('WS#acme', 'EntityRef')).toBe('WS#{ws}');
  expect(suggestTemplate('ORG#acme#USER#bob', 'PK')).toBe('ORG#acme#USER#{user}');
  expect(suggestTemplate('customer|42', 'pk')).toBe('customer|{customer}');
  expect(suggestTemplate('plainvalue', 'Customer-Id')).toBe('{customer_id}');
  expect(suggestTemplate('a{b}#c', '1x')).toBe('{p_1x}');
  expect(parseTemplate(suggestTemplate('x{y}#STATE#ca', 'pk')).ok).toBe(true);
});

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { compile, type CompiledExpressions } from '../../../shared/expressions/compile.js';
import { normalizeModel } from '../../../shared/expressions/normalize.js';
import { parseExpressions } from '../../../shared/expressions/parse.js';
import { parseRequestText } from '../../../shared/paste/parse-request.js';
import { validateRead, type ReadRequestInput } from '../../../shared/expressions/validate.js';
import { model } from './arbitraries.js';
import { table } from './validate-fixtures.js';

const RUNS = 400;

function keysOf(m: { keyCondition?: { partitionKey: { name: string }; sortKey?: { name: string } } }) {
  const k = m.keyCondition;
  return k ? { partitionKey: k.partitionKey.name, ...(k.sortKey ? { sortKey: k.sortKey.name } : {}) } : undefined;
}

/** Every #name and :value written in the expressions. */
function placeholdersIn(c: CompiledExpressions): { names: Set<string>; values: Set<string> } {
  const text = [c.KeyConditionExpression, c.FilterExpression, c.ProjectionExpression].filter(Boolean).join(' ');
  return { names: new Set(text.match(/#[A-Za-z0-9_]+/g) ?? []), values: new Set(text.match(/:[A-Za-z0-9_]+/g) ?? []) };
}

describe.each([true, false])('with aliasAllNames = %s', (aliasAllNames) => {
  test('parse(compile(m)) is m in normal form', () => {
    fc.assert(
      fc.property(model, (m) => {
        const compiled = compile(m, { aliasAllNames });
        const parsed = parseExpressions(compiled, keysOf(m));
        if (!parsed.ok)
          throw new Error(`${JSON.stringify(compiled)}\n${parsed.errors.map((e) => e.message).join('\n')}`);
        expect(parsed.model).toEqual(normalizeModel(m));
      }),
      { numRuns: RUNS },
    );
  });

  test('compile emits exactly the placeholders its expressions use', () => {
    fc.assert(
      fc.property(model, (m) => {
        const compiled = compile(m, { aliasAllNames });
        const used = placeholdersIn(compiled);
        expect(new Set(Object.keys(compiled.ExpressionAttributeNames ?? {}))).toEqual(used.names);
        expect(new Set(Object.keys(compiled.ExpressionAttributeValues ?? {}))).toEqual(used.values);
        if (compiled.ExpressionAttributeNames) expect(used.names.size).toBeGreaterThan(0);
        if (compiled.ExpressionAttributeValues) expect(used.values.size).toBeGreaterThan(0);
        // Each attribute name has one placeholder.
        const names = Object.values(compiled.ExpressionAttributeNames ?? {});
        expect(new Set(names).size).toBe(names.length);
      }),
      { numRuns: RUNS },
    );
  });

  test('validate finds no placeholder or naming problem in compiled output', () => {
    const naming =
      /is used in|no expression uses it|reserved word|must start with a letter|not a valid placeholder|redundant parentheses/;
    fc.assert(
      fc.property(model, (m) => {
        const problems = validateRead('Query', compile(m, { aliasAllNames }), table).filter((p) =>
          naming.test(p.message),
        );
        expect(problems).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('fuzzing the parsers', () => {
  const check = (r: { ok: boolean; errors?: unknown }) => {
    if (!r.ok) {
      const errors = (r as { errors: Array<{ field: unknown; message: unknown }> }).errors;
      expect(errors.length).toBeGreaterThan(0);
      for (const e of errors) {
        expect(typeof e.field).toBe('string');
        expect(typeof e.message).toBe('string');
      }
    }
  };
  const pieces = fc.constantFrom(
    '(',
    ')',
    '((',
    'a',
    'b.c',
    '[0]',
    '[',
    ']',
    '#n',
    '#',
    ':v',
    ':',
    'AND',
    'or',
    'NOT',
    'between',
    'IN',
    '=',
    '<>',
    '<',
    '>=',
    ',',
    '.',
    'size',
    'begins_with',
    'attribute_type',
    'contains(',
    'attribute_exists',
    ' ',
    '\n',
    '"',
    "'",
    '1',
    '-',
    '😀',
    '\u0000',
  );
  const grammarish = fc.array(pieces, { maxLength: 40 }).map((xs) => xs.join(''));
  const anyText = fc.oneof(fc.string({ unit: 'binary', maxLength: 60 }), grammarish);
  const maps = { ExpressionAttributeNames: { '#n': 'x' }, ExpressionAttributeValues: { ':v': { S: 'y' } } };

  test('random expression text gives a result or located errors, never a crash', () => {
    fc.assert(
      fc.property(anyText, anyText, anyText, (k, f, p) => {
        check(
          parseExpressions(
            { KeyConditionExpression: k, FilterExpression: f, ProjectionExpression: p, ...maps },
            { partitionKey: 'a', sortKey: 'b' },
          ),
        );
        check(parseExpressions({ FilterExpression: f, ...maps }));
        expect(
          Array.isArray(
            validateRead(
              'Query',
              { KeyConditionExpression: k, FilterExpression: f, ProjectionExpression: p, ...maps },
              table,
            ),
          ),
        ).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  test('validate never throws, whatever the maps hold', () => {
    const key = fc.constantFrom(':v', ':w', '#n', '#', '', '__proto__', 'constructor');
    fc.assert(
      fc.property(
        anyText,
        fc.dictionary(key, fc.anything()),
        fc.dictionary(key, fc.anything()),
        fc.anything(),
        (f, names, values, consistent) => {
          const request = {
            KeyConditionExpression: 'pk = :v AND sk BETWEEN :v AND :w',
            FilterExpression: f,
            ProjectionExpression: '#n',
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
            ConsistentRead: consistent,
            IndexName: 'byL',
          } as unknown as ReadRequestInput;
          expect(Array.isArray(validateRead('Query', request, table))).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  // Found by the test above (seed 1335056083): a names-map value that is an object whose toString is not a function.
  test('a name placeholder standing for a non-string is a located problem, not a TypeError', () => {
    const names = { '#n': { toString: '' } } as unknown as Record<string, string>;
    const request = {
      KeyConditionExpression: 'pk = :v',
      ProjectionExpression: '#n',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: { ':v': { S: 'a' } },
    };
    const problem = validateRead('Query', request, table).find((p) => p.token === '#n');
    expect(problem).toMatchObject({ field: 'ProjectionExpression', offset: 0 });
    expect(problem!.message).toContain('must stand for an attribute name written as a string');
    const parsed = parseExpressions({
      FilterExpression: '#n = :v',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: { ':v': { S: 'a' } },
    });
    expect(parsed.ok ? [] : parsed.errors.map((e) => [e.field, e.token])).toEqual([['FilterExpression', '#n']]);
  });

  test('random pasted requests give a result or errors, never a crash', () => {
    const jsonish = fc
      .array(
        fc.constantFrom(
          '{',
          '}',
          '[',
          ']',
          '"',
          "'",
          ':',
          ',',
          'a',
          '1',
          '-',
          '.',
          'e',
          'true',
          'None',
          '//',
          '/*',
          '*/',
          '#',
          '\\',
          'u',
          ' ',
          '`',
          '${',
        ),
        { maxLength: 40 },
      )
      .map((xs) => xs.join(''));
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary', maxLength: 80 }), jsonish, fc.json()), (text) => {
        check(parseRequestText(text, { table }));
      }),
      { numRuns: 500 },
    );
  });
});

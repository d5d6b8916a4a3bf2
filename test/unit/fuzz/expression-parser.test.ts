/**
 * The expression reader takes text a user pasted: any string at all must come back as a model or
 * as problems that name the field and point at a position in its text, never as an exception.
 */
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { parseExpressions, type ExpressionInput } from '../../../shared/expressions/parse.js';
import type { ExpressionProblem } from '../../../shared/expressions/problems.js';
import { tokenize } from '../../../shared/expressions/tokenizer.js';
import { parseRequestText } from '../../../shared/paste/parse-request.js';

const RUNS = { numRuns: 300 };

// Pieces of DynamoDB's expression grammar, so that random text gets past the first token and
// exercises the parser's deeper paths (nesting, functions, BETWEEN / IN, paths with indexes).
const piece = fc.constantFrom(
  'PK',
  'SK',
  '#pk',
  '#sk',
  '#n',
  ':v',
  ':a',
  ':b',
  'a.b',
  'list[0]',
  'm.#n[2].x',
  '=',
  '<>',
  '<',
  '<=',
  '>',
  '>=',
  'AND',
  'OR',
  'NOT',
  'BETWEEN',
  'IN',
  'and',
  '(',
  ')',
  '[',
  ']',
  ',',
  '.',
  'begins_with(',
  'attribute_exists(',
  'attribute_not_exists(',
  'attribute_type(',
  'contains(',
  'size(',
  '"S"',
  "'x'",
  '42',
  '1a',
  ' ',
  '  ',
  '\n',
  '\t',
  '#',
  ':',
  '$',
  '\u00e9',
  '\u{1F600}',
  '\u0000',
  'Ω',
);
const grammarText = fc.array(piece, { maxLength: 40 }).map((p) => p.join(' '));
const nestedText = fc.integer({ min: 0, max: 400 }).map((n) => `${'('.repeat(n)}#pk = :v${')'.repeat(n)}`);
const exprText = fc.oneof(
  grammarText,
  fc.string({ maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  nestedText,
);

const names = fc.dictionary(
  fc.oneof(fc.constantFrom('#pk', '#sk', '#n'), fc.string({ maxLength: 6 })),
  fc.oneof(fc.constantFrom('PK', 'SK', 'data'), fc.string({ maxLength: 8 })),
  { maxKeys: 4 },
);
const value = fc.oneof(
  fc.string().map((S) => ({ S })),
  fc.integer().map((n) => ({ N: String(n) })),
  fc.constant({ BOOL: true }),
  fc.constant({ NULL: true }),
);
const values = fc.dictionary(fc.oneof(fc.constantFrom(':v', ':a', ':b'), fc.string({ maxLength: 6 })), value, {
  maxKeys: 4,
});

const EXPRESSION_FIELDS = ['KeyConditionExpression', 'FilterExpression', 'ProjectionExpression'] as const;

function checkProblem(p: ExpressionProblem, input: ExpressionInput) {
  expect(typeof p.message).toBe('string');
  expect(p.message.trim().length).toBeGreaterThan(0);
  expect(p.field).toMatch(
    /^(KeyConditionExpression|FilterExpression|ProjectionExpression|ExpressionAttributeNames|ExpressionAttributeValues)\b/,
  );
  const text = (input as Record<string, unknown>)[p.field];
  if (typeof text === 'string' && text.trim() !== '') {
    // A problem inside an expression points into it: offset, line and column agree.
    expect(Number.isInteger(p.offset), `no position for ${JSON.stringify(p)}`).toBe(true);
    expect(p.offset!).toBeGreaterThanOrEqual(0);
    expect(p.offset!).toBeLessThanOrEqual(text.length);
    const before = text.slice(0, p.offset);
    expect(p.line).toBe(before.split('\n').length);
    expect(p.column).toBe(p.offset! - (before.lastIndexOf('\n') + 1) + 1);
    // The token is what the user wrote there, so the builder can underline it.
    if (p.token !== undefined)
      expect(text.startsWith(p.token, p.offset!), `token of ${JSON.stringify(p)} is not the text at its offset`).toBe(
        true,
      );
  }
}

test('any expression text gives a model or positioned problems, never an exception', () => {
  fc.assert(
    fc.property(
      fc.record(
        {
          KeyConditionExpression: exprText,
          FilterExpression: exprText,
          ProjectionExpression: exprText,
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        },
        { requiredKeys: [] },
      ),
      fc.option(
        fc.record({
          partitionKey: fc.constantFrom('PK', 'pk'),
          sortKey: fc.option(fc.constantFrom('SK', 'sk'), { nil: undefined }),
        }),
        { nil: undefined },
      ),
      (input, keys) => {
        const result = parseExpressions(input, keys);
        if (result.ok) {
          expect(result.model).toBeTypeOf('object');
          for (const f of EXPRESSION_FIELDS) {
            if (input[f] === undefined || input[f].trim() === '') continue;
            const part =
              f === 'KeyConditionExpression'
                ? result.model.keyCondition
                : f === 'FilterExpression'
                  ? result.model.filter
                  : result.model.projection;
            expect(part, `${f} "${input[f]}" parsed to nothing`).toBeDefined();
          }
        } else {
          expect(result.errors.length).toBeGreaterThan(0);
          for (const p of result.errors) checkProblem(p, input);
        }
      },
    ),
    RUNS,
  );
});

test('the tokenizer covers every character of any string, in order', () => {
  fc.assert(
    fc.property(fc.oneof(exprText, fc.string({ unit: 'grapheme', maxLength: 60 })), (text) => {
      const tokens = tokenize(text).filter((t) => t.kind !== 'end');
      let at = 0;
      for (const t of tokens) {
        expect(t.offset).toBeGreaterThanOrEqual(at);
        expect(text.slice(at, t.offset).trim()).toBe('');
        expect(text.startsWith(t.text, t.offset)).toBe(true);
        at = t.offset + t.text.length;
      }
      expect(text.slice(at).trim()).toBe('');
    }),
    RUNS,
  );
});

const requestText = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.json({ maxDepth: 4 }),
  fc
    .record(
      {
        TableName: fc.oneof(fc.string(), fc.integer()),
        KeyConditionExpression: exprText,
        FilterExpression: exprText,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: fc.oneof(
          values,
          fc.dictionary(fc.string({ maxLength: 4 }), fc.jsonValue({ maxDepth: 3 })),
        ),
        Limit: fc.oneof(fc.integer(), fc.string()),
        ScanIndexForward: fc.oneof(fc.boolean(), fc.string()),
      },
      { requiredKeys: [] },
    )
    .map((o) => JSON.stringify(o)),
  grammarText.map((t) => `{ KeyConditionExpression: '${t}', TableName: "T" }`),
);

test('any pasted request text gives a request or problems naming a field, never an exception', () => {
  fc.assert(
    fc.property(
      requestText,
      fc.constantFrom('auto', 'dynamodb-json', 'plain') as fc.Arbitrary<'auto' | 'dynamodb-json' | 'plain'>,
      (text, values) => {
        const result = parseRequestText(text, { values });
        if (result.ok) {
          expect(['Query', 'Scan']).toContain(result.operation);
        } else {
          expect(result.errors.length).toBeGreaterThan(0);
          for (const p of result.errors) {
            expect(typeof p.field).toBe('string');
            expect(p.message.trim().length).toBeGreaterThan(0);
          }
        }
      },
    ),
    RUNS,
  );
});

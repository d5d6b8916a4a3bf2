import fc from 'fast-check';
import { NumberValue } from '@aws-sdk/lib-dynamodb';
import { transformSync } from 'esbuild';
import { describe, expect, test } from 'vitest';
import { generateSnippet } from '../../../shared/snippets/index.js';
import { printLiteral, shellWord, str, stringLiteral, type Literal } from '../../../shared/snippets/snippet-helpers.js';
import { cliArguments, cliOptions } from './run-bash.js';
import { HOSTILE, LOCAL, QUERY } from './sample-requests.js';

const anyText = fc.string({ unit: 'binary', maxLength: 40 });
const NASTY = [
  HOSTILE,
  "'",
  "''",
  '"',
  '\\',
  "\\'",
  '$',
  '${x}',
  '`id`',
  '$(id)',
  '!',
  '\n',
  '\r\n',
  '\u2028\u2029',
  '\u0085',
  '\0',
  '*',
  '~',
  '#',
  '-x',
  '',
];

function evalJs(code: string): unknown {
  return new Function('Buffer', 'NumberValue', `return (${code});`)(Buffer, NumberValue);
}

describe('string literals (JavaScript and Python)', () => {
  test('read back as the same text in JavaScript, for hostile and arbitrary text', () => {
    for (const s of NASTY) expect(evalJs(stringLiteral(s))).toBe(s);
    fc.assert(fc.property(anyText, (s) => evalJs(stringLiteral(s)) === s));
  });

  test('use only escapes JSON has, which Python reads the same way, and never a raw line break', () => {
    fc.assert(
      fc.property(anyText, (s) => {
        const lit = stringLiteral(s);
        expect(JSON.parse(lit)).toBe(s);
        expect(lit).not.toMatch(/[\n\r\u0085\u2028\u2029]/);
        expect(lit.startsWith('"') && lit.endsWith('"')).toBe(true);
      }),
    );
  });
});

describe('object literals', () => {
  test('keys that are not identifiers are quoted, and __proto__ stays an own attribute', () => {
    const keys = ['plain', '#pk', ':v', 'a-b', 'a.b', '__proto__', 'constructor', '1abc', 'ünï', HOSTILE, ''];
    const lit: Literal = { kind: 'map', entries: keys.map((k) => [k, str(k)]) };
    const value = evalJs(printLiteral(lit, 'javascript')) as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value).sort()).toEqual([...keys].sort());
    for (const k of keys) expect(Object.getOwnPropertyDescriptor(value, k)?.value).toBe(k);
  });

  test('arbitrary maps of strings read back equal, in JavaScript and (as JSON) in Python', () => {
    fc.assert(
      fc.property(fc.dictionary(anyText, anyText, { maxKeys: 6 }), (record) => {
        const lit: Literal = { kind: 'map', entries: Object.entries(record).map(([k, v]) => [k, str(v)]) };
        expect(evalJs(printLiteral(lit, 'javascript'))).toEqual(record);
        // Python allows the trailing commas of the multi-line form; JSON does not.
        expect(JSON.parse(printLiteral(lit, 'python').replace(/,\n(\s*[}\]])/g, '\n$1'))).toEqual(record);
      }),
    );
  });
});

describe('shell words', () => {
  test('bash reads every word back as the same text', () => {
    const samples = fc.sample(
      fc.string({ unit: 'binary', maxLength: 30 }).filter((s) => !s.includes('\0')),
      200,
    );
    const words = [...NASTY.filter((s) => !s.includes('\0')), ...samples];
    const out = cliArguments(`aws ${words.map(shellWord).join(' ')}`);
    expect(out).toEqual(words);
  });

  test('plain words stay bare, others are single-quoted with quotes closed and escaped', () => {
    expect(shellWord('app-table')).toBe('app-table');
    expect(shellWord('http://127.0.0.1:8000/x')).toBe('http://127.0.0.1:8000/x');
    expect(shellWord("it's")).toBe(`'it'\\''s'`);
    expect(shellWord('$HOME')).toBe(`'$HOME'`);
    expect(shellWord('')).toBe(`''`);
  });
});

describe('hostile values through whole snippets', () => {
  const request = {
    ...QUERY,
    TableName: 'odd.table-name_1',
    FilterExpression: `#note <> :hostile AND #b <> :dollar`,
    ExpressionAttributeNames: { ...QUERY.ExpressionAttributeNames, '#b': `it's a "name" with \${x}` },
    ExpressionAttributeValues: {
      ...QUERY.ExpressionAttributeValues,
      ':dollar': { S: '${process.exit(1)}`$(rm -rf /)`' },
    },
  };

  test('the CLI passes every value to aws unchanged', () => {
    const o = cliOptions(
      cliArguments(generateSnippet('aws-cli', 'query', request, { region: 'us-east-1', endpoint: "http://h:1/it's" })),
    );
    expect(JSON.parse(o.get('--expression-attribute-values') as string)).toEqual(request.ExpressionAttributeValues);
    expect(JSON.parse(o.get('--expression-attribute-names') as string)).toEqual(request.ExpressionAttributeNames);
    expect(o.get('--endpoint-url')).toBe("http://h:1/it's");
  });

  test.each(['javascript-sdk', 'javascript-lib-dynamodb'] as const)(
    '%s stays one valid module with the values as literals',
    (language) => {
      const program = generateSnippet(language, 'query', request, LOCAL);
      expect(() => transformSync(program, { format: 'esm', loader: 'js', target: 'node20' })).not.toThrow();
      expect(program).toContain(stringLiteral(HOSTILE));
      expect(program).toContain(stringLiteral('${process.exit(1)}`$(rm -rf /)`'));
    },
  );

  test('python writes the hostile text as one JSON-compatible literal on one line', () => {
    const program = generateSnippet('python-boto3', 'query', request, LOCAL);
    const line = program.split('\n').find((l) => l.includes('":hostile"'))!;
    expect(line).toContain(`{"S": ${stringLiteral(HOSTILE)}}`);
  });

  test('a table name cannot break out of a header comment', () => {
    const nasty = { ...QUERY, TableName: 'x\nprocess.exit(3)\u2028y' };
    for (const language of ['javascript-sdk', 'javascript-lib-dynamodb', 'python-boto3'] as const) {
      const header = generateSnippet(language, 'query', nasty, LOCAL).split('\n')[0]!;
      expect(header).toContain('"x\\nprocess.exit(3)\\u2028y"');
    }
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseExactJson } from '../../../shared/dynamo/exact-json.js';
import { ExactNumber } from '../../../shared/dynamo/exact-number.js';
import type { Item } from '../../../shared/dynamo/types.js';
import { cellText, csvField } from '../../../shared/export/csv-text.js';
import { exportChunks, exportText } from '../../../shared/export/export-items.js';
import { parseCsv } from './csv-parse.js';

const BIG = '1234567890123456789012345';
const LONGEST = '-0.12345678901234567890123456789012345678';

const rich: Item = {
  PK: { S: 'ORG#acme' },
  SK: { S: 'USER#001' },
  big: { N: BIG },
  longest: { N: LONGEST },
  bin: { B: 'AAH/gA==' },
  flag: { BOOL: false },
  none: { NULL: true },
  tags: { SS: ['a', 'b,c'] },
  scores: { NS: ['1', BIG] },
  blobs: { BS: ['AA==', '/w=='] },
  nested: { M: { deep: { L: [{ N: BIG }, { M: { q: { S: 'say "hi"' } } }] } } },
  note: { S: ' line one\nline two, with "quotes" ' },
};

async function collect(gen: AsyncGenerator<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const c of gen) out.push(c);
  return out;
}

describe('CSV cells', () => {
  it('quotes a field only when it holds a comma, quote, line break or edge space, doubling quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
    expect(csvField(' padded')).toBe('" padded"');
    expect(csvField('=SUM(A1)')).toBe('=SUM(A1)');
    expect(csvField('')).toBe('');
  });

  it('writes numbers with every digit, binary as base64, NULL apart from missing, nested values as exact JSON', () => {
    expect(cellText({ N: BIG })).toBe(BIG);
    expect(cellText({ B: 'AAH/gA==' })).toBe('AAH/gA==');
    expect(cellText({ NULL: true })).toBe('null');
    expect(cellText(undefined)).toBe('');
    expect(cellText({ M: { n: { N: BIG } } })).toBe(`{"n":${BIG}}`);
    expect(cellText({ NS: ['1', BIG] })).toBe(`[1,${BIG}]`);
  });
});

describe('export formats', () => {
  it('CSV: a header of every attribute, keys first, and rows a CSV reader reads back exactly', async () => {
    const items: Item[] = [{ PK: { S: 'A' }, other: { S: 'x' } }, rich];
    const text = await exportText(items, 'csv', { keys: ['PK', 'SK'] });
    const rows = parseCsv(text);
    expect(rows[0]).toEqual([
      'PK',
      'SK',
      'other',
      'big',
      'longest',
      'bin',
      'flag',
      'none',
      'tags',
      'scores',
      'blobs',
      'nested',
      'note',
    ]);
    expect(rows[1]).toEqual(['A', '', 'x', '', '', '', '', '', '', '', '', '', '']);
    const row = Object.fromEntries(rows[0]!.map((h, i) => [h, rows[2]![i]]));
    expect(row).toMatchObject({
      PK: 'ORG#acme',
      big: BIG,
      longest: LONGEST,
      bin: 'AAH/gA==',
      flag: 'false',
      none: 'null',
      note: (rich.note as { S: string }).S,
    });
    expect(parseExactJson(row.nested!)).toEqual({ deep: [new ExactNumber(BIG), { q: 'say "hi"' }] });
    expect(parseExactJson(row.tags!)).toEqual(['a', 'b,c']);
  });

  it('CSV: streams one chunk a page when the columns are given, with a byte order mark on request', async () => {
    const pages = [[{ a: { S: '1' } }], [], [{ a: { S: '2' }, b: { N: '3' } }]];
    const progress: number[] = [];
    const chunks = await collect(
      exportChunks(pages, 'csv', { columns: ['a', 'b'], bom: true, onProgress: (n) => progress.push(n) }),
    );
    expect(chunks).toEqual(['\uFEFFa,b\r\n', '1,\r\n', '2,3\r\n']);
    expect(progress).toEqual([1, 2]);
  });

  it('plain JSON: one array, one item a line, digits exact when read back without floats', async () => {
    const text = await exportText([rich, { PK: { S: 'B' } }], 'json');
    const lines = text.split('\n');
    expect(lines[0]).toBe('[');
    expect(lines.at(-2)).toBe(']');
    expect(lines).toHaveLength(5);
    const parsed = parseExactJson(text) as Record<string, unknown>[];
    expect(parsed[0]).toMatchObject({
      big: new ExactNumber(BIG),
      longest: new ExactNumber(LONGEST),
      bin: 'AAH/gA==',
      none: null,
      tags: ['a', 'b,c'],
    });
    expect(parsed[1]).toEqual({ PK: 'B' });
    expect(await exportText([], 'json')).toBe('[]\n');
  });

  it('DynamoDB JSON: one {"Item":...} a line, every type kept', async () => {
    const text = await exportText([rich, { PK: { S: 'B' } }], 'dynamodb-json');
    const lines = text.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[0]!)).toEqual({ Item: rich });
    expect(lines[1]).toBe('{"Item":{"PK":{"S":"B"}}}');
  });

  it('gives the same text however the items are split into pages', async () => {
    const item = fc
      .record({
        PK: fc.string().map((s) => ({ S: s })),
        n: fc.bigInt({ min: -(10n ** 37n), max: 10n ** 37n }).map((b) => ({ N: b.toString() })),
        s: fc.option(
          fc.string({ unit: 'grapheme' }).map((s) => ({ S: s })),
          { nil: undefined },
        ),
      })
      .map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined)) as Item);
    await fc.assert(
      fc.asyncProperty(
        fc.array(item, { maxLength: 20 }),
        fc.integer({ min: 1, max: 7 }),
        fc.constantFrom('json', 'dynamodb-json', 'csv' as const),
        async (items, size, format) => {
          const pages: Item[][] = [];
          for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
          const paged = (await collect(exportChunks(pages, format, { keys: ['PK'] }))).join('');
          expect(paged).toBe(await exportText(items, format, { keys: ['PK'] }));
          if (format === 'csv') {
            const rows = parseCsv(paged);
            expect(rows).toHaveLength(items.length + 1);
            rows.slice(1).forEach((row, i) => expect(row[0]).toBe((items[i]!.PK as { S: string }).S));
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});

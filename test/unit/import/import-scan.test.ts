/**
 * The two passes of an import over a file fed in chunks: the first counts, keeps the first items
 * and the first problems (each named by its line and field) and refuses nothing silently; the
 * second hands the items on in parts and stops at a record the first pass would have refused.
 * And the format guessed from a file's name and first text.
 */
import { describe, expect, it } from 'vitest';
import { guessImportFormat, isGzip } from '../../../shared/import/import-formats.js';
import {
  ImportChangedProblem,
  ImportItems,
  ImportScan,
  LISTED_PROBLEMS,
  PREVIEW_ITEMS,
} from '../../../shared/import/import-scan.js';
import type { TableDescription } from '../../../shared/dynamo/types.js';

const table: TableDescription = {
  TableName: 'Orders',
  KeySchema: [
    { AttributeName: 'pk', KeyType: 'HASH' },
    { AttributeName: 'sk', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [
    { AttributeName: 'pk', AttributeType: 'S' },
    { AttributeName: 'sk', AttributeType: 'N' },
  ],
};

function scan(text: string, format: 'json' | 'dynamodb-json' | 'csv', size = 5) {
  const s = new ImportScan({ format }, table);
  for (let i = 0; i < text.length; i += size) s.feed(text.slice(i, i + size));
  return s.end();
}

describe('guessImportFormat', () => {
  it('reads the first text before the name', () => {
    expect(guessImportFormat('a.json', '[{"pk":"a"}]')).toBe('json-array');
    expect(guessImportFormat('a.txt', '[ {"pk": {"S": "a"}}, ')).toBe('dynamodb-json-lines');
    expect(guessImportFormat('a.json', '{"pk":"a","n":1}\n{"pk":"b"}')).toBe('json-lines');
    expect(guessImportFormat('a.csv', '{"pk":{"S":"a"}}\n')).toBe('dynamodb-json-lines');
    expect(guessImportFormat('x.json.gz', '{"Item":{"pk":{"S":"a"},"sk":{"N":"1"}}}\n')).toBe('dynamodb-json-lines');
    // Cut off in the middle of its first record: still seen as DynamoDB JSON by its first attribute.
    expect(guessImportFormat('x', '{"pk": {"S": "a very long')).toBe('dynamodb-json-lines');
    expect(guessImportFormat('items.csv', 'pk,sk\na,1\n')).toBe('csv');
    expect(guessImportFormat('items', 'pk,sk\na,1\n')).toBe('csv');
  });

  it('tells gzip by its magic bytes, or by the name when no bytes are given', () => {
    expect(isGzip('a.json', new Uint8Array([0x1f, 0x8b]))).toBe(true);
    expect(isGzip('a.json.gz', new Uint8Array([0x7b, 0x22]))).toBe(false);
    expect(isGzip('a.json.gz')).toBe(true);
  });
});

describe('ImportScan (the first pass)', () => {
  it('counts every record, keeps the first items, and finds nothing wrong in a good file', () => {
    const text = Array.from({ length: 45 }, (_, i) => `{"pk":"p${i}","sk":${i}.50}`).join('\n');
    const r = scan(text, 'json');
    expect(r).toMatchObject({ records: 45, items: 45, refused: 0, problems: [] });
    expect(r.preview).toHaveLength(PREVIEW_ITEMS);
    expect(r.preview[1]).toEqual({ pk: { S: 'p1' }, sk: { N: '1.50' } });
  });

  it('numbers the preview by the line each record starts on, as the refusals do (an array over many lines)', () => {
    const text = '[\n  {"pk": "a",\n   "sk": 1},\n\n  {"pk": "b", "sk": "x"},\n  {"pk": "c",\n   "sk": 3}\n]\n';
    const r = scan(text, 'json');
    expect(r.preview.map((i) => i.pk)).toEqual([{ S: 'a' }, { S: 'b' }, { S: 'c' }]);
    expect(r.previewLines).toEqual([2, 5, 6]);
    expect(r.problems.map((p) => p.line)).toEqual([5]);
    const csv = scan('pk,sk\na,1\n"b\nc",2\nd,3\n', 'csv');
    expect(csv.preview.map((i) => i.pk)).toEqual([{ S: 'a' }, { S: 'b\nc' }, { S: 'd' }]);
    expect(csv.previewLines).toEqual([2, 3, 5]);
  });

  it('names a CSV bad row by its line and column, and a record without its key by line and attribute', () => {
    const csv = scan('pk,sk,price\na,1,12.50\nb,2,abc\nc,3,4\n', 'csv');
    expect(csv.columns).toEqual([
      { name: 'pk', type: 'S' },
      { name: 'sk', type: 'N' },
      { name: 'price', type: 'S' },
    ]);
    const typed = new ImportScan({ format: 'csv', columnTypes: { price: 'N' } }, table);
    typed.feed('pk,sk,price\na,1,12.50\nb,2,abc\nc,3,4\n');
    const r = typed.end();
    expect(r).toMatchObject({ records: 3, items: 2, refused: 1 });
    expect(r.problems).toEqual([
      { line: 3, field: 'price', message: expect.stringMatching(/^line 3, price: expected a number/) },
    ]);

    const noKey = scan('{"pk":"a","sk":1}\n{"pk":"b"}\n{"pk":"c","sk":"x"}\n', 'json');
    expect(noKey).toMatchObject({ records: 3, items: 1, refused: 2 });
    expect(noKey.problems.map((p) => [p.line, p.field])).toEqual([
      [2, 'sk'],
      [3, 'sk'],
    ]);
    expect(noKey.problems[0]!.message).toMatch(/^line 2/);
  });

  it('lists the first problems and counts them all', () => {
    const text = Array.from({ length: 120 }, (_, i) => `{"pk":"p${i}"}`).join('\n');
    const r = scan(text, 'json', 64);
    expect(r.refused).toBe(120);
    expect(r.problems).toHaveLength(LISTED_PROBLEMS);
    expect(r.problems[0]!.line).toBe(1);
  });
});

describe('ImportItems (the second pass)', () => {
  it('hands the items on in parts of the size asked, the short one at the end', () => {
    const text = Array.from({ length: 25 }, (_, i) => `{"pk":{"S":"p${i}"},"sk":{"N":"${i}"}}`).join('\n');
    const pass = new ImportItems({ format: 'dynamodb-json' }, table, 10);
    const parts = [];
    for (let i = 0; i < text.length; i += 9) parts.push(...pass.feed(text.slice(i, i + 9)));
    parts.push(...pass.end());
    expect(parts.map((p) => p.length)).toEqual([10, 10, 5]);
    expect(parts[2]![4]).toEqual({ pk: { S: 'p24' }, sk: { N: '24' } });
  });

  it('cuts a part before it passes the bytes asked', () => {
    const text = Array.from({ length: 6 }, (_, i) => `{"pk":"${'x'.repeat(100)}${i}","sk":1}`).join('\n');
    const pass = new ImportItems({ format: 'json' }, table, 100, 300);
    expect([...pass.feed(text), ...pass.end()].map((p) => p.length)).toEqual([2, 2, 2]);
  });

  it('stops at a record refused (the file changed since the first pass), naming its line', () => {
    const pass = new ImportItems({ format: 'json' }, table, 10);
    expect(() => pass.feed('{"pk":"a","sk":1}\n{"pk":"b"}\n')).toThrow(ImportChangedProblem);
    expect(() => new ImportItems({ format: 'json' }, table, 10).feed('{"pk":"a","sk":1}\n{"pk":"b"}\n')).toThrow(
      /^line 2.*check it again/,
    );
  });
});

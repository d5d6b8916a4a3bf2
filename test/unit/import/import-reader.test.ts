/**
 * Reading a file to import, written from the formats' own rules (RFC 4180 for CSV, JSON, DynamoDB
 * JSON and DynamoDB's Export to S3 lines) before the code: chunks may split anything anywhere, a
 * number keeps every digit, and a refused record is named by its line and column.
 */
import { describe, expect, it } from 'vitest';
import { CsvReader } from '../../../shared/import/csv-reader.js';
import { cellValue, guessColumnType } from '../../../shared/import/csv-columns.js';
import { ImportReader, type ImportReaderOptions, type ImportRecord } from '../../../shared/import/import-reader.js';
import { LineSplitter } from '../../../shared/import/text-lines.js';
import { importItemProblems } from '../../../shared/import/import-check.js';
import { exportText } from '../../../shared/export/export-items.js';
import type { Item, TableDescription } from '../../../shared/dynamo/types.js';

/** Feeds `text` in chunks of `size` characters (1 splits everything everywhere). */
function readAll(text: string, options: ImportReaderOptions, size = 7): ImportRecord[] {
  const reader = new ImportReader(options);
  const out: ImportRecord[] = [];
  for (let i = 0; i < text.length; i += size) out.push(...reader.feed(text.slice(i, i + size)));
  out.push(...reader.end());
  return out;
}
const items = (records: ImportRecord[]) => records.map((r) => ('item' in r ? r.item : r.problem.message));

describe('LineSplitter and CsvReader', () => {
  it('numbers lines across chunks, with CRLF split between two chunks', () => {
    const s = new LineSplitter();
    const got = [...s.feed('a\r'), ...s.feed('\nb\n'), ...s.feed('c'), ...s.end()];
    expect(got).toEqual([
      { line: 1, text: 'a' },
      { line: 2, text: 'b' },
      { line: 3, text: 'c' },
    ]);
  });

  it('reads quoted commas, doubled quotes and line breaks inside a field, fed one character at a time', () => {
    const text = 'id,note\r\n1,"a, ""b""\nc"\r\n2,plain\n';
    const r = new CsvReader();
    const records = [...[...text].flatMap((c) => r.feed(c)), ...r.end()];
    expect(records).toEqual([
      { line: 1, fields: ['id', 'note'] },
      { line: 2, fields: ['1', 'a, "b"\nc'] },
      { line: 4, fields: ['2', 'plain'] },
    ]);
  });

  it('refuses an unclosed quote and a quote in the middle of a field, naming the line', () => {
    const a = new CsvReader();
    a.feed('id\n"open');
    expect(() => a.end()).toThrow(/line 2: a quoted field is never closed/);
    expect(() => new CsvReader().feed('id\nab"c\n')).toThrow(/line 2: a quote inside a field/);
  });
});

describe('CSV columns', () => {
  it('guesses N only where a number is meant: postcodes and phone numbers stay text', () => {
    expect(guessColumnType(['12', '-3.5', '', '1E-130'])).toBe('N');
    expect(guessColumnType(['0150', '12'])).toBe('S');
    expect(guessColumnType(['+4712345678'])).toBe('S');
    expect(guessColumnType(['true', 'FALSE'])).toBe('BOOL');
    expect(guessColumnType(['{"a":1}', '[1,2]'])).toBe('JSON');
    expect(guessColumnType(['123456789012345678901234567890123456789'])).toBe('S');
  });

  it('keeps a number cell as its exact text and names the column of a bad one', () => {
    expect(cellValue('N', '0.10', 'price')).toEqual({ value: { N: '0.10' } });
    expect(cellValue('N', '', 'price')).toEqual({ absent: true });
    expect(cellValue('N', 'twelve', 'price')).toEqual({ problem: expect.stringMatching(/^price: expected a number/) });
  });
});

describe('ImportReader', () => {
  it('reads JSON lines of plain values with every digit kept', () => {
    const text =
      '{"pk":"A","n":12345678901234567890123456789012345678,"t":1E-130,"m":{"l":[1.50,true,null]}}\n\n{"pk":"B"}';
    expect(items(readAll(text, { format: 'json' }))).toEqual([
      {
        pk: { S: 'A' },
        n: { N: '12345678901234567890123456789012345678' },
        t: { N: '1E-130' },
        m: { M: { l: { L: [{ N: '1.50' }, { BOOL: true }, { NULL: true }] } } },
      },
      { pk: { S: 'B' } },
    ]);
  });

  it('reads a JSON array whose strings hold brackets, commas and escaped quotes, in any chunking', () => {
    const text = '[\n {"pk": "a]b,c"},\n {"pk": "q\\"}"}\n]\n';
    for (const size of [1, 3, 100])
      expect(readAll(text, { format: 'json' }, size)).toEqual([
        { line: 2, item: { pk: { S: 'a]b,c' } } },
        { line: 3, item: { pk: { S: 'q"}' } } },
      ]);
  });

  it('reads DynamoDB JSON lines and DynamoDB export lines, and names a bad line', () => {
    const plain = '{"pk":{"S":"A"},"s":{"NS":["1","2"]}}\n{"pk":{"Q":"x"}}\n';
    const r = readAll(plain, { format: 'dynamodb-json' });
    expect(r[0]).toEqual({ line: 1, item: { pk: { S: 'A' }, s: { NS: ['1', '2'] } } });
    expect('problem' in r[1]! && r[1].problem.message).toMatch(/^line 2: /);
    const exported = '{"Item":{"pk":{"S":"A"},"b":{"B":"AQI="}}}\n{"Item":{"pk":{"S":"B"}}}\n';
    expect(items(readAll(exported, { format: 'dynamodb-json' }))).toEqual([
      { pk: { S: 'A' }, b: { B: 'AQI=' } },
      { pk: { S: 'B' } },
    ]);
  });

  it('reads CSV with guessed and chosen column types; an empty cell is absent; a bad row names line and column', () => {
    const text = 'pk,qty,zip,active\r\nA,3,0150,true\r\nB,,0151,false\r\n';
    expect(items(readAll(text, { format: 'csv' }))).toEqual([
      { pk: { S: 'A' }, qty: { N: '3' }, zip: { S: '0150' }, active: { BOOL: true } },
      { pk: { S: 'B' }, zip: { S: '0151' }, active: { BOOL: false } },
    ]);
    const bad = readAll('pk,qty\nA,3\nB,three\nC\n', { format: 'csv', columnTypes: { qty: 'N' } });
    expect(bad.map((r) => ('problem' in r ? [r.line, r.problem.field, r.problem.message] : r.line))).toEqual([
      2,
      [3, 'qty', expect.stringMatching(/^line 3, qty: expected a number/)],
      [4, undefined, 'line 4: 1 fields where the header row has 2'],
    ]);
  });

  it('reads back our own DynamoDB JSON export byte for byte', async () => {
    const original: Item[] = [
      {
        pk: { S: 'CUST#1' },
        sk: { N: '12345678901234567890123456789012345678' },
        tiny: { N: '1E-130' },
        ns: { NS: ['1', '1.5', '-0.25'] },
        ss: { SS: ['b', 'a'] },
        bs: { BS: ['AQI=', 'AP8='] },
        b: { B: 'AAEC/w==' },
        m: { M: { deep: { L: [{ M: { x: { NULL: true } } }, { S: '' }] } } },
        __proto__: { S: 'own' },
      } as Item,
    ];
    const text = await exportText(original, 'dynamodb-json');
    expect(JSON.stringify(items(readAll(text, { format: 'dynamodb-json' }, 5)))).toBe(JSON.stringify(original));
  });
});

describe('importItemProblems', () => {
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
  it('names the line and the key that is missing, of another type or empty', () => {
    expect(importItemProblems(7, { pk: { S: 'A' } }, table)[0]?.message).toMatch(/^line 7 lacks the sort key "sk"/);
    expect(importItemProblems(8, { pk: { S: 'A' }, sk: { S: '1' } }, table)[0]).toMatchObject({
      line: 8,
      field: 'sk',
    });
    expect(importItemProblems(9, { pk: { S: '' }, sk: { N: '1' } }, table).length).toBeGreaterThan(0);
    expect(importItemProblems(10, { pk: { S: 'A' }, sk: { N: '1' } }, table)).toEqual([]);
  });
});

/**
 * A file that is not text (an image, a workbook, a zip) picked for an import is refused at once,
 * named for what it looks like, instead of being read as CSV into nonsense; text files of every
 * format the import reads, accents and emoji included, are never taken for binary.
 */
import { describe, expect, it } from 'vitest';
import { notTextReason, NotTextFileError } from '../../../shared/import/binary-file.js';
import { ImportScan } from '../../../shared/import/import-scan.js';
import type { TableDescription } from '../../../shared/dynamo/types.js';

/** The text a browser's TextDecoderStream gives for these bytes. */
const decoded = (bytes: number[]) => new TextDecoder().decode(new Uint8Array(bytes));
const png = decoded([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 1]);
const zip = decoded([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0x06, 0, 0x08, 0, 0, 0, 0x21, 0]);
const jpeg = decoded([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const noise = decoded(Array.from({ length: 600 }, (_, i) => (i * 151 + 7) % 256));

const table: TableDescription = {
  TableName: 'Clinic',
  KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
  AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
};

describe('notTextReason', () => {
  it.each([
    ['a PNG image', png],
    ['a zip archive', zip],
    ['a JPEG image', jpeg],
    ['a PDF document', '%PDF-1.7\n%\uFFFD\uFFFD\uFFFD\uFFFD\n1 0 obj'],
  ])('names %s', (kind, text) => {
    expect(notTextReason(text)).toContain(`it starts like ${kind}`);
  });

  it('refuses bytes no text file has, with no known signature', () => {
    expect(notTextReason(noise)).toContain('it holds bytes no text file has');
    expect(notTextReason('pk,sk\nA,\u0000\u0000\n')).toContain('not a text file');
  });

  it.each([
    ['CSV', 'pk,name,note\nPATIENT#1,"Müller, ""Hans""",señora 🩺\n'],
    ['JSON lines', '{"pk":"A","n":1}\n{"pk":"B","tags":["x"]}\n'],
    ['DynamoDB JSON', '{"Item":{"pk":{"S":"A"},"b":{"B":"AAEC"}}}\n'],
    ['a JSON array with a BOM and tabs', '\ufeff[\n\t{"pk": "日本語"}\n]'],
    ['an empty file', ''],
  ])('takes %s for text', (_, text) => {
    expect(notTextReason(text)).toBeUndefined();
  });
});

describe('the first pass of an import', () => {
  it('stops at the first chunk of a PNG with the reason, reading nothing as CSV', () => {
    const scan = new ImportScan({ format: 'csv' }, table);
    expect(() => scan.feed(png)).toThrow(NotTextFileError);
    expect(() => new ImportScan({ format: 'csv' }, table).feed(png)).toThrow(
      /The file cannot be imported: it is not a text file \(it starts like a PNG image\); expected JSON/,
    );
  });

  it('reads a CSV whose later chunk holds accents as before', () => {
    const scan = new ImportScan({ format: 'csv' }, table);
    scan.feed('pk,name\n');
    scan.feed('A,Zoë\n');
    expect(scan.end()).toMatchObject({ records: 1, items: 1, refused: 0 });
  });
});

/**
 * Tells a file that is not text at all (an image, a spreadsheet, a zip) from the formats an import
 * reads, from its first characters as the text decoder gave them: read as CSV such a file gave a
 * column named in replacement glyphs and a refusal about quotes, which says nothing of the cause.
 */

/** Magic numbers of files people pick by mistake, as they read after a UTF-8 decoder. */
const SIGNATURES: readonly { start: RegExp; kind: string }[] = [
  { start: /^\uFFFDPNG/, kind: 'a PNG image' },
  { start: /^\uFFFD\uFFFD\uFFFD/, kind: 'a JPEG image or another binary file' },
  { start: /^GIF8[79]a/, kind: 'a GIF image' },
  { start: /^%PDF-/, kind: 'a PDF document' },
  { start: /^PK\u0003\u0004/, kind: 'a zip archive (an .xlsx workbook is one)' },
  { start: /^PAR1/, kind: 'a Parquet file' },
  { start: /^\uFFFD\uFFFD\u0011\uFFFD/, kind: 'an old Excel workbook (.xls)' },
];

/** Share of replacement characters and control bytes above which the start is not text. */
const MOSTLY_BINARY = 0.1;

/**
 * Why the file whose text starts with `start` is not one an import reads, or undefined when it
 * looks like text. A NUL or a run of undecodable bytes is never in JSON or CSV written as UTF-8.
 */
export function notTextReason(start: string): string | undefined {
  const head = start.slice(0, 4096);
  if (head.length === 0) return undefined;
  const known = SIGNATURES.find((s) => s.start.test(head));
  let odd = 0;
  for (const ch of head) if (ch === '\uFFFD' || (ch < ' ' && ch !== '\n' && ch !== '\r' && ch !== '\t')) odd++;
  if (!known && !head.includes('\u0000') && odd / head.length <= MOSTLY_BINARY) return undefined;
  return (
    `it is not a text file (${known ? `it starts like ${known.kind}` : 'it holds bytes no text file has'}); ` +
    'expected JSON, JSON lines, DynamoDB JSON lines (also Export to S3, gzipped or not) or CSV'
  );
}

/** The first pass's refusal of a file that is not text: named, so the API can say it as such. */
export class NotTextFileError extends Error {
  override readonly name = 'NotTextFile';
  constructor(reason: string) {
    super(`The file cannot be imported: ${reason}.`);
  }
}

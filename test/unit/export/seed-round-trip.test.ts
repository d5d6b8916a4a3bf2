/**
 * A seed file (DynamoDB JSON lines) loads back through the import reader exactly: every item equal,
 * and the file written again from what was loaded is the same bytes. The values are the ones that
 * break other tools: 38-digit numbers, 1E-130, sets, binary, nested maps, empty strings, unicode.
 */
import { describe, expect, it } from 'vitest';
import type { Item } from '../../../shared/dynamo/types.js';
import { exportChunks, exportText } from '../../../shared/export/export-items.js';
import { ImportReader, type ImportRecord } from '../../../shared/import/import-reader.js';

const D38 = '12345678901234567890123456789012345678';

function items(): Item[] {
  const out: Item[] = [];
  for (let i = 0; i < 25; i++) {
    out.push({
      PK: { S: `ORG#${i % 3}` },
      SK: { N: `${D38.slice(0, 37)}${i % 10}` },
      big: { N: `-${D38}` },
      small: { N: '1E-130' },
      frac: { N: '0.000000000000000000000000000000000001' },
      trailing: { N: '1.50' },
      empty: { S: '' },
      uni: { S: 'ünï ～ 😀 \u2028 "q" \\ \n\t' },
      bin: { B: Buffer.from([0, 255, 128, i, 10, 13]).toString('base64') },
      emptyBin: { B: '' },
      ss: { SS: ['a', 'b', 'ünï'] },
      ns: { NS: [D38, '1E-130', '-0.5'] },
      bs: { BS: ['AA==', '/w==', Buffer.from([1, i]).toString('base64')] },
      nested: {
        M: {
          deep: { M: { list: { L: [{ N: D38 }, { S: '' }, { NULL: true }, { BOOL: false }, { M: {} }, { L: [] }] } } },
          'odd name.with #marks': { S: 'x' },
        },
      },
    });
  }
  return out;
}

/** Feeds `text` to the reader in pieces cut anywhere, as a file read in chunks arrives. */
function load(text: string, piece: number): ImportRecord[] {
  const reader = new ImportReader({ format: 'dynamodb-json' });
  const out: ImportRecord[] = [];
  for (let i = 0; i < text.length; i += piece) out.push(...reader.feed(text.slice(i, i + piece)));
  out.push(...reader.end());
  return out;
}

describe('seed file round trip', () => {
  it('loads back through shared/import item for item, and writes back byte-identical', async () => {
    const source = items();
    const pages = [source.slice(0, 7), source.slice(7, 8), [], source.slice(8)];
    let text = '';
    for await (const chunk of exportChunks(pages, 'seed')) text += chunk;
    expect(text.split('\n')).toHaveLength(source.length + 1);
    for (const piece of [7, 64, 4096, text.length]) {
      const records = load(text, piece);
      const problems = records.filter((r) => 'problem' in r);
      expect(problems).toEqual([]);
      const loaded = records.map((r) => (r as { item: Item }).item);
      expect(loaded).toEqual(source);
      expect(await exportText(loaded, 'seed')).toBe(text);
    }
  });

  it('is the DynamoDB JSON lines format, byte for byte', async () => {
    const source = items();
    expect(await exportText(source, 'seed')).toBe(await exportText(source, 'dynamodb-json'));
  });
});

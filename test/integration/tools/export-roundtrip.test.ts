/**
 * Export round trip: a table read through the real service page by page, exported in each format,
 * re-imported into a fresh table by an importer written here with the raw SDK, and compared with
 * the original. DynamoDB JSON keeps every type; plain JSON keeps every value (binary as its
 * base64 text, sets as lists); CSV keeps every value as text. Numbers keep all their digits in all three.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseExactJson } from '../../../shared/dynamo/exact-json.js';
import { fromPlainItem } from '../../../shared/dynamo/plain-convert.js';
import { attributeToPlainJson, toPlainJson } from '../../../shared/dynamo/plain-json.js';
import type { AttributeValue, Item } from '../../../shared/dynamo/types.js';
import { exportChunks, type ExportFormat } from '../../../shared/export/export-items.js';
import { startPagedRead } from '../../../shared/reads/paged-read.js';
import { startHarness, type Harness } from '../../support/app-harness.js';
import { parseCsv } from '../../unit/export/csv-parse.js';
import { createTable, keyAttr, keySchema, putAll, scanAll } from './tools-tables.js';

const SOURCE = 'ExportSource';
const BIG = '1234567890123456789012345';
let h: Harness;

function sourceItems(): Item[] {
  const out: Item[] = [];
  for (let i = 0; i < 60; i++) {
    out.push({
      pk: { S: `ORG#${i % 4}` },
      sk: { N: `${BIG}${String(i).padStart(2, '0')}` },
      big: { N: i % 2 ? `-${BIG}.${i}` : '99999999999999999999999999999999999999' },
      tiny: { N: '0.000000000000000000000000001' },
      bin: { B: Buffer.from([0, 255, 128, i, 10, 13, 44, 34]).toString('base64') },
      names: { SS: [`a,${i}`, 'say "hi"', 'ünï ～ 😀'] },
      nums: { NS: [BIG, '-1.5', String(i)] },
      blobs: { BS: [Buffer.from([1, 2, i]).toString('base64'), 'AA=='] },
      nested: {
        M: {
          level: {
            M: { list: { L: [{ N: BIG }, { S: 'line\nbreak' }, { NULL: true }, { BOOL: true }, { B: 'AQI=' }] } },
          },
          empty: { M: {} },
        },
      },
      flag: { BOOL: i % 3 === 0 },
      nothing: { NULL: true },
      ...(i % 5 === 0 ? { sometimes: { S: ' leading space, "quoted", trailing ' } } : {}),
      ...(i % 7 === 0 ? { blank: { S: '' } } : {}),
    });
  }
  return out;
}

/** The pages of a Scan through the service, 7 items a page, as the app reads them. */
async function readPages(table: string): Promise<Item[][]> {
  const pages: Item[][] = [];
  const read = startPagedRead(
    h.http,
    { kind: 'scan', request: { TableName: table, Limit: 7 } },
    { onPage: (e) => pages.push(e.page.Items) },
  );
  const outcome = await read.outcome;
  expect(outcome.end).toBe('end');
  return pages;
}

async function exportTable(format: ExportFormat): Promise<string> {
  const pages = await readPages(SOURCE);
  expect(pages.length).toBeGreaterThan(5);
  async function* arriving() {
    for (const p of pages) yield p;
  }
  let text = '';
  for await (const chunk of exportChunks(arriving(), format, { keys: ['pk', 'sk'] })) text += chunk;
  return text;
}

const keyOf = (i: Item) => `${(i.pk as { S: string }).S}|${(i.sk as { N: string }).N}`;
const byKey = (items: Item[]) => new Map(items.map((i) => [keyOf(i), i]));

async function freshTable(name: string): Promise<void> {
  await createTable(h.raw, {
    TableName: name,
    KeySchema: keySchema('pk', 'sk'),
    AttributeDefinitions: [keyAttr('pk'), keyAttr('sk', 'N')],
  });
}

beforeAll(async () => {
  h = await startHarness();
  await freshTable(SOURCE);
  await putAll(h.raw, SOURCE, sourceItems());
}, 120_000);

afterAll(async () => {
  await h?.close();
});

describe('export round trip', () => {
  it('DynamoDB JSON: every item back with every type and digit', async () => {
    const text = await exportTable('dynamodb-json');
    const imported = text
      .trimEnd()
      .split('\n')
      .map((line) => {
        const parsed = JSON.parse(line) as { Item: Item };
        expect(Object.keys(parsed)).toEqual(['Item']);
        return parsed.Item;
      });
    await freshTable('FromDynamoJson');
    await putAll(h.raw, 'FromDynamoJson', imported);
    const original = byKey(await scanAll(h.raw, SOURCE));
    const copy = byKey(await scanAll(h.raw, 'FromDynamoJson'));
    expect(copy.size).toBe(60);
    expect(copy).toEqual(original);
  });

  it('plain JSON: every value back exactly, binary as its base64 text and sets as lists', async () => {
    const text = await exportTable('json');
    const plain = parseExactJson(text) as Record<string, unknown>[];
    await freshTable('FromPlainJson');
    await putAll(
      h.raw,
      'FromPlainJson',
      plain.map((p) => fromPlainItem(p)),
    );
    const original = byKey(await scanAll(h.raw, SOURCE));
    const copy = byKey(await scanAll(h.raw, 'FromPlainJson'));
    expect(copy.size).toBe(60);
    for (const [key, item] of original) {
      const back = copy.get(key)!;
      expect(parseExactJson(toPlainJson(back))).toEqual(parseExactJson(toPlainJson(item)));
      expect((back.big as { N: string }).N).toBe((item.big as { N: string }).N);
    }
  });

  it('CSV: every value back as text, keys typed by the table definition', async () => {
    const rows = parseCsv(await exportTable('csv'));
    const header = rows[0]!;
    expect(header.slice(0, 2)).toEqual(['pk', 'sk']);
    const imported = rows.slice(1).map((row) => {
      const item: Item = { pk: { S: row[0]! }, sk: { N: row[1]! } };
      header.forEach((name, i) => {
        if (i > 1 && row[i] !== '') item[name] = { S: row[i]! };
      });
      return item;
    });
    await freshTable('FromCsv');
    await putAll(h.raw, 'FromCsv', imported);
    const original = byKey(await scanAll(h.raw, SOURCE));
    const copy = byKey(await scanAll(h.raw, 'FromCsv'));
    expect(copy.size).toBe(60);
    for (const [key, item] of original) {
      const back = copy.get(key)!;
      for (const [name, v] of Object.entries(item)) {
        if (name === 'pk' || name === 'sk') continue;
        // CSV has one empty cell for a missing attribute and for an empty string.
        if ('S' in v && v.S === '') {
          expect(back[name]).toBeUndefined();
          continue;
        }
        expect(cell(back[name]), `${key} ${name}`).toEqual(expectedCell(v));
      }
    }
  });
});

function cell(v: AttributeValue | undefined): unknown {
  const text = (v as { S: string }).S;
  return text.startsWith('{') || text.startsWith('[') ? parseExactJson(text) : text;
}

function expectedCell(v: AttributeValue): unknown {
  if ('S' in v) return v.S;
  if ('N' in v) return v.N;
  if ('B' in v) return v.B;
  if ('BOOL' in v) return String(v.BOOL);
  if ('NULL' in v) return 'null';
  return parseExactJson(attributeToPlainJson(v));
}

/**
 * A page body's fields found without parsing its items (electron/service/page-fields.ts), checked
 * against JSON.parse on seeded bodies full of what trips a hand-written scanner (quotes, backslashes,
 * brackets inside strings, nesting, whitespace); anything unexpected is left to the SDK. And a page
 * built on a body (page-body.ts) parses its items only when they are read: sending it on (pageJson)
 * and counting its items never do, while JSON, structured clone (Electron's IPC) and spreading see
 * them as a plain array.
 */
import { describe, expect, test } from 'vitest';
import { pageFields } from '../../../electron/service/page-fields.js';
import { pageItemCount, pageJson, pageWithBody, type PageBody } from '../../../electron/service/page-body.js';
import type { Item } from '../../../shared/dynamo/types.js';
import { random } from '../../bench/dataset.js';

const TRICKY = [
  '',
  '"',
  '\\',
  '\\"',
  '"\\',
  '{',
  '}',
  '[',
  ']',
  ',',
  ':',
  '{"S":"x"}',
  '],"NextToken":"',
  'é',
  '😀',
  '\n\t',
];

function trickyString(rnd: () => number): string {
  let s = '';
  const parts = Math.floor(rnd() * 4);
  for (let i = 0; i < parts; i++) s += TRICKY[Math.floor(rnd() * TRICKY.length)]!;
  return s;
}

function value(rnd: () => number, depth: number): unknown {
  const r = rnd();
  if (depth < 2 && r < 0.15) return { M: item(rnd, depth + 1) };
  if (depth < 2 && r < 0.25) return { L: [value(rnd, depth + 1), value(rnd, depth + 1)] };
  if (r < 0.35) return { N: String(Math.floor(rnd() * 1e6) / 100) };
  if (r < 0.4) return { BOOL: rnd() < 0.5 };
  if (r < 0.45) return { NULL: true };
  if (r < 0.5) return { SS: [trickyString(rnd), `${trickyString(rnd)}x`] };
  return { S: trickyString(rnd) };
}

function item(rnd: () => number, depth = 0): Item {
  const out: Record<string, unknown> = { PK: { S: `P#${trickyString(rnd)}` } };
  const n = 1 + Math.floor(rnd() * 5);
  for (let i = 0; i < n; i++) out[`a${i}${trickyString(rnd)}`] = value(rnd, depth);
  return out as Item;
}

function body(rnd: () => number): Record<string, unknown> {
  const items = Array.from({ length: Math.floor(rnd() * 6) }, () => item(rnd));
  const page: Record<string, unknown> = { Items: items, Count: items.length, ScannedCount: items.length + 2 };
  if (rnd() < 0.5) page.LastEvaluatedKey = { PK: { S: trickyString(rnd) }, SK: { N: '7' } };
  if (rnd() < 0.5) page.NextToken = `tok${trickyString(rnd)}`;
  if (rnd() < 0.5) page.ConsumedCapacity = { TableName: 'T', CapacityUnits: 0.5 };
  return page;
}

const bytesOf = (s: string) => new Uint8Array(Buffer.from(s, 'utf8'));
const spanJson = (b: Uint8Array, s: { start: number; end: number }) =>
  JSON.parse(Buffer.from(b.subarray(s.start, s.end)).toString('utf8')) as unknown;

describe('pageFields', () => {
  test('every field of 400 seeded bodies, compact and indented, is where JSON.parse finds it', () => {
    const rnd = random(2211);
    for (let n = 0; n < 400; n++) {
      const page = body(rnd);
      const text = n % 2 === 0 ? JSON.stringify(page) : JSON.stringify(page, null, n % 4 === 1 ? 2 : '\t');
      const b = bytesOf(text);
      const found = pageFields(b);
      expect(found, text).toBeDefined();
      expect([...found!.fields.keys()]).toEqual(Object.keys(page));
      for (const [k, span] of found!.fields) expect(spanJson(b, span)).toEqual(page[k]);
      expect(found!.itemCount).toBe((page.Items as unknown[]).length);
    }
  });

  test('a body cut anywhere short of its end is not a page', () => {
    const text = JSON.stringify(body(random(7)));
    const full = JSON.stringify({ ...JSON.parse(text), Items: [{ s: { S: 'a"]},{' } }, { n: { N: '1' } }] });
    for (let cut = 0; cut < full.length; cut++)
      expect(pageFields(bytesOf(full.slice(0, cut))), full.slice(0, cut)).toBe(undefined);
    expect(pageFields(bytesOf(full))?.itemCount).toBe(2);
  });

  test.each([
    ['Items not an array', '{"Items":{"a":{"S":"x"}}}'],
    ['an item that is not an object', '{"Items":[{"a":{"S":"x"}},"x"]}'],
    ['an item that is an array', '{"Items":[[1]]}'],
    ['an item that is a number', '{"Items":[{},1]}'],
    ['a key written with an escape', '{"\\u0049tems":[]}'],
    ['a key twice', '{"Items":[],"Items":[{}]}'],
    ['something after the body', '{"Items":[]} x'],
    ['a key without a value', '{"Items":}'],
    ['no object at all', '[{"Items":[]}]'],
  ])('%s is left to the SDK', (_what, text) => {
    expect(pageFields(bytesOf(text))).toBe(undefined);
  });

  test('an empty page and one with spaces everywhere', () => {
    expect(pageFields(bytesOf('{"Items":[]}'))?.itemCount).toBe(0);
    const spaced = bytesOf(' {\n "Items" : [ { "a" : { "S" : "x" } } ,\t{ } ] , "Count" : 2 }\n');
    const found = pageFields(spaced)!;
    expect(found.itemCount).toBe(2);
    expect(spanJson(spaced, found.fields.get('Count')!)).toBe(2);
  });
});

describe('a page built on its body', () => {
  const items: Item[] = [{ PK: { S: 'a' } }, { PK: { S: 'b' }, n: { N: '1' } }];
  const raw = JSON.stringify({ Items: items, NextToken: 't1' });

  function built() {
    let parses = 0;
    const taken: PageBody = {
      itemCount: items.length,
      items: () => {
        parses++;
        return JSON.parse(JSON.stringify(items)) as Item[];
      },
      body: bytesOf(raw),
    };
    const page = pageWithBody({ NextToken: 't1', Operation: 'Query' }, taken);
    return { page, parses: () => parses };
  }

  test('sending it on and counting its items never parse them', () => {
    const { page, parses } = built();
    expect(pageItemCount(page)).toBe(2);
    expect(pageJson(page)!.toString('utf8')).toBe(`{"Operation":"Query",${raw.slice(1)}`);
    expect(parses()).toBe(0);
  });

  test('reading, spreading, JSON and structured clone see the items, parsed once', () => {
    const { page, parses } = built();
    expect(page.Items).toEqual(items);
    expect(page.Items).toBe(page.Items);
    expect({ ...page }).toEqual({ Items: items, NextToken: 't1', Operation: 'Query' });
    expect(JSON.parse(JSON.stringify(page))).toEqual({ Items: items, NextToken: 't1', Operation: 'Query' });
    expect(structuredClone(page)).toEqual({ Items: items, NextToken: 't1', Operation: 'Query' });
    expect(parses()).toBe(1);
  });

  test('items set on it replace the body’s', () => {
    const { page } = built();
    page.Items = [{ PK: { S: 'z' } }];
    expect(page.Items).toEqual([{ PK: { S: 'z' } }]);
    expect(pageItemCount(page)).toBe(1);
    expect(Object.getOwnPropertyDescriptor(page, 'Items')).toMatchObject({ writable: true, enumerable: true });
  });
});

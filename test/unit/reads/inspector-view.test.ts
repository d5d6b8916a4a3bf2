import { expect, test } from 'vitest';
import { attributeRows } from '../../../renderer/features/inspector/attribute-view.js';
import { describeKey, progressParts, resumeText } from '../../../renderer/features/query/read-messages.js';
import { emptyTotals } from '../../../shared/reads/read-progress.js';

test('the inspector lists key attributes first, each with its type, numbers exact and binary with its length', () => {
  const rows = attributeRows(
    {
      note: { S: 'hi' },
      SK: { S: 'USER#1' },
      PK: { S: 'ORG#a' },
      big: { N: '1234567890123456789012345' },
      logo: { B: 'AAEC/w==' },
      tags: { SS: ['a', 'b'] },
      addr: { M: { city: { S: 'Oslo' } } },
      gone: { NULL: true },
    },
    ['PK', 'SK'],
  );
  expect(rows.map((r) => [r.name, r.type, r.isKey])).toEqual([
    ['PK', 'S', true],
    ['SK', 'S', true],
    ['note', 'S', false],
    ['big', 'N', false],
    ['logo', 'B', false],
    ['tags', 'SS', false],
    ['addr', 'M', false],
    ['gone', 'NULL', false],
  ]);
  expect(rows.find((r) => r.name === 'big')!.text).toBe('1234567890123456789012345');
  expect(rows.find((r) => r.name === 'logo')).toMatchObject({ text: 'AAEC/w==', note: '4 bytes' });
  expect(rows.find((r) => r.name === 'addr')).toMatchObject({
    text: '{\n  "city": "Oslo"\n}',
    note: '1 key',
    block: true,
  });
});

test('the status line and the resume point read as plain words', () => {
  const t = {
    ...emptyTotals(),
    items: 1234,
    pages: 5,
    scanned: 2000,
    returned: 1234,
    rcu: 12.25,
    sdkRetries: 1,
    retries: 1,
    throttled: 1,
  };
  expect(progressParts({ ...t, elapsedMs: 1500, segments: [] })).toEqual([
    '1,234 items',
    '5 pages',
    'scanned 2,000 / returned 1,234',
    '12.3 RCU',
    '1.5 s',
    '2 retries (1 throttled)',
  ]);
  const key = { SK: { S: 'USER#9' }, PK: { S: 'ORG#a' } };
  expect(describeKey(key, { partitionKey: 'PK', sortKey: 'SK', partitionKeyType: 'S', sortKeyType: 'S' })).toBe(
    'PK = "ORG#a", SK = "USER#9"',
  );
  const progress = { ...t, elapsedMs: 0, segments: [{ ...t, segment: 0, done: false, startKey: key }] };
  expect(resumeText(progress)).toBe('Load more continues after SK = "USER#9", PK = "ORG#a".');
});

test('numbers that read as epoch seconds or milliseconds are also shown as dates; other numbers are not', () => {
  const rows = attributeRows(
    {
      PK: { S: 'a' },
      ttl: { N: '1700000000' },
      at: { N: '1700000000123' },
      precise: { N: '1700000000.5' },
      price: { N: '1299' },
      id: { N: '123456789012345' },
      old: { N: '12345678' },
    },
    ['PK'],
  );
  const date = (name: string) => rows.find((r) => r.name === name)!.date;
  expect(date('ttl')).toEqual({ unit: 'seconds', text: '2023-11-14 22:13:20 UTC' });
  expect(date('at')).toEqual({ unit: 'milliseconds', text: '2023-11-14 22:13:20.123 UTC' });
  expect(date('precise')).toEqual({ unit: 'seconds', text: '2023-11-14 22:13:20.500 UTC' });
  expect([date('price'), date('id'), date('old'), date('PK')]).toEqual([undefined, undefined, undefined, undefined]);
  expect(rows.find((r) => r.name === 'ttl')!.text).toBe('1700000000');
});

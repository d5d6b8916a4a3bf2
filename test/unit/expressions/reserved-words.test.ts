import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { RESERVED_WORDS, isReservedWord } from '../../../shared/expressions/reserved-words.js';

// The reference list lives beside the work tree on the build machines, not inside it.
const reference = new URL('../../../../shared/reference/dynamodb-reserved-words.txt', import.meta.url);

test('holds the 573 words of the AWS list, upper case, sorted as published', () => {
  expect(RESERVED_WORDS.size).toBe(573);
  const words = [...RESERVED_WORDS];
  for (const w of words) expect(w).toMatch(/^[A-Z]+$/);
  expect(words[0]).toBe('ABORT');
  expect(words[words.length - 1]).toBe('ZONE');
  expect([...words].sort()).toEqual(words);
});

test.runIf(existsSync(reference))('is exactly the reference list', () => {
  const listed = readFileSync(reference, 'utf8')
    .split(/\s+/)
    .filter((w) => w.length > 0);
  expect([...RESERVED_WORDS]).toEqual(listed);
});

test('matches in any case', () => {
  for (const w of ['status', 'Status', 'NAME', 'between', 'Size', 'data', 'timestamp'])
    expect(isReservedWord(w)).toBe(true);
});

test('ordinary names are not reserved', () => {
  for (const w of ['PK', 'SK', 'GSI1PK', 'orderTotal', 'email', 'sku', 'statuses'])
    expect(isReservedWord(w)).toBe(false);
});

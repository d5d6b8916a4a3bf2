/**
 * The spool of a bulk run's items (electron/state/item-spool.ts): items read back by index across
 * strides, in any order, synchronously or fetched ahead; reopened after a restart from the count
 * the journal gives, lines past it (spooled, never counted: a crash between the two) cut off
 * before the next append, so indices stay those the journal knows.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { ItemSpool, SPOOL_STRIDE } from '../../../electron/state/item-spool.js';
import type { Item } from '../../../shared/dynamo/types.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const pathOf = () => {
  const d = mkdtempSync(join(tmpdir(), 'ice-spool-'));
  dirs.push(d);
  return join(d, 'run.items');
};
const item = (i: number): Item => ({
  PK: { S: `P#${i}` },
  n: { N: `1234567890123456789012345678901234567${i % 10}` },
  text: { S: 'é✓'.repeat(i % 7) },
});
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, k) => from + k);

test('items come back by index across strides, fetched ahead or read one by one', async () => {
  const path = pathOf();
  const spool = ItemSpool.fresh(path);
  const count = SPOOL_STRIDE * 3 + 17;
  await spool.append(range(0, 150).map(item));
  await spool.append(range(150, count).map(item));
  await spool.release();
  expect(spool.length).toBe(count);
  for (const i of [count - 1, 0, 99, 100, 101, 250, 150, 149]) expect(spool.item(i)).toEqual(item(i));
  await spool.prefetch([5, 305, 205]);
  expect(spool.item(305)).toEqual(item(305));
  expect(() => spool.item(count)).toThrow(`no item ${count}`);
  expect(readFileSync(path, 'utf8').split('\n').length).toBe(count + 1);
});

test("reopened from the journal's count: lines past it are cut off before the next append", async () => {
  const path = pathOf();
  const first = ItemSpool.fresh(path);
  await first.append(range(0, 230).map(item));
  await first.release();
  // The journal counted 200: the last 30 were spooled by a call a crash cut short.
  const again = await ItemSpool.reopen(path, 200);
  expect(again.length).toBe(200);
  expect(again.item(199)).toEqual(item(199));
  expect(() => again.item(200)).toThrow('no item 200');
  await again.append([item(900), item(901)]);
  await again.release();
  expect(again.item(200)).toEqual(item(900));
  const third = await ItemSpool.reopen(path, 202);
  expect(third.item(201)).toEqual(item(901));
  expect(readFileSync(path, 'utf8').split('\n').length).toBe(203);
});

test("a spool shorter than the journal's count, or a damaged line, is an error naming the file", async () => {
  const path = pathOf();
  const spool = ItemSpool.fresh(path);
  await spool.append(range(0, 10).map(item));
  await spool.release();
  await expect(ItemSpool.reopen(path, 11)).rejects.toThrow(/holds 10 of the run's 11 items/);
  writeFileSync(path, readFileSync(path, 'utf8').replace('P#3', 'P#X'));
  const damaged = await ItemSpool.reopen(path, 10);
  expect(() => damaged.item(3)).toThrow(/run\.items could not be read: an item line is damaged/);
});

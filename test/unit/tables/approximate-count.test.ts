/** DynamoDB's ItemCount and TableSizeBytes lag by up to six hours: shown as estimates, never a bare 0 beside items. */
import { expect, test } from 'vitest';
import { approximateItems, approximateSize } from '../../../renderer/features/tables/approximate-count.js';
import type { ItemsSeen } from '../../../renderer/features/tables/items-seen.js';

const found = (items: number, by = 'the read below'): ItemsSeen => ({ items, by, complete: false });
const counted = (items: number, bytes: number): ItemsSeen => ({
  items,
  by: 'the Statistics scan',
  complete: true,
  bytes,
});

test('a count is "about N"; a count below what a read found is "not counted yet"', () => {
  expect(approximateItems(1234, null)).toMatchObject({ text: 'about 1,234' });
  expect(approximateItems(1234, found(50))?.text).toBe('about 1,234');
  expect(approximateItems(0, null)?.text).toBe('about 0');
  const lagging = approximateItems(0, found(13))!;
  expect(lagging.text).toBe('not counted yet (the read below found 13)');
  expect(lagging.note).toMatch(/every ~6 h/);
  expect(lagging.counted).toBeUndefined();
  expect(approximateItems(0, found(15_000, 'the Statistics scan'))?.text).toBe(
    'not counted yet (the Statistics scan found 15,000)',
  );
  expect(approximateItems(undefined, found(5))).toBeNull();
});

test('a size of 0 bytes beside items read is "not measured yet"', () => {
  expect(approximateSize(2048, found(3))?.text).toBe('about 2.0 KB');
  expect(approximateSize(0, found(3))?.text).toBe('not measured yet');
  expect(approximateSize(0, null)?.text).toBe('about 0 B');
});

test("a read that counted every item keeps DynamoDB's estimate and says the exact count and size beside it", () => {
  const items = approximateItems(0, counted(53_500, 3_355_443))!;
  expect(items).toMatchObject({ text: 'about 0', counted: 'the Statistics scan counted 53,500' });
  expect(items.note).toMatch(/DynamoDB's count, updated by DynamoDB every ~6 h/);
  expect(approximateItems(60_000, counted(53_500, 1))?.counted).toBe('the Statistics scan counted 53,500');
  expect(approximateSize(0, counted(53_500, 3_355_443))).toMatchObject({
    text: 'about 0 B',
    counted: 'the Statistics scan measured 3.2 MB',
  });
  // An empty table counted to the end is counted too: 0 is then exact.
  expect(approximateItems(0, counted(0, 0))?.counted).toBe('the Statistics scan counted 0');
});

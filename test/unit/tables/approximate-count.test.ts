/** DynamoDB's ItemCount and TableSizeBytes lag by up to six hours: shown as estimates, never a bare 0 beside items. */
import { expect, test } from 'vitest';
import { approximateItems, approximateSize } from '../../../renderer/features/tables/approximate-count.js';

test('a count is "about N"; a count below what a read found is "not counted yet"', () => {
  expect(approximateItems(1234, 0)).toMatchObject({ text: 'about 1,234' });
  expect(approximateItems(1234, 50)?.text).toBe('about 1,234');
  expect(approximateItems(0, 0)?.text).toBe('about 0');
  const lagging = approximateItems(0, 13)!;
  expect(lagging.text).toBe('not counted yet (the read below found 13)');
  expect(lagging.note).toMatch(/every ~6 h/);
  expect(approximateItems(undefined, 5)).toBeNull();
});

test('a size of 0 bytes beside items read is "not measured yet"', () => {
  expect(approximateSize(2048, 3)?.text).toBe('about 2.0 KB');
  expect(approximateSize(0, 3)?.text).toBe('not measured yet');
  expect(approximateSize(0, 0)?.text).toBe('about 0 B');
});

import { expect, test } from 'vitest';
import {
  partitionKeysPlaceholder,
  shardKeysPlaceholder,
} from '../../../renderer/features/tools/pattern-placeholder.js';

test('the shard keys example is made from the key attribute read, not from sample data', () => {
  expect(shardKeysPlaceholder('tenant')).toBe('e.g. <tenant value>#01..#10, or one key a line');
  expect(shardKeysPlaceholder('gsi1pk')).toContain('<gsi1pk value>#01..#10');
});

test('the partition keys example names the key attribute read', () => {
  expect(partitionKeysPlaceholder('tenant')).toBe('one tenant value a line');
});

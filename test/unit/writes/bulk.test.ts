import { describe, expect, it } from 'vitest';
import type { Item } from '../../../shared/dynamo/types.js';
import { bulkChanges, dryRun } from '../../../shared/writes/bulk.js';

const table = { partitionKey: 'PK', sortKey: 'SK' };
const items: Item[] = [
  { PK: { S: 'a' }, SK: { S: '1' }, state: { S: 'open' } },
  { PK: { S: 'a' }, SK: { S: '2' }, state: { S: 'done' }, big: { S: 'x'.repeat(3000) } },
  { PK: { S: 'a' }, state: { S: 'no sort key: from a projection' } },
];
let n = 0;
const id = () => `b${++n}`;

describe('bulk changes and their dry run', () => {
  it('a delete of every item read, each conditional on the item as read; items without their key are skipped', () => {
    const plan = bulkChanges(items, 'T', table, { kind: 'delete' }, id);
    expect(plan.changes.map((c) => [c.before, c.after])).toEqual([
      [items[0], undefined],
      [items[1], undefined],
    ]);
    expect(plan.skipped).toBe(1);
    const run = dryRun(plan, table);
    // 1 unit for the small item, 3 for the one of about 3 KB.
    expect(run).toMatchObject({ items: 2, skipped: 1, writeUnits: 4, transactionWriteUnits: 8 });
    expect(run.usd).toBeCloseTo(4 * 0.625e-6, 12);
    expect(run.sample[0]!.key).toEqual({ PK: { S: 'a' }, SK: { S: '1' } });
  });

  it('setting an attribute leaves out items that already hold the value, and never touches a key', () => {
    const plan = bulkChanges(items, 'T', table, { kind: 'set', attribute: 'state', value: { S: 'open' } }, id);
    expect(plan.changes).toHaveLength(1);
    expect(plan.changes[0]!.after!.state).toEqual({ S: 'open' });
    expect(plan.skipped).toBe(2);
    expect(bulkChanges(items, 'T', table, { kind: 'set', attribute: 'SK', value: { S: 'x' } }, id).changes).toEqual([]);
    const removed = bulkChanges(items, 'T', table, { kind: 'remove', attribute: 'big' }, id);
    expect(removed.changes).toHaveLength(1);
    expect(dryRun(removed, table).sample[0]!.diff).toEqual([{ name: 'big', kind: 'removed', before: items[1]!.big }]);
  });
});

import { describe, expect, it } from 'vitest';
import type { Item } from '../../../shared/dynamo/types.js';
import { chunkPlans } from '../../../shared/writes/chunks.js';
import { planChange } from '../../../shared/writes/plan.js';

const table = { partitionKey: 'PK', sortKey: 'SK' };
const keyOf = () => table;
const item = (i: number, extra: Item = {}): Item => ({ PK: { S: 'P' }, SK: { N: String(i) }, ...extra });

describe('chunkPlans', () => {
  it('at most 100 actions per transaction, in the order staged', () => {
    const plans = Array.from({ length: 250 }, (_, i) =>
      planChange({ id: `c${i}`, TableName: 'T', after: item(i) }, table),
    );
    const chunks = chunkPlans(plans, keyOf);
    expect(chunks.map((c) => c.length)).toEqual([100, 100, 50]);
    expect(chunks.flat().map((p) => p.changeId)).toEqual(plans.map((p) => p.changeId));
  });

  it("a move's delete and put stay in one chunk", () => {
    const plans = Array.from({ length: 99 }, (_, i) =>
      planChange({ id: `c${i}`, TableName: 'T', after: item(i) }, table),
    );
    plans.push(planChange({ id: 'move', TableName: 'T', before: item(1000), after: item(1001) }, table));
    const chunks = chunkPlans(plans, keyOf);
    expect(chunks.map((c) => c.length)).toEqual([99, 1]);
    expect(chunks[1]![0]!.actions).toHaveLength(2);
  });

  it('two changes of one item never share a transaction (numbers compared by value)', () => {
    const plans = [
      planChange({ id: 'a', TableName: 'T', before: item(1), after: item(1, { x: { S: '1' } }) }, table),
      planChange({ id: 'b', TableName: 'T', after: item(2) }, table),
      planChange({ id: 'c', TableName: 'T', before: { PK: { S: 'P' }, SK: { N: '1.0' } } }, table),
      planChange({ id: 'd', TableName: 'Other', after: item(1) }, table),
    ];
    expect(chunkPlans(plans, keyOf).map((c) => c.map((p) => p.changeId))).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('within 4 MB of actions', () => {
    const big = 'x'.repeat(390 * 1024);
    const plans = Array.from({ length: 25 }, (_, i) =>
      planChange({ id: `c${i}`, TableName: 'T', after: item(i, { big: { S: big } }) }, table),
    );
    const chunks = chunkPlans(plans, keyOf);
    expect(chunks.length).toBe(3);
    for (const c of chunks)
      expect(JSON.stringify(c.flatMap((p) => p.actions)).length).toBeLessThanOrEqual(4 * 1024 * 1024);
  });

  it('changes that write nothing take no place', () => {
    expect(
      chunkPlans([planChange({ id: 'a', TableName: 'T', before: item(1), after: item(1) }, table)], keyOf),
    ).toEqual([]);
  });
});

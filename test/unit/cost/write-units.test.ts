import { describe, expect, it } from 'vitest';
import { estimateWrite, itemWriteUnits } from '../../../shared/cost/write-units.js';
import type { TableDescription } from '../../../shared/dynamo/types.js';

const table: TableDescription = {
  TableName: 'App',
  KeySchema: [
    { AttributeName: 'PK', KeyType: 'HASH' },
    { AttributeName: 'SK', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [],
  GlobalSecondaryIndexes: [
    {
      IndexName: 'ByStatus',
      KeySchema: [{ AttributeName: 'status', KeyType: 'HASH' }],
      Projection: { ProjectionType: 'KEYS_ONLY' },
    },
    {
      IndexName: 'ByOwner',
      KeySchema: [{ AttributeName: 'owner', KeyType: 'HASH' }],
      Projection: { ProjectionType: 'ALL' },
    },
  ],
};
const padded = (bytes: number) => ({ S: 'x'.repeat(bytes) });

describe('write units', () => {
  it('counts 1 KB units, rounded up, at least one', () => {
    expect(itemWriteUnits(0)).toBe(1);
    expect(itemWriteUnits(1024)).toBe(1);
    expect(itemWriteUnits(1025)).toBe(2);
  });

  it('bills the table on the larger of before and after, and only the indexes the item is in', () => {
    // PK(2+1) SK(2+1) d(1+1500): 1,507 B, 2 units; no index key, so no index.
    const before = { PK: { S: 'a' }, SK: { S: 'b' }, d: padded(1500) };
    const after = { ...before, d: padded(100) };
    expect(estimateWrite({ before, after }, table)).toMatchObject({ table: 2, indexes: {}, total: 2 });
  });

  it('writes each index the item has the keys of, on its projected size', () => {
    const after = { PK: { S: 'a' }, SK: { S: 'b' }, status: { S: 'OPEN' }, owner: { S: 'me' }, d: padded(2000) };
    const e = estimateWrite({ after }, table);
    // ByStatus keeps only keys (tiny: 1 unit); ByOwner keeps it all (2 units); the table 2.
    expect(e).toMatchObject({ table: 2, indexes: { ByStatus: 1, ByOwner: 2 }, total: 5 });
    expect(e.cost).toBeCloseTo((5 * 0.625) / 1e6, 12);
  });

  it('counts a changed index key as a delete and a put there', () => {
    const before = { PK: { S: 'a' }, SK: { S: 'b' }, status: { S: 'OPEN' } };
    const after = { ...before, status: { S: 'DONE' } };
    expect(estimateWrite({ before, after }, table).indexes).toEqual({ ByStatus: 2 });
  });

  it('doubles everything in a transaction', () => {
    const after = { PK: { S: 'a' }, SK: { S: 'b' }, owner: { S: 'me' } };
    expect(estimateWrite({ after, transactional: true }, table)).toMatchObject({
      table: 2,
      indexes: { ByOwner: 2 },
      total: 4,
    });
  });
});

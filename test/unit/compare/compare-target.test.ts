/**
 * The read on screen aimed at another table: key names renamed through the `#name` map only, and a
 * clear refusal where matching or renaming cannot be right.
 */
import { describe, expect, it } from 'vitest';
import { aimAt } from '../../../renderer/features/compare/compare-target.js';
import type { BuiltPagedRead, BuiltRead } from '../../../renderer/model/query/build-read.js';
import type { TableDescription } from '../../../shared/dynamo/types.js';

const table = (name: string, pk: string, sk?: string, gsi?: string): TableDescription => ({
  TableName: name,
  KeySchema: [
    { AttributeName: pk, KeyType: 'HASH' },
    ...(sk ? [{ AttributeName: sk, KeyType: 'RANGE' as const }] : []),
  ],
  AttributeDefinitions: [],
  ...(gsi
    ? { GlobalSecondaryIndexes: [{ IndexName: gsi, KeySchema: [{ AttributeName: 'g', KeyType: 'HASH' }] }] }
    : {}),
});
const keyNames = { partitionKey: 'PK', sortKey: 'SK', partitionKeyType: 'S' as const, sortKeyType: 'S' as const };
const query = (request: Record<string, unknown>, extra: Partial<BuiltPagedRead> = {}): BuiltRead => ({
  operation: 'query',
  spec: { kind: 'query', request: { TableName: 'Left', ...request } as never },
  keyNames,
  tableKeys: ['PK', 'SK'],
  consistent: false,
  summary: 'q',
  ...extra,
});

describe('aimAt', () => {
  it('renames the key through the #name map and leaves the expressions as they are', () => {
    const r = aimAt(
      query({
        KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :p)',
        FilterExpression: '#c = :c',
        ExpressionAttributeNames: { '#pk': 'PK', '#sk': 'SK', '#c': 'crop' },
        ExpressionAttributeValues: { ':pk': { S: 'A' }, ':p': { S: 'B' }, ':c': { S: 'x' } },
      }),
      table('Left', 'PK', 'SK'),
      table('right', 'pk', 'sk'),
    );
    expect(r.ok && r.read.kind === 'paged' && r.read.spec.request).toMatchObject({
      TableName: 'right',
      KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :p)',
      ExpressionAttributeNames: { '#pk': 'pk', '#sk': 'sk', '#c': 'crop' },
    });
  });

  it('renames a GetItem key', () => {
    const built: BuiltRead = {
      operation: 'get',
      request: { TableName: 'Left', Key: { PK: { S: 'A' }, SK: { S: 'B' } }, ConsistentRead: true },
      keyNames,
      tableKeys: ['PK', 'SK'],
      consistent: true,
      summary: 'g',
    };
    const r = aimAt(built, table('Left', 'PK', 'SK'), table('right', 'pk', 'sk'));
    expect(r.ok && r.read.kind === 'get' && r.read.request).toEqual({
      TableName: 'right',
      Key: { pk: { S: 'A' }, sk: { S: 'B' } },
      ConsistentRead: true,
    });
  });

  it('refuses what cannot be matched or renamed, saying why', () => {
    const plain = query({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': { S: 'A' } } });
    expect(aimAt(plain, table('Left', 'PK', 'SK'), table('r', 'pk', 'sk'))).toEqual({
      ok: false,
      problem: expect.stringMatching(/names PK without a #placeholder/),
    });
    // The same names on both sides need no renaming, so a bare name is fine.
    expect(aimAt(plain, table('Left', 'PK', 'SK'), table('r', 'PK', 'SK')).ok).toBe(true);
    expect(aimAt(plain, table('Left', 'PK', 'SK'), table('r', 'id'))).toEqual({
      ok: false,
      problem: expect.stringMatching(/r has no sort key/),
    });
    const onIndex = query({ IndexName: 'byG' }, { indexName: 'byG' });
    expect(aimAt(onIndex, table('Left', 'PK', 'SK', 'byG'), table('r', 'PK', 'SK'))).toEqual({
      ok: false,
      problem: 'Compare with table: r has no index byG.',
    });
    const statement = query({}, { statement: {} as never });
    expect(aimAt(statement, table('Left', 'PK', 'SK'), table('r', 'PK', 'SK'))).toMatchObject({ ok: false });
  });
});

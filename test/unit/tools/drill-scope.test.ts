/**
 * What the sort key drill-down offers for the keys in hand (trial 13: its intro spoke of
 * `COUNTRY#STATE#CITY` on a table whose sort key is a Number, with nothing to drill into).
 */
import { describe, expect, it } from 'vitest';
import type { TableDescription } from '../../../shared/dynamo/types.js';
import { drillScope } from '../../../renderer/features/tools/drill-scope.js';

// A beekeeping log: hives by a Number tick, an index by a string note key, one by a Number weight.
const hives: TableDescription = {
  TableName: 'Hives',
  KeySchema: [
    { AttributeName: 'hive', KeyType: 'HASH' },
    { AttributeName: 'tick', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [
    { AttributeName: 'hive', AttributeType: 'S' },
    { AttributeName: 'tick', AttributeType: 'N' },
    { AttributeName: 'noteKey', AttributeType: 'S' },
    { AttributeName: 'grams', AttributeType: 'N' },
  ],
  GlobalSecondaryIndexes: [
    {
      IndexName: 'byNote',
      KeySchema: [
        { AttributeName: 'hive', KeyType: 'HASH' },
        { AttributeName: 'noteKey', KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    },
    {
      IndexName: 'byWeight',
      KeySchema: [
        { AttributeName: 'hive', KeyType: 'HASH' },
        { AttributeName: 'grams', KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    },
    {
      IndexName: 'byNoteOnly',
      KeySchema: [{ AttributeName: 'noteKey', KeyType: 'HASH' }],
      Projection: { ProjectionType: 'ALL' },
    },
  ],
};

describe('the drill-down scope', () => {
  it('before any read, a Number sort key has no levels, and the string-keyed index is named instead', () => {
    expect(drillScope(hives, null, undefined)).toEqual({
      kind: 'not-a-string',
      what: 'table "Hives"',
      sortKey: 'tick',
      type: 'a number',
      otherIndexes: ['byNote'],
    });
  });

  it('follows the read: an index read with a string sort key has levels; one with a Number or no sort key has none', () => {
    const key = (sortKey: string | undefined, sortKeyType?: 'S' | 'N') => ({
      partitionKey: sortKey === undefined ? 'noteKey' : 'hive',
      partitionKeyType: 'S' as const,
      ...(sortKey ? { sortKey, sortKeyType } : {}),
    });
    expect(drillScope(hives, key('noteKey', 'S'), 'byNote')).toEqual({ kind: 'levels', sortKey: 'noteKey' });
    expect(drillScope(hives, key('grams', 'N'), 'byWeight')).toMatchObject({
      kind: 'not-a-string',
      what: 'index "byWeight"',
      sortKey: 'grams',
      otherIndexes: ['byNote'],
    });
    expect(drillScope(hives, key(undefined), 'byNoteOnly')).toEqual({
      kind: 'no-sort-key',
      what: 'index "byNoteOnly"',
      otherIndexes: ['byNote'],
    });
  });

  it('a table with a string sort key has levels, and a binary one is said to be binary', () => {
    const strings: TableDescription = {
      ...hives,
      AttributeDefinitions: [
        { AttributeName: 'hive', AttributeType: 'S' },
        { AttributeName: 'tick', AttributeType: 'S' },
      ],
      GlobalSecondaryIndexes: [],
    };
    expect(drillScope(strings, null, undefined)).toEqual({ kind: 'levels', sortKey: 'tick' });
    const binary: TableDescription = {
      ...strings,
      AttributeDefinitions: [
        { AttributeName: 'hive', AttributeType: 'S' },
        { AttributeName: 'tick', AttributeType: 'B' },
      ],
    };
    expect(drillScope(binary, null, undefined)).toMatchObject({
      kind: 'not-a-string',
      type: 'a binary value',
      otherIndexes: [],
    });
  });
});

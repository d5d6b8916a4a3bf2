/**
 * The pieces of the one-step create that need no server: a seed file of DynamoDB JSON lines (as
 * the export writes them, and Export to S3's `{"Item": ...}` lines) read into items with their
 * lines, every item checked against the table about to be made (a sample or a line named with the
 * attribute that is wrong); and the Indexes table's words for a GSI being built or dropped, from
 * DescribeTable's documented states (CREATING with Backfilling false then true, ACTIVE, DELETING).
 */
import { describe, expect, test } from 'vitest';
import { createTableInputOf, emptyDraft, newIndex } from '../../../shared/table-admin/create-table-draft.js';
import { loadProblems, readSeedText } from '../../../renderer/model/table-admin/items-to-load.js';
import { indexStatusText, isChanging } from '../../../renderer/model/table-admin/index-progress.js';
import { tableFacts } from '../../../shared/table-admin/table-facts.js';

const draft = { ...emptyDraft(), tableName: 'Seeded' };
draft.indexes.push({
  ...newIndex('GSI', draft),
  partitionKey: { name: 'g', type: 'N' },
  sortKey: { name: '', type: 'S' },
});
const input = createTableInputOf(draft);

describe('items to load', () => {
  test('a seed file of DynamoDB JSON lines, blank lines skipped, each item with its line; or of Export to S3 lines', () => {
    const seed = readSeedText(
      'seed.jsonl',
      [
        '{"PK":{"S":"a"},"SK":{"S":"1"},"n":{"N":"12345678901234567890.5"}}',
        '',
        '{"PK":{"S":"b"},"SK":{"S":"2"}}',
      ].join('\n'),
    );
    expect(seed.problems).toEqual([]);
    expect(seed.lines).toEqual([1, 3]);
    expect(seed.items[0]!.n).toEqual({ N: '12345678901234567890.5' });
    expect(loadProblems([], seed, input)).toEqual([]);
    const exported = readSeedText('export.json', '{"Item":{"PK":{"S":"b"},"SK":{"S":"2"}}}\n');
    expect(exported.items).toEqual([{ PK: { S: 'b' }, SK: { S: '2' } }]);
  });

  test('a bad line, an item without its key, an index key of the wrong type: each named', () => {
    const seed = readSeedText(
      'seed.jsonl',
      '{"PK":{"S":"a"}}\n{not json\n{"PK":{"S":"c"},"SK":{"S":"3"},"g":{"S":"x"}}\n',
    );
    const problems = loadProblems([{ PK: { S: 'p' } }], seed, input);
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(/^seed\.jsonl line 2: /);
    expect(problems[1]).toMatch(/^sample item 1\b.*SK/);
    expect(problems[2]).toMatch(/^seed\.jsonl line 1\b.*SK/);
    expect(problems[3]).toMatch(/^seed\.jsonl line 3\b.*g/);
  });
});

describe('an index being built or dropped', () => {
  const gsi = (IndexStatus: string, Backfilling?: boolean, ItemCount?: number) =>
    tableFacts({
      TableStatus: 'UPDATING',
      ItemCount: 1200,
      GlobalSecondaryIndexes: [
        { IndexName: 'byX', IndexStatus, ...(Backfilling !== undefined ? { Backfilling } : {}), ItemCount },
      ],
    });
  test('CREATING before and during its backfill, then ACTIVE; DELETING until gone', () => {
    expect(indexStatusText(gsi('CREATING', false, 0).indexes[0]!, 1200)).toBe('CREATING (preparing)');
    expect(indexStatusText(gsi('CREATING', true, 450).indexes[0]!, 1200)).toBe(
      'CREATING, backfilling: 450 of about 1,200 items so far',
    );
    expect(indexStatusText(gsi('ACTIVE', false, 1200).indexes[0]!, 1200)).toBe('ACTIVE');
    expect(indexStatusText(gsi('DELETING').indexes[0]!, 1200)).toBe('DELETING (until it is gone)');
  });
  test('followed while the table or a GSI is not ACTIVE; an LSI has no status of its own', () => {
    expect(isChanging(gsi('CREATING', true))).toBe(true);
    expect(isChanging({ ...gsi('ACTIVE'), status: 'ACTIVE' })).toBe(false);
    expect(isChanging({ ...gsi('DELETING'), status: 'ACTIVE' })).toBe(true);
    const lsiOnly = tableFacts({
      TableStatus: 'ACTIVE',
      LocalSecondaryIndexes: [{ IndexName: 'byDue', KeySchema: [], Projection: { ProjectionType: 'ALL' } }],
    });
    expect(isChanging(lsiOnly)).toBe(false);
    expect(indexStatusText(lsiOnly.indexes[0]!, undefined)).toBe('ACTIVE (with the table)');
  });
});

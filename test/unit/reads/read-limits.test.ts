import { describe, expect, test } from 'vitest';
import type { TableDescription } from '../../../shared/dynamo/types.js';
import { buildRead } from '../../../renderer/model/query/build-read.js';
import { emptyDraft, type QueryDraft } from '../../../renderer/model/query/query-draft.js';
import { limitsText } from '../../../renderer/model/query/read-limits.js';

const greenhouse: TableDescription = {
  TableName: 'Greenhouse',
  KeySchema: [
    { AttributeName: 'bed', KeyType: 'HASH' },
    { AttributeName: 'slot', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [
    { AttributeName: 'bed', AttributeType: 'S' },
    { AttributeName: 'slot', AttributeType: 'N' },
  ],
};
const summaryOf = (d: Partial<QueryDraft>, op: 'query' | 'scan' = 'query') => {
  const r = buildRead({ ...emptyDraft('Greenhouse', op), ...d }, greenhouse);
  if (!r.ok) throw new Error(r.problems.map((p) => p.message).join('; '));
  return r.read.summary;
};

describe('paging settings in the summary', () => {
  test('the defaults add nothing', () => {
    expect(limitsText({ cap: 10_000 })).toBe('');
    expect(summaryOf({ pk: 'east-3' })).toBe('Query Greenhouse where bed = "east-3"');
  });

  test('Limit, a cap other than the default, no cap, and segments are each named', () => {
    expect(limitsText({ limit: 7, cap: 100 })).toBe(' · Limit 7 · cap 100');
    expect(limitsText({ limit: 5000, cap: 10_000 })).toBe(' · Limit 5,000');
    expect(limitsText({})).toBe(' · no cap');
    expect(limitsText({ cap: 10_000, segments: 1 })).toBe(' · 1 segment');
    expect(limitsText({ limit: 1000, segments: 4 })).toBe(' · Limit 1,000 · no cap · 4 segments');
  });

  test('Queries that differ only in Limit or cap get different summaries', () => {
    const reads = [{}, { limit: '7', cap: '100' }, { limit: '500' }, { limit: '5000' }, { cap: '' }].map((p) =>
      summaryOf({ pk: 'east-3', desc: true, ...p }),
    );
    expect(new Set(reads).size).toBe(reads.length);
    expect(reads[1]).toBe('Query Greenhouse where bed = "east-3", newest first · Limit 7 · cap 100');
  });

  test('Scans that differ only in Limit, cap or segments get different summaries', () => {
    const reads = [
      { limit: '1000', cap: '' },
      { segments: '1', cap: '' },
      { limit: '1000', segments: '1', cap: '' },
      { segments: '4' },
    ].map((p) => summaryOf(p, 'scan'));
    expect(reads).toEqual([
      'Scan Greenhouse · Limit 1,000 · no cap',
      'Scan Greenhouse · no cap · 1 segment',
      'Scan Greenhouse · Limit 1,000 · no cap · 1 segment',
      'Scan Greenhouse · 4 segments',
    ]);
  });

  test('a filter and a projection come before the paging settings', () => {
    expect(
      summaryOf(
        { filter: '#h > :h', names: '{"#h":"height"}', values: '{":h":30}', projection: 'slot, #h', limit: '20' },
        'scan',
      ),
    ).toBe('Scan Greenhouse where height > 30, only slot, height · Limit 20');
  });
});

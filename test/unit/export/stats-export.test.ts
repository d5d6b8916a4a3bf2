import { describe, expect, it } from 'vitest';
import { ScanStats } from '../../../shared/collections/scan-stats.js';
import { statsToCsv, statsToJson } from '../../../shared/export/stats-export.js';
import { parseCsv } from './csv-parse.js';

function snapshot() {
  const stats = new ScanStats(
    { partitionKey: 'pk', partitionKeyType: 'S', sortKey: 'sk', sortKeyType: 'S' },
    { topN: 2 },
  );
  stats.addPage([
    { pk: { S: 'A,"quoted"' }, sk: { S: 'ORDER#1' }, pad: { S: 'x'.repeat(300) } },
    { pk: { S: 'A,"quoted"' }, sk: { S: 'ORDER#2' } },
    { pk: { S: 'B' }, sk: { S: 'META' } },
    { sk: { S: 'orphan' } },
  ]);
  return stats.snapshot();
}

describe('statistics export', () => {
  it('writes one long-form CSV a spreadsheet reads back, names with commas and quotes intact', () => {
    const s = snapshot();
    const rows = parseCsv(statsToCsv(s));
    expect(rows[0]).toEqual(['section', 'name', 'items', 'bytes', 'min_bytes', 'max_bytes', 'collections']);
    expect(rows).toContainEqual(['total', 'items read', '3', String(s.bytes), '', '', '2']);
    expect(rows).toContainEqual(['total', 'items without the partition key', '1', '', '', '', '']);
    expect(rows.filter((r) => r[0] === 'largest-by-items').map((r) => [r[1], r[2]])).toEqual([
      ['A,"quoted"', '2'],
      ['B', '1'],
    ]);
    expect(
      rows
        .filter((r) => r[0] === 'entity-type')
        .map((r) => r[1])
        .sort(),
    ).toEqual(['META', 'ORDER']);
    const buckets = rows.filter((r) => r[0] === 'collection-size');
    expect(buckets.reduce((n, r) => n + Number(r[6]), 0)).toBe(2);
    for (const r of buckets) expect(Number(r[5])).toBe(Number(r[4]) * 2);
  });

  it('writes the snapshot as JSON that reads back equal', () => {
    const s = snapshot();
    expect(JSON.parse(statsToJson(s))).toEqual(s);
  });
});

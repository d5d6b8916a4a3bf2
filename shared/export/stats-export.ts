/**
 * Collection statistics as files: the snapshot as JSON, or as one CSV in long form (a `section`
 * column says which table a row belongs to), so a spreadsheet can pivot it.
 */
import type { ScanStatsSnapshot } from '../collections/scan-stats.js';
import { csvRow } from './csv-text.js';

export function statsToJson(s: ScanStatsSnapshot): string {
  return `${JSON.stringify(s, null, 2)}\n`;
}

const HEADER = ['section', 'name', 'items', 'bytes', 'min_bytes', 'max_bytes', 'collections'];

export function statsToCsv(s: ScanStatsSnapshot): string {
  const rows: string[][] = [
    ['total', 'items read', String(s.items), String(s.bytes), '', '', String(s.collections)],
    ['total', 'largest item', '', String(s.largestItemBytes), '', '', ''],
  ];
  if (s.skipped > 0) rows.push(['total', 'items without the partition key', String(s.skipped), '', '', '', '']);
  for (const c of s.largestByItems)
    rows.push(['largest-by-items', c.collectionPk, String(c.items), String(c.bytes), '', '', '']);
  for (const c of s.largestByBytes)
    rows.push(['largest-by-bytes', c.collectionPk, String(c.items), String(c.bytes), '', '', '']);
  for (const t of s.entityTypes) rows.push(['entity-type', t.type, String(t.items), String(t.bytes), '', '', '']);
  for (const b of s.sizeHistogram)
    rows.push(['collection-size', '', '', '', String(b.minBytes), String(b.maxBytes), String(b.collections)]);
  return [HEADER, ...rows].map(csvRow).join('');
}

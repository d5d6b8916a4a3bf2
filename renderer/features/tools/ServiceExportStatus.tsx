/**
 * The words of an export run in the service: the choice in "What to export", what a CSV costs there
 * (a header pass, then the rows), and its progress and end as the "Export progress" status says them
 * ("12,000 items, 3.1 MB written"). Apart from ExportTool.tsx so the tool keeps to its form.
 */
import type { ExportStatus } from '../../../shared/api-export.js';
import type { ExportFormat } from '../../../shared/export/export-items.js';
import { count } from '../../../shared/text/count.js';
import { formatBytes } from '../../../shared/text/format-bytes.js';

export const WHOLE_READ_LABEL = 'The whole read, run again in the service (any size)';

export function ServiceExportNote({ format }: { format: ExportFormat }) {
  return (
    <p className="muted">
      The service runs the read again from its start, page by page, and writes each page to the file as it comes, so the
      export is not bound by what this page holds.
      {format === 'csv'
        ? ' A CSV header needs every column, so the read runs twice: a first pass collects the columns (nothing is written), the second writes the rows; that costs its read units twice.'
        : ''}{' '}
      Stop keeps the file, valid up to the last whole item written.
    </p>
  );
}

const where = (s: ExportStatus) => s.path ?? s.fileName;

export function serviceExportText(s: ExportStatus): string {
  const written = `${count(s.items, 'item')}, ${formatBytes(s.bytes)} written`;
  const late = s.lateColumns?.length
    ? ` Attributes that appeared after the header pass have no column: ${s.lateColumns.slice(0, 5).join(', ')}${s.lateColumns.length > 5 ? '…' : ''}.`
    : '';
  if (s.state === 'running')
    return s.pass === 'columns' ? `Collecting the CSV columns: ${count(s.items, 'item')} read…` : `${written}…`;
  if (s.state === 'done') {
    const why =
      s.endedBy === 'cap'
        ? " The read's item limit ended it."
        : s.endedBy === 'budget'
          ? " The read's budget of read units ended it."
          : '';
    return `Exported ${count(s.items, 'item')} (${formatBytes(s.bytes)}) to ${where(s)}.${why}${late}`;
  }
  if (s.state === 'stopped')
    return s.bytes === 0
      ? 'Stopped before any item was written; no file was made.'
      : `Stopped: ${written} to ${where(s)}, a valid file up to the last whole item.${late}`;
  return s.bytes === 0
    ? 'The export failed before any item was written.'
    : `The export failed after ${written}; the file holds them, valid up to the last whole item.`;
}

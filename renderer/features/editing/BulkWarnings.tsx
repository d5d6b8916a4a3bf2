/**
 * What the table's settings mean for the bulk change about to run (a stream passes the deletes
 * on, no PITR, TTL), said beside the dry run from the details already read; read them first if
 * they are not, so the warning is never skipped for want of a call.
 */
import { useEffect } from 'react';
import { useApp } from '../../store/index.js';
import { detailsOf } from '../../store/table-details-slice.js';
import { bulkWarnings, type BulkWarningAction } from '../../model/table-details/bulk-warnings.js';

export function BulkWarnings({ table, action }: { table: string; action: BulkWarningAction }) {
  const details = useApp((s) => detailsOf(s, table));
  const load = useApp((s) => s.loadTableDetails);
  useEffect(() => {
    void load(table);
  }, [load, table]);
  if (details?.status === 'error')
    return (
      <p role="note" className="field-problem">
        The table's settings could not be read ({details.error.message}): whether a stream or PITR is on is unknown.
      </p>
    );
  if (details?.status !== 'ready') return <p className="muted">Reading the table's settings…</p>;
  const warnings = bulkWarnings(details.value, action);
  if (warnings.length === 0) return null;
  return (
    <ul aria-label="Before you run" className="bulk-warnings">
      {warnings.map((w) => (
        <li key={w}>{w}</li>
      ))}
    </ul>
  );
}

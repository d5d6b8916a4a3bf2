/**
 * What the target table's settings mean for the copy about to run (a stream passes the writes on,
 * no PITR, TTL), the same sentences a bulk change shows (model/table-details/bulk-warnings.ts), read
 * on the target's connection rather than the tab's.
 */
import type { TableDetails } from '../../../shared/api-table-admin.js';
import { bulkWarnings } from '../../model/table-details/bulk-warnings.js';

export function CopyWarnings({ details }: { details: TableDetails | null }) {
  if (!details) return <p className="muted">Reading the target table's settings…</p>;
  const warnings = bulkWarnings(details, 'write');
  if (warnings.length === 0) return null;
  return (
    <ul aria-label="Before you copy" className="bulk-warnings">
      {warnings.map((w) => (
        <li key={w}>{w}</li>
      ))}
    </ul>
  );
}

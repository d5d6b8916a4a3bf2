/**
 * What the table's settings mean for a bulk change before it runs: a stream (or Kinesis) passes
 * every delete on to its consumers, without point-in-time recovery nothing can be restored but by
 * this app's undo, and TTL deletes expired items anyway. From the details already read, so the
 * warning costs no call; a fact that could not be read is said as unknown, never as safe.
 */
import type { TableDetails } from '../../../shared/api-table-admin.js';
import { missingText } from './fact-text.js';

export type BulkWarningAction = 'delete' | 'write';

export function bulkWarnings(d: TableDetails, action: BulkWarningAction): string[] {
  const what = action === 'delete' ? 'these deletes' : 'these writes';
  const out: string[] = [];
  const t = d.table.state === 'ok' ? d.table.value : undefined;
  if (t?.stream?.enabled) out.push(`A stream is on: ${what} will reach its consumers.`);
  if (d.kinesis.state === 'ok' && d.kinesis.value.some((k) => k.status === 'ACTIVE' || k.status === 'ENABLING'))
    out.push(`A Kinesis data stream is fed from this table: ${what} will reach it.`);
  const c = d.continuousBackups;
  if (c.state === 'ok') {
    if (c.value.pitr !== 'ENABLED')
      out.push("Point-in-time recovery is off: nothing can be restored beyond this app's undo.");
  } else if (c.state === 'unsupported') {
    out.push(
      "Point-in-time recovery is not available on this endpoint: nothing can be restored beyond this app's undo.",
    );
  } else {
    out.push(`Point-in-time recovery is unknown (${missingText(c)}): count on nothing beyond this app's undo.`);
  }
  const ttl = d.timeToLive;
  if (ttl.state === 'ok' && ttl.value.status === 'ENABLED' && ttl.value.attributeName)
    out.push(`TTL will remove items whose ${ttl.value.attributeName} is past.`);
  return out;
}

/**
 * Reads a table's details again while an index is being built or dropped (or the table is not
 * ACTIVE), so the Indexes table shows the backfill go on and the index become ACTIVE or disappear
 * without "Refresh details"; it stops once everything is ACTIVE, or the panel closes.
 */
import { useEffect } from 'react';
import type { TableDetails } from '../../../shared/api-table-admin.js';
import { isChanging } from '../../model/table-admin/index-progress.js';
import { useApp } from '../../store/index.js';

/** How long the panel waits between two reads of a table that is changing. */
const FOLLOW_EVERY_MS = 1000;

export function useFollowChanges(table: string, details: TableDetails | undefined, loading: boolean): boolean {
  const load = useApp((s) => s.loadTableDetails);
  const changing = details?.table.state === 'ok' && isChanging(details.table.value);
  useEffect(() => {
    if (!changing || loading) return;
    const timer = setTimeout(() => void load(table, true), FOLLOW_EVERY_MS);
    return () => clearTimeout(timer);
  }, [changing, loading, details, load, table]);
  return changing;
}

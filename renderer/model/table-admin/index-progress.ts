/**
 * An index being added or removed, as DescribeTable shows it: CREATING (Backfilling false while
 * DynamoDB prepares it, then true while it copies the table's items, ItemCount growing), then
 * ACTIVE; or DELETING until it is gone. While any index (or the table) is in between, the details
 * are read again until it settles, and each index's row says where it is.
 */
import type { IndexFacts, TableFacts } from '../../../shared/table-admin/table-facts.js';

/** Still changing: the table or one of its GSIs is not yet ACTIVE. */
export function isChanging(facts: TableFacts): boolean {
  if (facts.status !== undefined && facts.status !== 'ACTIVE') return true;
  return facts.indexes.some((i) => i.kind === 'global' && i.status !== undefined && i.status !== 'ACTIVE');
}

/** An index's status cell: its status, and while it backfills how many of the table's items it holds. */
export function indexStatusText(i: IndexFacts, tableItems: number | undefined): string {
  if (i.kind === 'local' && i.status === undefined) return 'ACTIVE (with the table)';
  const status = i.status ?? '—';
  if (i.status === 'CREATING') {
    if (!i.backfilling) return 'CREATING (preparing)';
    const held = i.itemCount?.toLocaleString('en-US') ?? '0';
    const of = tableItems !== undefined ? ` of about ${tableItems.toLocaleString('en-US')}` : '';
    return `CREATING, backfilling: ${held}${of} items so far`;
  }
  if (i.status === 'DELETING') return 'DELETING (until it is gone)';
  return `${status}${i.backfilling ? ', backfilling' : ''}`;
}

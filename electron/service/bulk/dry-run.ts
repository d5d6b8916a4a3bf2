/**
 * The dry run of a bulk run: what it would write and cost, read now, nothing written. A put (a
 * copy, an import) reads the target's items at its keys (consistent BatchGetItem, 100 keys a
 * call, by items-at.ts) and journals each as read ('seen'), so "overwrite-if-unchanged" can later
 * require the target item still to be as it was here, and the user sees which keys exist already
 * before choosing. Sizes are DynamoDB's (shared/dynamo/item-size.ts), one write unit per started
 * KB per item, priced on demand (shared/cost/pricing.ts).
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DRY_RUN_EXISTING_SHOWN, type BulkDryRun } from '../../../shared/api-bulk.js';
import { itemSize, KB } from '../../../shared/dynamo/item-size.js';
import type { Item } from '../../../shared/dynamo/types.js';
import { formatDollars, US_EAST_1_ON_DEMAND, writeCost } from '../../../shared/cost/pricing.js';
import type { BulkJournal } from '../../state/bulk-journal.js';
import type { CallStats } from './batch-calls.js';
import { At, type BulkRecord, type RunEvent } from './bulk-record.js';
import { itemsAt, READ_BATCH } from './items-at.js';
import { TRANSACT_ITEMS, transacts } from './put-transact.js';

/** Keys read (and journaled as one 'seen' line) at a time. */
const SEEN_CHUNK = READ_BATCH * 10;

const n = (x: number) => x.toLocaleString('en-US');

export async function dryRunBulk(
  client: DynamoDBClient,
  record: BulkRecord,
  journal: BulkJournal,
  /** A local endpoint: the summary says the free keys go by transactions (put-transact.ts). */
  local?: boolean,
): Promise<BulkDryRun> {
  let items = 0;
  let bytes = 0;
  let writeUnits = 0;
  const indices: number[] = [];
  // The items are read from the spool a chunk at a time, never held whole.
  for (let from = 0; from < record.size; from += SEEN_CHUNK) {
    const chunk = Array.from({ length: Math.min(SEEN_CHUNK, record.size - from) }, (_, k) => from + k);
    await record.items.prefetch(chunk);
    for (const i of chunk) {
      const c = record.at(i) === At.Skipped ? undefined : record.changeAt(i);
      if (!c) continue;
      const size = Math.max(c.before ? itemSize(c.before) : 0, c.after ? itemSize(c.after) : 0);
      items++;
      bytes += size;
      writeUnits += Math.max(1, Math.ceil(size / KB));
      indices.push(i);
    }
  }
  const usd = writeCost(writeUnits);
  const price = `${n(items)} item${items === 1 ? '' : 's'}, ${n(bytes)} bytes, ${n(writeUnits)} write units (${formatDollars(usd)} ${US_EAST_1_ON_DEMAND.label})`;
  const base = { runId: record.runId, connectionId: record.head.connectionId, items, bytes, writeUnits, usd };
  if (record.action.kind !== 'put')
    return { ...base, priceLabel: US_EAST_1_ON_DEMAND.label, message: `The run would write ${price}.` };
  const stats: CallStats = { calls: 0, retried: 0, units: 0, readUnits: 0 };
  let existing = 0;
  const existingKeys: Item[] = [];
  for (let at = 0; at < indices.length; at += SEEN_CHUNK) {
    const chunk = indices.slice(at, at + SEEN_CHUNK);
    const now = await itemsAt(client, record, chunk, stats);
    const seen: Extract<RunEvent, { t: 'seen' }> = { t: 'seen', items: [] };
    for (const i of chunk) {
      const image = now.get(i);
      seen.items.push(image ? { i, image } : { i });
      if (!image) continue;
      existing++;
      if (existingKeys.length < DRY_RUN_EXISTING_SHOWN) existingKeys.push(record.keyAt(i));
    }
    await journal.append(record.runId, [seen]);
    record.apply(seen);
  }
  await journal.release(record.runId);
  const fate = {
    skip: 'skipped',
    overwrite: 'overwritten',
    'overwrite-if-unchanged': 'overwritten only if still as read now',
  }[record.action.whenExists];
  return {
    ...base,
    priceLabel: US_EAST_1_ON_DEMAND.label,
    existing,
    existingKeys,
    ConsumedCapacity: { CapacityUnits: stats.readUnits ?? 0 },
    message:
      `The run would put ${price}. ` +
      (existing === 0
        ? `No key exists in "${record.head.TableName}" yet.`
        : `${n(existing)} key${existing === 1 ? ' exists' : 's exist'} in "${record.head.TableName}" already: ${existing === 1 ? 'it is' : 'they are'} ${fate}.`) +
      wayOf(client, local),
  };
}

/** Which path writes, on a local endpoint (on AWS every item is its own conditional put, as always). */
function wayOf(client: DynamoDBClient, local: boolean | undefined): string {
  if (!local) return '';
  return transacts(client, local)
    ? ` Free keys are written in transactions of up to ${TRANSACT_ITEMS} conditional puts (a local endpoint, where they cost no more; one conditional put each if the server has no transactions), existing keys by one conditional put each.`
    : ' Each item is written by its own conditional put (the server has no transactions).';
}

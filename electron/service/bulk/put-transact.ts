/**
 * The fast path of a bulk put on a local endpoint (DynamoDB Local, LocalStack): the items whose
 * key the unit's read found free go by TransactWriteItems of up to 100 Puts, each with the same
 * condition as the per-item path (the key still free) and ReturnValuesOnConditionCheckFailure
 * ALL_OLD, instead of one PutItem each. On AWS a transaction costs twice the write units, so
 * there the per-item path stays; a put over an existing item stays per item too (PutItem's ALL_OLD
 * is the image undo needs; a transaction returns none). A server without transactions (dynalite
 * answers UnknownOperationException) is remembered per client, i.e. per connection, and the run
 * goes on per item.
 *
 * Each transaction carries its own ClientRequestToken: the SDK's resend after a lost answer is
 * the same request with the same token, which DynamoDB (and DynamoDB Local, checked) answers with
 * success and does nothing again. A transaction cancelled for one item sends the others again
 * (reason None), settles the item whose key is taken as the per-item path does (its returned item
 * judged by the run's whenExists), and resends the whole after a backoff on TransactionConflict
 * or ThrottlingError. Whatever this code cannot be sure of (another reason, an error after the
 * call left) is read back: an item that is ours landed, the rest go to the per-item path.
 */
import { randomUUID } from 'node:crypto';
import {
  TransactWriteItemsCommand,
  type CancellationReason,
  type DynamoDBClient,
  type TransactWriteItem,
} from '@aws-sdk/client-dynamodb';
import { keyIdentity } from '../../../shared/dynamo/compare.js';
import { itemSize } from '../../../shared/dynamo/item-size.js';
import { MAX_SENDS, retryDelayMs } from '../../../shared/writes/bulk-rules.js';
import { itemToWire } from '../wire.js';
import { isThrottled, type CallStats } from './batch-calls.js';
import { At, type BulkRecord, type ItemEvent } from './bulk-record.js';
import { itemsAt } from './items-at.js';
import { sameItem } from './reconcile.js';

/** DynamoDB's limits of one TransactWriteItems: actions, and the items' total size. */
export const TRANSACT_ITEMS = 100;
export const TRANSACT_BYTES = 4_000_000;

/** Clients (one per connection) whose server answered that it has no TransactWriteItems. */
const noTransactions = new WeakSet<DynamoDBClient>();

/** Whether the free keys of a unit go by transactions: a local endpoint whose server has them. */
export const transacts = (client: DynamoDBClient, local: boolean | undefined) =>
  local === true && !noTransactions.has(client);

export interface TransactResult {
  events: ItemEvent[];
  /** Failed for this pass (Resume reads them again). */
  failed: number[];
  /** Not landed: the caller sends them by the per-item path. */
  perItem: number[];
  /** Never sent (Stop between transactions). */
  notSent: number[];
}

type PutOf = (i: number) => NonNullable<TransactWriteItem['Put']>;
type Settle = (
  i: number,
  current: ReturnType<typeof itemToWire> | undefined,
) => { event: ItemEvent } | { failed: string };
type SdkError = { name?: string; $metadata?: { attempts?: number }; CancellationReasons?: CancellationReason[] };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const RESEND = new Set(['TransactionConflict', 'ThrottlingError']);

/**
 * Puts the i-th items (their keys free when read) by transactions, one after another; `putOf`
 * is the per-item path's conditional Put, `settle` its verdict on a key someone else took.
 */
export async function putTransacted(
  client: DynamoDBClient,
  record: BulkRecord,
  free: number[],
  putOf: PutOf,
  settle: Settle,
  stats: CallStats,
): Promise<TransactResult> {
  const out: TransactResult = { events: [], failed: [], perItem: [], notSent: [] };
  const queue = [...free];
  let resends = 0;
  while (queue.length > 0) {
    if (record.stopRequested || noTransactions.has(client)) {
      (record.stopRequested ? out.notSent : out.perItem).push(...queue.splice(0));
      break;
    }
    const chunk = takeChunk(record, queue);
    if (resends > 0) {
      stats.retried++;
      await sleep(retryDelayMs(resends - 1, Math.random()));
    }
    const verdict = await sendOne(client, chunk, putOf, stats);
    if (verdict.kind === 'landed') {
      resends = 0;
      for (const i of chunk) out.events.push({ i, at: At.Written });
    } else if (verdict.kind === 'unsupported') {
      noTransactions.add(client);
      out.perItem.push(...chunk);
    } else if (verdict.kind === 'resend') {
      // The whole chunk again, first in line, after a backoff; per item once the sends run out.
      if (++resends >= MAX_SENDS) {
        resends = 0;
        out.perItem.push(...chunk);
      } else queue.unshift(...chunk);
    } else if (verdict.kind === 'cancelled') {
      resends = 0;
      const again: number[] = [];
      chunk.forEach((i, n) => {
        const reason = verdict.reasons[n];
        if (reason?.Code === 'None') return void again.push(i);
        if (reason?.Code !== 'ConditionalCheckFailed') return void out.perItem.push(i);
        const current = reason.Item ? itemToWire(reason.Item) : undefined;
        // The SDK sent it again after a lost answer and met our own put: it landed.
        if (!reason.Item) out.perItem.push(i);
        else if (verdict.attempts > 1 && sameItem(record.item(i), current)) out.events.push({ i, at: At.Written });
        else {
          const settled = settle(i, current);
          if ('failed' in settled) {
            out.failed.push(i);
            out.notSent.push(i);
            record.note({ key: record.keyAt(i), reason: 'failed', message: settled.failed });
          } else out.events.push(settled.event);
        }
      });
      queue.unshift(...again);
    } else {
      // Unsure whether it landed: what is there says so; the rest goes per item.
      const now = await itemsAt(client, record, chunk, stats);
      for (const i of chunk)
        if (sameItem(record.item(i), now.get(i))) out.events.push({ i, at: At.Written });
        else out.perItem.push(i);
    }
  }
  return out;
}

/** The next items of the queue that fit one transaction, no two on the same key. */
function takeChunk(record: BulkRecord, queue: number[]): number[] {
  const chunk: number[] = [];
  const keys = new Set<string>();
  let bytes = 0;
  const later: number[] = [];
  while (queue.length > 0 && chunk.length < TRANSACT_ITEMS) {
    const i = queue[0]!;
    const item = record.item(i);
    const size = itemSize(item);
    if (chunk.length > 0 && bytes + size > TRANSACT_BYTES) break;
    queue.shift();
    const key = keyIdentity(item, record.table);
    if (keys.has(key)) {
      later.push(i);
      continue;
    }
    keys.add(key);
    bytes += size;
    chunk.push(i);
  }
  queue.unshift(...later);
  return chunk;
}

type Verdict =
  | { kind: 'landed' }
  | { kind: 'unsupported' }
  | { kind: 'resend' }
  | { kind: 'cancelled'; reasons: CancellationReason[]; attempts: number }
  | { kind: 'unsure' };

async function sendOne(client: DynamoDBClient, chunk: number[], putOf: PutOf, stats: CallStats): Promise<Verdict> {
  try {
    stats.calls++;
    const answer = await client.send(
      new TransactWriteItemsCommand({
        TransactItems: chunk.map((i) => ({ Put: { ...putOf(i), ReturnValuesOnConditionCheckFailure: 'ALL_OLD' } })),
        ClientRequestToken: randomUUID(),
        ReturnConsumedCapacity: 'TOTAL',
      }),
    );
    for (const c of answer.ConsumedCapacity ?? []) stats.units += c.CapacityUnits ?? 0;
    return { kind: 'landed' };
  } catch (e) {
    const err = e as SdkError;
    if (err.name === 'UnknownOperationException') return { kind: 'unsupported' };
    if (isThrottled(e)) return { kind: 'resend' };
    if (err.name !== 'TransactionCanceledException') return { kind: 'unsure' };
    const reasons = err.CancellationReasons ?? [];
    if (reasons.length !== chunk.length) return { kind: 'unsure' };
    // Only a conflict or a throttle, nothing refused: the same transaction again.
    if (reasons.every((r) => r.Code === 'None' || RESEND.has(r.Code ?? '')) && reasons.some((r) => r.Code !== 'None'))
      return { kind: 'resend' };
    return { kind: 'cancelled', reasons, attempts: err.$metadata?.attempts ?? 1 };
  }
}

/**
 * Reads the items a write touches (consistently) and decides whether it landed: after a crash
 * (recovery), after the SDK gave up on a request whose answer was lost, and when a retried write's
 * condition fails on what may be the app's own earlier attempt. The rules are in
 * shared/writes/reconcile.ts; this is their SDK side.
 */
import { GetItemCommand, type CancellationReason, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { Item } from '../../shared/dynamo/types.js';
import type { ChangePlan, WriteAction } from '../../shared/writes/actions.js';
import { holds, landing, writeTargets, type Landing } from '../../shared/writes/reconcile.js';
import type { IntentWrite } from '../state/commit-records.js';
import { itemFromWire, itemToWire } from './wire.js';

/** The keys a write touches, in writeTargets' order: a move's old key, then its new one. */
export function targetKeys(w: IntentWrite): Item[] {
  return w.kind === 'move' && w.oldKey ? [w.oldKey, w.key] : [w.key];
}

export async function readItem(client: DynamoDBClient, TableName: string, Key: Item): Promise<Item | undefined> {
  const out = await client.send(new GetItemCommand({ TableName, Key: itemFromWire(Key), ConsistentRead: true }));
  return out.Item ? itemToWire(out.Item) : undefined;
}

/** Whether the write is in the table as intended, not there at all, or neither. */
export async function readLanding(client: DynamoDBClient, w: IntentWrite): Promise<Landing> {
  const now = await Promise.all(targetKeys(w).map((k) => readItem(client, w.TableName, k)));
  return landing(w, now);
}

/**
 * Whether an error leaves the write's fate unknown: anything but DynamoDB's own refusal of the
 * request (a 4xx it answered: a failed condition, a validation error, throttling). A network
 * error, a timeout or a 5xx after the SDK's retries may have followed a write that landed.
 */
export function maybeLanded(e: unknown): boolean {
  const err = e as { $fault?: string; $metadata?: { httpStatusCode?: number }; name?: string };
  const status = err?.$metadata?.httpStatusCode;
  if (status !== undefined && status >= 400 && status < 500) return false;
  if (err?.name === 'ConditionalCheckFailedException' || err?.name === 'TransactionCanceledException') return false;
  return true;
}

/** Whether the item at action `index`'s key is as the write intended to leave it. */
export function asIntended(intent: IntentWrite | undefined, index: number, now: Item | undefined): boolean {
  const t = intent && writeTargets(intent)[index];
  return t !== undefined && holds(t.intended, t.was, now);
}

/**
 * Whether every action's item is as a transaction meant to leave it (it landed: all or nothing):
 * after a cancellation only when each reason is a failed condition or none; the items from the
 * reasons where DynamoDB returned them, read otherwise.
 */
export async function allHold(
  plans: ChangePlan[],
  intents: ReadonlyMap<string, IntentWrite>,
  e: unknown,
  read: (a: WriteAction) => Promise<{ Item?: Item }>,
): Promise<boolean> {
  const reasons = (e as { CancellationReasons?: CancellationReason[] }).CancellationReasons;
  if (reasons && reasons.some((r) => r.Code && r.Code !== 'None' && r.Code !== 'ConditionalCheckFailed')) return false;
  let at = 0;
  try {
    for (const plan of plans) {
      const intent = intents.get(plan.changeId);
      if (!intent) return false;
      for (let i = 0; i < plan.actions.length; i++, at++) {
        const r = reasons?.[at];
        const now = r?.Item ? itemToWire(r.Item) : (await read(plan.actions[i]!)).Item;
        if (!asIntended(intent, i, now)) return false;
      }
    }
    return true;
  } catch {
    return false;
  }
}

/**
 * The pure rules of a bulk run, kept apart from the service that sends it: how long to wait
 * before sending again what DynamoDB left unprocessed or throttled (exponential backoff with
 * jitter, as AWS asks of BatchWriteItem callers), whether an item is still as it was read (a delete
 * of an item changed since is a conflict, not a write), and whether an item is still as the run
 * left it (the condition of its undo).
 */
import type { Item } from '../dynamo/types.js';
import { sameValue } from './value-equality.js';

/** The first wait, and the most any one wait grows to. */
export const RETRY_BASE_MS = 50;
export const RETRY_CAP_MS = 5_000;
/** After this many sends of the same unprocessed items, they are failed for this pass (Resume tries again). */
export const MAX_SENDS = 10;

/**
 * The wait before the `attempt`-th resend (0 for the first): doubling from RETRY_BASE_MS up to
 * RETRY_CAP_MS, with "equal jitter" (half fixed, half random) so parallel batches do not resend in step.
 */
export function retryDelayMs(attempt: number, random: number): number {
  const ceiling = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (ceiling / 2) * Math.min(1, Math.max(0, random)));
}

/**
 * Every attribute of `asRead` holds the same value in `current`. An item read through a
 * projection is judged on the attributes that were read; attributes added since are a change too
 * only when the read had the whole item (`whole`).
 */
export function stillAsRead(asRead: Item, current: Item | undefined, whole: boolean): boolean {
  if (!current) return false;
  for (const name of Object.keys(asRead)) {
    const now = current[name];
    if (now === undefined || !sameValue(asRead[name]!, now)) return false;
  }
  return !whole || Object.keys(current).length === Object.keys(asRead).length;
}

/**
 * The item is as the run left it: every attribute the run left holds its value, and the attribute
 * the run removed is still absent.
 */
export function stillAsLeft(left: Item, removed: string | undefined, current: Item | undefined): boolean {
  if (!current || (removed !== undefined && current[removed] !== undefined)) return false;
  return stillAsRead(left, current, false);
}

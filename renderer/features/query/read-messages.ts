/**
 * Words for a read's state: the status line, where a stopped read resumes, and a specific message
 * for each way a read commonly fails, so no failure shows as a blank panel or a bare error name.
 */
import { REQUEST_VALIDATION, type ApiErrorShape } from '../../../shared/api-errors.js';
import { formatCompact } from '../../../shared/dynamo/format-compact.js';
import type { Item, KeyNames } from '../../../shared/dynamo/types.js';
import { isConnectionLoss, isThrottling } from '../../../shared/reads/retry-policy.js';
import { pauseAdvice, pauseReasonOf } from '../../../shared/reads/pause.js';
import type { ReadProgress } from '../../../shared/reads/read-progress.js';
import type { RetryEvent } from '../../../shared/reads/paged-read.js';
import { count } from '../../../shared/text/count.js';

const n = (x: number) => x.toLocaleString('en-US');
const plural = count;

export function formatRcu(rcu: number): string {
  const r = Math.round(rcu * 10) / 10;
  return `${r.toLocaleString('en-US', { maximumFractionDigits: 1 })} RCU`;
}

export function formatElapsed(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const m = Math.floor(ms / 60_000);
  return `${m} min ${Math.round((ms % 60_000) / 1000)} s`;
}

/** Time spent on a read that is still running at `now`: the runs before it (Load more) plus this one. */
export function elapsedWhileReading(
  read: { status: string; runStartedAt?: number; elapsedBefore?: number },
  now: number,
): number | undefined {
  if (read.status !== 'reading' || read.runStartedAt === undefined) return undefined;
  return (read.elapsedBefore ?? 0) + Math.max(0, now - read.runStartedAt);
}

/** The figures of the status line, each a short phrase. */
export function progressParts(p: ReadProgress, elapsedMs = p.elapsedMs): string[] {
  const parts = [
    plural(p.items, 'item'),
    plural(p.pages, 'page'),
    `scanned ${n(p.scanned)} / returned ${n(p.returned)}`,
    formatRcu(p.rcu),
    formatElapsed(elapsedMs),
  ];
  const retries = p.sdkRetries + p.retries;
  parts.push(
    retries === 0
      ? 'no retries'
      : `${plural(retries, 'retry', 'retries')}${p.throttled ? ` (${n(p.throttled)} throttled)` : ''}`,
  );
  return parts;
}

/** `PK = "ORG#acme", SK = "USER#0042"`: a start key as a person reads it. */
export function describeKey(key: Item | undefined, keyNames?: KeyNames): string {
  if (!key) return 'the start';
  const names = Object.keys(key);
  const order = keyNames
    ? [keyNames.partitionKey, keyNames.sortKey, ...names].filter(
        (k, i, a): k is string => k !== undefined && k in key && a.indexOf(k) === i,
      )
    : names;
  return order
    .map((k) => `${k} = ${'S' in key[k]! ? JSON.stringify((key[k] as { S: string }).S) : formatCompact(key[k]!, 60)}`)
    .join(', ');
}

/** Where "Load more" picks up: after which key, per unfinished segment when there are several. */
export function resumeText(p: ReadProgress, keyNames?: KeyNames, verb = 'Load more'): string {
  const open = p.segments.filter((s) => !s.done);
  if (open.length === 0) return 'Nothing is left to read.';
  if (p.segments.length === 1) return `${verb} continues after ${describeKey(open[0]!.startKey, keyNames)}.`;
  return `${verb} continues ${plural(open.length, 'unfinished segment')} of ${n(p.segments.length)}, each from its own last key.`;
}

/**
 * After a Stop with pages on their way: DynamoDB bills a page it read whether or not its answer is
 * taken, so the RCU shown leaves them out. Each is put at this read's average page, since the
 * capacity of a page never received is not known.
 */
export function droppedText(dropped: number, p: ReadProgress): string {
  const perPage = p.pages > 0 ? p.rcu / p.pages : 0;
  const each = perPage > 0 ? ` (about ${n(Math.round(perPage * 10) / 10)} RCU each at this read's pages)` : '';
  const what =
    dropped === 1
      ? 'The page on its way when you stopped was'
      : `The ${n(dropped)} pages on their way when you stopped were`;
  return `${what} dropped; DynamoDB bills a page it has read, so ${dropped === 1 ? 'it' : 'they'}, and at most one more page read ahead, are not in the RCU above${each}.`;
}

export function retryText(r: RetryEvent): string {
  const why = r.throttling ? `Throttled (${r.error.name})` : `${r.error.name}: ${r.error.message}`;
  return `${why}. Trying page ${n(r.page)} again in ${formatElapsed(r.delayMs)} (retry ${r.retry} of ${r.maxRetries}).`;
}

export interface ReadErrorText {
  title: string;
  message: string;
  /** What the user can do next. */
  hint?: string;
  /** True when the table itself is missing, so the table list is worth reloading. */
  tableGone?: boolean;
}

export interface ReadErrorContext {
  table: string;
  index?: string;
  keyNames?: KeyNames;
  itemsRead: number;
  failedPage?: number;
}

export function describeReadError(e: ApiErrorShape, ctx: ReadErrorContext): ReadErrorText {
  const kept =
    ctx.itemsRead > 0
      ? ` The ${plural(ctx.itemsRead, 'item')} read before ${ctx.failedPage ? `page ${n(ctx.failedPage)}` : 'it'} are kept.`
      : '';
  if (e.name === 'ResourceNotFoundException' && e.field === 'IndexName' && ctx.index) {
    return {
      title: `Index "${ctx.index}" is not on table "${ctx.table}"`,
      message: `${e.message}.${kept}`,
      hint: 'Pick another index, or reload the table to see its current indexes.',
    };
  }
  if (e.name === 'ResourceNotFoundException') {
    return {
      title: `Table "${ctx.table}" no longer exists`,
      message: `DynamoDB answered that table "${ctx.table}" was not found: it may have been deleted since the table list was loaded.${kept}`,
      hint: 'Reload the table list and pick a table that exists.',
      tableGone: true,
    };
  }
  // Refused before sending by the pre-send gate (shared/requests), with the same meaning as DynamoDB's refusal.
  const gated = e.name === REQUEST_VALIDATION && e.problems !== undefined;
  // AWS says "Consistent reads are not supported on global secondary indexes"; DynamoDB Local "Consistent read cannot be true when querying a GSI".
  if (
    /consistent reads are not supported|consistent read cannot be true/i.test(e.message) ||
    (gated && e.field === 'ConsistentRead')
  ) {
    return {
      title: 'Consistent read is not possible on a global secondary index',
      message: `${e.message}. A GSI is updated asynchronously and serves eventually consistent reads only.`,
      hint: 'Turn off "Consistent read", or query the table or a local secondary index.',
    };
  }
  if (
    /condition parameter type does not match|type does not match schema|key element does not match|key values must have the key's type/i.test(
      e.message,
    )
  ) {
    const pk = ctx.keyNames
      ? ` "${ctx.keyNames.partitionKey}" is ${ctx.keyNames.partitionKeyType}${ctx.keyNames.sortKey ? `, "${ctx.keyNames.sortKey}" is ${ctx.keyNames.sortKeyType}` : ''}.`
      : '';
    return {
      title: 'A key value has the wrong type',
      message: `${e.message}.${pk}`,
      hint: 'Type the value as the key schema says: a Number key takes digits, a Binary key takes base64.',
    };
  }
  if (pauseReasonOf(e) === 'credentials') {
    return {
      title: 'The credentials expired during the read',
      message: `${e.message}${kept}`,
      hint: pauseAdvice('credentials', e),
    };
  }
  if (isConnectionLoss(e)) {
    return {
      title: 'Lost the connection during the read',
      message: `${e.message}.${kept}`,
      hint: 'When the connection is back, Resume continues where the read stopped.',
    };
  }
  if (isThrottling(e)) {
    return {
      title: 'DynamoDB kept throttling this read',
      message: `${e.message}. The read retried with backoff and gave up.${kept}`,
      hint: "Wait a moment and Resume, use a smaller Limit, or raise the table's read capacity.",
    };
  }
  if (gated) {
    return {
      title: `Not sent: DynamoDB would refuse this read (${e.field})`,
      message: e.message,
      hint: 'Nothing was sent. Change what the message names and run the read again.',
    };
  }
  const where = e.field ? ` (field ${e.field})` : '';
  return { title: `The read failed: ${e.name}${where}`, message: `${e.message}${kept}` };
}

/**
 * The pure rules of pausing and resuming (issue 33 items 1 and 2): which failures pause a read and
 * what they tell the user to do, a budget of read units that stops the paged read with exact keys,
 * a budget typed in the form and carried in the read's address, and the resume point a history
 * entry keeps (keys only) and reads back.
 */
import { describe, expect, test } from 'vitest';
import { PagedRead, type PageEvent, type ReadSpec } from '../../../shared/reads/paged-read.js';
import { pauseAdvice, pauseReasonOf } from '../../../shared/reads/pause.js';
import { budgetUnits, parseBudget } from '../../../shared/reads/read-budget.js';
import { parseResumePoint, resumePointOf, resumeProgress } from '../../../shared/reads/resume-point.js';
import type { Item } from '../../../shared/dynamo/types.js';
import { emptyDraft } from '../../../renderer/model/query/query-draft.js';
import { formatRoute, parseRoute } from '../../../renderer/routing/query-route.js';
import { historyOutcome } from '../../../renderer/model/query/read-state.js';
import { FakePagedApi, makeItems } from './fake-paged-api.js';

const skOf = (i: Item) => (i.SK as { S: string }).S;
const noWait = { sleep: () => Promise.resolve() };
const scan = (totalSegments?: number, Limit = 5): ReadSpec => ({
  kind: 'scan',
  request: { TableName: 'T', Limit },
  ...(totalSegments ? { totalSegments } : {}),
});

describe('pause', () => {
  test('expired credentials, a lost connection and throttling pause; a refusal the same request meets again does not', () => {
    expect(pauseReasonOf({ name: 'ExpiredTokenException', message: 'x', statusCode: 400 })).toBe('credentials');
    expect(pauseReasonOf({ name: 'SsoSessionExpired', message: 'Run: aws sso login --profile dev' })).toBe(
      'credentials',
    );
    expect(pauseReasonOf({ name: 'Error', message: 'The security token included in the request is expired' })).toBe(
      'credentials',
    );
    expect(pauseReasonOf({ name: 'ConnectionLost', message: 'gone' })).toBe('connection');
    expect(pauseReasonOf({ name: 'Error', message: 'socket hang up (ECONNRESET)' })).toBe('connection');
    expect(pauseReasonOf({ name: 'ProvisionedThroughputExceededException', message: 'x' })).toBe('throttling');
    expect(pauseReasonOf({ name: 'ValidationException', message: 'bad' })).toBeUndefined();
    expect(pauseReasonOf({ name: 'ResourceNotFoundException', message: 'gone' })).toBeUndefined();
    expect(pauseReasonOf({ name: 'RequestCancelled', message: 'x', cancelled: true })).toBeUndefined();
  });

  test('an SSO profile is told the login command to run before Resume', () => {
    const e = {
      name: 'ExpiredTokenException',
      message: 'expired. Run: aws sso login --profile dev-admin, then Resume.',
    };
    expect(pauseAdvice('credentials', e)).toContain('`aws sso login --profile dev-admin`');
    expect(pauseAdvice('credentials', { name: 'ExpiredTokenException', message: 'expired' })).toContain('Resume');
  });

  test('a read whose credentials expire pauses with exact keys; resuming from them reads the rest, none twice', async () => {
    const items = makeItems(40);
    const api = new FakePagedApi({ items });
    // The third request fails as DynamoDB answers a token past its time.
    api.script.push(undefined as never, undefined as never, {
      name: 'ExpiredTokenException',
      message: 'The security token included in the request is expired',
      statusCode: 400,
    });
    const pages: PageEvent[] = [];
    const started = new PagedRead(api, scan(), { ...noWait, onPage: (e) => pages.push(e) }).start();
    const paused = await started;
    expect(paused).toMatchObject({ end: 'error', pause: 'credentials', canResume: true, failedAt: { page: 3 } });
    const rest = await new PagedRead(api, scan(), {
      ...noWait,
      resumeFrom: paused.progress,
      onPage: (e) => pages.push(e),
    }).start();
    expect(rest.end).toBe('end');
    const read = pages.flatMap((p) => p.page.Items.map(skOf));
    expect(read).toEqual(items.map(skOf));
  });
});

describe('budget', () => {
  test('a read stops once its pages consumed the budget, and each resumed run gets a budget of its own', async () => {
    const items = makeItems(50);
    const api = new FakePagedApi({ items }); // every page consumes 0.5 units
    const read: string[] = [];
    const onPage = (e: PageEvent) => read.push(...e.page.Items.map(skOf));
    const first = await new PagedRead(api, scan(), { ...noWait, rcuBudget: 1.5, onPage }).start();
    expect(first).toMatchObject({ end: 'budget', canResume: true });
    expect(first.progress.pages).toBe(3);
    const second = await new PagedRead(api, scan(), {
      ...noWait,
      rcuBudget: 1.5,
      resumeFrom: first.progress,
      onPage,
    }).start();
    expect(second.end).toBe('budget');
    expect(second.progress.pages).toBe(6);
    const rest = await new PagedRead(api, scan(), { ...noWait, resumeFrom: second.progress, onPage }).start();
    expect(rest.end).toBe('end');
    expect(read).toEqual(items.map(skOf));
  });

  test('a parallel scan stopped by its budget keeps every segment where it stopped', async () => {
    const items = makeItems(80);
    const api = new FakePagedApi({ items });
    const read: string[] = [];
    const onPage = (e: PageEvent) => read.push(...e.page.Items.map(skOf));
    let out = await new PagedRead(api, scan(4), { ...noWait, rcuBudget: 2, onPage }).start();
    expect(out.end).toBe('budget');
    expect(out.progress.segments.filter((s) => !s.done).every((s) => s.startKey !== undefined)).toBe(true);
    for (let runs = 0; out.end === 'budget' && runs < 50; runs++)
      out = await new PagedRead(api, scan(4), { ...noWait, rcuBudget: 2, resumeFrom: out.progress, onPage }).start();
    expect(out.end).toBe('end');
    expect([...read].sort()).toEqual(items.map(skOf).sort());
  });

  test('no page is read ahead under a budget: its units would not be seen', async () => {
    const api = new FakePagedApi({ items: makeItems(20) });
    await new PagedRead(api, scan(), { ...noWait, rcuBudget: 100 }).start();
    expect(api.calls.every((c) => c.req.readAhead === undefined)).toBe(true);
  });

  test('a budget in dollars is read units at the on-demand price; bad text names the field', () => {
    expect(budgetUnits({ amount: 10, unit: 'rcu' })).toBe(10);
    expect(budgetUnits({ amount: 0.125, unit: 'usd' })).toBe(1_000_000);
    expect(parseBudget('0.5', 'usd').budget).toEqual({ amount: 0.5, unit: 'usd' });
    expect(parseBudget('', 'rcu')).toEqual({});
    expect(parseBudget('ten', 'rcu').problem).toMatch(/^Budget: expected a positive number of read units/);
    expect(parseBudget('0', 'rcu').problem).toMatch(/^Budget: expected a number above 0/);
    expect(parseBudget('9'.repeat(10_000), 'rcu').problem!.length).toBeLessThan(200);
  });

  test("the budget is part of the read's address", () => {
    const d = { ...emptyDraft('T', 'scan'), budget: '0.5', budgetUnit: 'usd' as const };
    const route = formatRoute(d);
    expect(route).toContain('budget=0.5usd');
    expect(parseRoute(route)!.draft).toMatchObject({ budget: '0.5', budgetUnit: 'usd' });
    expect(parseRoute('#/scan?table=T&budget=10')!.draft).toMatchObject({ budget: '10', budgetUnit: 'rcu' });
  });
});

describe('resume point', () => {
  const progress = {
    items: 7,
    pages: 2,
    scanned: 7,
    returned: 7,
    rcu: 1,
    sdkRetries: 0,
    sdkRetryDelayMs: 0,
    retries: 0,
    throttled: 0,
    elapsedMs: 5,
    segments: [
      { ...{ items: 4, pages: 1, scanned: 4, returned: 4, rcu: 0.5 }, ...zero(), segment: 0, done: true },
      {
        ...{ items: 3, pages: 1, scanned: 3, returned: 3, rcu: 0.5 },
        ...zero(),
        segment: 1,
        done: false,
        startKey: { PK: { S: 'a' }, SK: { S: 'b' } },
      },
    ],
  };
  function zero() {
    return { sdkRetries: 0, sdkRetryDelayMs: 0, retries: 0, throttled: 0 };
  }

  test('keeps only the keys, and reads back into a progress at zero for a fresh session', () => {
    const point = resumePointOf(progress)!;
    expect(point).toEqual({
      segments: [
        { segment: 0, done: true },
        { segment: 1, done: false, startKey: { PK: { S: 'a' }, SK: { S: 'b' } } },
      ],
    });
    const back = resumeProgress(parseResumePoint(JSON.parse(JSON.stringify(point))), 2)!;
    expect(back.items).toBe(0);
    expect(back.segments[1]).toMatchObject({ items: 0, done: false, startKey: { PK: { S: 'a' } } });
    // Another segment count, a damaged entry, or nothing left: no place to resume.
    expect(resumeProgress(point, 4)).toBeUndefined();
    expect(parseResumePoint({ segments: [{ segment: 0, done: 'no' }] })).toBeUndefined();
    expect(parseResumePoint({ segments: [{ segment: 0, done: false, startKey: { PK: 'a' } }] })).toBeUndefined();
    expect(resumePointOf({ ...progress, segments: [progress.segments[0]!] })).toBeUndefined();
  });

  test("a history entry of a stopped read keeps its resume point, a finished one's does not", () => {
    const stopped = historyOutcome(
      { status: 'stopped', version: 1, progress, outcome: { end: 'stopped', progress, canResume: true } },
      7,
    );
    expect(stopped).toMatchObject({ items: 7, ended: 'stopped', resume: { segments: [{}, { segment: 1 }] } });
    const paused = historyOutcome(
      {
        status: 'error',
        version: 1,
        error: { name: 'ExpiredTokenException', message: 'x' },
        outcome: { end: 'error', progress, canResume: true, pause: 'credentials' },
      },
      7,
    );
    expect(paused).toMatchObject({ resume: { segments: [{}, { segment: 1 }] } });
    expect(historyOutcome({ status: 'done', version: 1, progress }, 7)).not.toHaveProperty('resume');
    // A read ended by its budget says so in its entry, not "capped" like an item cap.
    const budget = historyOutcome(
      { status: 'capped', version: 1, progress, outcome: { end: 'budget', progress, canResume: true } },
      7,
    );
    expect(budget).toMatchObject({ items: 7, ended: 'budget' });
  });
});

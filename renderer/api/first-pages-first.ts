/**
 * First rows first. A read's first page is the request the user is waiting on, and a server that
 * answers one request at a time (dynalite, DynamoDB Local, a busy endpoint) answers in the order
 * it is sent. When a table opens, the panels load what they show on their own (its settings, six
 * control-plane calls; the write history; bulk runs), and did so a task ahead of the read the same
 * change starts: the first page then waited behind them (issue 30: most of the time between the
 * SDK's own first page and the first rows on screen). The calls the API table marks
 * `afterFirstPages` wait here for the task that asked for them to end, so a read started by the
 * same change is sent first, then for every first page on its way (`firstPageWithout`), each for
 * at most `maxHoldMs`, so a read stuck on a dead endpoint never holds a panel for long.
 */
import { methodsWith, traitOf, type ExplorerApi } from '../../shared/api-methods.js';

type Call = (req?: Record<string, unknown>) => Promise<unknown>;

export interface FirstPagesFirstOptions {
  /** The longest a panel's call waits for first pages (default 2 s). */
  maxHoldMs?: number;
}

export const MAX_HOLD_MS = 2_000;

/** Runs `run` in a task of its own, after the current one and its microtasks (not throttled in a hidden tab, unlike a timer). */
function nextTask(run: () => void): void {
  const { port1, port2 } = new MessageChannel();
  port1.onmessage = () => {
    port1.close();
    run();
  };
  port2.postMessage(null);
}

export function firstPagesFirst(api: ExplorerApi, options: FirstPagesFirstOptions = {}): ExplorerApi {
  const maxHoldMs = options.maxHoldMs ?? MAX_HOLD_MS;
  const out: Record<string, Call> = { ...(api as unknown as Record<string, Call>) };
  let onTheirWay = 0;
  let held: (() => void)[] = [];
  const releaseAll = () => {
    const now = held;
    held = [];
    for (const go of now) go();
  };

  for (const method of methodsWith('firstPageWithout')) {
    // A test's ExplorerApi may carry only the methods it needs.
    if (typeof api[method] !== 'function') continue;
    const call = (api[method] as Call).bind(api);
    const cursor = traitOf(method, 'firstPageWithout');
    out[method] = (req) => {
      if (cursor && req?.[cursor] !== undefined) return call(req);
      onTheirWay++;
      const done = () => {
        if (--onTheirWay === 0) releaseAll();
      };
      let answer: Promise<unknown>;
      try {
        answer = call(req);
      } catch (e) {
        done();
        throw e;
      }
      answer.then(done, done);
      return answer;
    };
  }

  /** Resolves once the asking task has ended and no first page is on its way (or `maxHoldMs` passed). */
  const turn = () =>
    new Promise<void>((resolve) =>
      nextTask(() => {
        if (onTheirWay === 0) return resolve();
        let timer: ReturnType<typeof setTimeout> | undefined;
        const go = () => {
          clearTimeout(timer);
          held = held.filter((g) => g !== go);
          resolve();
        };
        timer = setTimeout(go, maxHoldMs);
        held.push(go);
      }),
    );

  for (const method of methodsWith('afterFirstPages')) {
    if (typeof api[method] !== 'function') continue;
    const call = (api[method] as Call).bind(api);
    out[method] = (req) => turn().then(() => call(req));
  }
  return Object.freeze(out) as unknown as ExplorerApi;
}

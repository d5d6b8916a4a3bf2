/**
 * The read as a user sees it: web mode in Debian's Chromium. For the 10,000-item collection, the
 * time from the read's first request to the first item row painted, and to the status line saying
 * every item is read and grouped; for a large Scan, the page's JS heap once every item is shown
 * and the rows in the DOM while scrolling through all of them.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_PATH } from '../support/chromium.js';
import type { Figure } from './report.js';
import { median } from './stats.js';
import { gotoWithSession, type WebServerLink } from '../support/web-session.js';

/** Runs in the page before its scripts: marks the read's first request, first painted item row, and the end. */
const PROBE = `(() => {
  const b = window.__bench = { t0: null, first: null, done: null, expect: null, waits: [], firstBody: null };
  const original = window.fetch;
  window.fetch = function (input, init) {
    const url = typeof input === 'string' ? input : input.url;
    const read = /\\/api\\/(query|scan)$/.test(url);
    const start = performance.now();
    if (b.t0 === null && read) b.t0 = start;
    const answer = original.call(window, input, init);
    if (!read) return answer;
    // How long each page kept the page waiting: from the request to its whole body.
    return answer.then((res) => {
      const text = res.text.bind(res);
      res.text = () => text().then((t) => { const now = performance.now(); if (b.firstBody === null) b.firstBody = now; b.waits.push(now - start); return t; });
      return res;
    });
  };
  // The rAF after the DOM change starts the frame that paints it (a second rAF would also count
  // whatever long task runs after that paint).
  const painted = (key) => { b[key] = -1; requestAnimationFrame(() => { b[key] = performance.now(); }); };
  const check = () => {
    if (b.t0 === null) return;
    if (b.first === null && document.querySelector('[role="treegrid"] [role="row"][aria-level="2"]')) painted('first');
    if (b.done === null && b.expect) {
      const s = document.querySelector('[role="status"][aria-label="Read progress"]');
      const text = s ? s.textContent || '' : '';
      if (text.includes('Read to the end') && text.includes(b.expect)) painted('done');
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
})();`;

/**
 * Scrolls the treegrid top to bottom in steps, then jumps about as a dragged scrollbar does, and
 * counts the rows in the DOM after each frame. A string, so the bundler adds nothing to it.
 */
const SCROLL_PROBE = `(async () => {
  const grid = document.querySelector('[role="treegrid"]');
  const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  const counts = [];
  const steps = 60;
  for (let i = 0; i <= steps; i++) {
    grid.scrollTop = ((grid.scrollHeight - grid.clientHeight) * i) / steps;
    await frame();
    counts.push(grid.querySelectorAll('[role="row"]').length);
  }
  for (let i = 0; i < 20; i++) {
    grid.scrollTop = (grid.scrollHeight * ((i * 7919) % 100)) / 100;
    await frame();
    counts.push(grid.querySelectorAll('[role="row"]').length);
  }
  return { max: Math.max(...counts), min: Math.min(...counts), rowCount: Number(grid.getAttribute('aria-rowcount')), height: grid.clientHeight };
})()`;

export async function launchForBench(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      '--enable-precise-memory-info',
    ],
  });
}

/** The web-mode server (its printed link lets the first context in) and the hash link of the read to open. */
export interface AppLink {
  server: WebServerLink;
  hash: string;
}

export interface OpenedRead {
  page: Page;
  first: number;
  done: number;
  waiting: number;
  pages: number;
  /** When the first page's body had arrived, from the first request. */
  firstBody: number;
  close(): Promise<void>;
}

/**
 * Opens the app, waits until it has loaded and gone quiet, then opens the read's link in the same
 * tab, as a user pasting it would: the figures time the read, not the app's start-up.
 */
export async function openRead(browser: Browser, app: AppLink, expect: string, timeoutMs: number): Promise<OpenedRead> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await context.addInitScript({ content: PROBE.replace('expect: null', `expect: ${JSON.stringify(expect)}`) });
  const page = await context.newPage();
  await gotoWithSession(page, app.server);
  await page.locator('[data-app-state="loaded"]').waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  // Playwright sets up its script in the page on the first wait; done here, it is not timed as the read's.
  await page.waitForFunction(() => (window as unknown as { __bench?: unknown }).__bench !== undefined, undefined, {
    timeout: 10_000,
  });
  await page.evaluate(`location.hash = ${JSON.stringify(app.hash)}`);
  // A function, not a string: the app's CSP forbids eval, which a string predicate needs.
  await page.waitForFunction(
    () => {
      const b = (window as unknown as { __bench: { done: number | null } }).__bench;
      return b.done !== null && b.done > 0;
    },
    undefined,
    { timeout: timeoutMs, polling: 50 },
  );
  const marks = (await page.evaluate('window.__bench')) as {
    t0: number;
    first: number;
    done: number;
    waits: number[];
    firstBody: number;
  };
  const waiting = marks.waits.reduce((a, w) => a + w, 0);
  return {
    page,
    first: marks.first - marks.t0,
    done: marks.done - marks.t0,
    waiting,
    pages: marks.waits.length,
    firstBody: marks.firstBody - marks.t0,
    close: () => context.close(),
  };
}

/**
 * Each run reads the collection with the raw SDK just before the page reads it, and each figure's
 * ratio is the median of those pairs, so the machine's load at the time weighs on both sides.
 */
export async function shownReadFigures(
  browser: Browser,
  link: AppLink,
  items: number,
  runs: number,
  rawRead: () => Promise<unknown>,
  log: (s: string) => void,
): Promise<Figure[]> {
  const first: number[] = [];
  const firstBody: number[] = [];
  const done: number[] = [];
  const waiting: number[] = [];
  const raw: number[] = [];
  for (let r = 0; r < runs + 1; r++) {
    const t0 = performance.now();
    await rawRead();
    const rawMs = performance.now() - t0;
    const run = await openRead(browser, link, `${items.toLocaleString('en-US')} items`, 120_000);
    await run.close();
    if (r > 0) {
      first.push(run.first);
      firstBody.push(run.firstBody);
      done.push(run.done);
      waiting.push(run.waiting);
      raw.push(rawMs);
    }
  }
  const f = median(first);
  const d = median(done);
  const w = median(waiting);
  const rawMs = median(raw);
  const ratio = (xs: number[]) => median(xs.map((x, i) => x / raw[i]!));
  const split = `of which waiting for pages over web mode ${w.toFixed(0)} ms, in the page (parse, group, draw) ${(d - w).toFixed(0)} ms`;
  log(
    `Chromium ${items}: first page's body ${median(firstBody).toFixed(0)} ms, first rows ${f.toFixed(0)} ms, all grouped ${d.toFixed(0)} ms, ${split} (raw SDK ${rawMs.toFixed(0)} ms)`,
  );
  const what = `${items.toLocaleString('en-US')}-item collection in Chromium`;
  return [
    {
      section: 'web UI',
      measure: `${what}, first rows visible`,
      value: f,
      unit: 'ms',
      baseline: { label: 'raw SDK', value: rawMs },
      ratio: ratio(first),
      samples: first,
      note: `the first page over web mode arrived after ${median(firstBody).toFixed(0)} ms; parsed, grouped and painted ${(f - median(firstBody)).toFixed(0)} ms later`,
    },
    {
      section: 'web UI',
      measure: `${what}, all rows grouped`,
      value: d,
      unit: 'ms',
      baseline: { label: 'raw SDK', value: rawMs },
      ratio: ratio(done),
      target: { max: 1.5, of: 'ratio' },
      samples: done,
      note: split,
    },
  ];
}

/** The page's JS heap in MB once garbage is collected. */
export async function heapAfterGc(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  await cdp.detach();
  return (metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? Number.NaN) / 2 ** 20;
}

export async function memoryFigures(
  browser: Browser,
  link: AppLink,
  items: number,
  log: (s: string) => void,
): Promise<Figure[]> {
  const run = await openRead(browser, link, `${items.toLocaleString('en-US')} items`, 280_000);
  const heap = await heapAfterGc(run.page);
  const precise =
    ((await run.page.evaluate('performance.memory ? performance.memory.usedJSHeapSize : NaN')) as number) / 2 ** 20;
  const rows = (await run.page.evaluate(SCROLL_PROBE)) as {
    max: number;
    min: number;
    rowCount: number;
    height: number;
  };
  await run.close();
  log(
    `Chromium ${items} shown: heap ${heap.toFixed(1)} MB (performance.memory ${precise.toFixed(1)} MB), DOM rows ${rows.min}..${rows.max} of ${rows.rowCount}, read ${run.done.toFixed(0)} ms`,
  );
  const what = `${items.toLocaleString('en-US')} items shown (Scan)`;
  return [
    { section: 'web UI', measure: `${what}, read and grouped`, value: run.done, unit: 'ms' },
    {
      section: 'web UI',
      measure: `${what}, JS heap after GC`,
      value: heap,
      unit: 'MB',
      target: { max: 400, of: 'value' },
      note: `performance.memory.usedJSHeapSize ${precise.toFixed(1)} MB`,
    },
    {
      section: 'web UI',
      measure: `${what}, DOM rows while scrolling (max)`,
      value: rows.max,
      unit: 'rows',
      target: { max: 200, of: 'value' },
      note: `${rows.rowCount} rows in the treegrid, ${rows.height} px tall; between ${rows.min} and ${rows.max} in the DOM`,
    },
  ];
}

/**
 * The pictures while a Scan goes on (issue 23): the Design tab is open before the read starts, so
 * the diagram follows the read page by page, and the grid draws a strip beside each collection row.
 * Measured: from the last page's body arriving in the page to the first frame that paints the
 * final picture (the diagram's "Items read" adding up to every item, the status saying the read
 * ended, the grid's strips drawn), and the whole read with the diagram open against the same read
 * with it closed, so what following the read costs shows as a ratio. The probe is a string, so the
 * bundler adds nothing to it.
 */
import type { Browser, Page } from 'playwright-core';
import { gotoWithSession } from '../support/web-session.js';
import type { AppLink } from './browser-bench.js';
import type { Figure } from './report.js';
import { median } from './stats.js';

/** Runs in the page before its scripts; does nothing until `window.__pics.armed` is set. */
const PROBE = `(() => {
  const b = window.__pics = { armed: false, expect: 0, t0: null, lastBody: null, bodies: 0, drawn: null, diagramPages: 0 };
  const original = window.fetch;
  window.fetch = function (input, init) {
    const url = typeof input === 'string' ? input : input.url;
    const answer = original.call(window, input, init);
    if (!b.armed || !/\\/api\\/(query|scan)$/.test(url)) return answer;
    if (b.t0 === null) b.t0 = performance.now();
    return answer.then((res) => {
      const text = res.text.bind(res);
      res.text = () => text().then((t) => { b.lastBody = performance.now(); b.bodies++; return t; });
      return res;
    });
  };
  const itemsInDiagram = () => {
    const cells = document.querySelectorAll('figure table.diagram-entities tbody tr td:last-child');
    let sum = 0;
    for (const c of cells) sum += Number((c.textContent || '').replace(/,/g, ''));
    return cells.length === 0 ? -1 : sum;
  };
  let lastText = '';
  const check = () => {
    if (!b.armed || b.drawn !== null) return;
    const figure = document.querySelector('figure table.diagram-entities');
    if (figure && figure.textContent !== lastText) { lastText = figure.textContent; b.diagramPages++; }
    const s = document.querySelector('[role="status"][aria-label="Read progress"]');
    const text = s ? s.textContent || '' : '';
    if (!text.includes('Read to the end') || !text.includes(b.expect.toLocaleString('en-US') + ' items')) return;
    if (b.needDiagram && itemsInDiagram() !== b.expect) return;
    if (!document.querySelector('[role="treegrid"] [role="img"][aria-label^="Layout of "]')) return;
    b.drawn = -1;
    requestAnimationFrame(() => { b.drawn = performance.now(); });
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
})();`;

interface Marks {
  t0: number;
  lastBody: number;
  bodies: number;
  drawn: number;
  diagramPages: number;
}

/** Opens the app on a small read of the table, with the Design tab chosen or not, ready to Scan. */
async function ready(
  browser: Browser,
  link: AppLink,
  warmHash: string,
  withDiagram: boolean,
): Promise<{ page: Page; close(): Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await context.addInitScript({ content: PROBE });
  const page = await context.newPage();
  await gotoWithSession(page, link.server, warmHash);
  await page.locator('[data-app-state="loaded"]').waitFor({ timeout: 60_000 });
  await page
    .getByRole('status', { name: 'Read progress' })
    .filter({ hasText: 'Read to the end' })
    .waitFor({ timeout: 60_000 });
  await page.getByRole('tab', { name: withDiagram ? 'Design' : 'Sort key drill-down' }).click();
  if (withDiagram)
    await page
      .getByRole('figure', { name: 'Design diagram' })
      .locator('table.diagram-entities')
      .waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  return { page, close: () => context.close() };
}

async function scanOnce(
  browser: Browser,
  link: AppLink,
  warmHash: string,
  items: number,
  withDiagram: boolean,
): Promise<Marks> {
  const run = await ready(browser, link, warmHash, withDiagram);
  try {
    await run.page.evaluate(
      `Object.assign(window.__pics, { armed: true, expect: ${items}, needDiagram: ${withDiagram} }); location.hash = ${JSON.stringify(link.hash)};`,
    );
    // A function, not a string: the app's CSP forbids eval, which a string predicate needs.
    await run.page.waitForFunction(
      () => {
        const b = (window as unknown as { __pics: { drawn: number | null } }).__pics;
        return b.drawn !== null && b.drawn > 0;
      },
      undefined,
      { timeout: 300_000, polling: 50 },
    );
    return (await run.page.evaluate('window.__pics')) as Marks;
  } finally {
    await run.close();
  }
}

export async function picturesAtReadEndFigures(
  browser: Browser,
  link: AppLink,
  warmHash: string,
  items: number,
  runs: number,
  log: (s: string) => void,
): Promise<Figure[]> {
  const after: number[] = [];
  const closedAfter: number[] = [];
  const withDiagram: number[] = [];
  const without: number[] = [];
  let pages = 0;
  let redraws = 0;
  for (let r = 0; r < runs + 1; r++) {
    const open = await scanOnce(browser, link, warmHash, items, true);
    const closed = await scanOnce(browser, link, warmHash, items, false);
    if (r === 0) continue; // the first pair warms the server and the browser's caches
    after.push(open.drawn - open.lastBody);
    closedAfter.push(closed.drawn - closed.lastBody);
    withDiagram.push(open.drawn - open.t0);
    without.push(closed.drawn - closed.t0);
    pages = open.bodies;
    redraws = open.diagramPages;
  }
  const ratio = median(withDiagram.map((x, i) => x / without[i]!));
  const what = `${items.toLocaleString('en-US')}-item Scan with the Design tab open`;
  log(
    `${what}: final diagram and strips ${median(after).toFixed(0)} ms after the last page (samples ${after.map((x) => x.toFixed(0)).join(', ')}; with the tab closed the grid and strips ${median(closedAfter).toFixed(0)} ms: ${closedAfter.map((x) => x.toFixed(0)).join(', ')}); whole read ${median(withDiagram).toFixed(0)} ms, ${median(without).toFixed(0)} ms with it closed (${ratio.toFixed(2)}x); ${pages} pages, the diagram's figures redrawn ${redraws} times`,
  );
  return [
    {
      section: 'pictures',
      measure: `${what}: diagram and strips drawn, from the last page's arrival`,
      value: median(after),
      unit: 'ms',
      samples: after,
      target: { max: 100, of: 'value' },
      baseline: { label: 'Design tab closed: grid and strips', value: median(closedAfter) },
      ratio: median(after.map((x, i) => x / closedAfter[i]!)),
      note: `${pages} pages; the diagram's figures redrawn ${redraws} times during the read (a model kept from an earlier read fixes the boxes)`,
    },
    {
      section: 'pictures',
      measure: `${what}: whole read, against the same read with the diagram closed`,
      value: median(withDiagram),
      unit: 'ms',
      samples: withDiagram,
      baseline: { label: 'Design tab closed', value: median(without) },
      ratio,
    },
  ];
}

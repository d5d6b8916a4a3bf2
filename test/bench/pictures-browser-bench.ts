/**
 * The pictures in Chromium after a Scan: how long the Design tab takes to draw its diagram once
 * chosen, how many strips the grid drew with its rows, and the layout map: time to its first
 * strips, then frame times while it scrolls top to bottom (one step per frame, as a wheel does).
 * The probes are strings, so the bundler adds nothing to them.
 */
import type { Browser } from 'playwright-core';
import { openRead, type AppLink } from './browser-bench.js';
import type { Figure } from './report.js';

/**
 * Clicks a tab and resolves with the time to the frame that first paints `selector`: a mutation
 * observer sees it come into the DOM in the task that renders it, and the animation frame asked for
 * there is the one that paints it (as the read-end probe marks "drawn"). Polling for it from a
 * timer instead would wait behind whatever task runs first after that paint, and count work that
 * follows the picture (the Design tab's checks) as if the picture waited for it.
 */
const shownAfterClick = (tab: string, selector: string) => `new Promise((resolve) => {
  const button = [...document.querySelectorAll('[role="tab"]')].find((b) => b.textContent === ${JSON.stringify(tab)});
  let seen = false;
  const t0 = performance.now();
  const check = () => {
    if (seen || !document.querySelector(${JSON.stringify(selector)})) return;
    seen = true;
    observer.disconnect();
    requestAnimationFrame(() => resolve(performance.now() - t0));
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, attributes: true });
  button.click();
  check();
})`;

const SCROLL_MAP = `(async () => {
  const list = document.querySelector('[role="list"][aria-label="Layout map"]');
  const frames = [];
  let last = await new Promise((r) => requestAnimationFrame(r));
  const step = 24 * 6;
  for (let i = 0; i < 240 && list.scrollTop + list.clientHeight < list.scrollHeight; i++) {
    list.scrollTop += step;
    const now = await new Promise((r) => requestAnimationFrame(r));
    frames.push(now - last);
    last = now;
  }
  frames.sort((a, b) => a - b);
  return { frames: frames.length, median: frames[frames.length >> 1], p95: frames[Math.floor(frames.length * 0.95)], max: frames[frames.length - 1],
    strips: list.querySelectorAll('[role="img"]').length, rows: Number(list.querySelectorAll('[role="listitem"]').length) };
})()`;

export async function pictureBrowserFigures(
  browser: Browser,
  link: AppLink,
  items: number,
  collections: number,
  log: (s: string) => void,
): Promise<Figure[]> {
  const run = await openRead(browser, link, `${items.toLocaleString('en-US')} items`, 280_000);
  try {
    const strips = (await run.page.evaluate(
      `document.querySelectorAll('[role="treegrid"] [role="img"][aria-label^="Layout of "]').length`,
    )) as number;
    const diagram = (await run.page.evaluate(shownAfterClick('Design', 'figure svg g[data-node]'))) as number;
    const map = (await run.page.evaluate(
      shownAfterClick('Layout map', '[aria-label="Layout map"] [role="img"]'),
    )) as number;
    const scroll = (await run.page.evaluate(SCROLL_MAP)) as {
      frames: number;
      median: number;
      p95: number;
      max: number;
      strips: number;
    };
    log(
      `pictures in Chromium, ${items} items in ${collections} collections: ${strips} strips with the grid's rows; diagram ${diagram.toFixed(0)} ms after its tab; layout map ${map.toFixed(0)} ms; scrolling ${scroll.frames} frames, median ${scroll.median.toFixed(1)} ms, p95 ${scroll.p95.toFixed(1)} ms`,
    );
    const what = `${items.toLocaleString('en-US')}-item Scan (${collections.toLocaleString('en-US')} collections)`;
    return [
      {
        section: 'pictures',
        measure: `${what}: design diagram drawn, from choosing its tab`,
        value: diagram,
        unit: 'ms',
        target: { max: 100, of: 'value' },
        note: `the whole Design panel mounts (evidence, choices, checks) with it; ${strips} strips drawn with the grid's rows at the read's end`,
      },
      {
        section: 'pictures',
        measure: `${what}: layout map's first strips, from choosing its tab`,
        value: map,
        unit: 'ms',
      },
      {
        section: 'pictures',
        measure: `${what}: layout map scrolling, median frame`,
        value: scroll.median,
        unit: 'ms',
        target: { max: 16.7, of: 'value' },
        note: `${scroll.frames} frames, p95 ${scroll.p95.toFixed(1)} ms, worst ${scroll.max.toFixed(1)} ms; ${scroll.strips} strips in the DOM at the end`,
      },
    ];
  } finally {
    await run.close();
  }
}

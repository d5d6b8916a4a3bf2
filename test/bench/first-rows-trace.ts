/**
 * A look inside the first rows of a big collection (not a figure of `npm run bench`): opens the
 * 10,000-item collection's link in Chromium with a performance trace running, and prints what the
 * page's main thread and its requests did from the link to the first item row painted.
 * With --warm, another collection is read in the same page first, so the trace shows the read without
 * the cost of code running for the first time.
 * `npx tsx test/bench/first-rows-trace.ts [--warm] [runs] [trace.json]`
 */
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from '../support/chromium.js';
import { testClient } from '../support/dynamo-client.js';
import { isolateAwsConfig } from '../support/isolated-aws-config.js';
import { startServe } from '../support/serve-process.js';
import { gotoWithSession } from '../support/web-session.js';
import { oneCollection } from './dataset.js';
import { startDynaliteProcess } from './dynalite-process.js';
import { createBenchTable, writeItems } from './seed.js';

/** Marks the link, the first read request, its body, and the first item row (a rAF after it appears). */
const PROBE = `(() => {
  const mark = (n) => performance.mark(n);
  const b = window.__trace = { t0: null };
  const original = window.fetch;
  window.fetch = function (input, init) {
    const url = typeof input === 'string' ? input : input.url;
    const name = url.replace(/^.*\\/api\\//, '');
    mark('fetch ' + name);
    const read = /\\/api\\/(query|scan)$/.test(url);
    if (read && b.t0 === null) b.t0 = performance.now();
    return original.call(window, input, init).then((res) => {
      mark('response ' + name);
      const text = res.text.bind(res);
      res.text = () => text().then((t) => { mark('body ' + name); return t; });
      return res;
    });
  };
  window.addEventListener('hashchange', () => mark('hashchange'));
  new MutationObserver(() => {
    if (b.first || b.t0 === null) return;
    if (document.querySelector('[role="treegrid"] [role="row"][aria-level="2"]')) {
      b.first = -1; mark('first row in DOM');
      requestAnimationFrame(() => { b.first = performance.now(); mark('first row painted'); });
    }
  }).observe(document, { subtree: true, childList: true });
})();`;

const summaries: { wall: number; cpuBefore: number; cpuAfter: number; cpuLink: number }[] = [];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
  cat: string;
}

async function main() {
  const args = process.argv.slice(2).filter((a) => a !== '--warm');
  const warm = process.argv.includes('--warm');
  const runs = Number(args[0] ?? 3);
  const out = args[1];
  isolateAwsConfig();
  const db = await startDynaliteProcess();
  const raw = testClient(db.endpoint);
  const web = await startServe(['--endpoint', db.endpoint, '--region', 'us-east-1', '--no-sandbox']);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    await createBenchTable(raw, 'BenchOrders');
    await writeItems(raw, 'BenchOrders', oneCollection(42, 10_000, 1));
    if (warm) await writeItems(raw, 'BenchOrders', oneCollection(43, 10_000, 2));
    for (let r = 0; r < runs; r++) {
      const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
      await context.addInitScript({ content: PROBE });
      const page = await context.newPage();
      await gotoWithSession(page, web);
      await page.locator('[data-app-state="loaded"]').waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      await page.waitForFunction(() => (window as unknown as { __trace?: unknown }).__trace !== undefined);
      if (warm) {
        // Another collection read first in the same page: the traced read then runs on compiled code.
        await page.evaluate(`location.hash = '#/query?table=BenchOrders&pk=CUSTOMER%23c0000043&cap=none'`);
        await page.waitForFunction(
          () => ((window as unknown as { __trace: { first?: number } }).__trace.first ?? 0) > 0,
          undefined,
          { timeout: 60_000, polling: 20 },
        );
        // A read that finds nothing, so no row of that read is still there when this one starts.
        await page.evaluate(`location.hash = '#/query?table=BenchOrders&pk=NONE&cap=none'`);
        await page.waitForFunction(
          () => !document.querySelector('[role="treegrid"] [role="row"][aria-level="2"]'),
          undefined,
          { timeout: 10_000 },
        );
        await page.waitForTimeout(1_500);
        await page.evaluate(
          `Object.assign(window.__trace, { t0: null, first: undefined }); performance.clearMarks(); performance.clearResourceTimings()`,
        );
      }
      await browser.startTracing(page, {
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'blink.user_timing',
          'v8.execute',
          'toplevel',
          'disabled-by-default-v8.cpu_profiler',
          ...(process.env.TRACE_CATEGORIES?.split(',') ?? []),
        ],
      });
      await page.evaluate(`location.hash = '#/query?table=BenchOrders&pk=CUSTOMER%23c0000042&cap=none'`);
      await page.waitForFunction(
        () => ((window as unknown as { __trace: { first?: number } }).__trace.first ?? 0) > 0,
        undefined,
        { timeout: 60_000, polling: 20 },
      );
      await page.waitForTimeout(300);
      const buffer = await browser.stopTracing();
      // Resource timing comes from the network stack: when each answer really arrived, however busy the page was.
      const timings = await page.evaluate(() => {
        const zero = performance.getEntriesByName('hashchange')[0]?.startTime ?? 0;
        return performance
          .getEntriesByType('resource')
          .filter((e) => e.name.includes('/api/') && e.startTime >= zero)
          .map((e) => {
            const r = e as PerformanceResourceTiming;
            return `${r.name.replace(/^.*\/api\//, '')}: start ${(r.startTime - zero).toFixed(1)}, sent ${(r.requestStart - zero).toFixed(1)}, first byte ${(r.responseStart - zero).toFixed(1)}, end ${(r.responseEnd - zero).toFixed(1)}`;
          });
      });
      console.log(`network:\n  ${timings.join('\n  ')}`);
      if (out) writeFileSync(`${out}.${r}.json`, buffer);
      report(JSON.parse(buffer.toString()).traceEvents as TraceEvent[]);
      await context.close();
    }
    const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    console.log(
      `medians over ${summaries.length} runs: request to first row ${med(summaries.map((x) => x.wall)).toFixed(1)} ms wall; page thread time link to request ${med(summaries.map((x) => x.cpuLink)).toFixed(1)} ms, request to body ${med(summaries.map((x) => x.cpuBefore)).toFixed(1)} ms, body to first row ${med(summaries.map((x) => x.cpuAfter)).toFixed(1)} ms`,
    );
  } finally {
    await browser.close();
    raw.destroy();
    await web.stop();
    await db.close();
  }
}

function report(events: TraceEvent[]) {
  const main = events.find(
    (e) =>
      e.name === 'thread_name' &&
      e.args?.name === 'CrRendererMain' &&
      events.some((m) => m.pid === e.pid && m.cat === 'blink.user_timing'),
  );
  if (!main) throw new Error('no renderer main thread in the trace');
  const marks = events.filter(
    (e) =>
      e.pid === main.pid &&
      e.cat === 'blink.user_timing' &&
      (e.ph === 'R' || e.ph === 'I' || e.ph === 'b' || e.ph === 'n'),
  );
  const start = marks.find((m) => m.name === 'hashchange')?.ts ?? marks[0]!.ts;
  const end = marks.find((m) => m.name === 'first row painted')?.ts ?? start + 1e6;
  const ms = (ts: number) => ((ts - start) / 1000).toFixed(1).padStart(7);
  const lines: [number, string][] = marks
    .filter((m) => m.ts <= end + 1)
    .map((m) => [m.ts, `${ms(m.ts)}  mark ${m.name}`]);
  const tasks = events.filter(
    (e) =>
      e.pid === main.pid &&
      e.tid === main.tid &&
      e.ph === 'X' &&
      e.name === 'RunTask' &&
      e.ts + (e.dur ?? 0) >= start &&
      e.ts <= end,
  );
  for (const t of tasks) {
    if ((t.dur ?? 0) < 1000) continue;
    const inside = events.filter(
      (e) =>
        e.pid === main.pid &&
        e.tid === main.tid &&
        e.ph === 'X' &&
        e.ts >= t.ts &&
        e.ts < t.ts + t.dur! &&
        e !== t &&
        (e.dur ?? 0) >= 500,
    );
    const what = inside
      .slice(0, 8)
      .map((e) => {
        const d = e.args?.data ?? {};
        const fn = (d.functionName as string | undefined) ?? (d.type as string | undefined) ?? '';
        return `${e.name}${fn ? `(${fn})` : ''} ${((e.dur ?? 0) / 1000).toFixed(1)}`;
      })
      .join(', ');
    lines.push([t.ts, `${ms(t.ts)}  task ${((t.dur ?? 0) / 1000).toFixed(1)} ms: ${what}`]);
  }
  // Thread time (tdur) rather than wall time: what the page itself spent, less sensitive to a busy machine.
  const t0 = marks.find((m) => m.name === 'fetch query')?.ts ?? start;
  const cpu = (from: number, to: number) =>
    tasks.filter((t) => t.ts >= from && t.ts < to).reduce((a, t) => a + ((t as { tdur?: number }).tdur ?? 0), 0) / 1000;
  const body = marks.find((m) => m.name === 'body query')?.ts ?? end;
  summaries.push({
    wall: (end - t0) / 1000,
    cpuBefore: cpu(t0, body),
    cpuAfter: cpu(body, end + 1),
    cpuLink: cpu(start, t0),
  });
  lines.push([
    end + 2,
    `page thread time: link to request ${cpu(start, t0).toFixed(1)} ms, request to body ${cpu(t0, body).toFixed(1)} ms, body to first row ${cpu(body, end + 1).toFixed(1)} ms (wall, request to first row: ${((end - t0) / 1000).toFixed(1)} ms)`,
  ]);
  lines.sort((a, b) => a[0] - b[0]);
  console.log('---');
  for (const [, l] of lines) console.log(l);
  const at = (name: string) => marks.find((m) => m.name === name)?.ts;
  const windows: [string, number | undefined, number | undefined][] = [
    ['link to first request', start, at('fetch query')],
    ['first request to its body', at('fetch query'), at('body query')],
    ['body to first row painted', at('body query'), end],
  ];
  for (const [label, from, to] of windows)
    if (from !== undefined && to !== undefined) profileWindow(events, main.pid, label, from, to);
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

/** Where the main thread's samples fell between two trace times: self time per function, and time under each function. */
function profileWindow(events: TraceEvent[], pid: number, label: string, from: number, to: number) {
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  let ts = events.find((e) => e.pid === pid && e.name === 'Profile')?.args?.data?.startTime as number | undefined;
  for (const e of events.filter((x) => x.pid === pid && x.name === 'ProfileChunk').sort((a, b) => a.ts - b.ts)) {
    const d = e.args!.data as { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] };
    for (const n of d.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    const ids = d.cpuProfile?.samples ?? [];
    ids.forEach((id, i) => {
      ts = (ts ?? 0) + (d.timeDeltas?.[i] ?? 0);
      samples.push({ ts: ts!, node: id });
    });
  }
  const self = new Map<string, number>();
  const under = new Map<string, number>();
  const name = (n: ProfileNode) =>
    `${n.callFrame.functionName || '(anonymous)'} ${(n.callFrame.url ?? '').replace(/^.*\//, '')}:${(n.callFrame.lineNumber ?? -1) + 1}`;
  let count = 0;
  for (let i = 0; i < samples.length; i++) {
    const s = samples[i]!;
    if (s.ts < from || s.ts > to) continue;
    const weight = ((samples[i + 1]?.ts ?? s.ts) - s.ts) / 1000;
    const leaf = nodes.get(s.node);
    if (!leaf || leaf.callFrame.functionName === '(idle)') continue;
    count += weight;
    self.set(name(leaf), (self.get(name(leaf)) ?? 0) + weight);
    const seen = new Set<string>();
    for (let n: ProfileNode | undefined = leaf; n; n = n.parent === undefined ? undefined : nodes.get(n.parent)) {
      const k = name(n);
      if (seen.has(k)) continue;
      seen.add(k);
      under.set(k, (under.get(k) ?? 0) + weight);
    }
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `    ${v.toFixed(1).padStart(6)} ${k}`)
      .join('\n');
  console.log(`== ${label}: ${((to - from) / 1000).toFixed(1)} ms, ${count.toFixed(1)} ms busy`);
  console.log(`  self:\n${top(self, 12)}`);
  console.log(`  under:\n${top(under, 30)}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

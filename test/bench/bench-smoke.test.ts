/**
 * `npm run bench` once, with tiny sizes, inside `npm test`: the bench broke once (a page body whose
 * items became lazy read as 0 items) and nothing noticed until someone ran it by hand. This runs
 * every section as the bench itself runs them (its own servers, DynamoDB Local, Chromium on the
 * built renderer), so each section's own checks (item counts read back, runs that end "done", the
 * census against counting afresh) run too. It asserts what the figures are, never how large: a
 * number, finite, for every figure printed; no section skipped. The sizes are too small for the
 * figures to mean anything; `npm run bench` gives the real ones.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import type { Figure } from './report.js';

const out = mkdtempSync(join(tmpdir(), 'ice-bench-smoke-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** Sizes just above what each section needs: the read's first page is 50 items, so 120 hold three. */
const TINY = [
  ['--runs', '1'],
  ['--grouping-sizes', '1500'],
  ['--picture-items', '1500'],
  ['--read-items', '120'],
  ['--shown-items', '300'],
  ['--scan-sizes', '200'],
  ['--bulk-items', '30'],
  ['--keystrokes', '3'],
  ['--tabs', '3'],
  ['--export-items', '300'],
  ['--out', out],
].flat();

/** One measure each bench section prints, so a section that stops running is named. */
const SECTIONS: Record<string, RegExp> = {
  'grouping (grouping-bench.ts)': /^grouping: 1,500 items/,
  'pictures in Node (pictures-bench.ts)': /^pictures: design diagram of a 1,500-item Scan, from scratch/,
  'PartiQL SELECT on DynamoDB Local (partiql-bench.ts)': /^partiql: .*through the app's service$/,
  'read to the end (read-bench.ts)': /^read: .*service \(no UI\)$/,
  'bulk delete on dynalite (write-bench.ts)': /^writes: bulk delete of 30 items, our run, each unit read back/,
  'bulk delete on DynamoDB Local (write-bench-local.ts)': /^writes: bulk delete of 30 items on DynamoDB Local/,
  'one commit in Chromium (write-bench.ts)': /^writes: one edit: "Commit changes" clicked/,
  'one commit over HTTP, no page (commit-api-bench.ts)': /^writes: one edit: commitChanges over HTTP/,
  'read to the end over web mode (read-bench.ts)': /^read: .*web mode HTTP$/,
  'first rows in Chromium (browser-bench.ts)': /^web UI: .*first rows visible$/,
  'all rows grouped in Chromium (browser-bench.ts)': /^web UI: .*all rows grouped$/,
  "first rows beyond the SDK's first page (run.ts)": /^web UI: first rows of .* beyond the SDK's first/,
  'full Scan in Chromium (scan-bench.ts)': /^scan: full Scan of 200 items/,
  'memory and DOM rows (browser-bench.ts)': /^web UI: .*DOM rows while scrolling/,
  'pictures at the read end (pictures-read-end-bench.ts)': /^pictures: .*with the Design tab open/,
  'pictures in Chromium (pictures-browser-bench.ts)': /^pictures: .*layout map's first strips/,
  'Explain after a keystroke (explain-bench.ts)': /^web UI: Explain region updated/,
  'export next to a raw SDK Scan (export-bench.ts)': /^export: a 300-item Scan exported by the service/,
  'export heap (export-bench.ts)':
    /^export: service heap kept alive at its peak during a 300-item export \(after a forced GC\)$/,
  'tabs in Chromium (tabs-bench.ts)': /^web UI: 3 tabs of .*switch to a background tab until painted/,
  'tabs, JS heap (tabs-bench.ts)': /^web UI: 3 tabs of .*JS heap after GC$/,
};

function runBench(): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/bench/run.ts', ...TINY], {
      cwd: process.cwd(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const numbersOf = (f: Figure): [string, unknown][] => [
  ['value', f.value],
  ...(f.baseline ? [['baseline', f.baseline.value] as [string, unknown]] : []),
  ...('ratio' in f ? [['ratio', f.ratio] as [string, unknown]] : []),
  ...(f.samples ?? []).map((s, i) => [`sample ${i}`, s] as [string, unknown]),
];

// No timed assertion: the timeout only ends a hung run (a loaded CI machine takes minutes).
test('every bench section runs at tiny sizes, passes its own checks and prints finite figures', async () => {
  const run = await runBench();
  expect(run.code, `the bench failed:\n${run.stderr.slice(-4000)}\n${run.stdout.slice(-2000)}`).toBe(0);

  const files = readdirSync(out).filter((f) => f.endsWith('.json'));
  expect(files).toHaveLength(1);
  const written = JSON.parse(readFileSync(join(out, files[0]!), 'utf8')) as { figures: Figure[]; skipped: string[] };
  expect(written.skipped, 'sections the bench skipped').toEqual([]);

  const measures = written.figures.map((f) => `${f.section}: ${f.measure}`);
  const missing = Object.entries(SECTIONS)
    .filter(([, m]) => !measures.some((x) => m.test(x)))
    .map(([name]) => name);
  expect(missing, `sections that printed nothing; measures printed:\n${measures.join('\n')}`).toEqual([]);

  // JSON writes NaN and Infinity as null, so a figure that was not a finite number is not one here.
  const bad = written.figures.flatMap((f) =>
    numbersOf(f)
      .filter(([, n]) => typeof n !== 'number' || !Number.isFinite(n))
      .map(([what, n]) => `${f.section}: ${f.measure}: ${what} is ${String(n)}`),
  );
  expect(bad).toEqual([]);
  // The printed table and the notes beside the figures carry numbers too.
  expect(run.stdout).not.toMatch(/NaN|Infinity/);
  expect(JSON.stringify(written.figures.map((f) => f.note ?? ''))).not.toMatch(/NaN|Infinity/);
}, 900_000);

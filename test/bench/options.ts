/** Benchmark sizes and switches, from flags (`npm run bench -- --runs 3`) or BENCH_* variables. */
import { parseArgs } from 'node:util';

export interface BenchOptions {
  runs: number;
  groupingSizes: number[];
  readItems: number;
  shownItems: number;
  /** Items of the Scan whose pictures (diagram, strips) are drawn in Node: the 100,000. */
  pictureItems: number;
  /** Items of the bulk delete figures: the 5,000. */
  bulkItems: number;
  /** Keystrokes timed in the Explain figure. */
  keystrokes: number;
  /** Full Scans in Chromium at these sizes, each against the raw SDK Scan. */
  scanSizes: number[];
  browser: boolean;
  seed: number;
  outDir: string;
  /** Only the grouping figures (no servers, no browser): `--only grouping`. */
  groupingOnly: boolean;
  /**
   * Only the first rows of the big collection in Chromium next to the SDK's first small page, and
   * the tab figures beside them (no grouping, no whole-read ratios, no Scans): `--only first-rows`.
   */
  firstRowsOnly: boolean;
  /** Only the pictures of the layout (issue 23): the diagram and strips, in Node and in Chromium: `--only pictures`. */
  picturesOnly: boolean;
  /** Only issue 22's figures: the PartiQL SELECT on DynamoDB Local and the Explain keystroke: `--only partiql`. */
  partiqlOnly: boolean;
  /** Only issue 21's write figures: the bulk delete next to a raw BatchWriteItem loop, and one commit in Chromium: `--only writes`. */
  writesOnly: boolean;
  /** Tabs opened for the tab figures, each with the read of `readItems` items (issue 30's twenty). */
  tabs: number;
  /** Only issue 30's tab figures: twenty tabs of the read, heap and switch-to-paint, in Chromium: `--only tabs`. */
  tabsOnly: boolean;
  /** Items of the export figure: the 1,000,000. */
  exportItems: number;
  /** Only issue 31's export figure: the service's export next to a raw SDK Scan, and its heap: `--only export`. */
  exportOnly: boolean;
  /** Only issue 31's put, copy and import figures on dynalite and DynamoDB Local: `--only puts`. */
  putsOnly: boolean;
}

export const BENCH_USAGE = `Usage: npm run bench -- [--runs N] [--grouping-sizes 10000,100000,1000000] [--read-items N] [--shown-items N] [--picture-items N] [--bulk-items N] [--keystrokes N] [--scan-sizes 30000,100000,300000] [--no-browser] [--seed N] [--out DIR] [--tabs N] [--export-items N] [--only grouping|first-rows|pictures|partiql|writes|tabs|export|puts]
Each flag can also be set as an environment variable: BENCH_RUNS, BENCH_GROUPING_SIZES, BENCH_READ_ITEMS, BENCH_SHOWN_ITEMS, BENCH_PICTURE_ITEMS, BENCH_BULK_ITEMS, BENCH_KEYSTROKES, BENCH_SCAN_SIZES, BENCH_TABS, BENCH_EXPORT_ITEMS, BENCH_NO_BROWSER=1, BENCH_SEED, BENCH_OUT.`;

function wholeNumber(name: string, text: string | undefined, fallback: number, min = 1): number {
  if (text === undefined || text === '') return fallback;
  const n = Number(text.replace(/_/g, ''));
  if (!Number.isInteger(n) || n < min)
    throw new Error(`${name}: expected a whole number of ${min} or more, got "${text}"`);
  return n;
}

export function parseBenchOptions(argv: string[], env: Record<string, string | undefined> = process.env): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      runs: { type: 'string' },
      'grouping-sizes': { type: 'string' },
      'read-items': { type: 'string' },
      'shown-items': { type: 'string' },
      'picture-items': { type: 'string' },
      'bulk-items': { type: 'string' },
      keystrokes: { type: 'string' },
      'scan-sizes': { type: 'string' },
      'no-browser': { type: 'boolean' },
      seed: { type: 'string' },
      out: { type: 'string' },
      only: { type: 'string' },
      tabs: { type: 'string' },
      'export-items': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) throw new Error(BENCH_USAGE);
  if (
    values.only !== undefined &&
    !['grouping', 'first-rows', 'pictures', 'partiql', 'writes', 'tabs', 'export', 'puts'].includes(values.only)
  ) {
    throw new Error(
      `--only: expected "grouping", "first-rows", "pictures", "partiql", "writes", "tabs", "export" or "puts", got "${values.only}"`,
    );
  }
  const sizesText = values['grouping-sizes'] ?? env.BENCH_GROUPING_SIZES ?? '10000,100000,1000000';
  const groupingSizes = sizesText.split(',').map((s) => wholeNumber('--grouping-sizes', s.trim(), 0));
  const scanText = values['scan-sizes'] ?? env.BENCH_SCAN_SIZES ?? '30000,100000,300000';
  const scanSizes = scanText === 'none' ? [] : scanText.split(',').map((s) => wholeNumber('--scan-sizes', s.trim(), 0));
  return {
    runs: wholeNumber('--runs', values.runs ?? env.BENCH_RUNS, 7),
    groupingSizes,
    readItems: wholeNumber('--read-items', values['read-items'] ?? env.BENCH_READ_ITEMS, 10_000),
    shownItems: wholeNumber('--shown-items', values['shown-items'] ?? env.BENCH_SHOWN_ITEMS, 100_000),
    pictureItems: wholeNumber('--picture-items', values['picture-items'] ?? env.BENCH_PICTURE_ITEMS, 100_000),
    bulkItems: wholeNumber('--bulk-items', values['bulk-items'] ?? env.BENCH_BULK_ITEMS, 5000),
    keystrokes: wholeNumber('--keystrokes', values.keystrokes ?? env.BENCH_KEYSTROKES, 60),
    scanSizes,
    browser: !(values['no-browser'] ?? env.BENCH_NO_BROWSER === '1'),
    seed: wholeNumber('--seed', values.seed ?? env.BENCH_SEED, 1, 0),
    outDir: values.out ?? env.BENCH_OUT ?? 'bench/results',
    groupingOnly: values.only === 'grouping',
    firstRowsOnly: values.only === 'first-rows',
    picturesOnly: values.only === 'pictures',
    partiqlOnly: values.only === 'partiql',
    writesOnly: values.only === 'writes',
    tabs: wholeNumber('--tabs', values.tabs ?? env.BENCH_TABS, 20, 2),
    tabsOnly: values.only === 'tabs',
    exportItems: wholeNumber('--export-items', values['export-items'] ?? env.BENCH_EXPORT_ITEMS, 1_000_000),
    exportOnly: values.only === 'export',
    putsOnly: values.only === 'puts',
  };
}

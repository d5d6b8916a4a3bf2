/**
 * Grouping + entity typing (shared/collections' CollectionGrouper, fed page by page as the UI
 * feeds it) against the plain Map loop over the same items, at each size.
 *
 * The items come in the order DynamoDB returns them: collections together, each in sort-key order
 * (the order every Query and Scan page has). At the largest size the generation order is measured
 * too, without a target: there a collection's entity types alternate item by item, which no server
 * read produces but which keeps the per-item path honest.
 */
import { CollectionGrouper } from '../../shared/collections/grouping.js';
import { groupWithPlainMap } from './plain-map-grouping.js';
import type { Item } from '../../shared/dynamo/types.js';
import { inServerOrder, KEYS, manyCollections } from './dataset.js';
import type { Figure } from './report.js';
import { collectGarbage, median } from './stats.js';

/** A page holds what fits in DynamoDB's 1 MB, as a real read's pages do. */
function pagesOf(items: Item[], bytesPerPage = 1024 * 1024): Item[][] {
  const sample = items.slice(0, 1000);
  const avg = JSON.stringify(sample).length / Math.max(1, sample.length);
  const size = Math.max(1, Math.floor(bytesPerPage / avg));
  const pages: Item[][] = [];
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
  return pages;
}

export function groupingFigures(
  sizes: readonly number[],
  runs: number,
  seed: number,
  log: (s: string) => void,
): Figure[] {
  const figures: Figure[] = [];
  const largest = Math.max(...sizes);
  for (const size of sizes) {
    const generated = manyCollections(size, 40, seed);
    figures.push(measure(inServerOrder(generated), size, runs, '', log, size >= 1_000_000));
    if (size === largest && size >= 1_000_000)
      figures.push(measure(generated, size, runs, ', generation order', log, false));
  }
  return figures;
}

function measure(
  ordered: readonly Item[],
  size: number,
  runs: number,
  label: string,
  log: (s: string) => void,
  withTarget: boolean,
): Figure {
  // Parsed from JSON, so the objects have the shapes a real read's items have.
  const items = JSON.parse(JSON.stringify(ordered)) as Item[];
  const pages = pagesOf(items);
  const plain: number[] = [];
  const grouper: number[] = [];
  let check = 0;
  for (let r = 0; r < runs + 1; r++) {
    collectGarbage();
    let t = performance.now();
    const groups = groupWithPlainMap(items, KEYS.partitionKey);
    const p = performance.now() - t;
    collectGarbage();
    t = performance.now();
    const g = new CollectionGrouper(KEYS);
    for (const page of pages) g.addPage(page);
    const o = performance.now() - t;
    if (g.collections.length !== groups.size || g.itemCount !== size)
      throw new Error(
        `grouper found ${g.collections.length} collections / ${g.itemCount} items, the plain loop ${groups.size} / ${size}`,
      );
    check += g.collections.length;
    if (r > 0) {
      plain.push(p);
      grouper.push(o);
    } // the first run warms the JIT
  }
  const b = median(plain);
  const m = median(grouper);
  const ratio = median(grouper.map((g, i) => g / plain[i]!));
  log(
    `grouping ${size.toLocaleString('en-US')}${label}: plain ${b.toFixed(1)} ms, grouper ${m.toFixed(1)} ms, ratio ${ratio.toFixed(2)} (${check} collections counted)`,
  );
  return {
    section: 'grouping',
    measure: `${size.toLocaleString('en-US')} items (${pages.length} pages)${label}`,
    value: m,
    unit: 'ms',
    baseline: { label: 'plain Map', value: b },
    ratio,
    samples: grouper,
    ...(withTarget ? { target: { max: 2, of: 'ratio' as const } } : {}),
  };
}

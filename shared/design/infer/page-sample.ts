/**
 * The sample a shape classifier reads of each page before its items are classified: attribute
 * statistics (type-like attributes) and delimiter votes, from the first items of a page and then
 * every STRIDE-th. Apart from the classifier's per-item hashing, which sees every item.
 */
import type { ScalarView } from '../../dynamo/scalar-view.js';
import type { DelimiterTally } from '../../dynamo/key-delimiters.js';
import type { Item } from '../../dynamo/types.js';
import type { AttributeSample } from './attribute-sample.js';

/** Items sampled per page for attribute statistics and delimiter votes: the first ones, then every STRIDE-th. */
const SAMPLE_HEAD = 64;
const SAMPLE_STRIDE = 250;

export interface PageSampleTarget {
  sample: AttributeSample;
  /** The key whose delimiters are tallied: the read's sort key, else its partition key. */
  keyName: string;
  delimiters: DelimiterTally;
  /** An index read's table key, tallied apart (see classifier-setup.ts). */
  tableKeyName: string | undefined;
  tableDelimiters: DelimiterTally;
}

export function samplePage(items: readonly Item[], t: PageSampleTarget): void {
  const sample = t.sample;
  // The first pages are read closely; later ones only sparsely, since attributes rarely appear late.
  const head = sample.sampled < 2000 ? SAMPLE_HEAD : 8;
  for (let i = 0; i < items.length; i = i < head ? i + 1 : i + SAMPLE_STRIDE) {
    const item = items[i]!;
    sample.add(item);
    const s = (item[t.keyName] as ScalarView | undefined)?.S;
    if (s !== undefined) t.delimiters.add(s);
    const tk = t.tableKeyName === undefined ? undefined : (item[t.tableKeyName] as ScalarView | undefined)?.S;
    if (tk !== undefined) t.tableDelimiters.add(tk);
  }
  sample.update();
}

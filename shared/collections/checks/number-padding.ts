/**
 * Numbers in string sort keys must be zero-padded: DynamoDB orders `PROJ#10` before `PROJ#9`,
 * so ranges, Limit and "newest first" reads return the wrong items.
 */
import { compareUtf8 } from '../../dynamo/compare.js';
import type { Delimiter } from '../delimiters.js';
import { quoted, type LayoutNote } from './note.js';
import { runSteps, STEP_ITEMS, type Steps } from './steps.js';

export interface CollectionSortKeys {
  collectionPk: string;
  sortKeys: Iterable<string>;
}

const NUMBERED = /^(.*?)(\d+)$/;
/** Distinct numbers remembered per group; enough to find a disorder, bounded for huge reads. */
const MAX_PER_GROUP = 5000;

function numericCompare(a: string, b: string): number {
  const x = a.replace(/^0+(?=\d)/, '');
  const y = b.replace(/^0+(?=\d)/, '');
  if (x.length !== y.length) return x.length - y.length;
  return x < y ? -1 : x > y ? 1 : 0;
}

interface Group {
  collectionPk: string;
  /** The key text before the number, e.g. `PROJ#` or `ORDER#v`. */
  lead: string;
  /** Each number seen, with the first key that carried it. */
  numbers: Map<string, string>;
}

/** Finds two keys that DynamoDB's order and numeric order put the other way round, or null. */
function disorder(g: Group): [string, string] | null {
  const entries = [...g.numbers].sort((a, b) => compareUtf8(a[1], b[1]));
  for (let i = 1; i < entries.length; i++) {
    if (numericCompare(entries[i - 1]![0], entries[i]![0]) > 0) return [entries[i - 1]![1], entries[i]![1]];
  }
  return null;
}

export function checkNumberPadding(
  collections: Iterable<CollectionSortKeys>,
  delimiter: Delimiter | null,
  maxNotes = 10,
): LayoutNote[] {
  return runSteps(numberPaddingSteps(collections, delimiter, maxNotes));
}

/** checkNumberPadding in slices (see steps.ts). */
export function* numberPaddingSteps(
  collections: Iterable<CollectionSortKeys>,
  delimiter: Delimiter | null,
  maxNotes = 10,
): Steps<LayoutNote[]> {
  const notes: LayoutNote[] = [];
  let more = 0;
  let done = 0;
  for (const { collectionPk, sortKeys } of collections) {
    const groups = new Map<string, Group>();
    for (const key of sortKeys) {
      if (++done >= STEP_ITEMS) {
        done = 0;
        yield;
      }
      const parts = delimiter === null ? [key] : key.split(delimiter);
      let lead = '';
      for (let i = 0; i < parts.length; i++) {
        const m = NUMBERED.exec(parts[i]!);
        if (m) {
          const groupLead = lead + m[1]!;
          const id = `${i}\u0000${groupLead}`;
          let g = groups.get(id);
          if (g === undefined) {
            g = { collectionPk, lead: groupLead, numbers: new Map() };
            groups.set(id, g);
          }
          if (g.numbers.size < MAX_PER_GROUP && !g.numbers.has(m[2]!)) g.numbers.set(m[2]!, key);
        }
        lead += parts[i]! + (delimiter ?? '');
      }
    }
    for (const g of groups.values()) {
      const pair = disorder(g);
      if (!pair) continue;
      if (notes.length >= maxNotes) {
        more++;
        continue;
      }
      const width = Math.max(...[...g.numbers.keys()].map((n) => n.length));
      notes.push({
        check: 'unpadded-numbers',
        severity: 'warning',
        collectionPk,
        message:
          `Numbers after ${quoted(g.lead)} in the sort keys are not zero-padded: DynamoDB compares text, so ` +
          `${quoted(pair[0])} sorts before ${quoted(pair[1])}, and ranges, Limit and newest-first reads come back ` +
          `in the wrong order. Write them at a fixed width, e.g. ${quoted(g.lead + '7'.padStart(width, '0'))}.`,
      });
    }
  }
  if (more > 0) {
    notes.push({
      check: 'unpadded-numbers',
      severity: 'warning',
      message: `${more} more sort-key groups have numbers that are not zero-padded.`,
    });
  }
  return notes;
}

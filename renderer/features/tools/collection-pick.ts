/**
 * Picking one collection of the read by its partition-key value, for tools that act on one
 * (Export, the sort key drill-down). A Scan can hold tens of thousands of collections, so a tool
 * never lists them all: it offers a bounded number of suggestions and takes any value typed.
 */
import type { ItemCollection } from '../../../shared/collections/item-collection.js';
import type { ReadSession } from '../../model/collections/read-session.js';

/** Suggestions a picker offers at most. */
export const SUGGESTIONS = 20;

export interface CollectionSuggestion {
  key: string;
  text: string;
  size: number;
}

/**
 * Up to `limit` collections whose partition-key text starts with (then contains) `typed`, in the
 * read's order; with nothing typed, the first ones read.
 */
export function matchingCollections(
  session: ReadSession | null,
  typed: string,
  limit = SUGGESTIONS,
): CollectionSuggestion[] {
  if (!session) return [];
  const out: CollectionSuggestion[] = [];
  const wanted = typed.toLowerCase();
  for (const pass of [0, 1] as const) {
    for (const c of session.grouper.collections) {
      if (out.length >= limit) return out;
      const text = c.partitionKeyText.toLowerCase();
      const hit = pass === 0 ? text.startsWith(wanted) : !text.startsWith(wanted) && text.includes(wanted);
      if (hit) out.push({ key: c.key, text: c.partitionKeyText, size: c.size });
    }
    if (wanted === '') break;
  }
  return out;
}

/** The collection whose partition-key value is exactly `text`, if the read has it. */
export function collectionByText(session: ReadSession | null, text: string): ItemCollection | undefined {
  return text === '' ? undefined : session?.grouper.collections.find((c) => c.partitionKeyText === text);
}

/**
 * The plain reads a tool leads to, as drafts of the read form: the flip of an edge (the other end
 * read through the inverted index) and a drill-down node (its prefix in its collection). One place,
 * so showing the read in the open tab and opening it in a new tab read the very same thing.
 */
import type { Item, AttributeValue } from '../../../shared/dynamo/types.js';
import { flipEdge, type EdgeSide, type InvertedIndex } from '../../../shared/reads/edge-flip.js';
import { keyValueText } from '../../../shared/dynamo/scalar-view.js';
import { emptyDraft, type QueryDraft } from '../query/query-draft.js';

/** A Query of the other end of the item's edge, or why there is none. */
export function flipDraft(
  tableName: string,
  item: Item,
  inverted: InvertedIndex,
  from: EdgeSide,
): { ok: true; draft: QueryDraft } | { ok: false; message: string } {
  const flipped = flipEdge(item, inverted, from, tableName);
  if (!flipped.ok) return flipped;
  const t = flipped.target;
  return {
    ok: true,
    draft: { ...emptyDraft(tableName, 'query'), index: t.IndexName ?? '', pk: keyValueText(t.partition) ?? '' },
  };
}

/** A Query of the drill-down's collection under `prefix` (all of it for the empty prefix). */
export function drillNodeDraft(
  d: { table: string; indexName?: string; partition: AttributeValue },
  prefix: string,
): QueryDraft {
  return {
    ...emptyDraft(d.table, 'query'),
    index: d.indexName ?? '',
    pk: keyValueText(d.partition) ?? '',
    ...(prefix ? { skOp: 'begins_with' as const, sk: prefix } : {}),
  };
}

/**
 * What a new shape class (shape-classifier.ts) records of the first item found in it: the watched
 * attributes' values, the other attribute names, the sort key's kind; and, past the class limit,
 * the coarse key by which classes are told apart when their hashes are no longer kept. Once per
 * class, never per item, so it is kept out of the classifier's hot path.
 */
import type { Item } from '../../dynamo/types.js';
import type { ScalarView } from '../../dynamo/scalar-view.js';
import { tokenize } from './key-shape.js';
import type { SortKind } from './shape-class.js';

export interface ClassFields {
  values: (string | undefined)[];
  attrs: string[];
  kind: SortKind;
}

/** `sv` is the item's sort key; `dropped` has bit j set for watched[j] no longer read. */
export function classFields(
  item: Item,
  sv: ScalarView | undefined,
  watched: readonly string[],
  dropped: number,
  keyAttributes: ReadonlySet<string>,
): ClassFields {
  const s = sv?.S;
  const values = watched.map((w, j) =>
    (dropped & (1 << j)) !== 0 ? undefined : (item[w] as ScalarView | undefined)?.S,
  );
  const attrs: string[] = [];
  for (const name in item) if (!keyAttributes.has(name) && !watched.includes(name)) attrs.push(name);
  attrs.sort();
  const kind: SortKind = s !== undefined ? 'S' : sv === undefined ? 'none' : sv.N !== undefined ? 'N' : 'B';
  return { values, attrs, kind };
}

/** Coarse: words that are no literal of the design so far become variables. */
export function coarseKey(
  s: string | undefined,
  { values, attrs, kind }: ClassFields,
  literals: ReadonlySet<string>,
): string {
  const shape =
    s === undefined
      ? kind
      : tokenize(s)
          .map((t) => ((t.kind === 'word' && literals.has(t.text)) || t.kind === 'punct' ? t.text : '{}'))
          .join('');
  return `${shape}\u0001${values.join('\u0002')}\u0001${attrs.join(',')}`;
}

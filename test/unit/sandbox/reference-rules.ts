/**
 * A deliberately plain reading of the design's grouping rules, used only to check that the sample
 * tables' declared patterns tell the truth. The app's real implementation lives in
 * shared/collections/ and is tested on its own.
 */
import type { AttributeValue, Item } from '../../../shared/dynamo/types.js';

const TYPE_ATTRIBUTES = ['type', 'entityType', '_et', '__edb_e__', '__typename'];
const DELIMITERS = ['::', '#', '|', '/'];
const META_LIKE = new Set(['META', 'METADATA', 'INFO', 'PROFILE']);

export interface KeyPair { partitionKey: string; sortKey?: string }

export const sameValue = (a: AttributeValue | undefined, b: AttributeValue | undefined): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

/** DynamoDB's sort order: strings and binary by bytes, numbers by value. */
export function compareValues(a: AttributeValue, b: AttributeValue): number {
  if ('N' in a && 'N' in b) return Number(a.N) - Number(b.N);
  if ('S' in a && 'S' in b) return Buffer.compare(Buffer.from(a.S, 'utf8'), Buffer.from(b.S, 'utf8'));
  if ('B' in a && 'B' in b) return Buffer.compare(Buffer.from(a.B, 'base64'), Buffer.from(b.B, 'base64'));
  throw new Error(`cannot compare ${JSON.stringify(a)} with ${JSON.stringify(b)}`);
}

/** The items of one collection as a Query on the table or index returns them, forward. */
export function collection(items: Item[], keys: KeyPair, partitionValue: AttributeValue): Item[] {
  const members = items.filter((item) => sameValue(item[keys.partitionKey], partitionValue)
    && (keys.sortKey === undefined || item[keys.sortKey] !== undefined));
  return keys.sortKey ? members.sort((a, b) => compareValues(a[keys.sortKey!]!, b[keys.sortKey!]!)) : members;
}

function leadingSegment(text: string, delimiter: string | undefined): string {
  if (delimiter === undefined) return text;
  const at = text.indexOf(delimiter);
  return at < 0 ? text : text.slice(0, at);
}

function detectDelimiter(texts: string[]): string | undefined {
  let best: string | undefined;
  let bestCount = 0;
  for (const d of DELIMITERS) {
    const count = texts.filter((t) => t.includes(d)).length;
    if (count > bestCount) { best = d; bestCount = count; }
  }
  return best;
}

export function entityTypes(members: Item[], keys: KeyPair): string[] {
  const sortTexts = members.map((i) => (keys.sortKey && i[keys.sortKey] && 'S' in i[keys.sortKey]! ? (i[keys.sortKey] as { S: string }).S : ''));
  const sortDelimiter = detectDelimiter(sortTexts);
  return members.map((item, k) => {
    const explicit = TYPE_ATTRIBUTES.map((a) => item[a]).find((v): v is { S: string } => v !== undefined && 'S' in v);
    if (explicit) return leadingSegment(explicit.S, detectDelimiter([explicit.S]));
    return leadingSegment(sortTexts[k]!, sortDelimiter);
  });
}

export function firstAppearance(types: string[]): string[] {
  return [...new Set(types)];
}

export function parentOf(members: Item[], types: string[], keys: KeyPair): Item | undefined {
  if (!keys.sortKey) return undefined;
  const bySortKey = members.find((i) => sameValue(i[keys.sortKey!], i[keys.partitionKey]));
  if (bySortKey) return bySortKey;
  const metaLike = members.find((_, k) => META_LIKE.has(types[k]!.toUpperCase()));
  if (metaLike) return metaLike;
  const counts = new Map<string, number>();
  for (const t of types) counts.set(t, (counts.get(t) ?? 0) + 1);
  const once = [...counts].filter(([, n]) => n === 1).map(([t]) => t);
  const repeats = [...counts.values()].some((n) => n > 1);
  return once.length === 1 && repeats ? members[types.indexOf(once[0]!)] : undefined;
}

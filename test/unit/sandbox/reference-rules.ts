/**
 * A deliberately plain reading of a Query, used only to check that the sample tables' declared
 * patterns tell the truth: which items one collection holds and in what order. Entity types and
 * parents come from the design inference's API (shared/design), which patterns.test.ts calls.
 */
import type { AttributeValue, Item } from '../../../shared/dynamo/types.js';

export interface KeyPair {
  partitionKey: string;
  sortKey?: string;
}

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
  const members = items.filter(
    (item) =>
      sameValue(item[keys.partitionKey], partitionValue) &&
      (keys.sortKey === undefined || item[keys.sortKey] !== undefined),
  );
  return keys.sortKey ? members.sort((a, b) => compareValues(a[keys.sortKey!]!, b[keys.sortKey!]!)) : members;
}

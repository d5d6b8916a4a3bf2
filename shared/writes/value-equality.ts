/**
 * Whether two DynamoDB values are the same value as DynamoDB sees it: numbers by their decimal
 * value ("1.50" is "1.5"), binary by its bytes, sets by their members in any order, lists in
 * order, maps by key. Never through a JavaScript number, so 38-digit numbers compare exactly.
 */
import { decodeBase64 } from '../dynamo/base64.js';
import { normalizeNumber } from '../dynamo/numbers.js';
import type { AttributeValue } from '../dynamo/types.js';

const bytesText = (b64: string) => Array.from(decodeBase64(b64)).join(',');

function sameMembers(a: string[], b: string[], canonical: (m: string) => string): boolean {
  if (a.length !== b.length) return false;
  const left = new Set(a.map(canonical));
  return b.every((m) => left.has(canonical(m)));
}

export function sameValue(a: AttributeValue, b: AttributeValue): boolean {
  if ('S' in a) return 'S' in b && a.S === b.S;
  if ('N' in a) return 'N' in b && normalizeNumber(a.N) === normalizeNumber(b.N);
  if ('B' in a) return 'B' in b && bytesText(a.B) === bytesText(b.B);
  if ('BOOL' in a) return 'BOOL' in b && a.BOOL === b.BOOL;
  if ('NULL' in a) return 'NULL' in b;
  if ('SS' in a) return 'SS' in b && sameMembers(a.SS, b.SS, (m) => m);
  if ('NS' in a) return 'NS' in b && sameMembers(a.NS, b.NS, normalizeNumber);
  if ('BS' in a) return 'BS' in b && sameMembers(a.BS, b.BS, bytesText);
  if ('L' in a) return 'L' in b && a.L.length === b.L.length && a.L.every((v, i) => sameValue(v, b.L[i]!));
  if (!('M' in b)) return false;
  const keys = Object.keys(a.M);
  return (
    keys.length === Object.keys(b.M).length && keys.every((k) => Object.hasOwn(b.M, k) && sameValue(a.M[k]!, b.M[k]!))
  );
}

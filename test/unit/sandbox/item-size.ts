/** DynamoDB's published item-size rules, enough for the sample tables' size checks. */
import type { AttributeValue, Item } from '../../../shared/dynamo/types.js';

export function valueSize(v: AttributeValue): number {
  if ('S' in v) return Buffer.byteLength(v.S, 'utf8');
  if ('N' in v) return Math.ceil(v.N.replace(/[^0-9]/g, '').replace(/^0+/, '').length / 2) + 1;
  if ('B' in v) return Buffer.from(v.B, 'base64').length;
  if ('BOOL' in v || 'NULL' in v) return 1;
  if ('L' in v) return 3 + v.L.reduce((sum, e) => sum + 1 + valueSize(e), 0);
  if ('M' in v)
    return 3 + Object.entries(v.M).reduce((sum, [k, e]) => sum + 1 + Buffer.byteLength(k) + valueSize(e), 0);
  if ('SS' in v) return v.SS.reduce((sum, s) => sum + Buffer.byteLength(s, 'utf8'), 0);
  if ('NS' in v) return v.NS.reduce((sum, n) => sum + valueSize({ N: n }), 0);
  return v.BS.reduce((sum, b) => sum + Buffer.from(b, 'base64').length, 0);
}

export function itemSize(item: Item): number {
  return Object.entries(item).reduce((sum, [name, v]) => sum + Buffer.byteLength(name, 'utf8') + valueSize(v), 0);
}

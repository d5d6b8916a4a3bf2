/** Our wire items carry binary as base64 text; the SDK wants bytes. */
import type { AttributeValue as SdkValue } from '@aws-sdk/client-dynamodb';
import type { AttributeValue, Item } from '../../shared/dynamo/types.js';

export function toSdkValue(value: AttributeValue): SdkValue {
  if ('B' in value) return { B: Buffer.from(value.B, 'base64') };
  if ('BS' in value) return { BS: value.BS.map((b) => Buffer.from(b, 'base64')) };
  if ('L' in value) return { L: value.L.map(toSdkValue) };
  if ('M' in value) return { M: toSdkItem(value.M) };
  return value;
}

export function toSdkItem(item: Item): Record<string, SdkValue> {
  const out: Record<string, SdkValue> = {};
  for (const [name, value] of Object.entries(item)) out[name] = toSdkValue(value);
  return out;
}

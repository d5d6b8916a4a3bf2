/**
 * The SDK speaks AttributeValue with binary as Uint8Array; our API speaks DynamoDB JSON with binary
 * as base64 so it survives JSON and IPC unchanged. These convert at the service's edge only.
 */
import type { AttributeValue as SdkValue } from '@aws-sdk/client-dynamodb';
import type { AttributeValue, Item } from '../../shared/dynamo/types.js';

const b64 = (u: Uint8Array) => Buffer.from(u.buffer, u.byteOffset, u.byteLength).toString('base64');
const bytes = (s: string) => new Uint8Array(Buffer.from(s, 'base64'));

export function valueToWire(v: SdkValue): AttributeValue {
  // The SDK builds a fresh one-key object per value, and for these types it already has the wire
  // shape: passing it on saves an allocation per attribute on reads of many items.
  if (v.S !== undefined || v.N !== undefined || v.BOOL !== undefined || v.SS !== undefined || v.NS !== undefined)
    return v as AttributeValue;
  if (v.B !== undefined) return { B: b64(v.B) };
  if (v.NULL !== undefined) return { NULL: true };
  if (v.L !== undefined) return { L: v.L.map(valueToWire) };
  if (v.M !== undefined) return { M: itemToWire(v.M) };
  if (v.BS !== undefined) return { BS: v.BS.map(b64) };
  throw new Error(`unknown AttributeValue from DynamoDB: ${Object.keys(v).join(',')}`);
}

/**
 * An attribute named "__proto__" (a legal DynamoDB name, and what a hostile request would send) must
 * stay an attribute: `out[k] = v` would replace the object's prototype and drop it.
 */
function setOwn<T>(out: Record<string, T>, k: string, v: T): void {
  if (k === '__proto__')
    Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
  else out[k] = v;
}

export function itemToWire(item: Record<string, SdkValue>): Item {
  const out: Item = {};
  for (const k of Object.keys(item)) setOwn(out, k, valueToWire(item[k]!));
  return out;
}

export function valueFromWire(v: AttributeValue): SdkValue {
  if ('S' in v) return { S: v.S };
  if ('N' in v) return { N: v.N };
  if ('B' in v) return { B: bytes(v.B) };
  if ('BOOL' in v) return { BOOL: v.BOOL };
  if ('NULL' in v) return { NULL: true };
  if ('L' in v) return { L: v.L.map(valueFromWire) };
  if ('M' in v) return { M: itemFromWire(v.M) };
  if ('SS' in v) return { SS: v.SS };
  if ('NS' in v) return { NS: v.NS };
  return { BS: v.BS.map(bytes) };
}

export function itemFromWire(item: Item): Record<string, SdkValue> {
  const out: Record<string, SdkValue> = {};
  for (const k of Object.keys(item)) setOwn(out, k, valueFromWire(item[k]!));
  return out;
}

export function optionalItemFromWire(item: Item | undefined): Record<string, SdkValue> | undefined {
  return item === undefined ? undefined : itemFromWire(item);
}

/**
 * Turns the key texts of a shard pattern into values of the partition key's type, so `1..10` on a
 * numeric key queries N values and a list of base64 texts queries binary keys.
 */
import { ConversionError, fromText } from '../dynamo/convert.js';
import type { AttributeValue, ScalarAttributeType } from '../dynamo/types.js';
import { parseShardPattern } from './shard-pattern.js';

export type PartitionValuesResult =
  { ok: true; values: AttributeValue[] } | { ok: false; message: string; position?: number };

export function partitionValues(
  keys: readonly string[],
  type: ScalarAttributeType,
  attribute: string,
): PartitionValuesResult {
  const values: AttributeValue[] = [];
  for (const [i, key] of keys.entries()) {
    try {
      values.push(fromText(type, key));
    } catch (e) {
      const why = e instanceof ConversionError ? e.message : String(e);
      return { ok: false, message: `key ${i + 1} ("${key}") is not a valid ${type} value for "${attribute}": ${why}` };
    }
  }
  return { ok: true, values };
}

/** A pattern straight to typed partition-key values: the one call the forms make. */
export function parsePartitionPattern(
  text: string,
  type: ScalarAttributeType,
  attribute: string,
  base = '',
): PartitionValuesResult {
  // Said with the key's own name, not a sample's: nothing to read is the commonest slip.
  if (text.trim() === '' && base === '')
    return {
      ok: false,
      message: `enter at least one value of "${attribute}": one a line, comma-separated, or a numbered range such as <value>#01..#10`,
    };
  const parsed = parseShardPattern(text, base);
  if (!parsed.ok) return parsed;
  return partitionValues(parsed.keys, type, attribute);
}

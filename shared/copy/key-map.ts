/**
 * Which source attribute gives each key attribute of the target table, when a copy goes to a table
 * keyed by other names (`PK`/`SK` here, `pk`/`sk` there) and checked against the target's key
 * schema and attribute types as DescribeTable gives them: an item lacking a target key, or with a
 * value of the wrong type, empty or too long for a key, is refused naming the item and the field
 * before anything is sent.
 */
import { keyValueBytes, MAX_PARTITION_KEY_BYTES, MAX_SORT_KEY_BYTES } from '../dynamo/key-size.js';
import { attributeType } from '../dynamo/attribute-type.js';
import { getOwn, setOwn } from '../dynamo/own-property.js';
import type { Item, ScalarAttributeType, TableDescription } from '../dynamo/types.js';

/** A key attribute of the target and the source attribute its value comes from. */
export interface KeyFieldMap {
  target: string;
  type: ScalarAttributeType;
  source: string;
  role: 'partition key' | 'sort key';
}

export interface SourceKeys {
  partitionKey: string;
  sortKey?: string;
}

export type KeyMapResult = { ok: true; fields: KeyFieldMap[] } | { ok: false; problem: string };

/** The target's key attributes with their types, from its description. */
export function targetKeyFields(
  table: TableDescription,
): { ok: true; fields: Omit<KeyFieldMap, 'source'>[] } | { ok: false; problem: string } {
  const fields: Omit<KeyFieldMap, 'source'>[] = [];
  for (const [keyType, role] of [
    ['HASH', 'partition key'],
    ['RANGE', 'sort key'],
  ] as const) {
    const name = table.KeySchema.find((k) => k.KeyType === keyType)?.AttributeName;
    if (name === undefined) continue;
    const type = table.AttributeDefinitions.find((d) => d.AttributeName === name)?.AttributeType;
    if (!type) return { ok: false, problem: `Target table: ${table.TableName} does not define the type of ${name}.` };
    fields.push({ target: name, type, role });
  }
  if (fields[0]?.role !== 'partition key')
    return { ok: false, problem: `Target table: ${table.TableName} has no partition key in its key schema.` };
  return { ok: true, fields };
}

/**
 * The mapping: by role by default (the source's partition key gives the target's), or as the user
 * chose (`chosen`: target key name -> source attribute name). A target sort key on a table whose
 * source has none must be chosen.
 */
export function mapKeys(
  source: SourceKeys,
  target: TableDescription,
  chosen: Record<string, string> = {},
): KeyMapResult {
  const keys = targetKeyFields(target);
  if (!keys.ok) return keys;
  const fields: KeyFieldMap[] = [];
  for (const field of keys.fields) {
    const byRole = field.role === 'partition key' ? source.partitionKey : source.sortKey;
    const from = getOwn(chosen, field.target)?.trim() || byRole;
    if (!from)
      return {
        ok: false,
        problem: `Key mapping: ${target.TableName}'s ${field.role} ${field.target} has no source attribute; the source has no sort key, so choose which attribute gives it.`,
      };
    fields.push({ ...field, source: from });
  }
  if (fields.length === 2 && fields[0]!.source === fields[1]!.source)
    return {
      ok: false,
      problem: `Key mapping: ${fields[0]!.source} cannot give both ${fields[0]!.target} and ${fields[1]!.target}.`,
    };
  return { ok: true, fields };
}

/** Whether any key is renamed, so the dialog shows the mapping. */
export function renamesAny(fields: readonly KeyFieldMap[]): boolean {
  return fields.some((f) => f.source !== f.target);
}

/** The item keyed as the target wants, or the problem naming the item (`label`) and the field. */
export function applyKeyMap(
  item: Item,
  fields: readonly KeyFieldMap[],
  label: string,
): { ok: true; item: Item } | { ok: false; problem: string } {
  const renamed = new Map(fields.filter((f) => f.source !== f.target).map((f) => [f.source, f.target]));
  for (const f of fields) {
    const value = getOwn(item, f.source);
    if (value === undefined)
      return { ok: false, problem: `${label}: has no ${f.source}, which gives the target's ${f.role} ${f.target}.` };
    const type = attributeType(value);
    if (type !== f.type)
      return {
        ok: false,
        problem: `${label}: ${f.source} is ${type}, but the target's ${f.role} ${f.target} is ${f.type}.`,
      };
    const bytes = keyValueBytes(value);
    if (bytes === 0 && f.type !== 'N')
      return { ok: false, problem: `${label}: ${f.source} is empty, and a key value must not be.` };
    const max = f.role === 'partition key' ? MAX_PARTITION_KEY_BYTES : MAX_SORT_KEY_BYTES;
    if (bytes > max)
      return {
        ok: false,
        problem: `${label}: ${f.source} is ${bytes} bytes; the target's ${f.role} takes at most ${max}.`,
      };
    if (f.source !== f.target && !renamed.has(f.target) && Object.hasOwn(item, f.target))
      return {
        ok: false,
        problem: `${label}: has both ${f.source} and ${f.target}; ${f.target} is the target's ${f.role}, so its own value would be lost. Leave ${f.target} out or map the key from it.`,
      };
  }
  if (renamed.size === 0) return { ok: true, item };
  const out: Item = {};
  for (const [name, value] of Object.entries(item)) setOwn(out, renamed.get(name) ?? name, value);
  return { ok: true, item: out };
}

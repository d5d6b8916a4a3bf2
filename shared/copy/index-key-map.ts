/**
 * The copy's mapping of index key attributes: a source whose GSI is keyed by `GSI1PK`/`GSI1SK`
 * copied to a target whose GSI is keyed by `gsi1pk`/`gsi1sk` would land without any entry in the
 * target's index unless those attributes are renamed too. Each source index key attribute that is
 * not a key attribute anywhere in the target (table or index) is offered a target attribute: by
 * default the one with the same role in the target's index of the same name, else none (copied
 * under its own name, and said so). A renamed value is checked against the target's attribute type,
 * since DynamoDB refuses a put whose index key has another type or is an empty string or binary.
 */
import { attributeType } from '../dynamo/attribute-type.js';
import { getOwn, setOwn } from '../dynamo/own-property.js';
import type { Item, KeySchemaElement, ScalarAttributeType, TableDescription } from '../dynamo/types.js';

/** One source index key attribute and what it becomes in the target (null: copied as it is). */
export interface IndexKeyMap {
  source: string;
  /** The source index it keys, and its role there: what the dialog says. */
  index: string;
  role: 'partition key' | 'sort key';
  target: string | null;
  /** The target attribute's type, when mapped. */
  type?: ScalarAttributeType;
}

/** A rename the copy applies to every item, with the type the target wants. */
export interface AttributeRename {
  source: string;
  target: string;
  type: ScalarAttributeType;
}

const roleOf = (k: KeySchemaElement) => (k.KeyType === 'HASH' ? 'partition key' : 'sort key');
const indexesOf = (t: TableDescription) => [...(t.GlobalSecondaryIndexes ?? []), ...(t.LocalSecondaryIndexes ?? [])];

/** Every key attribute of the table and its indexes. */
export function keyAttributesOf(table: TableDescription): Set<string> {
  return new Set([...table.KeySchema, ...indexesOf(table).flatMap((i) => i.KeySchema)].map((k) => k.AttributeName));
}

/** The target's index key attributes a source attribute may be renamed to: never a table key. */
export function indexTargetsOf(target: TableDescription): string[] {
  const tableKeys = new Set(target.KeySchema.map((k) => k.AttributeName));
  return [...new Set(indexesOf(target).flatMap((i) => i.KeySchema.map((k) => k.AttributeName)))].filter(
    (a) => !tableKeys.has(a),
  );
}

/**
 * The mappings the dialog shows, in the source's index order. `chosen` is the user's choice per
 * source attribute: a target attribute, or '' for none.
 */
export function mapIndexKeys(
  source: TableDescription,
  target: TableDescription,
  chosen: Record<string, string> = {},
): IndexKeyMap[] {
  const sourceTableKeys = new Set(source.KeySchema.map((k) => k.AttributeName));
  const targetKeys = keyAttributesOf(target);
  const targets = new Set(indexTargetsOf(target));
  const typeOf = (name: string) => target.AttributeDefinitions.find((d) => d.AttributeName === name)?.AttributeType;
  const out: IndexKeyMap[] = [];
  for (const index of indexesOf(source))
    for (const key of index.KeySchema) {
      const name = key.AttributeName;
      if (sourceTableKeys.has(name) || targetKeys.has(name) || out.some((m) => m.source === name)) continue;
      const role = roleOf(key);
      const same = indexesOf(target)
        .find((i) => i.IndexName === index.IndexName)
        ?.KeySchema.find((k) => roleOf(k) === role)?.AttributeName;
      const choice = getOwn(chosen, name);
      const picked = choice === undefined ? same : choice;
      const to = picked && targets.has(picked) ? picked : null;
      const type = to ? typeOf(to) : undefined;
      out.push({ source: name, index: index.IndexName, role, target: to, ...(type ? { type } : {}) });
    }
  return out;
}

/** The renames of the mapped ones; two sources to one target is a problem naming both. */
export function indexRenames(
  maps: readonly IndexKeyMap[],
): { ok: true; renames: AttributeRename[] } | { ok: false; problem: string } {
  const renames: AttributeRename[] = [];
  for (const m of maps) {
    if (!m.target || !m.type) continue;
    const twice = renames.find((r) => r.target === m.target);
    if (twice)
      return { ok: false, problem: `Index keys: ${twice.source} and ${m.source} cannot both give ${m.target}.` };
    renames.push({ source: m.source, target: m.target, type: m.type });
  }
  return { ok: true, renames };
}

/** The item with the renames applied, or the problem naming the item (`label`) and the field. */
export function applyRenames(
  item: Item,
  renames: readonly AttributeRename[],
  label: string,
): { ok: true; item: Item } | { ok: false; problem: string } {
  const present = renames.filter((r) => Object.hasOwn(item, r.source));
  if (present.length === 0) return { ok: true, item };
  const from = new Map(present.map((r) => [r.source, r.target]));
  for (const r of present) {
    const value = getOwn(item, r.source)!;
    const type = attributeType(value);
    if (type !== r.type)
      return {
        ok: false,
        problem: `${label}: ${r.source} is ${type}, but the target's index key ${r.target} is ${r.type}.`,
      };
    if (type !== 'N' && Object.values(value)[0] === '')
      return { ok: false, problem: `${label}: ${r.source} is empty, and an index key value must not be.` };
    if (Object.hasOwn(item, r.target) && !from.has(r.target))
      return {
        ok: false,
        problem: `${label}: has both ${r.source} and ${r.target}; ${r.source} gives the target's index key ${r.target}, so ${r.target}'s own value would be lost.`,
      };
  }
  const out: Item = {};
  for (const [name, value] of Object.entries(item)) setOwn(out, from.get(name) ?? name, value);
  return { ok: true, item: out };
}

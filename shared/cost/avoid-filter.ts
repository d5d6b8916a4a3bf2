/**
 * When a read drops most of what it pays for, the key condition that would not read it at all:
 * a filter on the partition key of an index (a Scan that could be a Query), or on the sort key of
 * the key schema read or of a local index (a filter that could be part of the key condition).
 */
import type { KeySchemaElement, TableDescription } from '../dynamo/types.js';
import type { ReadPlan } from './read-plan.js';

interface Condition {
  name: string;
  op: string;
  text: string;
}

/** `(…)` whose opening parenthesis closes at the very end, so `(a) OR (b)` is not taken for one condition. */
function wrapped(t: string): boolean {
  if (!t.startsWith('(') || !t.endsWith(')')) return false;
  let depth = 0;
  for (let i = 0; i < t.length; i++) {
    if (t[i] === '(') depth++;
    else if (t[i] === ')' && --depth === 0 && i < t.length - 1) return false;
  }
  return true;
}

function conditionOf(part: string): Condition | null {
  let t = part.trim();
  while (wrapped(t)) t = t.slice(1, -1).trim();
  const fn = /^begins_with\s*\(\s*([A-Za-z0-9_]+)\s*,/.exec(t);
  if (fn) return { name: fn[1]!, op: 'begins_with', text: t };
  const cmp = /^([A-Za-z0-9_]+)\s*(=|<=|>=|<|>|BETWEEN)\s/i.exec(t);
  if (cmp) return { name: cmp[1]!, op: cmp[2]!.toUpperCase(), text: t };
  return null;
}

const keyOf = (schema: KeySchemaElement[], type: 'HASH' | 'RANGE') =>
  schema.find((k) => k.KeyType === type)?.AttributeName;

/** One sentence naming the index or key condition that avoids the filter, or null when the design has none. */
export function avoidingKey(plan: ReadPlan, table: TableDescription): string | null {
  const conditions = plan.filters.map(conditionOf).filter((c): c is Condition => c !== null);
  const indexes = [
    { name: undefined as string | undefined, schema: table.KeySchema, local: false },
    ...(table.GlobalSecondaryIndexes ?? []).map((i) => ({
      name: i.IndexName as string | undefined,
      schema: i.KeySchema,
      local: false,
    })),
    ...(table.LocalSecondaryIndexes ?? []).map((i) => ({
      name: i.IndexName as string | undefined,
      schema: i.KeySchema,
      local: true,
    })),
  ];
  const where = (name: string | undefined) => (name ? `index ${name}` : `table ${table.TableName}`);
  if (plan.operation === 'Scan') {
    for (const c of conditions) {
      if (c.op !== '=') continue;
      const index = indexes.find((i) => keyOf(i.schema, 'HASH') === c.name);
      if (index) return `A Query of ${where(index.name)} with the key condition ${c.text} reads only those items.`;
    }
    return null;
  }
  if (plan.operation !== 'Query') return null;
  const read = indexes.find((i) => i.name === plan.indexName);
  const sortKey = read && keyOf(read.schema, 'RANGE');
  for (const c of conditions) {
    if (c.op === '=' && c.name === sortKey && !plan.sortKeyCondition)
      return `Put ${c.text} in the key condition of ${where(plan.indexName)}: it then reads only those items.`;
    if (c.name === sortKey && !plan.sortKeyCondition)
      return `Put ${c.text} in the key condition (on the sort key ${sortKey}): it then reads only those items.`;
    const local = indexes.find(
      (i) =>
        i.local &&
        keyOf(i.schema, 'RANGE') === c.name &&
        keyOf(i.schema, 'HASH') === keyOf(read?.schema ?? table.KeySchema, 'HASH'),
    );
    if (local) return `A Query of ${where(local.name)} with ${c.text} in its key condition reads only those items.`;
  }
  return null;
}

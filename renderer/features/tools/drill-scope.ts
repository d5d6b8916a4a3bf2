/**
 * What the sort key drill-down can do for the keys in hand: the read's keys once there is a read,
 * else the table's. A tree of levels needs a string sort key; a number, a binary value or no sort
 * key at all has none, and the tool says so plainly, with where a drill-down would work instead.
 */
import type { KeyNames, TableDescription } from '../../../shared/dynamo/types.js';
import { keySchemaFor } from '../../../shared/expressions/key-schema.js';

export type DrillScope =
  | { kind: 'levels'; sortKey?: string }
  | { kind: 'no-sort-key'; what: string; otherIndexes: string[] }
  | {
      kind: 'not-a-string';
      what: string;
      sortKey: string;
      type: 'a number' | 'a binary value';
      otherIndexes: string[];
    };

/** The keys the tool works on: the read's (a table's or an index's) when it has one, else the table's. */
export function drillScope(
  table: TableDescription,
  readKeys: KeyNames | null,
  indexName: string | undefined,
): DrillScope {
  const schema = keySchemaFor(table);
  const keys = readKeys ?? (schema.ok ? schema.schema : null);
  if (keys === null) return { kind: 'levels' };
  const sk = keys.sortKey;
  if (sk && keys.sortKeyType === 'S') return { kind: 'levels', sortKey: sk };
  const on = readKeys && indexName ? indexName : undefined;
  const what = on ? `index "${on}"` : `table "${table.TableName}"`;
  const otherIndexes = stringKeyedIndexes(table).filter((i) => i !== on);
  if (!sk) return { kind: 'no-sort-key', what, otherIndexes };
  return {
    kind: 'not-a-string',
    what,
    sortKey: sk,
    type: keys.sortKeyType === 'N' ? 'a number' : 'a binary value',
    otherIndexes,
  };
}

/** Indexes of the table whose sort key is a string: reads of them can be drilled into. */
function stringKeyedIndexes(table: TableDescription): string[] {
  const out: string[] = [];
  for (const i of [...(table.GlobalSecondaryIndexes ?? []), ...(table.LocalSecondaryIndexes ?? [])]) {
    const r = keySchemaFor(table, i.IndexName);
    if (r.ok && r.schema.sortKeyType === 'S') out.push(i.IndexName);
  }
  return out;
}

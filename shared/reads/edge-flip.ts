/**
 * Many-to-many edges read from both ends. An inverted index (its partition key is the table's
 * sort key and its sort key the table's partition key) holds every edge once more, keyed from the
 * other side: from `customer#001 -> store#004` in the table, the index partition `store#004`
 * lists every item that points at store 004. Flipping an item reads that partition; flipping an
 * item read through the index reads its table partition again.
 */
import type { AttributeValue, Item, KeyNames, SecondaryIndexDescription, TableDescription } from '../dynamo/types.js';
import { keySchemaFor } from '../expressions/key-schema.js';

export interface InvertedIndex {
  indexName: string;
  /** The table's keys, and the index's (the same two attributes, swapped). */
  table: KeyNames;
  index: KeyNames;
  /** Whether the index projects every attribute, or only some (flipped items may then look thinner). */
  projection: 'ALL' | 'KEYS_ONLY' | 'INCLUDE';
}

function keyOf(i: SecondaryIndexDescription, type: 'HASH' | 'RANGE'): string | undefined {
  return i.KeySchema.find((k) => k.KeyType === type)?.AttributeName;
}

/** The global secondary indexes of `table` that swap its two key attributes. */
export function findInvertedIndexes(table: TableDescription): InvertedIndex[] {
  const base = keySchemaFor(table);
  if (!base.ok || base.schema.sortKey === undefined) return [];
  const { partitionKey, sortKey } = base.schema;
  const out: InvertedIndex[] = [];
  for (const gsi of table.GlobalSecondaryIndexes ?? []) {
    if (keyOf(gsi, 'HASH') !== sortKey || keyOf(gsi, 'RANGE') !== partitionKey) continue;
    const index = keySchemaFor(table, gsi.IndexName);
    if (!index.ok) continue;
    const { label: _l, index: _i, tableKeys: _t, ...indexKeys } = index.schema;
    const { label: _bl, index: _bi, tableKeys: _bt, ...tableKeys } = base.schema;
    out.push({
      indexName: gsi.IndexName,
      table: tableKeys,
      index: indexKeys,
      projection: gsi.Projection?.ProjectionType ?? 'ALL',
    });
  }
  return out;
}

/** Which side a read was on: the table itself, or the inverted index. */
export type EdgeSide = 'table' | 'index';

export interface FlipTarget {
  /** Where the flipped read goes: the index, or back to the table (no IndexName). */
  side: EdgeSide;
  IndexName?: string;
  keyNames: KeyNames;
  /** The partition-key value to Query. */
  partition: AttributeValue;
  /** For the UI: "store#004 on typeGsi". */
  label: string;
}

export type FlipResult = { ok: true; target: FlipTarget } | { ok: false; message: string };

function text(v: AttributeValue): string {
  return 'S' in v ? v.S : 'N' in v ? v.N : 'B' in v ? v.B : JSON.stringify(v);
}

/**
 * The read that shows the same edges from the other end. From an item read on the table, the
 * index partition named by its sort key; from an item read on the index, the table partition
 * named by its (table) partition key.
 */
export function flipEdge(item: Item, inverted: InvertedIndex, from: EdgeSide, tableName: string): FlipResult {
  if (from === 'table') {
    const v = item[inverted.table.sortKey!];
    if (v === undefined)
      return { ok: false, message: `the item has no "${inverted.table.sortKey}", so there is no edge to follow` };
    return {
      ok: true,
      target: {
        side: 'index',
        IndexName: inverted.indexName,
        keyNames: inverted.index,
        partition: v,
        label: `${text(v)} on ${inverted.indexName}`,
      },
    };
  }
  const v = item[inverted.table.partitionKey];
  if (v === undefined)
    return {
      ok: false,
      message: `the item has no "${inverted.table.partitionKey}" (the index may not project it), so it cannot be followed back`,
    };
  return {
    ok: true,
    target: { side: 'table', keyNames: inverted.table, partition: v, label: `${text(v)} in ${tableName}` },
  };
}

/**
 * Every sandbox sample table, grouped as a forward Query would return it (by the table's keys, and
 * by the keys of each pattern's index), must show each pattern's parent and entity types.
 */
import { describe, expect, it } from 'vitest';
import { sampleTables, type SampleTable } from '../../../electron/sandbox/samples/index.js';
import { CollectionGrouper } from '../../../shared/collections/grouping.js';
import { compareKeyValues } from '../../../shared/dynamo/compare.js';
import type { Item, KeyNames, KeySchemaElement } from '../../../shared/dynamo/types.js';

function keyNamesOf(table: SampleTable, schema: KeySchemaElement[]): KeyNames {
  const typeOf = (name: string) => {
    const def = table.definition.AttributeDefinitions.find((a) => a.AttributeName === name);
    if (!def) throw new Error(`${table.definition.TableName}: no AttributeDefinition for key ${name}`);
    return def.AttributeType;
  };
  const hash = schema.find((k) => k.KeyType === 'HASH')!.AttributeName;
  const range = schema.find((k) => k.KeyType === 'RANGE')?.AttributeName;
  return {
    partitionKey: hash,
    partitionKeyType: typeOf(hash),
    ...(range ? { sortKey: range, sortKeyType: typeOf(range) } : {}),
  };
}

/** The items a read of these keys returns, in the order a forward read returns them. */
function readOrder(items: Item[], keys: KeyNames): Item[] {
  const sk = keys.sortKey;
  return items
    .filter((i) => i[keys.partitionKey] !== undefined && (sk === undefined || i[sk] !== undefined))
    .sort(
      (a, b) =>
        compareKeyValues(a[keys.partitionKey]!, b[keys.partitionKey]!) || (sk ? compareKeyValues(a[sk]!, b[sk]!) : 0),
    );
}

function groupInPages(items: Item[], keys: KeyNames, pageSize: number, tableKeys?: string[]): CollectionGrouper {
  const g = new CollectionGrouper(keys, tableKeys ? { tableKeys } : {});
  for (let i = 0; i < items.length; i += pageSize) g.addPage(items.slice(i, i + pageSize));
  return g;
}

describe('sample tables', () => {
  it('exist', () => {
    expect(sampleTables.length).toBeGreaterThan(0);
  });

  for (const table of sampleTables) {
    const { definition } = table;
    const indexes = [...(definition.GlobalSecondaryIndexes ?? []), ...(definition.LocalSecondaryIndexes ?? [])];

    describe(definition.TableName, () => {
      it('groups every item by the table keys, each in one collection', () => {
        const keys = keyNamesOf(table, definition.KeySchema);
        const items = readOrder(table.items(), keys);
        const g = groupInPages(items, keys, 100);
        expect(g.skippedCount).toBe(0);
        expect(g.collections.reduce((n, c) => n + c.size, 0)).toBe(table.items().length);
      });

      for (const pattern of table.patterns) {
        it(`${pattern.description}${pattern.index ? ` [${pattern.index}]` : ''}`, () => {
          const index = pattern.index === undefined ? undefined : indexes.find((i) => i.IndexName === pattern.index);
          if (pattern.index !== undefined) expect(index, `index ${pattern.index}`).toBeDefined();
          const keys = keyNamesOf(table, index ? index.KeySchema : definition.KeySchema);
          const items = readOrder(table.items(), keys);
          // Scan-like: everything through one grouper, in pages; and Query-like: this collection alone.
          // An index read knows the table's keys too, as the app's read session does.
          const tableKeys = index ? definition.KeySchema.map((k) => k.AttributeName) : undefined;
          const all = groupInPages(items, keys, 100, tableKeys);
          const pk = JSON.stringify(pattern.partitionKeyValue);
          const alone = groupInPages(
            items.filter((i) => JSON.stringify(i[keys.partitionKey]) === pk),
            keys,
            25,
            tableKeys,
          );
          for (const g of [all, alone]) {
            const c = g.collectionOf(pattern.partitionKeyValue);
            expect(c, `collection ${pk}`).toBeDefined();
            const parent = c!.parent;
            const parentSortKey =
              parent === null ? null : keys.sortKey === undefined ? null : (parent[keys.sortKey] ?? null);
            expect(parentSortKey).toEqual(pattern.expectedParentSortKey);
            expect(c!.typeOrder).toEqual(pattern.expectedEntityTypes);
          }
        });
      }
    });
  }
});

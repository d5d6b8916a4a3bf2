import { describe, expect, test } from 'vitest';
import type { Item } from '../../../shared/dynamo/types.js';
import { sampleTables, type SamplePattern, type SampleTable } from '../../../electron/sandbox/samples/index.js';
import { DesignInferrer } from '../../support/design-inferrer.js';
import { collection, type KeyPair } from './reference-rules.js';

function keysFor(t: SampleTable, p: SamplePattern): KeyPair {
  const { definition } = t;
  const schema =
    p.index === undefined
      ? definition.KeySchema
      : [...(definition.GlobalSecondaryIndexes ?? []), ...(definition.LocalSecondaryIndexes ?? [])].find(
          (i) => i.IndexName === p.index,
        )?.KeySchema;
  if (!schema) throw new Error(`${definition.TableName} has no index ${p.index}`);
  return {
    partitionKey: schema.find((k) => k.KeyType === 'HASH')!.AttributeName,
    sortKey: schema.find((k) => k.KeyType === 'RANGE')?.AttributeName,
  };
}

const cases = sampleTables.flatMap((t) => {
  let items: Item[] | undefined;
  const itemsOf = (): Item[] => (items ??= t.items());
  return t.patterns.map(
    (p) => [`${t.definition.TableName}${p.index ? `.${p.index}` : ''}: ${p.description}`, t, p, itemsOf] as const,
  );
});

describe.each(cases)('%s', (_name, t, p, itemsOf) => {
  const keys = keysFor(t, p);

  test('reads a collection that exists', () => {
    const members = collection(itemsOf(), keys, p.partitionKeyValue);
    expect(members.length).toBeGreaterThan(0);
  });

  // The design inference's own API (the Design panel's), fed the collection alone as a Query returns it.
  const infer = (members: Item[]) => {
    const attr = (n: string) => t.definition.AttributeDefinitions.find((a) => a.AttributeName === n)?.AttributeType;
    const inferrer = new DesignInferrer({
      tableName: t.definition.TableName,
      keys: {
        partitionKey: keys.partitionKey,
        partitionKeyType: attr(keys.partitionKey) ?? 'S',
        ...(keys.sortKey ? { sortKey: keys.sortKey, sortKeyType: attr(keys.sortKey) ?? 'S' } : {}),
        ...(p.index ? { tableKeys: t.definition.KeySchema.map((k) => k.AttributeName) } : {}),
      },
    });
    inferrer.addPage(members);
    return inferrer;
  };

  test('names the parent the design inference finds', () => {
    const members = collection(itemsOf(), keys, p.partitionKeyValue);
    const parent = infer(members).collections.collectionOf(p.partitionKeyValue)?.parent ?? null;
    expect(parent && keys.sortKey ? parent[keys.sortKey] : null).toEqual(p.expectedParentSortKey);
  });

  test('lists the entity types in the order they first appear', () => {
    const members = collection(itemsOf(), keys, p.partitionKeyValue);
    const inferrer = infer(members);
    expect([...new Set(members.map((m) => inferrer.entityOf(m)))]).toEqual(p.expectedEntityTypes);
    expect(
      inferrer
        .result()
        .design.entities.map((e) => e.name)
        .sort(),
    ).toEqual([...p.expectedEntityTypes].sort());
  });
});

test('every table has a pattern on the base table and on each of its indexes', () => {
  for (const t of sampleTables) {
    const indexes = [...(t.definition.GlobalSecondaryIndexes ?? []), ...(t.definition.LocalSecondaryIndexes ?? [])].map(
      (i) => i.IndexName,
    );
    const covered = new Set(t.patterns.map((p) => p.index ?? ''));
    for (const target of ['', ...indexes])
      expect(covered, `${t.definition.TableName} ${target || 'base table'}`).toContain(target);
  }
});

/**
 * ElectroDB's `__edb_e__` and dynamodb-toolbox's `_et` are type attributes like any other: the
 * grouping names entities by them, and an imported model whose type attribute is one of them
 * matches the items by its values.
 */
import { describe, expect, it } from 'vitest';
import { CollectionGrouper } from '../../../shared/collections/grouping.js';
import { ModelClassifier } from '../../../shared/design/check/entity-of-item.js';
import { importOneTable } from '../../../shared/design/formats/onetable.js';
import type { Item } from '../../../shared/dynamo/types.js';

const s = (v: string) => ({ S: v });

/** ElectroDB keys: `$app#tenant_acme` partitions, `$task_1#status_open` sort keys, stamps beside. */
function electro(): Item[] {
  const out: Item[] = [];
  for (const t of ['acme', 'globex', 'initech']) {
    out.push({
      pk: s(`$taskapp#tenant_${t}`),
      sk: s('$tenant_1'),
      __edb_e__: s('tenant'),
      __edb_v__: s('1'),
      name: s(t),
    });
    for (let i = 1; i <= 4; i++)
      out.push({
        pk: s(`$taskapp#tenant_${t}`),
        sk: s(`$task_1#taskid_${1000 + i}`),
        __edb_e__: s('task'),
        __edb_v__: s('1'),
        title: s(`t${i}`),
      });
  }
  return out;
}

/** dynamodb-toolbox: opaque ids in both keys, so only `_et` tells the entities apart. */
function toolbox(): Item[] {
  const out: Item[] = [];
  for (let u = 0; u < 3; u++) {
    const id = `01HZX${u}QK7M3VYB4T2N8`;
    out.push({ pk: s(id), sk: s(id), _et: s('User'), email: s(`u${u}@x`), _ct: s('2026-01-01') });
    for (let o = 0; o < 3; o++)
      out.push({
        pk: s(id),
        sk: s(`7f3a${u}${o}c9e1b2`),
        _et: s('Order'),
        total: { N: String(o * 10) },
        _ct: s('2026-01-02'),
      });
  }
  return out;
}

function entityNames(items: Item[]): string[] {
  const g = new CollectionGrouper(
    { partitionKey: 'pk', sortKey: 'sk', partitionKeyType: 'S', sortKeyType: 'S' },
    { tableName: 'T' },
  );
  g.addPage(items);
  return g
    .entityTypes()
    .map((t) => t.name)
    .sort();
}

describe('library type stamps', () => {
  it('ElectroDB: entities by __edb_e__', () => {
    const g = new CollectionGrouper(
      { partitionKey: 'pk', sortKey: 'sk', partitionKeyType: 'S', sortKeyType: 'S' },
      { tableName: 'T' },
    );
    g.addPage(electro());
    expect(g.design().design.typeAttribute).toBe('__edb_e__');
    expect(
      g
        .entityTypes()
        .map((t) => [t.name, t.items])
        .sort(),
    ).toEqual([
      ['task', 12],
      ['tenant', 3],
    ]);
    expect(g.collections.map((c) => c.parentType)).toEqual(['tenant', 'tenant', 'tenant']);
  });

  it('dynamodb-toolbox: entities by _et where the keys are opaque ids', () => {
    expect(entityNames(toolbox())).toEqual(['Order', 'User']);
  });

  it('a model whose type attribute is the stamp matches items by its values', () => {
    const { design } = importOneTable(
      {
        indexes: { primary: { hash: 'pk', sort: 'sk' } },
        params: { typeField: '_et' },
        models: { User: { email: { type: 'string' } }, Order: { total: { type: 'number' } } },
      },
      { tableName: 'T' },
    );
    const c = new ModelClassifier(design);
    expect(toolbox().map((i) => c.classify(i).entity)).toEqual(toolbox().map((i) => (i._et as { S: string }).S));
  });
});

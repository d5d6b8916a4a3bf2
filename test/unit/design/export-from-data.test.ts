/**
 * A model inferred from a read goes out as the table is: every attribute an entity's items carry
 * (the low-cardinality strings that were type-attribute candidates too), sample items as read with
 * their DynamoDB types, OneTable fields typed by the data, and key templates (partition key too)
 * whose variables are named after the literal before them and never after an attribute.
 */
import { describe, expect, it } from 'vitest';
import { importModel } from '../../../shared/design/formats/import-model.js';
import { DesignInferrer } from '../../support/design-inferrer.js';
import type { EntityDesign, TableDesign } from '../../../shared/design/model/table-design.js';
import { exportNoSqlWorkbench } from '../../../shared/design/formats/nosql-workbench-export.js';
import { exportOneTable } from '../../../shared/design/formats/onetable.js';
import { templateVariables } from '../../../shared/design/model/key-template.js';
import type { Item } from '../../../shared/dynamo/types.js';

const S = (v: string) => ({ S: v });
const N = (v: number) => ({ N: String(v) });

/** Kennels, dogs and vet visits; `status`, on every item with few values, is a type-attribute candidate. */
function kennels(): Item[] {
  const breeds = ['collie', 'beagle', 'pug'];
  return ['north', 'south', 'east', 'west'].flatMap((k, ki): Item[] => [
    {
      hk: S(`KENNEL|${k}`),
      rk: S(`KENNEL|${k}`),
      recType: S('Kennel'),
      status: S('open'),
      name: S(`${k} kennel`),
      capacity: N(20 + ki),
    },
    ...[1, 2, 3, 4, 5].flatMap((d): Item[] => [
      {
        hk: S(`KENNEL|${k}`),
        rk: S(`DOG|d${ki}${d}`),
        recType: S('Dog'),
        status: S(d % 3 ? 'in' : 'out'),
        name: S(`Rex ${d}`),
        breed: S(breeds[d % 3]!),
        size: S(d % 2 ? 'small' : 'large'),
        weightKg: N(10 + d),
        vaccinated: { BOOL: d % 2 === 0 },
        tags: { L: [S('calm')] },
        owner: { M: { city: S('Leeds') } },
      },
      {
        hk: S(`KENNEL|${k}`),
        rk: S(`DOG|d${ki}${d}|VISIT|2026-0${d}-1${ki}`),
        recType: S('Visit'),
        status: S(d % 2 ? 'booked' : 'done'),
        vet: S(d % 2 ? 'Dr Ng' : 'Dr Bo'),
        cost: N(40),
      },
    ]),
  ]);
}

function infer(items: Item[]) {
  const inferrer = new DesignInferrer({
    tableName: 'Kennels',
    keys: { partitionKey: 'hk', sortKey: 'rk', partitionKeyType: 'S', sortKeyType: 'S' },
  });
  for (let i = 0; i < items.length; i += 7) inferrer.addPage(items.slice(i, i + 7));
  const samples: Record<string, Item[]> = {};
  for (const item of items) (samples[inferrer.entityOf(item)] ??= []).push(item);
  return { design: inferrer.result().design, samples };
}

const entity = (d: TableDesign, name: string): EntityDesign => d.entities.find((e) => e.name === name)!;

describe('an inferred model keeps every attribute of the data', () => {
  it("lists the low-cardinality string attributes among the entity's attributes", () => {
    const { design } = infer(kennels());
    expect(design.typeAttribute).toBe('recType');
    expect(entity(design, 'Dog').attributes).toEqual(
      expect.arrayContaining(['status', 'breed', 'size', 'name', 'weightKg', 'vaccinated', 'tags', 'owner']),
    );
    expect(entity(design, 'Visit').attributes).toEqual(expect.arrayContaining(['status', 'vet', 'cost']));
    for (const e of design.entities) expect(e.attributes).not.toContain('recType');
  });

  it('exports Workbench facets that declare them and sample items as read, typed', () => {
    const { design, samples } = infer(kennels());
    const out = exportNoSqlWorkbench(design, { samples });
    const table = (out.DataModel as Record<string, unknown>[])[0]!;
    const dog = (table.TableFacets as { FacetName: string; NonKeyAttributes: string[]; TableData: Item[] }[]).find(
      (f) => f.FacetName === 'Dog',
    )!;
    expect(dog.NonKeyAttributes).toEqual(
      expect.arrayContaining(['status', 'breed', 'size', 'vaccinated', 'weightKg', 'tags', 'owner']),
    );
    expect(dog.TableData[0]).toEqual(samples.Dog![0]);
    const declared = Object.fromEntries(
      (table.NonKeyAttributes as { AttributeName: string; AttributeType: string }[]).map((a) => [
        a.AttributeName,
        a.AttributeType,
      ]),
    );
    expect(declared).toMatchObject({
      status: 'S',
      breed: 'S',
      size: 'S',
      vet: 'S',
      weightKg: 'N',
      vaccinated: 'BOOL',
      tags: 'L',
      owner: 'M',
      cost: 'N',
    });
  });

  it('exports OneTable fields typed as the data says, the type field left to params', () => {
    const { design, samples } = infer(kennels());
    const out = exportOneTable(design, { samples }) as {
      models: Record<string, Record<string, { type: string; value?: string }>>;
    };
    const dog = out.models.Dog!;
    expect(
      Object.fromEntries(
        ['status', 'breed', 'size', 'name', 'weightKg', 'vaccinated', 'tags', 'owner'].map((a) => [a, dog[a]?.type]),
      ),
    ).toEqual({
      status: 'string',
      breed: 'string',
      size: 'string',
      name: 'string',
      weightKg: 'number',
      vaccinated: 'boolean',
      tags: 'array',
      owner: 'object',
    });
    expect(out.models.Kennel!.capacity!.type).toBe('number');
    expect(dog.recType).toBeUndefined();
  });
});

describe('key templates of an inferred model', () => {
  it('name variables after the literal before them, in the partition key too', () => {
    const { design } = infer(kennels());
    expect(entity(design, 'Kennel').keys).toEqual({ hk: 'KENNEL|{kennelId}', rk: 'KENNEL|{kennelId}' });
    expect(entity(design, 'Dog').keys).toEqual({ hk: 'KENNEL|{kennelId}', rk: 'DOG|{dogId}' });
    expect(entity(design, 'Visit').keys).toEqual({ hk: 'KENNEL|{kennelId}', rk: 'DOG|{dogId}|VISIT|{visitDate}' });
  });

  it('never name a variable after an attribute of its entity', () => {
    // The kennel's own key word is its name attribute's namesake: `NAME|...` would make `{nameId}`, fine; `{name}` never.
    const items = kennels().map((i) => ((i.recType as { S: string }).S === 'Kennel' ? { ...i, kennelId: S('x') } : i));
    const { design } = infer(items);
    for (const e of design.entities) {
      const vars = Object.values(e.keys).flatMap((t) => templateVariables(t));
      for (const v of vars) expect(e.attributes ?? []).not.toContain(v);
    }
    expect(entity(design, 'Kennel').keys.rk).toBe('KENNEL|{kennelIdKey}');
  });

  it('go out as OneTable value templates on both keys and come back as the same model', () => {
    const { design, samples } = infer(kennels());
    const out = exportOneTable(design, { samples }) as { models: Record<string, Record<string, { value?: string }>> };
    expect(out.models.Dog!.hk!.value).toBe('KENNEL|${kennelId}');
    expect(out.models.Visit!.rk!.value).toBe('DOG|${dogId}|VISIT|${visitDate}');
    const back = importModel(JSON.parse(JSON.stringify(out)) as unknown).design;
    expect({ ...back, source: 'inferred' }).toEqual(design);
  });

  it('go out as Workbench key aliases on both keys and come back as the same model', () => {
    const { design } = infer(kennels());
    const out = exportNoSqlWorkbench(design);
    const facets = (out.DataModel as { TableFacets: { FacetName: string; KeyAttributeAlias: unknown }[] }[])[0]!
      .TableFacets;
    expect(facets.find((f) => f.FacetName === 'Dog')!.KeyAttributeAlias).toEqual({
      PartitionKeyAlias: 'KENNEL|{kennelId}',
      SortKeyAlias: 'DOG|{dogId}',
    });
    const back = importModel(JSON.parse(JSON.stringify(out)) as unknown).design;
    expect({ ...back, source: 'inferred' }).toEqual(design);
  });
});

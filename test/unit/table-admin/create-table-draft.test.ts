/**
 * The "Create table" dialog's draft: DynamoDB's CreateTable rules, each problem naming its field;
 * the request a valid draft makes (each key attribute defined once, GSIs given the table's
 * capacity when provisioned, TTL as its own call); a draft filled from a NoSQL Workbench model
 * of our own (types, INCLUDE attributes, the LSI of its notes, TableData) and from a design.
 */
import { describe, expect, test } from 'vitest';
import { checkDraft } from '../../../shared/table-admin/create-table-checks.js';
import {
  createTableInputOf,
  emptyDraft,
  newIndex,
  timeToLiveInputOf,
  type CreateTableDraft,
} from '../../../shared/table-admin/create-table-draft.js';
import {
  draftFromDescribedDesign,
  draftFromDesign,
  draftFromModelText,
} from '../../../shared/table-admin/draft-from-model.js';
import { createTableInputSchema } from '../../../shared/api-table-admin.js';
import { MODEL_TABLE, modelSamples, workbenchModel } from '../../support/workbench-model.js';

const valid = (): CreateTableDraft => ({ ...emptyDraft(), tableName: 'Orders' });
const fields = (d: CreateTableDraft, existing: string[] = []) => checkDraft(d, existing).map((p) => p.field);
const messages = (d: CreateTableDraft) => checkDraft(d).map((p) => p.message);

describe('the checks, each naming its field', () => {
  test('a valid draft has none, and its request passes the contract', () => {
    const d = valid();
    d.indexes.push(newIndex('GSI', d), newIndex('LSI', d));
    expect(checkDraft(d)).toEqual([]);
    expect(createTableInputSchema.safeParse(createTableInputOf(d)).success).toBe(true);
  });

  test('table and index names: 3 to 255 of [a-zA-Z0-9_.-], unique, not an existing table', () => {
    expect(messages({ ...valid(), tableName: 'ab' })).toEqual([
      'Table name: "ab" is not a valid name: 3 to 255 characters, each a letter, digit, _ . or -',
    ]);
    expect(fields({ ...valid(), tableName: 'has space' })).toEqual(['tableName']);
    expect(fields({ ...valid(), tableName: 'x'.repeat(256) })).toEqual(['tableName']);
    expect(fields({ ...valid(), tableName: 'a.b-c_D9' })).toEqual([]);
    expect(checkDraft(valid(), ['Orders'])[0]?.message).toMatch(/Table name: a table named "Orders" exists already/);
    const d = valid();
    d.indexes.push(
      { ...newIndex('GSI', d), name: 'byX' },
      { ...newIndex('GSI', d), name: 'byX', partitionKey: { name: 'Y', type: 'S' } },
    );
    expect(messages(d)).toEqual(['Index 2 (byX) name: index 1 is named "byX" already; each index needs its own name']);
  });

  test('keys: a partition key is required, the sort key is another attribute, names at most 255 bytes', () => {
    expect(fields({ ...valid(), partitionKey: { name: '', type: 'S' } })).toEqual(['partitionKey.name']);
    expect(fields({ ...valid(), sortKey: { name: 'PK', type: 'S' } })).toEqual(['sortKey.name']);
    expect(messages({ ...valid(), sortKey: { name: 'é'.repeat(128), type: 'S' } })).toEqual([
      'Sort key: a key attribute name is at most 255 bytes (this one is 256)',
    ]);
  });

  test('provisioned capacity: whole numbers from 1', () => {
    const d: CreateTableDraft = { ...valid(), billing: 'PROVISIONED', readUnits: '0', writeUnits: '2.5' };
    expect(messages(d)).toEqual([
      'Read capacity units: at least 1 capacity unit',
      'Write capacity units: expected a whole number of capacity units (1 or more), not "2.5"',
    ]);
    expect(fields({ ...valid(), billing: 'PAY_PER_REQUEST', readUnits: 'x' })).toEqual([]);
  });

  test('at most 20 GSIs and 5 LSIs', () => {
    const d = valid();
    for (let i = 0; i < 21; i++) d.indexes.push(newIndex('GSI', d));
    for (let i = 0; i < 6; i++) d.indexes.push(newIndex('LSI', d));
    expect(messages(d).filter((m) => m.startsWith('Indexes:'))).toEqual([
      'Indexes: at most 20 global secondary indexes per table (21 given)',
      'Indexes: at most 5 local secondary indexes per table (6 given)',
    ]);
  });

  test("an LSI: the table's partition key, a table with a sort key, another sort key than the table's", () => {
    const d = valid();
    d.indexes.push({ ...newIndex('LSI', d), partitionKey: { name: 'Other', type: 'S' } });
    expect(messages(d)).toEqual([
      `Index 1 (LSI1) partition key: a local secondary index shares the table's partition key "PK", not "Other"`,
    ]);
    const noSort: CreateTableDraft = { ...valid(), sortKey: { name: '', type: 'S' } };
    noSort.indexes.push(newIndex('LSI', noSort));
    expect(fields(noSort)).toEqual(['indexes.0.kind']);
    const same = valid();
    same.indexes.push({ ...newIndex('LSI', same), sortKey: { name: 'SK', type: 'S' } });
    expect(fields(same)).toEqual(['indexes.0.sortKey.name']);
  });

  test('one attribute, one type across the table and its indexes', () => {
    const d = valid();
    d.indexes.push({ ...newIndex('GSI', d), partitionKey: { name: 'SK', type: 'N' } });
    expect(messages(d)).toEqual([
      'Index 1 (GSI1) partition key: "SK" is S as the sort key; an attribute has one type across the table and its indexes',
    ]);
  });

  test('INCLUDE: at least one attribute, none twice, at most 100 summed over the indexes', () => {
    const d = valid();
    d.indexes.push({ ...newIndex('GSI', d), projection: 'INCLUDE', include: ' , ' });
    expect(fields(d)).toEqual(['indexes.0.include']);
    d.indexes[0]!.include = 'a, b, a';
    expect(messages(d)).toEqual(['Index 1 (GSI1) projected attributes: "a" is listed twice']);
    const many = valid();
    const sixty = Array.from({ length: 60 }, (_, i) => `a${i}`).join(',');
    many.indexes.push({ ...newIndex('GSI', many), projection: 'INCLUDE', include: sixty });
    many.indexes.push({ ...newIndex('GSI', many), projection: 'INCLUDE', include: sixty });
    expect(messages(many)).toEqual([
      'Indexes: at most 100 projected (INCLUDE) attributes summed over all indexes, the same name in two indexes counting twice (120 given)',
    ]);
  });
});

describe('the request', () => {
  test('provisioned: the table and each GSI get the units; each key attribute defined once; TTL its own call', () => {
    const d: CreateTableDraft = {
      ...valid(),
      billing: 'PROVISIONED',
      readUnits: '3',
      writeUnits: '4',
      tableClass: 'STANDARD_INFREQUENT_ACCESS',
      deletionProtection: true,
      stream: 'NEW_AND_OLD_IMAGES',
      ttlAttribute: ' expiresAt ',
    };
    d.indexes.push({ ...newIndex('GSI', d), sortKey: { name: 'SK', type: 'S' } });
    const input = createTableInputOf(d);
    expect(input).toMatchObject({
      BillingMode: 'PROVISIONED',
      ProvisionedThroughput: { ReadCapacityUnits: 3, WriteCapacityUnits: 4 },
      TableClass: 'STANDARD_INFREQUENT_ACCESS',
      DeletionProtectionEnabled: true,
      StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
    });
    expect(input.GlobalSecondaryIndexes?.[0]?.ProvisionedThroughput).toEqual({
      ReadCapacityUnits: 3,
      WriteCapacityUnits: 4,
    });
    expect(input.AttributeDefinitions.map((a) => a.AttributeName)).toEqual(['PK', 'SK', 'GSI1PK']);
    expect(timeToLiveInputOf(d)).toEqual({
      TableName: 'Orders',
      TimeToLiveSpecification: { Enabled: true, AttributeName: 'expiresAt' },
    });
    expect(timeToLiveInputOf(valid())).toBeNull();
  });
});

describe('filled from a model or a design', () => {
  test('a NoSQL Workbench model: keys, two GSIs with their types and INCLUDE, the LSI of its notes, its items once', () => {
    const m = draftFromModelText(JSON.stringify(workbenchModel()));
    expect(m.format).toBe('nosql-workbench');
    expect(m.draft.tableName).toBe(MODEL_TABLE);
    expect(checkDraft(m.draft)).toEqual([]);
    const input = createTableInputOf(m.draft);
    expect(input.AttributeDefinitions).toEqual([
      { AttributeName: 'PK', AttributeType: 'S' },
      { AttributeName: 'SK', AttributeType: 'S' },
      { AttributeName: 'authorId', AttributeType: 'S' },
      { AttributeName: 'published', AttributeType: 'N' },
      { AttributeName: 'genre', AttributeType: 'S' },
      { AttributeName: 'dueAt', AttributeType: 'N' },
    ]);
    expect(input.GlobalSecondaryIndexes?.map((g) => [g.IndexName, g.Projection])).toEqual([
      ['byAuthor', { ProjectionType: 'INCLUDE', NonKeyAttributes: ['title'] }],
      ['byGenre', { ProjectionType: 'KEYS_ONLY' }],
    ]);
    expect(input.LocalSecondaryIndexes).toEqual([
      {
        IndexName: 'byDue',
        KeySchema: [
          { AttributeName: 'PK', KeyType: 'HASH' },
          { AttributeName: 'dueAt', KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'KEYS_ONLY' },
      },
    ]);
    // The facet's copy of the first item and the table's are one item.
    expect(m.samples).toEqual(modelSamples);
  });

  test('a OneTable schema: keys, a GSI projecting a list (INCLUDE), an LSI, key types from its fields', () => {
    const schema = {
      format: 'onetable:1.1.0',
      version: '0.0.1',
      indexes: {
        primary: { hash: 'pk', sort: 'sk' },
        gs1: { hash: 'gs1pk', sort: 'gs1sk', project: ['name', 'status'] },
        ls1: { type: 'local', sort: 'rank', project: 'keys' },
      },
      models: {
        Player: {
          pk: { type: 'string', value: 'PLAYER#${id}' },
          sk: { type: 'string', value: 'PLAYER#${id}' },
          gs1pk: { type: 'string', value: 'TEAM#${team}' },
          gs1sk: { type: 'string', value: 'PLAYER#${id}' },
          rank: { type: 'number' },
        },
      },
    };
    const m = draftFromModelText(JSON.stringify(schema), 'Players');
    expect(m.format).toBe('onetable');
    expect(checkDraft({ ...m.draft, tableName: 'Players' })).toEqual([]);
    const input = createTableInputOf({ ...m.draft, tableName: 'Players' });
    expect(input.GlobalSecondaryIndexes?.[0]?.Projection).toEqual({
      ProjectionType: 'INCLUDE',
      NonKeyAttributes: ['name', 'status'],
    });
    expect(input.LocalSecondaryIndexes?.[0]?.KeySchema.map((k) => k.AttributeName)).toEqual(['pk', 'rank']);
    expect(input.AttributeDefinitions.find((a) => a.AttributeName === 'rank')?.AttributeType).toBe('N');
  });

  test('a model that is neither kind is refused with what was expected', () => {
    expect(() => draftFromModelText('{"tables": []}')).toThrow(/neither a NoSQL Workbench model/);
  });

  test("a design: its keys and indexes, types from the table's definitions", () => {
    const d = draftFromDesign(
      {
        source: 'inferred',
        tableName: 'Shop',
        keys: { partitionKey: 'pk', sortKey: 'sk' },
        indexes: [{ name: 'gsi1', kind: 'GSI', partitionKey: 'g1', sortKey: 'n', projection: 'KEYS_ONLY' }],
        entities: [],
      },
      { pk: 'S', sk: 'S', n: 'N' },
    );
    expect(d.indexes[0]).toMatchObject({ partitionKey: { name: 'g1', type: 'S' }, sortKey: { name: 'n', type: 'N' } });
    expect(checkDraft(d)).toEqual([]);
  });

  test("an inferred design (no indexes of its own) takes the described table's indexes, INCLUDE's attributes and key types", () => {
    const described = {
      TableName: 'Library',
      KeySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' as const },
        { AttributeName: 'SK', KeyType: 'RANGE' as const },
      ],
      AttributeDefinitions: [
        { AttributeName: 'PK', AttributeType: 'S' as const },
        { AttributeName: 'SK', AttributeType: 'S' as const },
        { AttributeName: 'GSI1PK', AttributeType: 'S' as const },
        { AttributeName: 'due', AttributeType: 'N' as const },
      ],
      GlobalSecondaryIndexes: [
        {
          IndexName: 'GSI1',
          KeySchema: [
            { AttributeName: 'GSI1PK', KeyType: 'HASH' as const },
            { AttributeName: 'due', KeyType: 'RANGE' as const },
          ],
          Projection: { ProjectionType: 'INCLUDE' as const, NonKeyAttributes: ['title', 'status'] },
        },
      ],
    };
    const design = {
      source: 'inferred' as const,
      tableName: 'Library',
      keys: { partitionKey: 'PK', sortKey: 'SK' },
      entities: [],
    };
    const d = draftFromDescribedDesign(design, described);
    expect(d.indexes).toHaveLength(1);
    expect(d.indexes[0]).toMatchObject({
      kind: 'GSI',
      name: 'GSI1',
      partitionKey: { name: 'GSI1PK', type: 'S' },
      sortKey: { name: 'due', type: 'N' },
      projection: 'INCLUDE',
      include: 'title, status',
    });
    expect(checkDraft(d)).toEqual([]);
    // A design that states its indexes (an imported model) keeps them as stated.
    expect(draftFromDescribedDesign({ ...design, indexes: [] }, described).indexes).toEqual([]);
    expect(draftFromDescribedDesign(design, null).indexes).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { DesignImportError } from '../../../shared/design/formats/import-errors.js';
import { importModel, importModelText } from '../../../shared/design/formats/import-model.js';
import { exportNoSqlWorkbench } from '../../../shared/design/formats/nosql-workbench-export.js';
import { importNoSqlWorkbench } from '../../../shared/design/formats/nosql-workbench-import.js';
import { exportOneTable, importOneTable } from '../../../shared/design/formats/onetable.js';
import type { TableDesign } from '../../../shared/design/model/table-design.js';
import { allDesigns, saas } from './model-designs.js';

const withoutSource = (d: TableDesign) => ({ ...d, source: undefined });
/** NoSQL Workbench has no place for a GSI without its projection; it writes ALL. */
const roundTripped = (text: string) => JSON.parse(text) as unknown;

describe('NoSQL Workbench export', () => {
  it('has the documented top-level shape', () => {
    const out = exportNoSqlWorkbench(saas, { now: new Date(Date.UTC(2026, 0, 12, 22, 14)) });
    expect(Object.keys(out)).toEqual(['ModelName', 'ModelMetadata', 'DataModel']);
    const meta = out.ModelMetadata as Record<string, string>;
    expect(meta.AWSService).toBe('Amazon DynamoDB');
    expect(meta.Version).toBe('3.0');
    expect(meta.DateCreated).toBe('Jan 12, 2026, 10:14 PM');
    const [table] = out.DataModel as Record<string, unknown>[];
    expect(Object.keys(table!)).toEqual([
      'TableName',
      'KeyAttributes',
      'NonKeyAttributes',
      'TableFacets',
      'GlobalSecondaryIndexes',
      'DataAccess',
      'BillingMode',
    ]);
    expect(table!.KeyAttributes).toEqual({
      PartitionKey: { AttributeName: 'PK', AttributeType: 'S' },
      SortKey: { AttributeName: 'SK', AttributeType: 'S' },
    });
    const facets = table!.TableFacets as Record<string, unknown>[];
    expect(facets.map((f) => f.FacetName)).toEqual(['Tenant', 'User', 'Invoice']);
    expect(facets[1]!.KeyAttributeAlias).toEqual({
      PartitionKeyAlias: 'TENANT#{tenantId}',
      SortKeyAlias: 'USER#{email}',
    });
    // Workbench needs every attribute a facet names declared on the table.
    const declared = new Set((table!.NonKeyAttributes as { AttributeName: string }[]).map((a) => a.AttributeName));
    for (const f of facets) for (const a of f.NonKeyAttributes as string[]) expect(declared.has(a)).toBe(true);
  });

  it('shows sample items as DynamoDB JSON, as read (every attribute, declared on the facet), without NULLs', () => {
    const out = exportNoSqlWorkbench(saas, {
      samples: {
        User: [
          {
            PK: { S: 'TENANT#acme' },
            SK: { S: 'USER#a@x' },
            kind: { S: 'USER' },
            role: { S: 'admin' },
            secret: { S: 'x' },
            role2: { NULL: true },
          },
          { PK: { S: 'TENANT#acme' }, SK: { S: 'USER#b@x' }, kind: { S: 'USER' }, role: { S: 'dev' } },
        ],
      },
      samplesPerEntity: 1,
    });
    const facet = ((out.DataModel as Record<string, unknown>[])[0]!.TableFacets as Record<string, unknown>[])[1]!;
    expect(facet.TableData).toEqual([
      {
        PK: { S: 'TENANT#acme' },
        SK: { S: 'USER#a@x' },
        kind: { S: 'USER' },
        role: { S: 'admin' },
        secret: { S: 'x' },
      },
    ]);
    expect(facet.NonKeyAttributes).toContain('secret');
    expect(facet.NonKeyAttributes).not.toContain('role2');
  });

  for (const [name, design] of Object.entries(allDesigns)) {
    it(`imports back to the same design: ${name}`, () => {
      const text = JSON.stringify(exportNoSqlWorkbench(design));
      const back = importModelText(text);
      expect(back.format).toBe('nosql-workbench');
      expect(withoutSource(back.design)).toEqual(withoutSource(design));
      expect(back.design.source).toBe('nosql-workbench');
    });
  }
});

describe('OneTable export', () => {
  for (const [name, design] of Object.entries(allDesigns)) {
    it(`imports back to the same design: ${name}`, () => {
      const back = importModel(roundTripped(JSON.stringify(exportOneTable(design))));
      expect(back.format).toBe('onetable');
      expect(withoutSource(back.design)).toEqual(withoutSource(design));
    });
  }

  it('writes key templates as OneTable value templates and the type field as params.typeField', () => {
    const out = exportOneTable(saas) as {
      models: Record<string, Record<string, { value?: string }>>;
      params: { typeField: string };
      format: string;
      indexes: unknown;
    };
    expect(out.format).toBe('onetable:1.1.0');
    expect(out.params.typeField).toBe('kind');
    expect(out.models.USER!.SK!.value).toBe('USER#${email}');
    expect(out.indexes).toEqual({
      primary: { hash: 'PK', sort: 'SK' },
      GSI1: { hash: 'GSI1PK', sort: 'GSI1SK', project: 'all' },
    });
  });
});

describe('NoSQL Workbench models made by hand', () => {
  const shop = {
    ModelName: 'Shop',
    ModelMetadata: {
      Author: '',
      DateCreated: '',
      DateLastModified: '',
      Description: 'An online shop',
      AWSService: 'Amazon DynamoDB',
      Version: '3.0',
    },
    DataModel: [
      {
        TableName: 'Shop',
        KeyAttributes: {
          PartitionKey: { AttributeName: 'PK', AttributeType: 'S' },
          SortKey: { AttributeName: 'SK', AttributeType: 'S' },
        },
        NonKeyAttributes: [
          { AttributeName: 'EntityType', AttributeType: 'S' },
          { AttributeName: 'Email', AttributeType: 'S' },
        ],
        TableFacets: [
          {
            FacetName: 'customer',
            KeyAttributeAlias: { PartitionKeyAlias: 'PK', SortKeyAlias: 'SK' },
            NonKeyAttributes: ['Email', 'EntityType'],
            TableData: [
              { PK: { S: 'c#12345' }, SK: { S: 'c#12345' }, EntityType: { S: 'customer' }, Email: { S: 'a@x' } },
              { PK: { S: 'c#23456' }, SK: { S: 'c#23456' }, EntityType: { S: 'customer' }, Email: { S: 'b@x' } },
            ],
          },
          {
            FacetName: 'order',
            KeyAttributeAlias: { PartitionKeyAlias: 'CUSTOMER#<customerId>', SortKeyAlias: 'ORDER#<orderId>' },
            NonKeyAttributes: ['EntityType'],
            TableData: [{ PK: { S: 'c#12345' }, SK: { S: 'o#1' }, EntityType: { S: 'order' } }],
          },
        ],
      },
    ],
  };

  it('takes templates from aliases, else from the sample items, and finds the type attribute in the samples', () => {
    const { design, warnings } = importNoSqlWorkbench(shop);
    expect(design.typeAttribute).toBe('EntityType');
    expect(design.entities.map((e) => [e.name, e.typeValue, e.keys])).toEqual([
      ['customer', 'customer', { PK: 'c#{cId}', SK: 'c#{cId}' }],
      ['order', 'order', { PK: 'CUSTOMER#{customerId}', SK: 'ORDER#{orderId}' }],
    ]);
    expect(design.entities[0]!.attributes).toEqual(['Email']);
    expect(design.parentEntity).toBe('customer');
    expect(warnings.join(' ')).toMatch(/parent/);
  });

  it("with aliases that are names, finds the delimiter and each facet's template in its sample keys", () => {
    // As Workbench users often write them: "DoctorPath" rather than a key shape.
    const facet = (name: string, sk: string, samples: string[]) => ({
      FacetName: name,
      KeyAttributeAlias: { PartitionKeyAlias: 'Tenant', SortKeyAlias: sk },
      NonKeyAttributes: [],
      TableData: samples.map((path, i) => ({ tenant: { S: `clinic/east-${i}` }, path: { S: path } })),
    });
    const clinic = {
      ModelName: 'Clinic',
      DataModel: [
        {
          TableName: 'clinic',
          KeyAttributes: {
            PartitionKey: { AttributeName: 'tenant', AttributeType: 'S' },
            SortKey: { AttributeName: 'path', AttributeType: 'S' },
          },
          TableFacets: [
            facet('Physician', 'DoctorPath', ['doctor/d0', 'doctor/d1']),
            facet('Appointment', 'SlotPath', ['doctor/d0/slot/2026-12-01', 'doctor/d1/slot/2026-12-02']),
            facet('Patient', 'PatientPath', ['patient/p0', 'patient/p7']),
            facet('Visit', 'VisitPath', ['patient/p0/visit/2026-11-03', 'patient/p7/visit/2026-11-04']),
          ],
        },
      ],
    };
    const { design } = importNoSqlWorkbench(clinic);
    expect(design.delimiter).toBe('/');
    const templates = design.entities.map((e) => e.keys.path);
    expect(new Set(templates).size).toBe(4);
    expect(templates[0]).toMatch(/^doctor\/\{\w+\}$/);
    expect(templates[1]).toMatch(/^doctor\/\{\w+\}\/slot\/\{\w+\}$/);
    expect(templates[3]).toMatch(/^patient\/\{\w+\}\/visit\/\{\w+\}$/);
  });

  it('picks the open table among several, or says which tables there are', () => {
    const two = { ...shop, DataModel: [shop.DataModel[0], { ...shop.DataModel[0], TableName: 'Other' }] };
    expect(importNoSqlWorkbench(two, { tableName: 'Other' }).design.tableName).toBe('Other');
    expect(() => importNoSqlWorkbench(two, { tableName: 'Nope' })).toThrow(
      /2 tables \(Shop, Other\) and none is named "Nope"/,
    );
  });
});

describe('OneTable schemas made by hand', () => {
  it("reads the spec's example", () => {
    const { design } = importOneTable(
      {
        version: '0.1.0',
        format: 'onetable:1.1.0',
        indexes: { primary: { hash: 'PK', sort: 'SK' }, GSI1: { hash: 'GS1PK', sort: 'GS1SK' } },
        params: { typeField: '_type' },
        models: {
          Account: {
            PK: { type: 'string', value: 'account#${name}' },
            SK: { type: 'string', value: 'account#' },
            name: { type: 'string', required: true },
          },
          User: {
            PK: { type: 'string', value: 'account#${accountName}' },
            SK: { type: 'string', value: 'user#${email:8:0}' },
            email: { type: 'string' },
          },
        },
      },
      { tableName: 'T' },
    );
    expect(design).toMatchObject({
      tableName: 'T',
      keys: { partitionKey: 'PK', sortKey: 'SK' },
      typeAttribute: '_type',
      delimiter: '#',
      entities: [
        { name: 'Account', typeValue: 'Account', keys: { PK: 'account#{name}', SK: 'account#' }, attributes: ['name'] },
        {
          name: 'User',
          typeValue: 'User',
          keys: { PK: 'account#{accountName}', SK: 'user#{email}' },
          attributes: ['email'],
        },
      ],
    });
    expect(design.indexes).toEqual([{ name: 'GSI1', kind: 'GSI', partitionKey: 'GS1PK', sortKey: 'GS1SK' }]);
  });
});

describe('bad files get errors that name the field', () => {
  const cases: [string, string, RegExp][] = [
    ['not JSON', '{"DataModel": [', /^The file is not JSON/],
    ['neither format', '{"hello": 1}', /neither a NoSQL Workbench model .* top-level fields are "hello"/],
    ['a list', '[1,2]', /expected a JSON object/],
    ['DataModel not a list', '{"DataModel": {}}', /^DataModel: expected a list, found an object/],
    [
      'no partition key name',
      '{"DataModel":[{"TableName":"T","KeyAttributes":{"PartitionKey":{"AttributeName":3}}}]}',
      /^DataModel\[0\]\.KeyAttributes\.PartitionKey\.AttributeName: expected a non-empty text, found the number 3/,
    ],
    [
      'facet without a name',
      '{"DataModel":[{"TableName":"T","KeyAttributes":{"PartitionKey":{"AttributeName":"pk"}},"TableFacets":[{}]}]}',
      /^DataModel\[0\]\.TableFacets\[0\]\.FacetName: expected a non-empty text, found nothing/,
    ],
    [
      'two facets, one name',
      '{"DataModel":[{"TableName":"T","KeyAttributes":{"PartitionKey":{"AttributeName":"pk"}},"TableFacets":[{"FacetName":"A"},{"FacetName":"A"}]}]}',
      /TableFacets\[1\]\.FacetName: expected a name no other facet/,
    ],
    [
      'OneTable without primary',
      '{"indexes":{"gs1":{"hash":"a"}},"models":{}}',
      /^indexes\.primary: expected the primary index/,
    ],
    [
      'OneTable bad value',
      '{"indexes":{"primary":{"hash":"pk"}},"models":{"A":{"pk":{"value":5}}}}',
      /^models\.A\.pk\.value: expected a value template/,
    ],
    [
      'OneTable bad format',
      '{"format":"dynamoose","indexes":{"primary":{"hash":"pk"}},"models":{}}',
      /^format: expected a OneTable format/,
    ],
  ];
  for (const [name, text, message] of cases) {
    it(name, () => {
      let error: unknown;
      try {
        importModelText(text);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(DesignImportError);
      expect((error as Error).message).toMatch(message);
    });
  }
});

describe('a design inferred by the engine', () => {
  it('goes out and back in both formats unchanged', async () => {
    const { CollectionGrouper } = await import('../../../shared/collections/grouping.js');
    const s = (v: string) => ({ S: v });
    const g = new CollectionGrouper(
      { partitionKey: 'PK', sortKey: 'SK', partitionKeyType: 'S', sortKeyType: 'S' },
      { tableName: 'Projects' },
    );
    const items = [];
    for (const p of ['p1', 'p2', 'p3']) {
      items.push({ PK: s(`PROJ#${p}`), SK: s(`PROJ#${p}`), title: s(p) });
      for (let t = 1; t <= 4; t++)
        items.push({ PK: s(`PROJ#${p}`), SK: s(`PROJ#${p}#TASK#${t}`), done: { BOOL: t % 2 === 0 } });
    }
    g.addPage(items);
    const inferred = g.design().design;
    expect(inferred.entities.length).toBeGreaterThanOrEqual(2);
    const viaWorkbench = importModelText(JSON.stringify(exportNoSqlWorkbench(inferred))).design;
    const viaOneTable = importModel(JSON.parse(JSON.stringify(exportOneTable(inferred)))).design;
    expect(withoutSource(viaWorkbench)).toEqual(withoutSource(inferred));
    expect(withoutSource(viaOneTable)).toEqual(withoutSource(inferred));
  });
});

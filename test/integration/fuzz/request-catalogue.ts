/**
 * Every API method's fields, what kind of value each takes, and a valid request to start from.
 * The fuzz properties break one thing in a valid request and expect it refused naming that thing;
 * a test checks this catalogue against the schemas in shared/api.ts so it cannot drift.
 */
import fc from 'fast-check';
import type { ApiMethod } from '../../../shared/api.js';

export type FieldKind =
  | 'id'
  | 'tableName'
  | 'requestId'
  | 'label'
  | 'url'
  | 'region'
  | 'mfa'
  | 'credential'
  | 'expr'
  | 'keyExpr'
  | 'limit'
  | 'readAhead'
  | 'segment'
  | 'totalSegments'
  | 'bool'
  | 'select'
  | 'names'
  | 'values'
  | 'item'
  | 'key'
  | 'stateEntries'
  | 'stateKeys'
  | 'path'
  | 'fileText'
  | 'changes'
  | 'statement'
  | 'parameters'
  | 'timeoutMs'
  | 'bulkAction'
  | 'bulkItems'
  | 'writeRate'
  | 'confirmation'
  | 'adminInput'
  | 'importText'
  | 'importPath'
  | 'importFormat'
  | 'importColumns'
  | 'choice'
  | 'exportRead'
  | 'attrNames'
  | 'units'
  | 'fileName'
  | 'exportPath';

export interface MethodSpec {
  base: Record<string, unknown>;
  fields: Record<string, { kind: FieldKind; required?: boolean }>;
}

const read = {
  connectionId: { kind: 'id' },
  requestId: { kind: 'requestId' },
  readAhead: { kind: 'readAhead' },
  TableName: { kind: 'tableName', required: true },
  IndexName: { kind: 'id' },
  ExpressionAttributeNames: { kind: 'names' },
  ExpressionAttributeValues: { kind: 'values' },
  ExclusiveStartKey: { kind: 'item' },
  Limit: { kind: 'limit' },
  ConsistentRead: { kind: 'bool' },
  ProjectionExpression: { kind: 'expr' },
  FilterExpression: { kind: 'expr' },
  Select: { kind: 'select' },
} as const;

export const CATALOGUE: Record<ApiMethod, MethodSpec> = {
  listConnections: { base: {}, fields: {} },
  addEndpointConnection: {
    base: { endpoint: 'http://127.0.0.1:9', region: 'us-east-1' },
    fields: {
      name: { kind: 'label' },
      endpoint: { kind: 'url', required: true },
      region: { kind: 'region', required: true },
      accessKeyId: { kind: 'credential' },
      secretAccessKey: { kind: 'credential' },
      profile: { kind: 'id' },
      connectTimeoutMs: { kind: 'timeoutMs' },
      responseTimeoutMs: { kind: 'timeoutMs' },
      callTimeoutMs: { kind: 'timeoutMs' },
    },
  },
  removeConnection: { base: { connectionId: 'endpoint:99' }, fields: { connectionId: { kind: 'id', required: true } } },
  connect: {
    base: { connectionId: 'endpoint:99' },
    fields: {
      connectionId: { kind: 'id', required: true },
      mfaCode: { kind: 'mfa' },
      secretAccessKey: { kind: 'credential' },
    },
  },
  listTables: { base: {}, fields: { connectionId: { kind: 'id' } } },
  describeTable: {
    base: { TableName: 'T' },
    fields: { connectionId: { kind: 'id' }, TableName: { kind: 'tableName', required: true } },
  },
  query: {
    base: {
      TableName: 'T',
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': 'PK' },
      ExpressionAttributeValues: { ':pk': { S: 'x' } },
    },
    fields: {
      ...read,
      KeyConditionExpression: { kind: 'keyExpr', required: true },
      ScanIndexForward: { kind: 'bool' },
    },
  },
  scan: {
    base: { TableName: 'T', Segment: 0, TotalSegments: 2 },
    fields: { ...read, Segment: { kind: 'segment' }, TotalSegments: { kind: 'totalSegments' } },
  },
  getItem: {
    base: { TableName: 'T', Key: { PK: { S: 'x' } } },
    fields: {
      connectionId: { kind: 'id' },
      requestId: { kind: 'requestId' },
      TableName: { kind: 'tableName', required: true },
      Key: { kind: 'key', required: true },
      ConsistentRead: { kind: 'bool' },
      ProjectionExpression: { kind: 'expr' },
      ExpressionAttributeNames: { kind: 'names' },
    },
  },
  // cancel's requestId has no length cap (it only looks a read up), so it is an 'id' here.
  callStatus: { base: { requestId: 'r1' }, fields: { requestId: { kind: 'id', required: true } } },
  cancel: { base: { requestId: 'r1' }, fields: { requestId: { kind: 'id', required: true } } },
  resetSandbox: { base: {}, fields: {} },
  getAppState: { base: {}, fields: {} },
  updateAppState: {
    base: { set: { 'ice.fuzz': 'x' } },
    fields: { set: { kind: 'stateEntries' }, remove: { kind: 'stateKeys' }, localStorageMigrated: { kind: 'bool' } },
  },
  readPatternsFile: {
    base: { path: '/nonexistent/patterns.json' },
    fields: { path: { kind: 'path', required: true } },
  },
  writePatternsFile: {
    base: { path: '/nonexistent/patterns.json', text: '{}' },
    fields: { path: { kind: 'path', required: true }, text: { kind: 'fileText', required: true } },
  },
  commitChanges: {
    base: { changes: [{ id: 'c1', TableName: 'T', after: { PK: { S: 'x' } } }] },
    fields: {
      connectionId: { kind: 'id' },
      confirmed: { kind: 'confirmation' },
      changes: { kind: 'changes', required: true },
    },
  },
  listCommits: { base: {}, fields: { connectionId: { kind: 'id' } } },
  undoLastCommit: { base: {}, fields: { connectionId: { kind: 'id' }, confirmed: { kind: 'confirmation' } } },
  undoCommit: {
    base: { commitId: 'c' },
    fields: {
      connectionId: { kind: 'id' },
      commitId: { kind: 'id', required: true },
      confirmed: { kind: 'confirmation' },
    },
  },
  clearWriteHistory: { base: { connectionId: 'x' }, fields: { connectionId: { kind: 'id', required: true } } },
  getWriteAccess: { base: {}, fields: { connectionId: { kind: 'id' } } },
  setWriteAccess: {
    base: { connectionId: 'endpoint:99', allowed: false },
    fields: { connectionId: { kind: 'id', required: true }, allowed: { kind: 'bool', required: true } },
  },
  createBulkRun: {
    base: { TableName: 'T', action: { kind: 'delete' }, items: [{ PK: { S: 'x' } }] },
    fields: {
      connectionId: { kind: 'id' },
      confirmed: { kind: 'confirmation' },
      TableName: { kind: 'tableName', required: true },
      action: { kind: 'bulkAction', required: true },
      items: { kind: 'bulkItems', required: true },
      readBeforeDelete: { kind: 'bool' },
      conditionalDelete: { kind: 'bool' },
      projected: { kind: 'bool' },
    },
  },
  addBulkItems: {
    base: { runId: 'r1', items: [{ PK: { S: 'x' } }] },
    fields: { runId: { kind: 'requestId', required: true }, items: { kind: 'bulkItems', required: true } },
  },
  runBulk: {
    base: { runId: 'r1' },
    fields: {
      runId: { kind: 'requestId', required: true },
      maxWriteUnitsPerSecond: { kind: 'writeRate' },
      confirmed: { kind: 'confirmation' },
    },
  },
  stopBulk: { base: { runId: 'r1' }, fields: { runId: { kind: 'requestId', required: true } } },
  getBulkRun: { base: { runId: 'r1' }, fields: { runId: { kind: 'requestId', required: true } } },
  discardBulkRun: { base: { runId: 'r1' }, fields: { runId: { kind: 'requestId', required: true } } },
  listBulkRuns: { base: {}, fields: { connectionId: { kind: 'id' } } },
  previewBulkUndo: { base: { runId: 'r1' }, fields: { runId: { kind: 'requestId', required: true } } },
  dryRunBulk: { base: { runId: 'r1' }, fields: { runId: { kind: 'requestId', required: true } } },
  undoBulk: {
    base: { runId: 'r1' },
    fields: { runId: { kind: 'requestId', required: true }, confirmed: { kind: 'confirmation' } },
  },
  executeStatement: {
    base: { Statement: `SELECT * FROM "T" WHERE PK = ?`, Parameters: [{ S: 'x' }] },
    fields: {
      connectionId: { kind: 'id' },
      requestId: { kind: 'requestId' },
      Statement: { kind: 'statement', required: true },
      Parameters: { kind: 'parameters' },
      NextToken: { kind: 'keyExpr' },
      Limit: { kind: 'limit' },
      ConsistentRead: { kind: 'bool' },
      readAhead: { kind: 'readAhead' },
    },
  },
  describeTableDetails: {
    base: { TableName: 'T' },
    fields: { connectionId: { kind: 'id' }, TableName: { kind: 'tableName', required: true } },
  },
  getControlPlaneAccess: { base: {}, fields: { connectionId: { kind: 'id' } } },
  setControlPlaneAccess: {
    base: { connectionId: 'endpoint:99', allowed: false },
    fields: { connectionId: { kind: 'id', required: true }, allowed: { kind: 'bool', required: true } },
  },
  createTable: {
    base: {
      input: {
        TableName: 'Tbl',
        KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' }],
        AttributeDefinitions: [{ AttributeName: 'PK', AttributeType: 'S' }],
        BillingMode: 'PAY_PER_REQUEST',
      },
    },
    fields: {
      connectionId: { kind: 'id' },
      confirmed: { kind: 'confirmation' },
      input: { kind: 'adminInput', required: true },
    },
  },
  updateTable: {
    base: { input: { TableName: 'Tbl', DeletionProtectionEnabled: true } },
    fields: {
      connectionId: { kind: 'id' },
      confirmed: { kind: 'confirmation' },
      input: { kind: 'adminInput', required: true },
    },
  },
  updateTimeToLive: {
    base: { input: { TableName: 'Tbl', TimeToLiveSpecification: { Enabled: true, AttributeName: 'expiresAt' } } },
    fields: {
      connectionId: { kind: 'id' },
      confirmed: { kind: 'confirmation' },
      input: { kind: 'adminInput', required: true },
    },
  },
  updateContinuousBackups: {
    base: { input: { TableName: 'Tbl', PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } } },
    fields: {
      connectionId: { kind: 'id' },
      confirmed: { kind: 'confirmation' },
      input: { kind: 'adminInput', required: true },
    },
  },
  startExport: {
    base: { method: 'scan', request: { TableName: 'T' }, format: 'json', fileName: 'T.json' },
    fields: {
      connectionId: { kind: 'id' },
      method: { kind: 'choice', required: true },
      request: { kind: 'exportRead', required: true },
      format: { kind: 'choice', required: true },
      keys: { kind: 'attrNames' },
      bom: { kind: 'bool' },
      maxItems: { kind: 'limit' },
      rcuBudget: { kind: 'units' },
      fileName: { kind: 'fileName', required: true },
      path: { kind: 'exportPath' },
    },
  },
  getExport: { base: { exportId: 'e1' }, fields: { exportId: { kind: 'requestId', required: true } } },
  stopExport: { base: { exportId: 'e1' }, fields: { exportId: { kind: 'requestId', required: true } } },
  deleteTable: {
    base: { input: { TableName: 'Tbl' }, confirmTableName: 'Tbl' },
    fields: {
      connectionId: { kind: 'id' },
      confirmed: { kind: 'confirmation' },
      input: { kind: 'adminInput', required: true },
      confirmTableName: { kind: 'tableName', required: true },
    },
  },
  checkImport: {
    base: { TableName: 'Tbl', format: 'json-lines', text: '{"PK":"a"}' },
    fields: {
      connectionId: { kind: 'id' },
      TableName: { kind: 'tableName', required: true },
      format: { kind: 'importFormat', required: true },
      columns: { kind: 'importColumns' },
      text: { kind: 'importText', required: true },
    },
  },
  checkImportFile: {
    base: { TableName: 'Tbl', format: 'csv', path: '/nonexistent/items.csv' },
    fields: {
      connectionId: { kind: 'id' },
      TableName: { kind: 'tableName', required: true },
      format: { kind: 'importFormat', required: true },
      columns: { kind: 'importColumns' },
      path: { kind: 'importPath', required: true },
    },
  },
};

/** Keys an object parsed from JSON can carry that mean something else to JavaScript. */
export const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__defineGetter__',
];

const huge = (min: number) => fc.integer({ min, max: min + 200_000 }).map((n) => 'x'.repeat(n));
const nested = (levels: fc.Arbitrary<number>) =>
  levels.map((n) => {
    let v: unknown = { S: 'leaf' };
    for (let i = 0; i < n; i++) v = i % 2 ? { L: [v] } : { M: { a: v } };
    return v;
  });

const notString = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
);
const notInt = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.double().filter((d) => !Number.isInteger(d)),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.constant({}),
);
const notBool = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.integer(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
);
const notObject = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.integer(),
  fc.boolean(),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
);

/** Values DynamoDB JSON refuses, each with a reason the schema must find. */
export const badDynamoValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    { N: 'abc' },
    { N: 1 },
    { N: '' },
    { N: '1e' },
    { S: 1 },
    { S: null },
    { B: '!!not base64' },
    { B: 5 },
    { BOOL: 'true' },
    { NULL: false },
    { SS: [] },
    { SS: ['a', 'a'] },
    { SS: [1] },
    { NS: ['x'] },
    { BS: ['%%'] },
    { L: 'x' },
    { L: { a: 1 } },
    { M: [] },
    { M: 'x' },
    { M: { a: { X: 1 } } },
    { L: [{ S: 'ok' }, { N: 'no' }] },
    {},
    { S: 'a', N: '1' },
    { X: 'y' },
    { s: 'lower-case type' },
    'plain',
    1,
    null,
    true,
    [],
    [{ S: 'x' }],
  ),
  nested(fc.integer({ min: 33, max: 400 })),
  fc.record({ S: notString }),
  fc.record({ N: fc.string({ maxLength: 12 }).filter((s) => !/^\s*-?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?\s*$/.test(s)) }),
);

/** A value of the wrong kind for the field, so that the schema must refuse it. */
export function badValueFor(kind: FieldKind): fc.Arbitrary<unknown> {
  switch (kind) {
    case 'id':
      return fc.oneof(notString, fc.constant(''));
    case 'tableName':
      return fc.oneof(notString, fc.constant(''), huge(256));
    case 'requestId':
      return fc.oneof(notString, fc.constant(''), huge(201));
    case 'label':
      return fc.oneof(notString, huge(101));
    case 'url':
      return fc.oneof(
        notString,
        fc.constantFrom(
          '',
          'not a url',
          'http//x',
          '127.0.0.1:8000',
          'file:///etc/passwd',
          'javascript:alert(1)',
          'ftp://127.0.0.1/',
          'data:text/plain,x',
        ),
      );
    case 'region':
      return fc.oneof(
        notString,
        fc.constantFrom('', 'US-EAST-1', 'us east 1', 'us-east-1/../x', 'eu_west'),
        huge(300).map((s) => `${s}!`),
      );
    case 'credential':
      return fc.oneof(notString, fc.constantFrom('', 'has a space', 'tab\there', 'ünïcode'), huge(257));
    case 'mfa':
      return fc.oneof(
        notString,
        fc.constantFrom('', '12345', '1234567', '12ab56', ' 123456'),
        fc.integer({ min: 0, max: 999_999 }),
      );
    case 'expr':
      return notString;
    case 'keyExpr':
      return fc.oneof(notString, fc.constant(''));
    case 'limit':
      return fc.oneof(notInt, fc.integer({ max: 0 }), fc.constant(2 ** 53 + 2));
    case 'timeoutMs':
      return fc.oneof(notInt, fc.integer({ max: 99 }), fc.integer({ min: 600_001 }));
    case 'readAhead':
      return fc.oneof(
        notObject,
        fc
          .constantFrom('pageLimit', 'itemsLeft')
          .chain((k) => fc.oneof(notInt, fc.integer({ max: 0 })).map((v) => ({ [k]: v }))),
        fc.constantFrom({ depth: 2 }, { PageLimit: 5 }, { pageLimit: 5, extra: true }),
      );
    case 'segment':
      return fc.oneof(notInt, fc.integer({ max: -1 }), fc.integer({ min: 2, max: 10 ** 6 }));
    case 'totalSegments':
      return fc.oneof(notInt, fc.integer({ max: 0 }), fc.integer({ min: 1_000_001 }));
    case 'bool':
      return notBool;
    case 'select':
      return fc.oneof(notString, fc.constantFrom('all_attributes', 'EVERYTHING', 'COUNT ', 'ALL')); // '' is no Select to DynamoDB, so not a wrong value
    case 'names':
      return fc.oneof(
        notObject,
        fc
          .tuple(
            fc.string({ maxLength: 10 }).filter((k) => !k.startsWith('#') && !PROTOTYPE_KEYS.includes(k)),
            fc.string({ minLength: 1 }),
          )
          .map(([k, v]) => ({ [k]: v })),
        fc.constantFrom('__proto__', 'constructor').map((k) => JSON.parse(`{"${k}": "x"}`) as unknown),
        fc
          .tuple(
            fc.string({ maxLength: 10 }).map((k) => `#${k}`),
            fc.oneof(fc.constant(''), notString),
          )
          .map(([k, v]) => ({ [k]: v })),
      );
    case 'values':
      return fc.oneof(
        notObject,
        fc
          .string({ maxLength: 10 })
          .filter((k) => !k.startsWith(':') && !PROTOTYPE_KEYS.includes(k))
          .map((k) => ({ [k]: { S: 'x' } })),
        fc.constantFrom('__proto__', 'constructor').map((k) => JSON.parse(`{"${k}": {"S": "x"}}`) as unknown),
        fc
          .tuple(
            fc.string({ maxLength: 10 }).map((k) => `:${k}`),
            badDynamoValue,
          )
          .map(([k, v]) => ({ [k]: v })),
      );
    case 'item':
      return fc.oneof(
        notObject,
        fc.constant(null),
        fc.tuple(fc.string({ maxLength: 10 }), badDynamoValue).map(([k, v]) => ({ [k]: v })),
      );
    case 'key':
      return fc.oneof(
        notObject,
        fc.constant(null),
        fc.constant({}),
        fc.tuple(fc.string({ maxLength: 10 }), badDynamoValue).map(([k, v]) => ({ PK: { S: 'x' }, [k]: v })),
      );
    case 'stateEntries':
      return fc.oneof(
        notObject,
        fc.constant({ '': 'x' }),
        huge(301).map((k) => ({ [k]: 'x' })),
        notString.map((v) => ({ k: v })),
      );
    case 'stateKeys':
      return fc.oneof(
        notObject.filter((v) => !Array.isArray(v)),
        fc.constant(['']),
        notString.map((v) => [v]),
      );
    case 'path':
      return fc.oneof(
        notString,
        fc.constantFrom('', '/x/patterns.txt', '/x/patterns'),
        huge(4097).map((s) => `${s}.json`),
      );
    case 'statement':
      return fc.oneof(notString, fc.constant(''), huge(8193));
    case 'parameters':
      return fc.oneof(
        notObject.filter((v) => !Array.isArray(v)),
        fc.constant(null),
        badDynamoValue.map((v) => [v]),
      );
    case 'fileText':
      return fc.oneof(notString, huge(2 * 1024 * 1024 + 1));
    case 'bulkAction':
      return fc.oneof(
        notObject,
        fc.constant(null),
        fc.constantFrom(
          {},
          { kind: 'drop' },
          { kind: 'set', attribute: 'a' },
          { kind: 'set', value: { S: 'x' } },
          { kind: 'remove' },
          { kind: 'remove', attribute: '' },
          { kind: 'delete', attribute: 'a' },
        ),
        badDynamoValue.map((value) => ({ kind: 'set', attribute: 'a', value })),
      );
    case 'bulkItems':
      return fc.oneof(
        notObject.filter((v) => !Array.isArray(v)),
        fc.constant([]),
        fc.constant([null]),
        fc.tuple(fc.string({ maxLength: 10 }), badDynamoValue).map(([k, v]) => [{ PK: { S: 'x' }, [k]: v }]),
      );
    case 'importText':
      return fc.oneof(notString, huge(8 * 1024 * 1024 + 1));
    case 'importPath':
      return fc.oneof(notString, fc.constant(''), huge(4097));
    case 'importFormat':
      return fc.oneof(notString, fc.constantFrom('', 'json', 'JSON lines', 'xml'));
    case 'importColumns':
      return fc.oneof(
        notObject.filter((v) => !Array.isArray(v)),
        fc.constant(null),
        fc.constantFrom({ price: 'number' }, { price: '' }, { price: 5 }),
      );
    case 'writeRate':
      return fc.oneof(notInt, fc.integer({ max: 0 }), fc.integer({ min: 1_000_001 }));
    case 'adminInput':
      return fc.oneof(
        notObject,
        fc.constant(null),
        fc.constantFrom({}, { TableName: 'x' }, { TableName: 'Tbl', Unknown: 1 }, { TableName: 5 }),
      );
    case 'confirmation':
      return fc.oneof(
        notObject,
        fc.constant(null),
        fc.constantFrom(
          {},
          { accountId: '123456789012' },
          { region: '' },
          { region: 'eu-west-1', accountId: '1234' },
          { region: 'eu-west-1', accountId: 123456789012 },
          { region: 'eu-west-1', account: '123456789012' },
          { region: 7 },
        ),
        notString.map((region) => ({ region })),
      );
    case 'choice':
      return fc.oneof(notString, fc.constantFrom('', 'SCAN', 'everything', 'json ', 'xml'));
    case 'exportRead':
      return fc.oneof(notObject, fc.constant(null));
    case 'attrNames':
      return fc.oneof(
        notObject.filter((v) => !Array.isArray(v)),
        fc.constant(['']),
        notString.map((v) => [v]),
      );
    case 'units':
      return fc.oneof(
        fc.string({ maxLength: 8 }),
        fc.boolean(),
        fc.constant(null),
        fc.constant({}),
        fc.constantFrom(0, -1, -0.5),
      );
    case 'fileName':
      return fc.oneof(notString, fc.constantFrom('', 'a/b.json', 'a\\b.json'), huge(256));
    case 'exportPath':
      return fc.oneof(notString, fc.constant(''), huge(4097));
    case 'changes':
      return fc.oneof(
        notObject.filter((v) => !Array.isArray(v)),
        fc.constantFrom(
          [],
          [{}],
          [{ id: 'c', TableName: 'T' }],
          [{ id: '', TableName: 'T', after: { PK: { S: 'x' } } }],
          [{ id: 'c', TableName: '', before: { PK: { S: 'x' } } }],
          [
            { id: 'c', TableName: 'T', after: { PK: { S: 'x' } } },
            { id: 'c', TableName: 'T', after: { PK: { S: 'y' } } },
          ],
          [{ id: 'c', TableName: 'T', after: { PK: { S: 'x' } }, extra: 1 }],
        ),
        fc
          .tuple(fc.string({ maxLength: 10 }), badDynamoValue)
          .map(([k, v]) => [{ id: 'c', TableName: 'T', after: { PK: { S: 'x' }, [k]: v } }]),
      );
  }
}

export interface BadRequest {
  method: ApiMethod;
  body: unknown;
  /** The field the error must name (its first path segment); undefined when the whole body is wrong. */
  field?: string;
  what: string;
}

const methods = Object.keys(CATALOGUE) as ApiMethod[];

const wrongValue: fc.Arbitrary<BadRequest> = fc
  .constantFrom(...methods.flatMap((m) => Object.keys(CATALOGUE[m].fields).map((f) => [m, f] as const)))
  .chain(([method, field]) =>
    badValueFor(CATALOGUE[method].fields[field]!.kind).map((v) => ({
      method,
      body: { ...CATALOGUE[method].base, [field]: v },
      field,
      what: 'wrong value',
    })),
  );

const missing: fc.Arbitrary<BadRequest> = fc
  .constantFrom(
    ...methods.flatMap((m) =>
      Object.entries(CATALOGUE[m].fields)
        .filter(([, s]) => s.required)
        .map(([f]) => [m, f] as const),
    ),
  )
  .map(([method, field]) => {
    const body = { ...CATALOGUE[method].base };
    delete body[field];
    return { method, body, field, what: 'missing field' };
  });

const unknownKey = fc.oneof(
  fc.constantFrom(
    ...PROTOTYPE_KEYS,
    'KeyConditions',
    'tablename',
    'TableName ',
    'ReturnConsumedCapacity',
    'Limit\u0000',
    '',
  ),
  fc.string({ maxLength: 30 }),
  huge(1000),
);
const anyValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  nested(fc.integer({ min: 50, max: 300 })),
  huge(10_000),
  fc.constant({ polluted: true }),
);
const unknown: fc.Arbitrary<BadRequest> = fc
  .tuple(fc.constantFrom(...methods), unknownKey, anyValue)
  .filter(([m, k]) => !Object.hasOwn(CATALOGUE[m].fields, k))
  .map(([method, key, v]) => ({
    method,
    body: { ...CATALOGUE[method].base, [key]: v },
    field: key,
    what: 'unknown field',
  }));

const notAnObject: fc.Arbitrary<BadRequest> = fc
  .tuple(
    fc.constantFrom(...methods),
    fc.oneof(
      fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
      fc.string({ maxLength: 20 }),
      fc.integer(),
      fc.boolean(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.constantFrom(...methods).map((m) => [CATALOGUE[m].base]),
    ),
  )
  .map(([method, body]) => ({ method, body, what: 'not an object' }));

export const badRequest: fc.Arbitrary<BadRequest> = fc.oneof(
  { arbitrary: wrongValue, weight: 4 },
  { arbitrary: missing, weight: 1 },
  { arbitrary: unknown, weight: 2 },
  { arbitrary: notAnObject, weight: 1 },
);

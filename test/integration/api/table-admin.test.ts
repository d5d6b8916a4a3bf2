/**
 * The table as a whole through the API (web mode's HTTP, the real service) on dynalite and AWS
 * DynamoDB Local: a table created with keys, two GSIs and an LSI; a GSI added and removed; TTL and
 * streams turned on; the details show each change, and what a server does not support is said in
 * its fact, not thrown. What each server supports was found by asking both (see SUPPORT below).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ApiError } from '../../../shared/api-errors.js';
import type { CreateTableInput, TableDetails } from '../../../shared/api-table-admin.js';
import { startHarness, type Harness } from '../../support/app-harness.js';
import { testServers } from '../../support/test-servers.js';

/** What each server answers, asked of both: DynamoDB Local is the reference where they differ. */
const SUPPORT = {
  dynalite: { tags: 'ok', ttlUpdate: false, streams: false, gsiOnDemand: false, deletionProtection: false },
  'dynamodb-local': {
    tags: 'unsupported',
    ttlUpdate: true,
    streams: true,
    gsiOnDemand: true,
    deletionProtection: true,
  },
} as const;

const TABLE = 'AdminOrders';
const definition: CreateTableInput = {
  TableName: TABLE,
  BillingMode: 'PAY_PER_REQUEST',
  KeySchema: [
    { AttributeName: 'PK', KeyType: 'HASH' },
    { AttributeName: 'SK', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [
    { AttributeName: 'PK', AttributeType: 'S' },
    { AttributeName: 'SK', AttributeType: 'S' },
    { AttributeName: 'GSI1PK', AttributeType: 'S' },
    { AttributeName: 'GSI2PK', AttributeType: 'S' },
    { AttributeName: 'LSI1SK', AttributeType: 'N' },
  ],
  GlobalSecondaryIndexes: [
    {
      IndexName: 'GSI1',
      KeySchema: [{ AttributeName: 'GSI1PK', KeyType: 'HASH' }],
      Projection: { ProjectionType: 'ALL' },
    },
    {
      IndexName: 'GSI2',
      KeySchema: [
        { AttributeName: 'GSI2PK', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['status'] },
    },
  ],
  LocalSecondaryIndexes: [
    {
      IndexName: 'LSI1',
      KeySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'LSI1SK', KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'KEYS_ONLY' },
    },
  ],
};

async function refusal(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    return e as ApiError;
  }
  throw new Error('the call was accepted');
}

describe.each(testServers)('the table as a whole on %s', (server) => {
  let h: Harness;
  const support = SUPPORT[server];
  const details = () => h.http.describeTableDetails({ TableName: TABLE });
  /** Asks again until `done` holds (a state, not a time); `maxAsks` bounds a server that never gets there. */
  async function until(done: (d: TableDetails) => boolean, maxAsks = 500): Promise<TableDetails> {
    let d = await details();
    for (let ask = 1; ask < maxAsks && !done(d); ask++) d = await details();
    expect(done(d), JSON.stringify(d.table)).toBe(true);
    return d;
  }
  const indexNames = (d: TableDetails) => (d.table.state === 'ok' ? d.table.value.indexes.map((i) => i.name) : []);
  const allActive = (d: TableDetails) =>
    d.table.state === 'ok' &&
    d.table.value.status === 'ACTIVE' &&
    d.table.value.indexes.every((i) => i.kind === 'local' || i.status === 'ACTIVE');

  beforeAll(async () => {
    h = await startHarness({ server });
  });
  afterAll(async () => {
    await h?.close();
  });

  test('a table created with keys, two GSIs and an LSI: its details, each fact from its own call', async () => {
    const created = await h.http.createTable({ input: definition });
    expect(created.TableName).toBe(TABLE);
    const d = await until(allActive);
    if (d.table.state !== 'ok') throw new Error('not described');
    expect(d.table.value.billingMode).toBe('PAY_PER_REQUEST');
    expect(d.table.value.indexes.map((i) => `${i.kind} ${i.name} ${i.projection}`).sort()).toEqual([
      'global GSI1 ALL',
      'global GSI2 INCLUDE',
      'local LSI1 KEYS_ONLY',
    ]);
    expect(d.table.value.indexes.find((i) => i.name === 'GSI2')?.nonKeyAttributes).toEqual(['status']);
    expect(d.table.value.stream).toEqual({ enabled: false });
    expect(d.timeToLive).toEqual({ state: 'ok', value: { status: 'DISABLED' } });
    // Neither server knows these three: each says so in its own fact.
    for (const [fact, operation] of [
      [d.continuousBackups, 'DescribeContinuousBackups'],
      [d.backups, 'ListBackups'],
      [d.kinesis, 'DescribeKinesisStreamingDestination'],
    ] as const)
      expect(fact).toMatchObject({ state: 'unsupported', operation });
    if (support.tags === 'ok') expect(d.tags).toEqual({ state: 'ok', value: [] });
    else expect(d.tags).toMatchObject({ state: 'unsupported', operation: 'ListTagsOfResource' });
  });

  test('a GSI added and removed; the details follow', async () => {
    const add = h.http.updateTable({
      input: {
        TableName: TABLE,
        AttributeDefinitions: [{ AttributeName: 'GSI3PK', AttributeType: 'S' }],
        GlobalSecondaryIndexUpdates: [
          {
            Create: {
              IndexName: 'GSI3',
              KeySchema: [{ AttributeName: 'GSI3PK', KeyType: 'HASH' }],
              Projection: { ProjectionType: 'KEYS_ONLY' },
            },
          },
        ],
      },
    });
    if (!support.gsiOnDemand) {
      // dynalite asks an index of an on-demand table for ProvisionedThroughput, which DynamoDB refuses there.
      expect((await refusal(add)).message).toMatch(/provisionedThroughput/);
      return;
    }
    await add;
    const added = await until((d) => indexNames(d).includes('GSI3') && allActive(d));
    expect(indexNames(added)).toContain('GSI3');
    await h.http.updateTable({
      input: { TableName: TABLE, GlobalSecondaryIndexUpdates: [{ Delete: { IndexName: 'GSI3' } }] },
    });
    const removed = await until((d) => !indexNames(d).includes('GSI3'));
    expect(indexNames(removed).sort()).toEqual(['GSI1', 'GSI2', 'LSI1']);
  });

  test('TTL on with its attribute; the details show it', async () => {
    const on = h.http.updateTimeToLive({
      input: { TableName: TABLE, TimeToLiveSpecification: { Enabled: true, AttributeName: 'expiresAt' } },
    });
    if (!support.ttlUpdate) {
      const refused = await refusal(on);
      expect(refused).toMatchObject({ name: 'UnknownOperationException' });
      expect(refused.message).toBe('UpdateTimeToLive is not supported by this endpoint');
      return;
    }
    await on;
    const d = await until((x) => x.timeToLive.state === 'ok' && x.timeToLive.value.status === 'ENABLED');
    expect(d.timeToLive).toEqual({ state: 'ok', value: { status: 'ENABLED', attributeName: 'expiresAt' } });
  });

  test('streams on; the details show the view type and the stream ARN', async () => {
    const on = h.http.updateTable({
      input: { TableName: TABLE, StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' } },
    });
    if (!support.streams) {
      // dynalite keeps no stream: the update is refused or ignored, and the details say streams are off.
      await on.catch(() => undefined);
      const d = await details();
      expect(d.table.state === 'ok' && d.table.value.stream?.enabled).toBe(false);
      return;
    }
    await on;
    const d = await until((x) => x.table.state === 'ok' && x.table.value.stream?.enabled === true);
    if (d.table.state !== 'ok') throw new Error('not described');
    expect(d.table.value.stream).toMatchObject({ enabled: true, viewType: 'NEW_AND_OLD_IMAGES' });
    expect(d.table.value.stream?.arn).toMatch(/table\/AdminOrders\/stream\//);
  });

  test('a delete needs the name typed, and is refused while deletion protection is on', async () => {
    const wrong = await refusal(h.http.deleteTable({ input: { TableName: TABLE }, confirmTableName: 'AdminOrder' }));
    expect(wrong).toMatchObject({ name: 'TableNameNotConfirmed', field: 'confirmTableName' });
    if (support.deletionProtection) {
      await h.http.updateTable({ input: { TableName: TABLE, DeletionProtectionEnabled: true } });
      const d = await until((x) => x.table.state === 'ok' && x.table.value.deletionProtection === true);
      expect(d.table.state === 'ok' && d.table.value.deletionProtection).toBe(true);
      const guarded = await refusal(h.http.deleteTable({ input: { TableName: TABLE }, confirmTableName: TABLE }));
      expect(guarded).toMatchObject({ name: 'DeletionProtectionOn' });
      await h.http.updateTable({ input: { TableName: TABLE, DeletionProtectionEnabled: false } });
    }
    await h.http.deleteTable({ input: { TableName: TABLE }, confirmTableName: TABLE });
    expect((await h.http.listTables()).TableNames).not.toContain(TABLE);
  });

  test('control-plane writes have their own switch; off, a create is refused before it is sent', async () => {
    const access = await h.http.getControlPlaneAccess();
    expect(access).toMatchObject({ allowed: true, local: true });
    await h.http.setControlPlaneAccess({ connectionId: access.connectionId, allowed: false });
    try {
      const off = await refusal(h.http.createTable({ input: { ...definition, TableName: 'NeverMade' } }));
      expect(off).toMatchObject({ name: 'ControlPlaneWritesOff', statusCode: 403 });
      expect((await h.http.listTables()).TableNames).not.toContain('NeverMade');
      // Item writes keep their own switch.
      expect((await h.http.getWriteAccess()).allowed).toBe(true);
    } finally {
      await h.http.setControlPlaneAccess({ connectionId: access.connectionId, allowed: true });
    }
  });
});

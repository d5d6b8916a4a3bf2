/**
 * The code shown before each control-plane action, run as written against AWS DynamoDB Local by
 * node, python3 with boto3 and the AWS CLI: a table created with two GSIs and an LSI, a GSI added
 * and removed, TTL and streams turned on, deletion protection on and off, the table deleted; after
 * each program a DescribeTable of our own checks that the change happened. (PITR's
 * UpdateContinuousBackups is not run: DynamoDB Local answers UnknownOperationException.)
 */
import {
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  ListTablesCommand,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  adminSnippet,
  adminSnippetLanguages,
  type AdminOperation,
} from '../../../shared/snippets/table-admin-snippets.js';
import { testClient } from '../../support/dynamo-client.js';
import { beforeAskingAgain, untilActive } from '../../support/test-table.js';
import { startTestServer, type RunningTestServer } from '../../support/test-servers.js';
import { SnippetRunner, skipExternal, toolProblem } from './run-snippet.js';

let local: RunningTestServer;
let raw: DynamoDBClient;
let runner: SnippetRunner;

beforeAll(async () => {
  [local, runner] = await Promise.all([startTestServer('dynamodb-local'), SnippetRunner.create()]);
  raw = testClient(local.endpoint);
}, 120_000);
afterAll(async () => {
  raw?.destroy();
  await runner?.close();
  await local?.close();
});

const key = (pk: string, sk?: string) => [
  { AttributeName: pk, KeyType: 'HASH' },
  ...(sk ? [{ AttributeName: sk, KeyType: 'RANGE' }] : []),
];

describe.each(adminSnippetLanguages.map((l) => l.id))('the %s code of each table action', (language) => {
  const table = `Admin_${language.replace(/-/g, '_')}`;
  const run = async (op: AdminOperation, input: object) => {
    const connection = { region: 'us-east-1', endpoint: local.endpoint };
    return runner.run(language, `${op}-${language}`, adminSnippet(language, op, input, connection));
  };
  const describeIt = async () => (await raw.send(new DescribeTableCommand({ TableName: table }))).Table!;
  /**
   * Asks until the index is gone. DynamoDB Local answers a DescribeTable made while it drops an
   * index with InternalFailure now and then: that answer counts as "not yet", any other error fails.
   */
  const untilIndexGone = async (index: string, maxAsks = 2000) => {
    for (let ask = 0; ask < maxAsks; ask++) {
      if (ask > 0) await beforeAskingAgain();
      const t = await describeIt().catch((e: Error) => {
        if (e.name === 'InternalFailure') return undefined;
        throw e;
      });
      const names = t?.GlobalSecondaryIndexes?.map((i) => i.IndexName!) ?? [];
      if (t && !names.includes(index)) return names.sort();
    }
    throw new Error(`index ${index} still there after ${maxAsks} asks`);
  };

  test('runs as written, and each change is there afterwards', async (ctx) => {
    if (skipExternal && language !== 'javascript-sdk') return ctx.skip();
    const missing = await toolProblem(language);
    if (missing) throw new Error(missing);
    const printed = await run('CreateTable', {
      TableName: table,
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: key('PK', 'SK'),
      AttributeDefinitions: [
        { AttributeName: 'PK', AttributeType: 'S' },
        { AttributeName: 'SK', AttributeType: 'S' },
        { AttributeName: 'G1', AttributeType: 'S' },
        { AttributeName: 'G2', AttributeType: 'N' },
        { AttributeName: 'L1', AttributeType: 'S' },
      ],
      GlobalSecondaryIndexes: [
        { IndexName: 'GSI1', KeySchema: key('G1', 'SK'), Projection: { ProjectionType: 'ALL' } },
        { IndexName: 'GSI2', KeySchema: key('G2'), Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['a'] } },
      ],
      LocalSecondaryIndexes: [
        { IndexName: 'LSI1', KeySchema: key('PK', 'L1'), Projection: { ProjectionType: 'KEYS_ONLY' } },
      ],
    });
    expect(JSON.parse(printed).TableDescription.TableName).toBe(table);
    await untilActive(raw, table);
    expect((await describeIt()).GlobalSecondaryIndexes?.map((i) => i.IndexName).sort()).toEqual(['GSI1', 'GSI2']);

    await run('UpdateTable', {
      TableName: table,
      AttributeDefinitions: [{ AttributeName: 'G3', AttributeType: 'S' }],
      GlobalSecondaryIndexUpdates: [
        { Create: { IndexName: 'GSI3', KeySchema: key('G3'), Projection: { ProjectionType: 'KEYS_ONLY' } } },
      ],
    });
    await untilActive(raw, table);
    expect((await describeIt()).GlobalSecondaryIndexes?.map((i) => i.IndexName)).toContain('GSI3');
    await run('UpdateTable', { TableName: table, GlobalSecondaryIndexUpdates: [{ Delete: { IndexName: 'GSI3' } }] });
    expect(await untilIndexGone('GSI3')).toEqual(['GSI1', 'GSI2']);

    await run('UpdateTimeToLive', {
      TableName: table,
      TimeToLiveSpecification: { Enabled: true, AttributeName: 'expiresAt' },
    });
    const ttl = await raw.send(new DescribeTimeToLiveCommand({ TableName: table }));
    expect(ttl.TimeToLiveDescription).toMatchObject({ TimeToLiveStatus: 'ENABLED', AttributeName: 'expiresAt' });

    await run('UpdateTable', {
      TableName: table,
      StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_IMAGE' },
    });
    expect((await describeIt()).StreamSpecification).toEqual({ StreamEnabled: true, StreamViewType: 'NEW_IMAGE' });

    // The botocore this machine's python3-boto3 and awscli carry (1.43.11 as packaged) has a service
    // model without DeletionProtectionEnabled, so its own validation refuses the field before sending.
    if (language === 'javascript-sdk') {
      await run('UpdateTable', { TableName: table, DeletionProtectionEnabled: true });
      expect((await describeIt()).DeletionProtectionEnabled).toBe(true);
      await run('UpdateTable', { TableName: table, DeletionProtectionEnabled: false });
    }

    await run('DeleteTable', { TableName: table });
    expect((await raw.send(new ListTablesCommand({}))).TableNames).not.toContain(table);
  }, 240_000);
});

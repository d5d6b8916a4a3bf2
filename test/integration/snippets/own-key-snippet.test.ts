/**
 * Issue 19: an endpoint added with its own access key. AWS DynamoDB Local without -sharedDb keeps
 * one database per access key id, so a snippet whose comment says "use the key local" reads
 * another, empty, database. The comment names the endpoint's key id (never its secret), and the
 * program run as that comment says prints what the SDK reads under that key. The connection comes
 * from the real service (Add endpoint with the key), through the renderer's snippetConnection.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createAppService } from '../../../electron/app-service.js';
import { snippetConnection } from '../../../renderer/features/snippets/snippet-connection.js';
import { generateSnippet, type SnippetRequest } from '../../../shared/snippets/index.js';
import { createTable } from '../../support/test-table.js';
import { isolateAwsConfig } from '../../support/isolated-aws-config.js';
import { startTestServer, type RunningTestServer } from '../../support/test-servers.js';
import { referenceRead, toSdkItem, wireItem } from './reference-read.js';
import { SnippetRunner } from './run-snippet.js';

const KEY = { accessKeyId: 'AKIAHERBARIUM0OWNKEY', secretAccessKey: 'herbarium-secret-value-never-shown' };
const TABLE = 'Herbarium';
let local: RunningTestServer;
let owner: DynamoDBClient;
let app: ReturnType<typeof createAppService>;
let runner: SnippetRunner;

beforeAll(async () => {
  isolateAwsConfig('', '');
  [local, runner] = await Promise.all([startTestServer('dynamodb-local', { sharedDb: false }), SnippetRunner.create()]);
  owner = new DynamoDBClient({ endpoint: local.endpoint, region: 'us-east-1', credentials: { ...KEY } });
  await createTable(
    owner,
    {
      TableName: TABLE,
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: 'plantFamily', KeyType: 'HASH' },
        { AttributeName: 'specimen', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: [
        { AttributeName: 'plantFamily', AttributeType: 'S' },
        { AttributeName: 'specimen', AttributeType: 'S' },
      ],
    },
    [1, 2, 3].map((n) =>
      toSdkItem({ plantFamily: { S: 'ROSACEAE' }, specimen: { S: `S#${n}` }, pressedIn: { N: String(1990 + n) } }),
    ),
  );
  app = createAppService({ env: {}, maxAttempts: 1 });
}, 120_000);

afterAll(async () => {
  owner?.destroy();
  await app?.close();
  await runner?.close();
  await local?.close();
});

test('the JavaScript snippet of an own-key endpoint names its key id, not its secret, and runs as written against the database of that key', async () => {
  const info = await app.service.addEndpointConnection({ endpoint: local.endpoint, region: 'us-east-1', ...KEY });
  const target = snippetConnection({ ...info, endpoint: local.endpoint });
  if (!target.ok) throw new Error(target.message);
  const request: SnippetRequest = {
    connectionId: info.id,
    TableName: TABLE,
    KeyConditionExpression: 'plantFamily = :f',
    ExpressionAttributeValues: { ':f': { S: 'ROSACEAE' } },
  };
  const program = generateSnippet('javascript-sdk', 'query', request, target.connection);
  expect(program).not.toContain(KEY.secretAccessKey);
  expect(program).not.toContain('AWS_ACCESS_KEY_ID=local');
  // As the comment says: its key id, and that key's secret from wherever the user keeps it.
  const asked = /AWS_ACCESS_KEY_ID=(\S+) and that key's secret in AWS_SECRET_ACCESS_KEY/.exec(program);
  expect(asked?.[1]).toBe(KEY.accessKeyId);
  const stdout = await runner.run('javascript-sdk', 'own-key', program, {
    AWS_ACCESS_KEY_ID: asked![1]!,
    AWS_SECRET_ACCESS_KEY: KEY.secretAccessKey,
  });
  const expected = await referenceRead(owner, 'query', request);
  if (!('items' in expected)) throw new Error('expected items');
  expect(expected.items).toHaveLength(3);
  expect(JSON.parse(stdout)).toEqual(expected.items.map(wireItem));
  // The table is there under that key only: run with any other key, the same program finds no table.
  await expect(
    runner.run('javascript-sdk', 'other-key', program, { AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local' }),
  ).rejects.toThrow(/ResourceNotFoundException|non-existent table/);
  // The AWS CLI command carries the key id (its secret comes from the environment), never the secret.
  const cli = generateSnippet('aws-cli', 'query', request, target.connection);
  expect(cli.startsWith(`AWS_ACCESS_KEY_ID=${KEY.accessKeyId} aws dynamodb query`)).toBe(true);
  expect(cli).not.toContain(KEY.secretAccessKey);
  expect(generateSnippet('python-boto3', 'query', request, target.connection)).toContain(
    `AWS_ACCESS_KEY_ID=${KEY.accessKeyId}`,
  );
}, 120_000);

/**
 * The two DynamoDB servers every read, expression, snippet and fault suite runs against: dynalite
 * (the app's sandbox, quick) and AWS DynamoDB Local (the reference). Use with describe.each:
 *
 *   describe.each(testServers)('reads on %s', (server) => { const db = useTestServer(server, fill); ... })
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll } from 'vitest';
import { startDynalite } from '../../electron/sandbox/dynalite-server.js';
import { testClient } from './dynamo-client.js';
import { startDynamoDBLocal } from './dynamodb-local.js';

export type TestServerKind = 'dynalite' | 'dynamodb-local';
export const testServers: readonly TestServerKind[] = ['dynalite', 'dynamodb-local'];

export interface RunningTestServer {
  readonly kind: TestServerKind;
  readonly endpoint: string;
  close(): Promise<void>;
}

export async function startTestServer(kind: TestServerKind): Promise<RunningTestServer> {
  const server = kind === 'dynalite' ? await startDynalite() : await startDynamoDBLocal();
  return { kind, endpoint: server.endpoint, close: () => server.close() };
}

export interface ServerForFile {
  readonly kind: TestServerKind;
  readonly client: DynamoDBClient;
  readonly endpoint: string;
}

/** Registers hooks that start `kind`, fill it, and close it after the enclosing suite. */
export function useTestServer(kind: TestServerKind, fill: (client: DynamoDBClient) => Promise<void>): ServerForFile {
  let server: RunningTestServer | undefined;
  let client: DynamoDBClient | undefined;
  beforeAll(async () => {
    server = await startTestServer(kind);
    client = testClient(server.endpoint);
    await fill(client);
  });
  afterAll(async () => {
    client?.destroy();
    await server?.close();
  });
  return {
    kind,
    get client() { return client!; },
    get endpoint() { return server!.endpoint; },
  };
}

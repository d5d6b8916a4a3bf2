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

/**
 * `sharedDb` (DynamoDB Local only; the default) gives every access key and region one database, as
 * dynalite does: a suite fills the server with its test client's key and reads it through the
 * app's service, which signs with the app's own. Tests of the per-key databases pass false.
 */
export async function startTestServer(
  kind: TestServerKind,
  { sharedDb = true }: { sharedDb?: boolean } = {},
): Promise<RunningTestServer> {
  const server = kind === 'dynalite' ? await startDynalite() : await startDynamoDBLocal({ sharedDb });
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
    get client() {
      return client!;
    },
    get endpoint() {
      return server!.endpoint;
    },
  };
}

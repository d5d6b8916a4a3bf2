/** One in-memory dynalite per test file: started and filled before its tests, closed after them. */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll } from 'vitest';
import { startDynalite, type RunningDynalite } from '../../electron/sandbox/dynalite-server.js';
import { testClient } from './dynamo-client.js';

export interface DynaliteForFile {
  readonly client: DynamoDBClient;
  readonly endpoint: string;
}

/** Registers the file's hooks; read `client` and `endpoint` inside tests, once the hooks have run. */
export function useDynalite(fill: (client: DynamoDBClient) => Promise<void>): DynaliteForFile {
  let db: RunningDynalite | undefined;
  let client: DynamoDBClient | undefined;
  beforeAll(async () => {
    db = await startDynalite();
    client = testClient(db.endpoint);
    await fill(client);
  });
  afterAll(async () => {
    client?.destroy();
    await db?.close();
  });
  return {
    get client() {
      return client!;
    },
    get endpoint() {
      return db!.endpoint;
    },
  };
}

/**
 * A seed vault the e2e files of several features make in the sandbox, as a user makes a table
 * there: twelve drawers of very different sizes (so a histogram has many buckets), each packet with
 * epoch seconds and milliseconds in number attributes.
 */
import { beforeAll } from 'vitest';
import { CreateTableCommand, waitUntilTableExists, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { createHttpClient } from '../../renderer/api/http-client.js';
import { testClient } from '../support/dynamo-client.js';
import type { WebApp } from '../support/e2e-app.js';
import { putItems } from '../support/put-items.js';

export const SEED_VAULT = 'SeedVault';

/** Makes the table in the sandbox of `app` before the file's tests. */
export function useSeedVault(app: WebApp): void {
  const TABLE = SEED_VAULT;
  beforeAll(async () => {
    const api = createHttpClient(app.serve.origin, app.serve.token);
    const sandbox = await api.connect({ connectionId: 'sandbox' });
    const raw = testClient(sandbox.endpoint!, sandbox.sandboxCredentials);
    await raw.send(
      new CreateTableCommand({
        TableName: TABLE,
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [
          { AttributeName: 'drawer', KeyType: 'HASH' },
          { AttributeName: 'packet', KeyType: 'RANGE' },
        ],
        AttributeDefinitions: [
          { AttributeName: 'drawer', AttributeType: 'S' },
          { AttributeName: 'packet', AttributeType: 'S' },
        ],
      }),
    );
    await waitUntilTableExists({ client: raw, maxWaitTime: 60 }, { TableName: TABLE });
    const items: Record<string, AttributeValue>[] = [];
    // Drawers of very different sizes, so the histogram has many buckets.
    for (let d = 0; d < 12; d++) {
      for (let p = 0; p < 1 + d * 2; p++) {
        items.push({
          drawer: { S: `DRAWER#${String(d).padStart(2, '0')}` },
          packet: { S: `PACKET#${String(p).padStart(3, '0')}` },
          storedAt: { N: String(1_700_000_000 + p) },
          checkedAtMs: { N: String(1_700_000_000_123 + p) },
          seeds: { N: String(40 + p) },
          notes: { S: 'x'.repeat(2 ** (d % 11)) },
        });
      }
    }
    await putItems(raw, TABLE, items);
    raw.destroy();
  }, 120_000);
}

export const openSeedVaultApp = (app: WebApp, hash = '') =>
  app.open(hash, { viewport: { width: 1440, height: 950 }, loadedWithin: 60_000 });

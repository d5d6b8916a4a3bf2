/**
 * The real service in front of a real server (dynalite, or AWS DynamoDB Local), reachable through
 * web mode's HTTP transport, for integration tests of the contract. No sandbox: tests create the
 * tables they read.
 */
import { createAppService } from '../../electron/app-service.js';
import { startWebServer, type RunningWebServer } from '../../electron/transport/http-server.js';
import { createHttpClient } from '../../renderer/api/http-client.js';
import type { ExplorerApi } from '../../shared/api.js';
import { isolateAwsConfig } from './isolated-aws-config.js';
import { testClient } from './dynamo-client.js';
import { startTestServer, type RunningTestServer, type TestServerKind } from './test-servers.js';

export interface Harness {
  db: RunningTestServer;
  app: ReturnType<typeof createAppService>;
  web: RunningWebServer;
  http: ExplorerApi;
  baseUrl: string;
  raw: ReturnType<typeof testClient>;
  close(): Promise<void>;
}

export async function startHarness(
  opts: { maxAttempts?: number; endpoint?: string; server?: TestServerKind; sharedDb?: boolean } = {},
): Promise<Harness> {
  isolateAwsConfig();
  const db = await startTestServer(opts.server ?? 'dynalite', { sharedDb: opts.sharedDb });
  const app = createAppService({
    endpoint: opts.endpoint ?? db.endpoint,
    region: 'us-east-1',
    env: {},
    maxAttempts: opts.maxAttempts,
  });
  const web = await startWebServer({ service: app.service, exportFiles: app.service.exports });
  const baseUrl = `http://127.0.0.1:${web.port}`;
  const raw = testClient(db.endpoint);
  return {
    db,
    app,
    web,
    baseUrl,
    raw,
    http: createHttpClient(baseUrl, web.token),
    async close() {
      raw.destroy();
      await web.close();
      await app.close();
      await db.close();
    },
  };
}

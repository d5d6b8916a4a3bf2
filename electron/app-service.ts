/** Wires the connection registry, the sandbox and the service together, for Electron and web mode alike. */
import { ConnectionRegistry } from './service/connections.js';
import { ExplorerService } from './service/explorer-service.js';
import { startSandbox } from './sandbox/sandbox.js';

export interface AppServiceOptions {
  /** Where the sandbox keeps its data; the sandbox is off when absent. */
  sandboxDir?: string;
  endpoint?: string;
  region?: string;
  profile?: string;
  env?: Record<string, string | undefined>;
  maxAttempts?: number;
}

export function createAppService(o: AppServiceOptions) {
  const connections = new ConnectionRegistry({
    startSandbox: o.sandboxDir ? () => startSandbox({ dataDir: o.sandboxDir! }) : undefined,
    endpoint: o.endpoint,
    region: o.region,
    profile: o.profile,
    env: o.env ?? process.env,
    maxAttempts: o.maxAttempts,
  });
  connections.warmUp();
  const service = new ExplorerService(connections);
  return { service, connections, close: () => connections.close() };
}

/** Wires the connection registry, the sandbox and the service together, for Electron and web mode alike. */
import { ConnectionRegistry } from './service/connections.js';
import { ExplorerService } from './service/explorer-service.js';

export interface AppServiceOptions {
  /** Where the sandbox keeps its data; the sandbox is off when absent. */
  sandboxDir?: string;
  endpoint?: string;
  region?: string;
  profile?: string;
  env?: Record<string, string | undefined>;
  maxAttempts?: number;
  /** The time bound of one request to the sandbox (default 30 s; see sandbox/supervised-client.ts). */
  sandboxRequestTimeoutMs?: number;
  /** The sandbox process's entry file; Electron passes its bundled one. */
  sandboxChildPath?: string;
}

export function createAppService(o: AppServiceOptions) {
  const connections = new ConnectionRegistry({
    // Loaded on first use: seeding code and sample data stay out of sessions that never open the sandbox.
    startSandbox: o.sandboxDir
      ? () => import('./sandbox/sandbox.js').then((m) => m.startSandbox({
        dataDir: o.sandboxDir!, requestTimeoutMs: o.sandboxRequestTimeoutMs, childPath: o.sandboxChildPath,
      }))
      : undefined,
    endpoint: o.endpoint,
    region: o.region,
    profile: o.profile,
    env: o.env ?? process.env,
    maxAttempts: o.maxAttempts,
  });
  connections.warmUp();
  const service = new ExplorerService(connections);
  return { service, connections, close: () => { service.dropReadAhead(); return connections.close(); } };
}

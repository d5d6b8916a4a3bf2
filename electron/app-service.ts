/** Wires the connection registry, the sandbox and the service together, for Electron and web mode alike. */
import { ConnectionRegistry } from './service/connections.js';
import { ExplorerService } from './service/explorer-service.js';
import { AppStateStore } from './state/app-state-store.js';

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
  /** How the user starts on another sandbox folder (the flag that really moves it), for "in use" messages. */
  sandboxMoveHint?: string;
  /** The app's data folder, where what the user keeps is written; kept in memory only when absent. */
  stateDir?: string;
}

export function createAppService(o: AppServiceOptions) {
  const state = new AppStateStore(o.stateDir);
  const connections = new ConnectionRegistry({
    // Loaded on first use: seeding code and sample data stay out of sessions that never open the sandbox.
    startSandbox: o.sandboxDir
      ? () =>
          import('./sandbox/sandbox.js').then((m) =>
            m.startSandbox({
              dataDir: o.sandboxDir!,
              requestTimeoutMs: o.sandboxRequestTimeoutMs,
              childPath: o.sandboxChildPath,
              moveHint: o.sandboxMoveHint,
            }),
          )
      : undefined,
    endpoint: o.endpoint,
    region: o.region,
    profile: o.profile,
    env: o.env ?? process.env,
    maxAttempts: o.maxAttempts,
    savedEndpoints: () => state.load(),
  });
  connections.warmUp();
  const service = new ExplorerService(connections, state);
  return {
    service,
    connections,
    state,
    close: async () => {
      service.dropReadAhead();
      // Exports end (their files closed, temporary ones removed) before their connections go.
      await service.exports.close();
      return connections.close();
    },
  };
}

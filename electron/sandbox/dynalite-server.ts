/**
 * Starts dynalite, a DynamoDB-compatible server, on a random loopback port. Used by the app's
 * sandbox and by every test that needs a real DynamoDB to talk to.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import dynalite from 'dynalite';

export interface DynaliteOptions {
  /** LevelDB folder to keep data in; in memory when absent. */
  path?: string;
}

export interface RunningDynalite {
  endpoint: string;
  port: number;
  close(): Promise<void>;
}

export async function startDynalite(options: DynaliteOptions = {}): Promise<RunningDynalite> {
  const server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0, path: options.path });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        // Keep-alive sockets from SDK clients would hold close() open.
        (server as Server & { closeAllConnections?: () => void }).closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

/**
 * What the connection registry (connections.ts) is given by whoever starts the service: the
 * sandbox's starter, the command line's endpoint or profile, the environment, the endpoints kept
 * from earlier runs and the call bounds. Apart from the registry so its file stays about connecting.
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { SavedEndpoint } from '../state/app-state-store.js';
import type { CallTimeouts } from './call-timeouts.js';

export interface SandboxHandle {
  readonly endpoint: string;
  region: string;
  dataDir: string;
  /** This run's credential, which the sandbox requires; given to the page for its code snippets. */
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** A client with the sandbox's time bound and crash handling; see sandbox/supervised-client.ts. */
  client(options: { maxAttempts?: number }): DynamoDBClient;
  reset(): Promise<string[]>;
  close(): Promise<void>;
}

export interface ConnectionOptions {
  /** Starts the sandbox on first use; absent when the sandbox is turned off. */
  startSandbox?: () => Promise<SandboxHandle>;
  /** An endpoint given on the command line; becomes the default connection. */
  endpoint?: string;
  region?: string;
  /** A profile given on the command line; the default connection when no endpoint is given. */
  profile?: string;
  env?: Record<string, string | undefined>;
  /** SDK attempts per request (1 = no retry); throttling and 5xx are retried with backoff. */
  maxAttempts?: number;
  /** Endpoints the user added in earlier runs, restored with the same ids so links keep working. */
  savedEndpoints?: () => Promise<{ endpoints: readonly SavedEndpoint[]; nextEndpoint: number }>;
  /** Bounds on connecting, on each answer and on a whole call, for connections that set none of their own. */
  timeouts?: Partial<CallTimeouts>;
}

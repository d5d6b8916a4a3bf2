/**
 * What the read and connection methods of the contract answer: connections as the renderer may
 * know them (never a key, secret or token), table lists, read pages. Apart from api.ts, which
 * holds the request schemas and the ExplorerApi interface that names these.
 */
import type { ConsumedCapacity, Item } from './dynamo/types.js';

export type ConnectionKind = 'sandbox' | 'endpoint' | 'profile' | 'environment';

/** What the renderer may know of a connection: never a key, secret or token. */
export interface ConnectionInfo {
  id: string;
  kind: ConnectionKind;
  name: string;
  region: string;
  endpoint?: string;
  accountId?: string;
  /**
   * How the connection gets credentials. Profiles: "sso", "assume-role", "static", "process",
   * "web-identity". Endpoints: "access-key" (its own key id and secret), "profile" (see `profile`),
   * "local-key" (a fixed key, as nothing else was given).
   */
  credentialSource?: string;
  /** Endpoints signed with a profile's credentials: that profile's name. */
  profile?: string;
  /** SSO profiles that log in through an `[sso-session X]` section: X. */
  ssoSession?: string;
  /** Set when this connection needs an MFA code before it can connect. */
  mfaSerial?: string;
  /** Endpoints signed with their own key: the key id's last four characters ("…MPLE"), for short labels. */
  accessKeyHint?: string;
  /**
   * Endpoints signed with their own key: the key id the user typed. An identifier, not a secret (the
   * secret never reaches the page); code snippets name it, since DynamoDB Local keeps one database
   * per access key id and a snippet run with another key reads another database.
   */
  accessKeyId?: string;
  /** An endpoint kept from an earlier run whose secret access key must be typed again (secrets are not kept on disk). */
  needsSecret?: true;
  /** Only for the sandbox: where its data lives on disk (its endpoint is set once it has started). */
  dataDir?: string;
  /**
   * Only for the sandbox, once connected: this run's credential, without which the sandbox refuses
   * every request. Code snippets need it to run against the sandbox; it changes with every run.
   */
  sandboxCredentials?: { accessKeyId: string; secretAccessKey: string };
  /** Endpoints added with their own time bounds (ms); the defaults apply when absent. */
  connectTimeoutMs?: number;
  responseTimeoutMs?: number;
  callTimeoutMs?: number;
}

/** A read in flight as the service sees it (callStatus): where it waits and on which attempt. */
export type CallStatus =
  | { running: false }
  | {
      running: true;
      /** The endpoint, "DynamoDB in <region>" or "the local sandbox". */
      where: string;
      /** The SDK's attempt under way (1 before the first has left). */
      attempt: number;
      maxAttempts: number;
    };

/**
 * Why a server that answered ListTables with no tables may still have tables, and what to do. Set
 * only when the server is recognised (today: AWS DynamoDB Local, which keeps one database per
 * access key and region unless started with -sharedDb).
 */
export interface NoTablesHint {
  server: 'DynamoDB Local';
  /** One paragraph: why this connection sees no tables. */
  message: string;
  /** What the user can do, one sentence each. */
  fixes: string[];
}

export interface ListTablesResponse {
  TableNames: string[];
  NoTablesHint?: NoTablesHint;
}

export interface ListConnectionsResponse {
  connections: ConnectionInfo[];
  defaultConnectionId: string;
  /** The default was named on the command line (--endpoint, --profile): it wins over the connection used last. */
  defaultFromCommandLine?: true;
}

export interface ReadPage {
  Items: Item[];
  Count: number;
  ScannedCount: number;
  LastEvaluatedKey?: Item;
  ConsumedCapacity?: ConsumedCapacity;
  /** How many HTTP attempts the SDK made for this page (1 = no retry), so retries are visible. */
  Attempts?: number;
  /** Milliseconds the SDK spent waiting between retries. */
  RetryDelayMs?: number;
}

export interface GetItemResponse {
  Item?: Item;
  ConsumedCapacity?: ConsumedCapacity;
  Attempts?: number;
}

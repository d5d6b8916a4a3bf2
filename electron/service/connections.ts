/**
 * Every place the explorer can read from: the local sandbox, endpoint URLs (DynamoDB Local,
 * LocalStack, dynalite), the user's AWS profiles and environment credentials. It hands out one
 * DynamoDB client per connection; credentials stay in here.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ApiError } from '../../shared/api-errors.js';
import type { ConnectionInfo } from '../../shared/api.js';
import { resolveEnvCredentials, resolveProfileCredentials, type ResolvedCredentials } from './credentials.js';
import { listProfiles, type ProfileSummary } from './profiles.js';

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
}

interface Entry {
  info: ConnectionInfo;
  profile?: ProfileSummary;
  credentials?: ResolvedCredentials;
  client?: DynamoDBClient;
}

const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };
export const SANDBOX_ID = 'sandbox';

export class ConnectionRegistry {
  private entries = new Map<string, Entry>();
  private sandbox?: Promise<SandboxHandle>;
  private profilesLoaded?: Promise<void>;
  private defaultId: string;
  private nextEndpoint = 1;

  constructor(private readonly options: ConnectionOptions) {
    const region = options.region ?? 'us-east-1';
    if (options.startSandbox) {
      this.entries.set(SANDBOX_ID, { info: { id: SANDBOX_ID, kind: 'sandbox', name: 'Local sandbox', region: 'us-east-1' } });
    }
    if (options.endpoint) {
      const info = this.addEndpoint({ endpoint: options.endpoint, region, name: options.endpoint });
      this.defaultId = info.id;
    } else if (options.profile) {
      this.defaultId = `profile:${options.profile}`;
    } else {
      this.defaultId = options.startSandbox ? SANDBOX_ID : '';
    }
    const env = options.env ?? {};
    if (env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY) {
      this.entries.set('environment', {
        info: { id: 'environment', kind: 'environment', name: 'Environment credentials', region: env.AWS_REGION ?? env.AWS_DEFAULT_REGION ?? region, credentialSource: 'environment' },
      });
      if (!this.defaultId) this.defaultId = 'environment';
    }
  }

  /** Starts the sandbox now rather than on the first read, so the first screen is quick. */
  warmUp(): void {
    if (this.options.startSandbox) void this.sandboxHandle().catch(() => undefined);
  }

  async list(): Promise<{ connections: ConnectionInfo[]; defaultConnectionId: string }> {
    await this.loadProfiles();
    if (!this.entries.has(this.defaultId)) {
      this.defaultId = this.entries.keys().next().value ?? '';
    }
    return { connections: [...this.entries.values()].map((e) => ({ ...e.info })), defaultConnectionId: this.defaultId };
  }

  addEndpoint(req: { endpoint: string; region: string; name?: string }): ConnectionInfo {
    const url = new URL(req.endpoint);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new ApiError({ name: 'RequestValidationError', field: 'endpoint', message: `endpoint: expected an http:// or https:// URL, got ${url.protocol}` });
    }
    const existing = [...this.entries.values()].find((e) => e.info.kind === 'endpoint' && e.info.endpoint === url.origin && e.info.region === req.region);
    if (existing) return existing.info;
    const id = `endpoint:${this.nextEndpoint++}`;
    const info: ConnectionInfo = { id, kind: 'endpoint', name: req.name || url.host, region: req.region, endpoint: url.origin };
    this.entries.set(id, { info });
    return info;
  }

  remove(id: string): boolean {
    const entry = this.entries.get(id);
    if (!entry || entry.info.kind !== 'endpoint') return false;
    entry.client?.destroy();
    this.entries.delete(id);
    return true;
  }

  async connect(id: string, mfaCode?: string): Promise<ConnectionInfo> {
    const entry = await this.entry(id);
    if (entry.profile) {
      entry.credentials = await resolveProfileCredentials(entry.profile, mfaCode);
      entry.info.accountId = entry.credentials.accountId ?? entry.info.accountId;
      entry.client?.destroy();
      entry.client = undefined;
    } else if (entry.info.kind === 'sandbox') {
      const sandbox = await this.sandboxHandle();
      entry.info.dataDir = sandbox.dataDir;
      // Snippets need it to run against the sandbox exactly as the app does.
      entry.info.endpoint = sandbox.endpoint;
      // The sandbox answers only this run's credential; the page needs it for runnable snippets.
      // Whoever can call this API can already read and change the sandbox through it.
      entry.info.sandboxCredentials = { ...sandbox.credentials };
    }
    return { ...entry.info };
  }

  async client(id?: string): Promise<DynamoDBClient> {
    const entry = await this.entry(id || this.defaultId);
    if (entry.client) return entry.client;
    const base = { maxAttempts: this.options.maxAttempts ?? 4, requestHandler: { connectionTimeout: 5_000 } };
    if (entry.info.kind === 'sandbox') {
      const sandbox = await this.sandboxHandle();
      entry.client = sandbox.client({ maxAttempts: base.maxAttempts });
    } else if (entry.info.kind === 'endpoint') {
      entry.client = new DynamoDBClient({ ...base, endpoint: entry.info.endpoint, region: entry.info.region, credentials: LOCAL_CREDENTIALS });
    } else {
      if (!entry.credentials) {
        entry.credentials = entry.profile ? await resolveProfileCredentials(entry.profile) : await resolveEnvCredentials();
        entry.info.accountId = entry.credentials.accountId ?? entry.info.accountId;
      }
      entry.client = new DynamoDBClient({ ...base, region: entry.info.region, credentials: entry.credentials.provider });
    }
    return entry.client;
  }

  async resetSandbox(): Promise<string[]> {
    if (!this.options.startSandbox) {
      throw new ApiError({ name: 'SandboxUnavailable', message: 'The local sandbox is turned off in this session, so there is nothing to reset.' });
    }
    return (await this.sandboxHandle()).reset();
  }

  async close(): Promise<void> {
    for (const e of this.entries.values()) e.client?.destroy();
    if (this.sandbox) await (await this.sandbox.catch(() => undefined))?.close();
  }

  /**
   * A start that failed (the folder in use by another explorer, a seeding cut off) is not kept:
   * the next call tries again, so the message clears once the folder is free.
   */
  private sandboxHandle(): Promise<SandboxHandle> {
    if (!this.sandbox) {
      const starting = this.options.startSandbox!();
      this.sandbox = starting;
      starting.catch(() => {
        if (this.sandbox === starting) this.sandbox = undefined;
        const entry = this.entries.get(SANDBOX_ID);
        entry?.client?.destroy();
        if (entry) entry.client = undefined;
      });
    }
    return this.sandbox;
  }

  private async entry(id: string): Promise<Entry> {
    await this.loadProfiles();
    const entry = this.entries.get(id);
    if (!entry) {
      const known = [...this.entries.keys()].join(', ') || 'none';
      throw new ApiError({ name: 'UnknownConnection', field: 'connectionId', message: `connectionId: no connection "${id}"; known: ${known}` });
    }
    return entry;
  }

  private loadProfiles(): Promise<void> {
    this.profilesLoaded ??= listProfiles().then((profiles) => {
      for (const p of profiles) {
        const id = `profile:${p.name}`;
        this.entries.set(id, {
          profile: p,
          info: {
            id, kind: 'profile', name: p.name, region: (p.name === this.options.profile && this.options.region) || p.region || this.options.region || 'us-east-1',
            accountId: p.accountId, credentialSource: p.credentialSource, mfaSerial: p.mfaSerial,
          },
        });
      }
    }, () => undefined);
    return this.profilesLoaded;
  }
}

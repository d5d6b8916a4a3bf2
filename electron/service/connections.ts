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
import type { SavedEndpoint } from '../state/app-state-store.js';

export interface SandboxHandle {
  endpoint: string;
  region: string;
  dataDir: string;
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
  private restored?: Promise<void>;
  private defaultId: string;
  private nextEndpoint = 1;

  constructor(private readonly options: ConnectionOptions) {
    const region = options.region ?? 'us-east-1';
    if (options.startSandbox) {
      this.entries.set(SANDBOX_ID, { info: { id: SANDBOX_ID, kind: 'sandbox', name: 'Local sandbox', region: 'us-east-1' } });
    }
    if (options.endpoint) {
      // Set once the saved endpoints are back, so a command-line endpoint added before keeps its id.
      this.defaultId = '';
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
      if (!this.defaultId && !options.endpoint) this.defaultId = 'environment';
    }
  }

  /** Starts the sandbox now rather than on the first read, so the first screen is quick. */
  warmUp(): void {
    if (this.options.startSandbox) void this.sandboxHandle().catch(() => undefined);
  }

  async list(): Promise<{ connections: ConnectionInfo[]; defaultConnectionId: string }> {
    await this.loadProfiles();
    await this.restoreEndpoints();
    if (!this.entries.has(this.defaultId)) {
      this.defaultId = this.entries.keys().next().value ?? '';
    }
    return { connections: [...this.entries.values()].map((e) => ({ ...e.info })), defaultConnectionId: this.defaultId };
  }

  addEndpoint(req: { endpoint: string; region: string; name?: string; id?: string }): ConnectionInfo {
    const url = new URL(req.endpoint);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new ApiError({ name: 'RequestValidationError', field: 'endpoint', message: `endpoint: expected an http:// or https:// URL, got ${url.protocol}` });
    }
    const existing = [...this.entries.values()].find((e) => e.info.kind === 'endpoint' && e.info.endpoint === url.origin && e.info.region === req.region);
    if (existing) return existing.info;
    const id = req.id ?? `endpoint:${this.nextEndpoint++}`;
    const info: ConnectionInfo = { id, kind: 'endpoint', name: req.name || url.host, region: req.region, endpoint: url.origin };
    this.entries.set(id, { info });
    return info;
  }

  /** The number the next endpoint's id will take; kept so ids are never given out twice. */
  nextEndpointNumber(): number {
    return this.nextEndpoint;
  }

  /** The added endpoints as they are kept on disk: where and what, never a secret. */
  endpointsToKeep(): SavedEndpoint[] {
    return [...this.entries.values()].filter((e) => e.info.kind === 'endpoint' && e.info.endpoint).map((e) => ({
      id: e.info.id, name: e.info.name, endpoint: e.info.endpoint!, region: e.info.region,
    }));
  }

  /** Brings back the endpoints of earlier runs (once), then the command line's, which is the default. */
  restoreEndpoints(): Promise<void> {
    this.restored ??= (async () => {
      const saved = await (this.options.savedEndpoints?.() ?? Promise.resolve({ endpoints: [], nextEndpoint: 1 })).catch(() => ({ endpoints: [], nextEndpoint: 1 }));
      this.nextEndpoint = Math.max(this.nextEndpoint, saved.nextEndpoint);
      for (const e of saved.endpoints) {
        const n = /^endpoint:(\d+)$/.exec(e.id);
        if (n) this.nextEndpoint = Math.max(this.nextEndpoint, Number(n[1]) + 1);
        if (this.entries.has(e.id)) continue;
        try {
          this.addEndpoint({ id: e.id, endpoint: e.endpoint, region: e.region, name: e.name });
        } catch {
          // A hand-edited entry that is no longer a URL is left out rather than failing the start.
        }
      }
      if (this.options.endpoint) {
        const info = this.addEndpoint({ endpoint: this.options.endpoint, region: this.options.region ?? 'us-east-1', name: this.options.endpoint });
        this.defaultId = info.id;
      }
    })();
    return this.restored;
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
    }
    return { ...entry.info };
  }

  async client(id?: string): Promise<DynamoDBClient> {
    await this.restoreEndpoints();
    const entry = await this.entry(id || this.defaultId);
    if (entry.client) return entry.client;
    const base = { maxAttempts: this.options.maxAttempts ?? 4, requestHandler: { connectionTimeout: 5_000 } };
    if (entry.info.kind === 'sandbox') {
      const sandbox = await this.sandboxHandle();
      entry.client = new DynamoDBClient({ ...base, endpoint: sandbox.endpoint, region: sandbox.region, credentials: LOCAL_CREDENTIALS });
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

  private sandboxHandle(): Promise<SandboxHandle> {
    this.sandbox ??= this.options.startSandbox!();
    return this.sandbox;
  }

  private async entry(id: string): Promise<Entry> {
    await this.loadProfiles();
    await this.restoreEndpoints();
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

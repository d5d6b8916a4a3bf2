/**
 * Every place the explorer can read from: the local sandbox, endpoint URLs (DynamoDB Local,
 * LocalStack, dynalite), the user's AWS profiles and environment credentials. It hands out one
 * DynamoDB client per connection; credentials stay in here.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { AwsCredentialIdentityProvider } from '@smithy/types';
import { ApiError } from '../../shared/api-errors.js';
import { quoteShort } from '../../shared/text/quote-short.js';
import type { ConnectionInfo } from '../../shared/api.js';
import { resolveEnvCredentials, resolveProfileCredentials, runCredentialProcessQuietly, type ResolvedCredentials } from './credentials.js';
import { readProfiles, type ProfileSummary } from './profiles.js';
import { SecretBook } from './redact.js';
import { keyIdHint, LOCAL_CREDENTIALS, sameSigner, signingOf, summariseSigning, type AddEndpointRequest, type EndpointSigning } from './endpoint-signing.js';
import type { SigningSummary } from './endpoint-probe.js';
import type { SavedEndpoint } from '../state/app-state-store.js';
import { DEFAULT_TIMEOUTS, requestHandlerOptions, type CallTimeouts } from './call-timeouts.js';

export { LOCAL_KEY_ID, type AddEndpointRequest, type EndpointSigning } from './endpoint-signing.js';

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
  /** Bounds on connecting and on each answer, for connections that set none of their own. */
  timeouts?: CallTimeouts;
}

interface Entry {
  info: ConnectionInfo;
  profile?: ProfileSummary;
  /** Endpoints only: the key or profile the requests are signed with. Never leaves this module. */
  signing?: EndpointSigning;
  credentials?: ResolvedCredentials;
  client?: DynamoDBClient;
}

export const SANDBOX_ID = 'sandbox';

export class ConnectionRegistry {
  private entries = new Map<string, Entry>();
  private sandbox?: Promise<SandboxHandle>;
  private profilesLoaded?: Promise<void>;
  private restored?: Promise<void>;
  private defaultId: string;
  private nextEndpoint = 1;
  /** Every secret this registry has read or been given: the redaction hides each one wherever it turns up. */
  readonly secrets = new SecretBook();

  constructor(private readonly options: ConnectionOptions) {
    runCredentialProcessQuietly();
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
    this.secrets.add(env.AWS_ACCESS_KEY_ID, env.AWS_SECRET_ACCESS_KEY, env.AWS_SESSION_TOKEN, env.AWS_BEARER_TOKEN_DYNAMODB);
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
    const fromCommandLine = this.options.endpoint !== undefined || this.options.profile !== undefined;
    return { connections: [...this.entries.values()].map((e) => ({ ...e.info })), defaultConnectionId: this.defaultId, ...(fromCommandLine ? { defaultFromCommandLine: true as const } : {}) };
  }

  /** Adds an endpoint as the user asked, or returns the one already added with the same URL, region and signing. */
  async addEndpoint(req: AddEndpointRequest): Promise<ConnectionInfo> {
    const signing = signingOf(req);
    if ('profile' in signing) {
      await this.loadProfiles();
      if (!this.entries.has(`profile:${signing.profile}`)) {
        const known = [...this.entries.values()].filter((e) => e.info.kind === 'profile').map((e) => e.info.name);
        throw new ApiError({
          name: 'RequestValidationError', field: 'profile', statusCode: 400,
          message: `profile: no profile "${signing.profile}" in the AWS config or credentials file; known: ${known.join(', ') || 'none'}`,
        });
      }
    }
    return this.putEndpoint(req, signing);
  }

  private putEndpoint(req: { endpoint: string; region: string; name?: string; id?: string } & Partial<CallTimeouts>, signing: EndpointSigning): ConnectionInfo {
    const url = new URL(req.endpoint);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new ApiError({ name: 'RequestValidationError', field: 'endpoint', message: `endpoint: expected an http:// or https:// URL, got ${url.protocol}` });
    }
    if ('accessKeyId' in signing) this.secrets.add(signing.accessKeyId, 'secretAccessKey' in signing ? signing.secretAccessKey : undefined);
    const same = (e: Entry) => e.info.kind === 'endpoint' && e.info.endpoint === url.origin && e.info.region === req.region && sameSigner(e.signing, signing);
    const existing = [...this.entries.values()].find(same);
    const bounds = { ...(req.connectTimeoutMs ? { connectTimeoutMs: req.connectTimeoutMs } : {}), ...(req.responseTimeoutMs ? { responseTimeoutMs: req.responseTimeoutMs } : {}) };
    if (existing) {
      if (Object.keys(bounds).length > 0) {
        Object.assign(existing.info, bounds);
        existing.client?.destroy();
        existing.client = undefined;
      }
      // DynamoDB Local ignores the secret, but AWS-compatible servers do not: the latest one typed wins.
      if ('secretAccessKey' in signing) this.giveSecret(existing, signing as { accessKeyId: string; secretAccessKey: string });
      return { ...existing.info };
    }
    const id = req.id ?? `endpoint:${this.nextEndpoint++}`;
    const credentialSource = summariseSigning(url.origin, req.region, signing).signedWith;
    const info: ConnectionInfo = {
      id, kind: 'endpoint', name: req.name || this.endpointName(url, signing), region: req.region, endpoint: url.origin, credentialSource,
      ...('profile' in signing ? { profile: signing.profile } : {}),
      ...('accessKeyId' in signing && keyIdHint(signing.accessKeyId) ? { accessKeyHint: keyIdHint(signing.accessKeyId) } : {}),
      ...('accessKeyId' in signing ? { accessKeyId: signing.accessKeyId } : {}),
      ...('awaitingSecret' in signing ? { needsSecret: true as const } : {}),
      ...bounds,
    };
    this.entries.set(id, { info, signing });
    return { ...info };
  }

  /** The number the next endpoint's id will take; kept so ids are never given out twice. */
  nextEndpointNumber(): number {
    return this.nextEndpoint;
  }

  /**
   * The added endpoints as they are kept on disk: URL, region, name, a profile's name or an access
   * key id, never a secret. One signed with its own key comes back waiting for its secret, rather
   * than signed as another user (DynamoDB Local keeps one database per key).
   */
  endpointsToKeep(): SavedEndpoint[] {
    return [...this.entries.values()].filter((e) => e.info.kind === 'endpoint' && e.info.endpoint).map((e) => ({
      id: e.info.id, name: e.info.name, endpoint: e.info.endpoint!, region: e.info.region,
      ...(e.signing && 'profile' in e.signing ? { profile: e.signing.profile } : {}),
      ...(e.signing && 'accessKeyId' in e.signing ? { accessKeyId: e.signing.accessKeyId } : {}),
      ...(e.info.connectTimeoutMs ? { connectTimeoutMs: e.info.connectTimeoutMs } : {}),
      ...(e.info.responseTimeoutMs ? { responseTimeoutMs: e.info.responseTimeoutMs } : {}),
    }));
  }

  /** The secret of an endpoint's own key, typed (again): kept in memory only. */
  private giveSecret(entry: Entry, signing: { accessKeyId: string; secretAccessKey: string }): void {
    entry.signing = signing;
    delete entry.info.needsSecret;
    entry.client?.destroy();
    entry.client = undefined;
  }

  /** Brings back the endpoints of earlier runs (once), then the command line's, which is the default. */
  restoreEndpoints(): Promise<void> {
    this.restored ??= (async () => {
      const none = { endpoints: [] as SavedEndpoint[], nextEndpoint: 1 };
      const saved = await (this.options.savedEndpoints?.() ?? Promise.resolve(none)).catch(() => none);
      this.nextEndpoint = Math.max(this.nextEndpoint, saved.nextEndpoint);
      for (const e of saved.endpoints) {
        const n = /^endpoint:(\d+)$/.exec(e.id);
        if (n) this.nextEndpoint = Math.max(this.nextEndpoint, Number(n[1]) + 1);
        if (this.entries.has(e.id)) continue;
        try {
          const signing: EndpointSigning = e.profile ? { profile: e.profile } : e.accessKeyId ? { accessKeyId: e.accessKeyId, awaitingSecret: true } : {};
          this.putEndpoint({ id: e.id, endpoint: e.endpoint, region: e.region, name: e.name, connectTimeoutMs: e.connectTimeoutMs, responseTimeoutMs: e.responseTimeoutMs }, signing);
        } catch {
          // A hand-edited entry that is no longer a URL is left out rather than failing the start.
        }
      }
      if (this.options.endpoint) {
        const info = this.putEndpoint({ endpoint: this.options.endpoint, region: this.options.region ?? 'us-east-1', name: this.options.endpoint }, {});
        this.defaultId = info.id;
      }
    })();
    return this.restored;
  }

  /** A default name that tells apart two connections to one server signed differently (never naming the key). */
  private endpointName(url: URL, signing: EndpointSigning): string {
    const base = 'profile' in signing ? `${url.host} as ${signing.profile}` : 'accessKeyId' in signing ? `${url.host} (own key)` : url.host;
    const taken = new Set([...this.entries.values()].map((e) => e.info.name));
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base} ${n}`;
    return name;
  }

  /** What the page may be told about an endpoint's signing, to explain an empty or refused answer. */
  endpointSigning(id?: string): SigningSummary | undefined {
    const entry = this.entries.get(id || this.defaultId);
    if (!entry || entry.info.kind !== 'endpoint' || !entry.info.endpoint) return undefined;
    return summariseSigning(entry.info.endpoint, entry.info.region, entry.signing);
  }

  /** The time bounds of a connection's calls, and how an error names where it called. */
  callBounds(id?: string): { where: string; timeouts: CallTimeouts } | undefined {
    const info = this.entries.get(id || this.defaultId)?.info;
    if (!info || info.kind === 'sandbox') return undefined;
    return { where: info.endpoint ?? `DynamoDB in ${info.region}`, timeouts: this.timeoutsOf(info) };
  }

  private timeoutsOf(info: ConnectionInfo): CallTimeouts {
    const d = this.options.timeouts ?? DEFAULT_TIMEOUTS;
    return { connectTimeoutMs: info.connectTimeoutMs ?? d.connectTimeoutMs, responseTimeoutMs: info.responseTimeoutMs ?? d.responseTimeoutMs };
  }

  /** The endpoint URL of a connection, when it has one of its own (endpoints and the sandbox once started). */
  endpointOf(id?: string): string | undefined {
    return this.entries.get(id || this.defaultId)?.info.endpoint;
  }

  remove(id: string): boolean {
    const entry = this.entries.get(id);
    if (!entry || entry.info.kind !== 'endpoint') return false;
    entry.client?.destroy();
    this.entries.delete(id);
    return true;
  }

  async connect(id: string, mfaCode?: string, secretAccessKey?: string): Promise<ConnectionInfo> {
    const entry = await this.entry(id);
    if (secretAccessKey !== undefined) {
      if (!entry.signing || !('accessKeyId' in entry.signing)) {
        throw new ApiError({ name: 'RequestValidationError', field: 'secretAccessKey', statusCode: 400, message: 'secretAccessKey: only an endpoint signed with its own access key takes a secret access key' });
      }
      this.secrets.add(secretAccessKey);
      this.giveSecret(entry, { accessKeyId: entry.signing.accessKeyId, secretAccessKey });
    }
    if (entry.signing && 'awaitingSecret' in entry.signing) throw secretRequired(entry.info);
    if (entry.profile) {
      entry.credentials = await resolveProfileCredentials(entry.profile, this.secrets, mfaCode);
      entry.info.accountId = entry.credentials.accountId ?? entry.info.accountId;
      entry.client?.destroy();
      entry.client = undefined;
    } else if (entry.signing && 'profile' in entry.signing) {
      // An endpoint signed with a profile connects as the profile does: MFA asked for, errors explained.
      entry.credentials = await resolveProfileCredentials(await this.profileSummary(entry.signing.profile), this.secrets, mfaCode);
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
    await this.restoreEndpoints();
    const entry = await this.entry(id || this.defaultId);
    if (entry.client) return entry.client;
    const base = { maxAttempts: this.options.maxAttempts ?? 4, requestHandler: requestHandlerOptions(this.timeoutsOf(entry.info)) };
    if (entry.info.kind === 'sandbox') {
      const sandbox = await this.sandboxHandle();
      entry.client = sandbox.client({ maxAttempts: base.maxAttempts });
    } else if (entry.info.kind === 'endpoint') {
      const signing = entry.signing ?? {};
      let credentials: AwsCredentialIdentityProvider | typeof LOCAL_CREDENTIALS = LOCAL_CREDENTIALS;
      if ('awaitingSecret' in signing) throw secretRequired(entry.info);
      if ('secretAccessKey' in signing) {
        credentials = { accessKeyId: signing.accessKeyId, secretAccessKey: signing.secretAccessKey };
      } else if ('profile' in signing) {
        entry.credentials ??= await resolveProfileCredentials(await this.profileSummary(signing.profile), this.secrets);
        credentials = entry.credentials.provider;
      }
      entry.client = new DynamoDBClient({ ...base, endpoint: entry.info.endpoint, region: entry.info.region, credentials });
    } else {
      if (!entry.credentials) {
        entry.credentials = entry.profile ? await resolveProfileCredentials(entry.profile, this.secrets) : await resolveEnvCredentials(this.secrets);
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
    await this.restoreEndpoints();
    const entry = this.entries.get(id);
    if (!entry) {
      const known = [...this.entries.keys()].join(', ') || 'none';
      throw new ApiError({ name: 'UnknownConnection', field: 'connectionId', message: `connectionId: no connection ${quoteShort(id)}; known: ${known}` });
    }
    return entry;
  }

  private async profileSummary(name: string): Promise<ProfileSummary> {
    await this.loadProfiles();
    const profile = this.entries.get(`profile:${name}`)?.profile;
    if (!profile) {
      throw new ApiError({ name: 'CredentialsError', message: `Profile "${name}" is no longer in the AWS config or credentials file.` });
    }
    return profile;
  }

  private loadProfiles(): Promise<void> {
    this.profilesLoaded ??= readProfiles().then(({ profiles, secrets }) => {
      this.secrets.add(...secrets);
      for (const p of profiles) {
        const id = `profile:${p.name}`;
        this.entries.set(id, {
          profile: p,
          info: {
            id, kind: 'profile', name: p.name, region: (p.name === this.options.profile && this.options.region) || p.region || this.options.region || 'us-east-1',
            accountId: p.accountId, credentialSource: p.credentialSource, mfaSerial: p.mfaSerial,
            ...(p.ssoSession ? { ssoSession: p.ssoSession } : {}),
          },
        });
      }
    }, () => undefined);
    return this.profilesLoaded;
  }
}

/** An endpoint kept from an earlier run with its own key: its secret was not kept, so it is asked for. */
function secretRequired(info: ConnectionInfo): ApiError {
  return new ApiError({
    name: 'SecretKeyRequired', field: 'secretAccessKey', statusCode: 400,
    message: `"${info.name}" needs its secret access key again${info.accessKeyHint ? ` (access key ${info.accessKeyHint})` : ''}: secrets are never written to disk, so they are asked for after a restart.`,
  });
}

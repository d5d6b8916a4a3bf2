/**
 * Every place the explorer can read from: the local sandbox, endpoint URLs (DynamoDB Local,
 * LocalStack, dynalite), the user's AWS profiles and environment credentials. It hands out one
 * DynamoDB client per connection; credentials stay in here.
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ApiError } from '../../shared/api-errors.js';
import { quoteShort } from '../../shared/text/quote-short.js';
import type { ConnectionInfo } from '../../shared/api.js';
import { runCredentialProcessQuietly } from './credentials.js';
import { readProfiles, type ProfileSummary } from './profiles.js';
import { SecretBook } from './redact.js';
import { signingOf, summariseSigning, type AddEndpointRequest, type EndpointSigning } from './endpoint-signing.js';
import { endpointsToKeep, putEndpoint, restoredEndpoint, type EndpointFields, type Entry } from './endpoint-entries.js';
import { newClient, signIn, type CredentialSources } from './connection-clients.js';
import { explainExpired, forgetCredentials } from './expired-credentials.js';
import { environmentEntry, profileEntry } from './credential-entries.js';
import type { ConnectionOptions, SandboxHandle } from './connection-options.js';
import type { SigningSummary } from './endpoint-probe.js';
import type { SavedEndpoint } from '../state/app-state-store.js';
import { DEFAULT_TIMEOUTS, type CallTimeouts } from './call-timeouts.js';
import { countAttempts } from './call-watch.js';

export { LOCAL_KEY_ID, type AddEndpointRequest, type EndpointSigning } from './endpoint-signing.js';

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
  /** What connecting an entry borrows from the registry (connection-clients.ts). */
  private readonly sources: CredentialSources = {
    secrets: this.secrets,
    sandbox: () => this.sandboxHandle(),
    profile: (name) => this.profileSummary(name),
  };

  constructor(private readonly options: ConnectionOptions) {
    runCredentialProcessQuietly();
    const region = options.region ?? 'us-east-1';
    if (options.startSandbox) {
      this.entries.set(SANDBOX_ID, {
        info: { id: SANDBOX_ID, kind: 'sandbox', name: 'Local sandbox', region: 'us-east-1' },
      });
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
    this.secrets.add(
      env.AWS_ACCESS_KEY_ID,
      env.AWS_SECRET_ACCESS_KEY,
      env.AWS_SESSION_TOKEN,
      env.AWS_BEARER_TOKEN_DYNAMODB,
    );
    const fromEnv = environmentEntry(env, region);
    if (fromEnv) {
      this.entries.set(fromEnv.info.id, fromEnv);
      if (!this.defaultId && !options.endpoint) this.defaultId = fromEnv.info.id;
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
    return {
      connections: [...this.entries.values()].map((e) => ({ ...e.info })),
      defaultConnectionId: this.defaultId,
      ...(fromCommandLine ? { defaultFromCommandLine: true as const } : {}),
    };
  }

  /** Adds an endpoint as the user asked, or returns the one already added with the same URL, region and signing. */
  async addEndpoint(req: AddEndpointRequest): Promise<ConnectionInfo> {
    const signing = signingOf(req);
    if ('profile' in signing) {
      await this.loadProfiles();
      if (!this.entries.has(`profile:${signing.profile}`)) {
        const known = [...this.entries.values()].filter((e) => e.info.kind === 'profile').map((e) => e.info.name);
        throw new ApiError({
          name: 'RequestValidationError',
          field: 'profile',
          statusCode: 400,
          message: `profile: no profile "${signing.profile}" in the AWS config or credentials file; known: ${known.join(', ') || 'none'}`,
        });
      }
    }
    return this.putEndpoint(req, signing);
  }

  private putEndpoint(req: EndpointFields, signing: EndpointSigning): ConnectionInfo {
    return putEndpoint(this.entries, this.secrets, req, signing, () => `endpoint:${this.nextEndpoint++}`);
  }

  /** The number the next endpoint's id will take; kept so ids are never given out twice. */
  nextEndpointNumber(): number {
    return this.nextEndpoint;
  }

  /** The added endpoints as they are kept on disk (endpoint-entries.ts): never a secret. */
  endpointsToKeep(): SavedEndpoint[] {
    return endpointsToKeep(this.entries);
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
          const { fields, signing } = restoredEndpoint(e);
          this.putEndpoint(fields, signing);
        } catch {
          // A hand-edited entry that is no longer a URL is left out rather than failing the start.
        }
      }
      if (this.options.endpoint) {
        const info = this.putEndpoint(
          { endpoint: this.options.endpoint, region: this.options.region ?? 'us-east-1', name: this.options.endpoint },
          {},
        );
        this.defaultId = info.id;
      }
    })();
    return this.restored;
  }

  /** What the page may be told about an endpoint's signing, to explain an empty or refused answer. */
  endpointSigning(id?: string): SigningSummary | undefined {
    const entry = this.entries.get(id || this.defaultId);
    if (!entry || entry.info.kind !== 'endpoint' || !entry.info.endpoint) return undefined;
    return summariseSigning(entry.info.endpoint, entry.info.region, entry.signing);
  }

  /** DynamoDB refused `id`'s credentials as expired: forget them, and say what to do (expired-credentials.ts). */
  async credentialsExpired(id: string | undefined, e: ApiError): Promise<ApiError> {
    const entry = this.entries.get(id || this.defaultId);
    if (!entry) return e;
    forgetCredentials(entry);
    const named = entry.signing && 'profile' in entry.signing ? entry.signing.profile : undefined;
    const profile = entry.profile ?? (named ? await this.profileSummary(named).catch(() => undefined) : undefined);
    return explainExpired(e, profile);
  }

  isSandbox(id?: string): boolean {
    return (id || this.defaultId) === SANDBOX_ID;
  }

  /** The time bounds of a connection's calls, and how an error names where it called. */
  callBounds(id?: string): { where: string; timeouts: CallTimeouts } | undefined {
    const info = this.entries.get(id || this.defaultId)?.info;
    if (!info || info.kind === 'sandbox') return undefined;
    return { where: info.endpoint ?? `DynamoDB in ${info.region}`, timeouts: this.timeoutsOf(info) };
  }

  private timeoutsOf(info: ConnectionInfo): CallTimeouts {
    const d = { ...DEFAULT_TIMEOUTS, ...this.options.timeouts };
    return {
      connectTimeoutMs: info.connectTimeoutMs ?? d.connectTimeoutMs,
      responseTimeoutMs: info.responseTimeoutMs ?? d.responseTimeoutMs,
      callTimeoutMs: info.callTimeoutMs ?? d.callTimeoutMs,
    };
  }

  /** SDK attempts per request, the first included. */
  get maxAttempts(): number {
    return this.options.maxAttempts ?? 4;
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
    await signIn(entry, this.sources, mfaCode, secretAccessKey);
    return { ...entry.info };
  }

  async client(id?: string): Promise<DynamoDBClient> {
    await this.restoreEndpoints();
    const entry = await this.entry(id || this.defaultId);
    entry.client ??= countAttempts(await newClient(entry, this.sources, this.maxAttempts, this.timeoutsOf(entry.info)));
    return entry.client;
  }

  async resetSandbox(): Promise<string[]> {
    if (!this.options.startSandbox) {
      throw new ApiError({
        name: 'SandboxUnavailable',
        message: 'The local sandbox is turned off in this session, so there is nothing to reset.',
      });
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
      throw new ApiError({
        name: 'UnknownConnection',
        field: 'connectionId',
        message: `connectionId: no connection ${quoteShort(id)}; known: ${known}`,
      });
    }
    return entry;
  }

  private async profileSummary(name: string): Promise<ProfileSummary> {
    await this.loadProfiles();
    const profile = this.entries.get(`profile:${name}`)?.profile;
    if (!profile) {
      throw new ApiError({
        name: 'CredentialsError',
        message: `Profile "${name}" is no longer in the AWS config or credentials file.`,
      });
    }
    return profile;
  }

  private loadProfiles(): Promise<void> {
    this.profilesLoaded ??= readProfiles().then(
      ({ profiles, secrets }) => {
        this.secrets.add(...secrets);
        for (const p of profiles) {
          const entry = profileEntry(p, this.options);
          this.entries.set(entry.info.id, entry);
        }
      },
      () => undefined,
    );
    return this.profilesLoaded;
  }
}

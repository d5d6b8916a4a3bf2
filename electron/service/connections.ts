/**
 * Every place the explorer can read from: the local sandbox, endpoint URLs (DynamoDB Local,
 * LocalStack, dynalite), the user's AWS profiles and environment credentials. It hands out one
 * DynamoDB client per connection; credentials stay in here.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { AwsCredentialIdentityProvider } from '@smithy/types';
import { ApiError } from '../../shared/api-errors.js';
import type { ConnectionInfo } from '../../shared/api.js';
import { resolveEnvCredentials, resolveProfileCredentials, runCredentialProcessQuietly, type ResolvedCredentials } from './credentials.js';
import { readProfiles, type ProfileSummary } from './profiles.js';
import { SecretBook } from './redact.js';
import { LOCAL_CREDENTIALS, sameSigner, signingOf, summariseSigning, type AddEndpointRequest, type EndpointSigning } from './endpoint-signing.js';
import type { SigningSummary } from './endpoint-probe.js';

export { LOCAL_KEY_ID, type AddEndpointRequest, type EndpointSigning } from './endpoint-signing.js';

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
      const info = this.putEndpoint({ endpoint: options.endpoint, region, name: options.endpoint }, {});
      this.defaultId = info.id;
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

  private putEndpoint(req: { endpoint: string; region: string; name?: string }, signing: EndpointSigning): ConnectionInfo {
    const url = new URL(req.endpoint);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new ApiError({ name: 'RequestValidationError', field: 'endpoint', message: `endpoint: expected an http:// or https:// URL, got ${url.protocol}` });
    }
    if ('secretAccessKey' in signing) this.secrets.add(signing.accessKeyId, signing.secretAccessKey);
    const same = (e: Entry) => e.info.kind === 'endpoint' && e.info.endpoint === url.origin && e.info.region === req.region && sameSigner(e.signing, signing);
    const existing = [...this.entries.values()].find(same);
    if (existing) {
      // DynamoDB Local ignores the secret, but AWS-compatible servers do not: the latest one typed wins.
      if ('secretAccessKey' in signing) {
        existing.signing = signing;
        existing.client?.destroy();
        existing.client = undefined;
      }
      return { ...existing.info };
    }
    const id = `endpoint:${this.nextEndpoint++}`;
    const credentialSource = summariseSigning(url.origin, req.region, signing).signedWith;
    const info: ConnectionInfo = {
      id, kind: 'endpoint', name: req.name || this.endpointName(url, signing), region: req.region, endpoint: url.origin, credentialSource,
      ...('profile' in signing ? { profile: signing.profile } : {}),
    };
    this.entries.set(id, { info, signing });
    return { ...info };
  }

  /** A default name that tells apart two connections to one server signed differently (never naming the key). */
  private endpointName(url: URL, signing: EndpointSigning): string {
    const base = 'profile' in signing ? `${url.host} as ${signing.profile}` : 'secretAccessKey' in signing ? `${url.host} (own key)` : url.host;
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

  async connect(id: string, mfaCode?: string): Promise<ConnectionInfo> {
    const entry = await this.entry(id);
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
    }
    return { ...entry.info };
  }

  async client(id?: string): Promise<DynamoDBClient> {
    const entry = await this.entry(id || this.defaultId);
    if (entry.client) return entry.client;
    const base = { maxAttempts: this.options.maxAttempts ?? 4, requestHandler: { connectionTimeout: 5_000 } };
    if (entry.info.kind === 'sandbox') {
      const sandbox = await this.sandboxHandle();
      entry.client = new DynamoDBClient({ ...base, endpoint: sandbox.endpoint, region: sandbox.region, credentials: LOCAL_CREDENTIALS });
    } else if (entry.info.kind === 'endpoint') {
      const signing = entry.signing ?? {};
      let credentials: AwsCredentialIdentityProvider | typeof LOCAL_CREDENTIALS = LOCAL_CREDENTIALS;
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

  private sandboxHandle(): Promise<SandboxHandle> {
    this.sandbox ??= this.options.startSandbox!();
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

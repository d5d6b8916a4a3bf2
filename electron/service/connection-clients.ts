/**
 * How each kind of connection gets its credentials and its DynamoDB client: connecting (an MFA code
 * asked for, a secret given to an endpoint, the sandbox started) and building the client the reads
 * and writes use. Apart from the registry (connections.ts), which keeps the entries and the default.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { AwsCredentialIdentityProvider } from '@smithy/types';
import { ApiError } from '../../shared/api-errors.js';
import { resolveEnvCredentials, resolveProfileCredentials } from './credentials.js';
import type { ProfileSummary } from './profiles.js';
import type { SecretBook } from './redact.js';
import { LOCAL_CREDENTIALS } from './endpoint-signing.js';
import { giveSecret, secretRequired, type Entry } from './endpoint-entries.js';
import type { SandboxHandle } from './connection-options.js';
import { requestHandlerOptions, type CallTimeouts } from './call-timeouts.js';
import { withoutLogCopies } from './without-log-copies.js';

/** What the registry lends while it connects an entry: its secrets, the sandbox and the profiles read. */
export interface CredentialSources {
  secrets: SecretBook;
  sandbox(): Promise<SandboxHandle>;
  profile(name: string): Promise<ProfileSummary>;
}

/** Connects `entry` as its kind does, and leaves the credentials (not yet a client) on it. */
export async function signIn(
  entry: Entry,
  sources: CredentialSources,
  mfaCode?: string,
  secretAccessKey?: string,
): Promise<void> {
  if (secretAccessKey !== undefined) {
    if (!entry.signing || !('accessKeyId' in entry.signing)) {
      throw new ApiError({
        name: 'RequestValidationError',
        field: 'secretAccessKey',
        statusCode: 400,
        message: 'secretAccessKey: only an endpoint signed with its own access key takes a secret access key',
      });
    }
    sources.secrets.add(secretAccessKey);
    giveSecret(entry, { accessKeyId: entry.signing.accessKeyId, secretAccessKey });
  }
  if (entry.signing && 'awaitingSecret' in entry.signing) throw secretRequired(entry.info);
  if (entry.profile) {
    entry.credentials = await resolveProfileCredentials(entry.profile, sources.secrets, mfaCode);
    entry.info.accountId = entry.credentials.accountId ?? entry.info.accountId;
    entry.client?.destroy();
    entry.client = undefined;
  } else if (entry.signing && 'profile' in entry.signing) {
    // An endpoint signed with a profile connects as the profile does: MFA asked for, errors explained.
    entry.credentials = await resolveProfileCredentials(
      await sources.profile(entry.signing.profile),
      sources.secrets,
      mfaCode,
    );
    entry.client?.destroy();
    entry.client = undefined;
  } else if (entry.info.kind === 'sandbox') {
    const sandbox = await sources.sandbox();
    entry.info.dataDir = sandbox.dataDir;
    // Snippets need it to run against the sandbox exactly as the app does.
    entry.info.endpoint = sandbox.endpoint;
    // The sandbox answers only this run's credential; the page needs it for runnable snippets.
    // Whoever can call this API can already read and change the sandbox through it.
    entry.info.sandboxCredentials = { ...sandbox.credentials };
  }
}

/** A new client for `entry`, resolving its credentials first where they are not yet known. */
export async function newClient(
  entry: Entry,
  sources: CredentialSources,
  maxAttempts: number,
  timeouts: CallTimeouts,
): Promise<DynamoDBClient> {
  const base = { maxAttempts, requestHandler: requestHandlerOptions(timeouts) };
  if (entry.info.kind === 'sandbox') {
    const sandbox = await sources.sandbox();
    return withoutLogCopies(sandbox.client({ maxAttempts: base.maxAttempts }));
  }
  if (entry.info.kind === 'endpoint') {
    const signing = entry.signing ?? {};
    let credentials: AwsCredentialIdentityProvider | typeof LOCAL_CREDENTIALS = LOCAL_CREDENTIALS;
    if ('awaitingSecret' in signing) throw secretRequired(entry.info);
    if ('secretAccessKey' in signing) {
      credentials = { accessKeyId: signing.accessKeyId, secretAccessKey: signing.secretAccessKey };
    } else if ('profile' in signing) {
      entry.credentials ??= await resolveProfileCredentials(await sources.profile(signing.profile), sources.secrets);
      credentials = entry.credentials.provider;
    }
    return withoutLogCopies(
      new DynamoDBClient({ ...base, endpoint: entry.info.endpoint, region: entry.info.region, credentials }),
    );
  }
  if (!entry.credentials) {
    entry.credentials = entry.profile
      ? await resolveProfileCredentials(entry.profile, sources.secrets)
      : await resolveEnvCredentials(sources.secrets);
    entry.info.accountId = entry.credentials.accountId ?? entry.info.accountId;
  }
  return withoutLogCopies(
    new DynamoDBClient({ ...base, region: entry.info.region, credentials: entry.credentials.provider }),
  );
}

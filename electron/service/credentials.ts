/**
 * Credentials come from the SDK's own providers only (fromIni covers static keys, SSO and
 * sso-session, assume-role with source_profile and MFA, credential_process). What we add is the
 * bridge to the UI: an MFA code typed by the user, errors that say which command to run, and every
 * secret handed to the redaction's book as soon as it is seen.
 */
import { exec } from 'node:child_process';
import { externalDataInterceptor } from '@smithy/core/config';
import { fromEnv, fromIni } from '@aws-sdk/credential-providers';
import type { AwsCredentialIdentity, AwsCredentialIdentityProvider } from '@smithy/types';
import { ApiError } from '../../shared/api-errors.js';
import { explainCredentialError } from './credential-errors.js';
import type { ProfileSummary } from './profiles.js';
import type { SecretBook } from './redact.js';
import { DEFAULT_TIMEOUTS, requestHandlerOptions } from './call-timeouts.js';

/** The STS and SSO calls behind a profile end too, like every call to AWS. */
const clientConfig = { requestHandler: requestHandlerOptions(DEFAULT_TIMEOUTS) };

export { explainCredentialError } from './credential-errors.js';

export interface ResolvedCredentials {
  provider: AwsCredentialIdentityProvider;
  accountId?: string;
}

/**
 * The SDK runs credential_process with child_process.exec and copies exec's error text, which is
 * the whole command line and the helper's stderr, into its own error, dropping the exit code. Its
 * documented interceptor lets us run the helper the same way and fail with the exit code alone,
 * so the command line and output never enter an error at all (redact.ts would still catch them).
 */
export function runCredentialProcessQuietly(): void {
  const quietExec = (command: string, done: (err: Error | null, out?: { stdout: string; stderr: string }) => void) => {
    exec(command, { maxBuffer: 1024 * 1024 }, (err, stdout, stderr) => {
      if (!err) return done(null, { stdout: String(stdout), stderr: String(stderr) });
      const how = err.signal ? `signal ${err.signal}` : `code ${typeof err.code === 'number' ? err.code : 'unknown'}`;
      done(new Error(`credential_process exited with ${how}`));
    });
  };
  externalDataInterceptor.interceptToken('exec', quietExec as unknown as string);
}

/** Resolves a profile once (asking for MFA through `mfaCode`), then serves the cached identity until it expires. */
export async function resolveProfileCredentials(
  profile: ProfileSummary,
  book: SecretBook,
  mfaCode?: string,
): Promise<ResolvedCredentials> {
  let identity: AwsCredentialIdentity;
  try {
    identity = await fromIni({
      profile: profile.name,
      ignoreCache: true,
      clientConfig,
      mfaCodeProvider: async (serial) => {
        if (mfaCode) return mfaCode;
        throw new ApiError({
          name: 'MfaRequired',
          message: `Profile "${profile.name}" assumes a role that needs an MFA code from ${serial}. Enter the 6-digit code to connect.`,
          field: 'mfaCode',
        });
      },
    })();
  } catch (e) {
    throw explainCredentialError(e, profile);
  }
  remember(book, identity);
  let current = identity;
  const provider: AwsCredentialIdentityProvider = async () => {
    const expiresSoon = current.expiration && current.expiration.getTime() - Date.now() < 60_000;
    if (!expiresSoon) return current;
    try {
      current = await fromIni({ profile: profile.name, ignoreCache: true, clientConfig })();
      remember(book, current);
      return current;
    } catch (e) {
      throw explainCredentialError(e, profile);
    }
  };
  return { provider, accountId: identity.accountId ?? profile.accountId };
}

export async function resolveEnvCredentials(book: SecretBook): Promise<ResolvedCredentials> {
  const identity = await fromEnv()();
  remember(book, identity);
  return { provider: async () => identity, accountId: identity.accountId };
}

function remember(book: SecretBook, identity: AwsCredentialIdentity): void {
  book.add(identity.accessKeyId, identity.secretAccessKey, identity.sessionToken);
}

/**
 * Credentials come from the SDK's own providers only (fromIni covers static keys, SSO and
 * sso-session, assume-role with source_profile and MFA, credential_process). What we add is the
 * bridge to the UI: an MFA code typed by the user, and errors that say which command to run.
 */
import { fromEnv, fromIni } from '@aws-sdk/credential-providers';
import type { AwsCredentialIdentity, AwsCredentialIdentityProvider } from '@smithy/types';
import { ApiError } from '../../shared/api-errors.js';
import type { ProfileSummary } from './profiles.js';

export interface ResolvedCredentials {
  provider: AwsCredentialIdentityProvider;
  accountId?: string;
}

/** Resolves a profile once (asking for MFA through `mfaCode`), then serves the cached identity until it expires. */
export async function resolveProfileCredentials(profile: ProfileSummary, mfaCode?: string): Promise<ResolvedCredentials> {
  let identity: AwsCredentialIdentity;
  try {
    identity = await fromIni({
      profile: profile.name,
      ignoreCache: true,
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
  let current = identity;
  const provider: AwsCredentialIdentityProvider = async () => {
    const expiresSoon = current.expiration && current.expiration.getTime() - Date.now() < 60_000;
    if (!expiresSoon) return current;
    try {
      current = await fromIni({ profile: profile.name, ignoreCache: true })();
      return current;
    } catch (e) {
      throw explainCredentialError(e, profile);
    }
  };
  return { provider, accountId: identity.accountId ?? profile.accountId };
}

export async function resolveEnvCredentials(): Promise<ResolvedCredentials> {
  const identity = await fromEnv()();
  return { provider: async () => identity, accountId: identity.accountId };
}

export function explainCredentialError(e: unknown, profile: ProfileSummary): ApiError {
  if (e instanceof ApiError) return e;
  const message = e instanceof Error ? e.message : String(e);
  if (profile.credentialSource === 'sso' && /sso|token|expired|refresh/i.test(message)) {
    const login = profile.ssoSession ? `aws sso login --sso-session ${profile.ssoSession}` : `aws sso login --profile ${profile.name}`;
    return new ApiError({
      name: 'SsoSessionExpired',
      message: `The SSO session for profile "${profile.name}" has expired or was never started. Run: ${login}`,
    });
  }
  return new ApiError({
    name: 'CredentialsError',
    message: `Could not get credentials for profile "${profile.name}" (${profile.credentialSource}): ${message}`,
  });
}

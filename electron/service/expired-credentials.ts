/**
 * DynamoDB refused a call because the credentials it was signed with expired (an STS session, an
 * SSO role's credentials, a credential_process answer past its time). The provider caches what it
 * resolved until the Expiration it was told, which a refused call proves wrong, so the connection
 * forgets its credentials and its client: the next call (a read's Resume) resolves fresh ones.
 * The error says what to run first where that is known (an SSO login).
 */
import { ApiError } from '../../shared/api-errors.js';
import type { Entry } from './endpoint-entries.js';
import { ssoLoginCommand, type ProfileSummary } from './profiles.js';

const EXPIRED = new Set(['ExpiredTokenException', 'ExpiredToken', 'RequestExpired', 'TokenRefreshRequired']);

export function isExpiredCredentials(e: ApiError): boolean {
  return EXPIRED.has(e.name) || /security token included in the request is expired/i.test(e.message);
}

/** Forgets what `entry` resolved, so its next call resolves credentials and builds a client anew. */
export function forgetCredentials(entry: Entry): void {
  const old = entry.client;
  entry.credentials = undefined;
  entry.client = undefined;
  // Calls of parallel segments may still run on the old client: it closes once they have ended.
  if (old) setTimeout(() => old.destroy(), 120_000).unref?.();
}

/** DynamoDB's refusal, kept by name, with what to do before Resume. */
export function explainExpired(e: ApiError, profile: ProfileSummary | undefined): ApiError {
  const todo = !profile
    ? 'Refresh the credentials, then Resume: the next call asks for fresh ones.'
    : profile.credentialSource === 'sso'
      ? `Run: ${ssoLoginCommand(profile)}, then Resume.`
      : `Profile "${profile.name}" is asked for fresh credentials on the next call: Resume once they are renewed.`;
  return new ApiError({ ...e.toJSON(), message: `${e.message}. ${todo}` });
}

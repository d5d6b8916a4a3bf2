/**
 * Which failures pause a read instead of ending it: credentials that expired (DynamoDB's
 * ExpiredTokenException, an SSO session past its time), a connection lost after every retry (the
 * endpoint restarted) and throttling that outlasted the retries. Each leaves the read's keys exact,
 * so "Resume" continues from them once the cause is gone; an error the same request would meet
 * again (a ValidationException, a missing table, no access) does not pause, it ends the read.
 */
import type { ApiErrorShape } from '../api-errors.js';
import { isConnectionLoss, isThrottling } from './retry-policy.js';

export type PauseReason = 'credentials' | 'connection' | 'throttling';

/** DynamoDB's and STS's names for a token past its time, and the service's for a provider that failed. */
const EXPIRED_NAMES = new Set([
  'ExpiredTokenException',
  'ExpiredToken',
  'TokenRefreshRequired',
  'RequestExpired',
  'SsoSessionExpired',
  'CredentialsError',
  'CredentialProcessFailed',
  'CredentialsExpired',
]);

const NETWORK_NAMES = new Set([
  'ConnectionLost',
  'NetworkingError',
  'EndpointUnreachable',
  'EndpointTimedOut',
  'TimeoutError',
  'IncompleteResponse',
]);

export function pauseReasonOf(e: ApiErrorShape): PauseReason | undefined {
  if (e.cancelled) return undefined;
  if (EXPIRED_NAMES.has(e.name) || /security token included in the request is expired/i.test(e.message))
    return 'credentials';
  if (isThrottling(e)) return 'throttling';
  if (NETWORK_NAMES.has(e.name) || isConnectionLoss(e)) return 'connection';
  return undefined;
}

/** The command a paused read's message names for an SSO profile, taken from the service's message. */
export function loginCommandIn(message: string): string | undefined {
  return /aws sso login(?: --sso-session \S+| --profile \S+)+/.exec(message)?.[0]?.replace(/[.,;]$/, '');
}

/** What the user does before Resume, in a sentence. */
export function pauseAdvice(reason: PauseReason, error: ApiErrorShape): string {
  if (reason === 'credentials') {
    const login = loginCommandIn(error.message);
    return login
      ? `Run \`${login}\`, then Resume: the read asks for fresh credentials and continues where it stopped.`
      : 'Refresh the credentials (log in again, or let the profile get new ones), then Resume: the read asks for fresh credentials and continues where it stopped.';
  }
  if (reason === 'connection')
    return 'When the endpoint answers again, Resume continues where the read stopped; nothing read is lost.';
  return 'DynamoDB kept throttling past the retries. Wait a moment, then Resume continues where the read stopped.';
}

export const PAUSE_TITLE: Record<PauseReason, string> = {
  credentials: 'Paused: the credentials expired',
  connection: 'Paused: the connection was lost',
  throttling: 'Paused: DynamoDB kept throttling',
};

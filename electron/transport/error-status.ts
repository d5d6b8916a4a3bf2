/**
 * The HTTP status of an error, chosen by its kind: 4xx for what the caller must change (the
 * request, a file, credentials, a data folder in use), 5xx only where the fault is ours or the
 * server's behind us, so a client can tell "fix this" from "try again".
 */
import { REQUEST_VALIDATION, type ApiError } from '../../shared/api-errors.js';

const BY_NAME: Record<string, number> = {
  [REQUEST_VALIDATION]: 400,
  UnknownConnection: 400,
  ProtectedPath: 403,
  AppStateTooLarge: 413,
  // Credentials the user must renew, give or fix.
  CredentialsError: 401,
  CredentialProcessFailed: 401,
  SsoSessionExpired: 401,
  MfaRequired: 401,
  SecretKeyRequired: 401,
  // The sandbox turned off, or its folder held by another app: the caller must change the setup.
  SandboxUnavailable: 409,
  SandboxInUseError: 409,
  // The server behind us (the sandbox's process, an endpoint) failed or did not answer.
  SandboxCrashed: 502,
  SandboxRequestTimedOut: 504,
  EndpointUnreachable: 502,
  EndpointTlsMismatch: 502,
  NotDynamoDB: 502,
  IncompleteResponse: 502,
  EndpointTimedOut: 504,
};

export function statusFor(err: ApiError): number {
  if (err.cancelled) return 499;
  const byName = BY_NAME[err.name];
  if (byName !== undefined) return byName;
  // DynamoDB's own errors carry the status DynamoDB answered with.
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 600) return err.statusCode;
  if (err.retryable) return 503;
  return err.awsRequestId ? 400 : 500;
}

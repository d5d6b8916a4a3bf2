/**
 * What a failed credential provider means, in words a user can act on. A provider's own text can
 * quote secrets (STS's canonical request with the session token, a credential_process command line
 * and its stderr), so the explanation is built from what failed and how, not from that text; the
 * little that is kept (an STS error code, role ARNs) still passes the one redaction in redact.ts.
 */
import { ApiError } from '../../shared/api-errors.js';
import { ssoLoginCommand, type ProfileSummary } from './profiles.js';

interface ProviderFailure {
  name?: string;
  message?: string;
  Code?: string;
  $metadata?: { httpStatusCode?: number };
}

/** What our credential_process runner puts in its error instead of the command line and output. */
export const PROCESS_EXIT = /credential_process exited with (code (\d+)|signal (\w+))/;

export function explainCredentialError(e: unknown, profile: ProfileSummary): ApiError {
  if (e instanceof ApiError) return e;
  const err = (typeof e === 'object' && e !== null ? e : { message: String(e) }) as ProviderFailure;
  const message = err.message ?? String(e);
  const who = `profile "${profile.name}"`;

  const processFailure = explainProcessFailure(message, profile);
  if (processFailure) return processFailure;

  if (profile.credentialSource === 'sso') {
    if (profile.ssoSessionMissing) {
      return new ApiError({
        name: 'CredentialsError',
        message: `Profile "${profile.name}" logs in through sso_session "${profile.ssoSession}", but the config file has no [sso-session ${profile.ssoSession}] section. Add it (aws configure sso-session), then run: ${ssoLoginCommand(profile)}`,
      });
    }
    if (/sso|token|expired|refresh|unauthori[sz]ed|forbidden/i.test(`${err.name} ${message}`)) {
      const via = profile.ssoSession ? ` (through its sso-session "${profile.ssoSession}")` : '';
      return new ApiError({
        name: 'SsoSessionExpired',
        message: `The SSO session for ${who}${via} has expired, was never started, or was refused by the SSO portal. Run: ${ssoLoginCommand(profile)}`,
      });
    }
  }

  const stsCode = stsErrorCode(err);
  if (stsCode) {
    const role = profile.credentialSource === 'web-identity' ? 'its role with the web identity token' : 'its role';
    return new ApiError({
      name: 'CredentialsError',
      message: `${capitalise(who)} could not assume ${role}: STS refused with ${stsCode}${err.$metadata?.httpStatusCode ? ` (HTTP ${err.$metadata.httpStatusCode})` : ''}. ${stsAdvice(stsCode, profile)}${rolesIn(message)}`,
      statusCode: err.$metadata?.httpStatusCode,
    });
  }

  if (profile.credentialSource === 'web-identity' && /web.?identity|token file|ENOENT/i.test(message)) {
    return new ApiError({
      name: 'CredentialsError',
      message: `${capitalise(who)} could not read its web identity token (web_identity_token_file). Check that the file exists and holds a current token.`,
    });
  }

  // Config-file and chain errors from the SDK name profiles and settings, not secrets; the redaction still runs.
  return new ApiError({
    name: 'CredentialsError',
    message: `Could not get credentials for ${who} (${profile.credentialSource}): ${firstLine(message)}`,
  });
}

function explainProcessFailure(message: string, profile: ProfileSummary): ApiError | undefined {
  const owner = /Profile (\S+) credential_process/.exec(message)?.[1] ?? profile.processProfile ?? profile.name;
  const it = `The credential_process of profile "${owner}"`;
  const exit = PROCESS_EXIT.exec(message);
  if (exit || /Command failed/.test(message)) {
    const how = exit?.[2] ? ` with exit code ${exit[2]}` : exit?.[3] ? ` (stopped by ${exit[3]})` : '';
    return processError(
      `${it} failed${how}; run it in a terminal to see why. Its command line and output are not shown here: they can hold secrets.`,
    );
  }
  if (/credential_process returned invalid JSON/.test(message)) {
    return processError(
      `${it} printed something that is not JSON. It must print {"Version": 1, "AccessKeyId": ..., "SecretAccessKey": ...}; run it in a terminal to see what it prints.`,
    );
  }
  if (/credential_process did not return Version 1/.test(message)) {
    return processError(`${it} printed JSON without "Version": 1, which the AWS CLI and SDKs require.`);
  }
  if (/credential_process returned invalid credentials/.test(message)) {
    return processError(`${it} printed JSON without an AccessKeyId and a SecretAccessKey.`);
  }
  if (/credential_process returned expired credentials/.test(message)) {
    return processError(`${it} printed credentials whose Expiration has passed; it should print fresh ones.`);
  }
  return undefined;
}

function processError(message: string): ApiError {
  return new ApiError({ name: 'CredentialProcessFailed', message });
}

/** STS's error codes are words like SignatureDoesNotMatch; anything else is not an STS answer. */
function stsErrorCode(err: ProviderFailure): string | undefined {
  if (!err.$metadata?.httpStatusCode) return undefined;
  const code = err.Code ?? err.name;
  return code && /^[A-Z][A-Za-z]{2,60}$/.test(code) ? code : undefined;
}

function stsAdvice(code: string, profile: ProfileSummary): string {
  if (/SignatureDoesNotMatch|InvalidClientTokenId|IncompleteSignature/.test(code)) {
    return 'The keys it starts from (its source_profile or credential_source) are wrong or no longer valid; check them, or run: aws sts get-caller-identity --profile <source profile>.';
  }
  if (/ExpiredToken/.test(code)) {
    return profile.credentialSource === 'web-identity'
      ? 'The token in web_identity_token_file has expired; get a fresh one.'
      : 'The credentials it starts from have expired; refresh them and try again.';
  }
  if (/InvalidIdentityToken|IDPRejectedClaim|IDPCommunicationError/.test(code)) {
    return "The identity provider's token in web_identity_token_file was not accepted; check that it is current and that the role trusts its issuer.";
  }
  if (/AccessDenied/.test(code))
    return "The identity it starts from may not assume the role: check the role's trust policy and the source identity's permissions.";
  if (/RegionDisabled/.test(code))
    return 'STS is not enabled in this region for the account; use another region or enable it.';
  return "Check the profile's role_arn and the identity it starts from.";
}

/** Role and user ARNs from the message, which say who was refused what, and hold no secret. */
function rolesIn(message: string): string {
  const arns = [...new Set(message.match(/arn:aws[\w-]*:(?:iam|sts)::\d{12}:[\w+=,.@/-]+/g) ?? [])].slice(0, 3);
  return arns.length ? ` (${arns.join(', ')})` : '';
}

function firstLine(message: string): string {
  return message.split('\n')[0]!.trim().slice(0, 300);
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

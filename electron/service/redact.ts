/**
 * The one redaction every error passes before it crosses to the page, whatever raised it: a
 * credential provider (STS, SSO, web identity, credential_process, the config files), the SDK or
 * DynamoDB. Two nets: the exact secrets this process holds (keys, tokens and helper command lines
 * it has read or been given), and the shapes secrets take in text AWS and the SDK write (canonical
 * requests, Authorization headers, key ids, signatures, bearer tokens, JWTs, `--password x`).
 */
import { clipField, clipMessage, FIELD_MAX_CHARS, MESSAGE_MAX_CHARS } from '../../shared/text/quote-short.js';
import { ApiError } from '../../shared/api-errors.js';

/** Every secret value this process has seen, so that none is ever written back to the page. */
export class SecretBook {
  private readonly values = new Set<string>();

  /** Values shorter than 4 characters are not kept: hiding "a" or "12" would garble every message. */
  add(...values: Array<string | undefined | null>): void {
    for (const v of values) {
      const s = v?.trim();
      if (s && s.length >= 4) this.values.add(s);
    }
  }

  /** Longest first, so that a command line is hidden whole before one of its arguments is. */
  list(): string[] {
    return [...this.values].sort((a, b) => b.length - a.length);
  }
}

const HIDDEN = '(hidden)';

/**
 * Shapes of secrets in text. Order matters: whole quoted requests and command lines go first, so
 * that what is left is ordinary prose with, at most, a stray value in it.
 */
const SHAPES: Array<[RegExp, string]> = [
  // AWS's SignatureDoesNotMatch text quotes the canonical request, signed headers and token included.
  [
    /\s*The (Canonical String|String-to-Sign) for this request should have been[\s\S]*$/,
    ' (The request AWS quoted back is left out: it holds signed credentials.)',
  ],
  // Node's exec error: "Command failed: <command line>\n<stderr>".
  [/Command failed:[\s\S]*$/, 'The command failed (its command line and output are left out: they can hold secrets).'],
  [/\b(authorization)(\s*[:=]\s*)[^\n]*/gi, `$1$2${HIDDEN}`],
  [
    /\b(x-amz-security-token|x-amz-signature|x-amz-credential|x-amz-sso_bearer_token)(\s*[:=]\s*)[^\s'",;&]+/gi,
    `$1$2${HIDDEN}`,
  ],
  [/\b(Bearer)\s+[A-Za-z0-9\-._~+/]+=*/g, `$1 ${HIDDEN}`],
  [/\b(Credential=)[^\s,]+/g, `$1${HIDDEN}`],
  [/\b(Signature=)[0-9a-fA-F]+/g, `$1${HIDDEN}`],
  // key = value and "key": "value" for every name a secret goes by in config files, JSON and the SDK.
  [
    // Not a bare "token": DynamoDB's syntax errors say `token: "="`. Placeholders (:v, #n) are not values.
    /\b(aws_secret_access_key|aws_session_token|aws_security_token|aws_access_key_id|secret_?access_?key|session_?token|access_?key_?id|access_?token|refresh_?token|client_?secret|id_?token|password|passwd|pwd|api_?key|secret)(["']?\s*[:=]\s*["']?)(?![:#])[^\s"',;&]+/gi,
    `$1$2${HIDDEN}`,
  ],
  // Arguments of a command line: --password hunter2, --token=abc (a bare `-p secret` is left to the book).
  [
    /(^|\s)(--?[\w-]*(?:password|passwd|token|secret|api-?key|credential)[\w-]*)(=|\s+)(?!\()[^\s"']+/gi,
    `$1$2$3${HIDDEN}`,
  ],
  [/\beyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*/g, '(token hidden)'],
  [/\b(?:AKIA|ASIA|AIDA|AROA|AGPA|ANPA|ANVA|APKA|ABIA|ACCA)[A-Z0-9]{16}\b/g, '(access key id hidden)'],
  [/(?<![0-9a-fA-F])[0-9a-f]{64}(?![0-9a-fA-F])/g, '(signature hidden)'],
];

/** A run of base64 this long, mixing letters and digits, is a token or a key, never prose. */
const OPAQUE = /(?<![A-Za-z0-9/+=_-])[A-Za-z0-9/+_-]{40,}={0,2}(?![A-Za-z0-9/+=_-])/g;

function looksOpaque(s: string): boolean {
  return (/[0-9]/.test(s) && /[a-z]/.test(s) && /[A-Z]/.test(s)) || (/[/+]/.test(s) && /[0-9]/.test(s));
}

export function redactText(text: string, book?: SecretBook): string {
  let out = text;
  for (const secret of book?.list() ?? []) out = out.split(secret).join(HIDDEN);
  for (const [shape, replacement] of SHAPES) out = out.replace(shape, replacement);
  return out.replace(OPAQUE, (run) => (looksOpaque(run) ? '(token hidden)' : run));
}

/** A message as the page may see it: redacted, then clipped to `max` characters. */
export function redactProse(text: string, book?: SecretBook, max = MESSAGE_MAX_CHARS): string {
  return clipMessage(redactText(window(text, max), book), max);
}

/** The error as the page may see it: every text field redacted, every other field kept. */
export function redactError(e: ApiError, book?: SecretBook): ApiError {
  const shape = e.toJSON();
  const text = (s: string, max: number) => clipMessage(redactText(window(s, max), book), max);
  return new ApiError({
    ...shape,
    name: text(shape.name, 200),
    message: text(shape.message, MESSAGE_MAX_CHARS),
    ...(shape.field !== undefined ? { field: clipField(redactText(window(shape.field, FIELD_MAX_CHARS), book)) } : {}),
    ...(shape.awsRequestId !== undefined ? { awsRequestId: text(shape.awsRequestId, 200) } : {}),
    ...(shape.problems !== undefined
      ? {
          problems: shape.problems.slice(0, 50).map((p) => ({
            ...p,
            field: text(p.field, 200),
            message: text(p.message, MESSAGE_MAX_CHARS),
            ...(p.token !== undefined ? { token: text(p.token, 200) } : {}),
          })),
        }
      : {}),
  });
}

/**
 * A bounded window of a text to redact before it is clipped: the patterns cannot run over
 * megabytes (a 10 MB field overflowed the stack in one), and a secret cut at the window's edge is
 * then cut off with it, since the window is wider than what is kept.
 */
function window(s: string, max: number): string {
  return s.length <= max * 2 ? s : s.slice(0, max * 2);
}

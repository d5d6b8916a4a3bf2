/**
 * What is really listening at an endpoint URL, asked the cheap way: one unsigned POST. Every
 * DynamoDB-compatible server refuses it with a JSON error; AWS DynamoDB Local 1.x (the jar and the
 * amazon/dynamodb-local image alike) answers from Jetty with its own error type, which neither AWS
 * (`com.amazon.coral.service#MissingAuthenticationTokenException`) nor dynalite sends:
 *
 *   HTTP 400, Server: Jetty(9.4.x), {"__type":"com.amazonaws.dynamodb.v20120810#MissingAuthenticationToken",
 *   "Message":"Request must contain either a valid (registered) AWS access key ID or X.509 certificate."}
 */
import type { NoTablesHint } from '../../shared/api.js';

export type ServerKind = 'dynamodb-local' | 'dynamodb-compatible' | 'not-dynamodb' | 'unreachable';

export interface ProbeResult {
  kind: ServerKind;
  /** For not-dynamodb: what answered instead, e.g. "HTTP 404 (text/html)". */
  answer?: string;
}

export async function probeServer(endpoint: string, timeoutMs = 3_000): Promise<ProbeResult> {
  let res: Response;
  try {
    res = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-amz-json-1.0', 'X-Amz-Target': 'DynamoDB_20120810.ListTables' },
      body: '{}',
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    return { kind: 'unreachable' };
  }
  const type = res.headers.get('content-type') ?? '';
  const text = await res.text().catch(() => '');
  let errorType = '';
  try {
    const body = JSON.parse(text) as { __type?: unknown };
    errorType = typeof body.__type === 'string' ? body.__type : '';
  } catch {
    return { kind: 'not-dynamodb', answer: describeAnswer(res.status, type) };
  }
  if (/^Jetty\b/i.test(res.headers.get('server') ?? '') && errorType.endsWith('#MissingAuthenticationToken')) {
    return { kind: 'dynamodb-local' };
  }
  // A DynamoDB-like server names its error type; a JSON API of something else does not.
  return errorType
    ? { kind: 'dynamodb-compatible' }
    : { kind: 'not-dynamodb', answer: describeAnswer(res.status, type) };
}

export function describeAnswer(status: number | undefined, contentType: string | undefined): string {
  const type = contentType?.split(';')[0]?.trim();
  return `HTTP ${status ?? '?'}${type ? ` (${type})` : ''}`;
}

export interface SigningSummary {
  endpoint: string;
  region: string;
  signedWith: 'access-key' | 'profile' | 'local-key';
  profile?: string;
}

/** Why DynamoDB Local shows this connection no tables, and the two ways out. */
export function dynamoDBLocalHint(s: SigningSummary): NoTablesHint {
  const key =
    s.signedWith === 'access-key'
      ? 'the access key you gave'
      : s.signedWith === 'profile'
        ? `the access key of profile "${s.profile}"`
        : "the app's default key (no access key was given)";
  return {
    server: 'DynamoDB Local',
    message:
      `${s.endpoint} is AWS DynamoDB Local, which keeps a separate database for each access key and region unless it was started with -sharedDb. ` +
      `This connection signs with ${key} in region ${s.region}, and that database has no tables. ` +
      "Tables made with another access key or region (the AWS CLI and SDKs sign with your default profile's key) are in another database.",
    fixes: [
      'Add the endpoint again with the access key id and region the tables were made with (or the profile that made them).',
      'Or restart DynamoDB Local with -sharedDb, so that every access key and region sees one database.',
    ],
  };
}

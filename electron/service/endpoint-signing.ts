/**
 * How requests to an added endpoint are signed, as the AWS CLI would sign them with
 * --endpoint-url: the access key id and secret the user gave, a profile's credentials, or (neither
 * given) a fixed local key. DynamoDB Local without -sharedDb keeps one database per access key and
 * region, so the signer decides which tables a connection sees.
 */
import type { SigningSummary } from './endpoint-probe.js';

/**
 * How an endpoint signs: its own key, a profile's credentials, or (neither given) the fixed local
 * key. An endpoint kept from an earlier run with its own key has only the key id: secrets are never
 * written to disk, so it waits for the secret to be typed again.
 */
export type EndpointSigning =
  | { accessKeyId: string; secretAccessKey: string }
  | { accessKeyId: string; awaitingSecret: true }
  | { profile: string }
  | Record<string, never>;

/**
 * The last four characters of a key id, as `aws configure list` shows it, so the user knows which
 * secret to type; none for a short id (a local test key), where four characters would be most of it.
 */
export function keyIdHint(accessKeyId: string): string | undefined {
  return accessKeyId.length >= 12 ? `…${accessKeyId.slice(-4)}` : undefined;
}

export interface AddEndpointRequest {
  endpoint: string;
  region: string;
  name?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  profile?: string;
  connectTimeoutMs?: number;
  responseTimeoutMs?: number;
  callTimeoutMs?: number;
}

/** What an endpoint is signed with when the user gave nothing: DynamoDB Local takes any key. */
export const LOCAL_KEY_ID = 'local';
export const LOCAL_CREDENTIALS = { accessKeyId: LOCAL_KEY_ID, secretAccessKey: 'local' };

export function signingOf(
  req: Pick<AddEndpointRequest, 'accessKeyId' | 'secretAccessKey' | 'profile'>,
): EndpointSigning {
  if (req.accessKeyId !== undefined && req.secretAccessKey !== undefined)
    return { accessKeyId: req.accessKeyId, secretAccessKey: req.secretAccessKey };
  return req.profile !== undefined ? { profile: req.profile } : {};
}

/** What the page may be told about an endpoint's signing, to explain an empty or refused answer: never the key. */
export function summariseSigning(
  endpoint: string,
  region: string,
  signing: EndpointSigning | undefined,
): SigningSummary {
  const s = signing ?? {};
  return {
    endpoint,
    region,
    signedWith: 'accessKeyId' in s ? 'access-key' : 'profile' in s ? 'profile' : 'local-key',
    ...('profile' in s ? { profile: s.profile } : {}),
  };
}

/** Two endpoints with the same URL and region are one connection only when they sign as the same key or profile. */
export function sameSigner(a: EndpointSigning | undefined, b: EndpointSigning): boolean {
  const x = a ?? {};
  if ('accessKeyId' in x || 'accessKeyId' in b)
    return 'accessKeyId' in x && 'accessKeyId' in b && x.accessKeyId === b.accessKeyId;
  if ('profile' in x || 'profile' in b) return 'profile' in x && 'profile' in b && x.profile === b.profile;
  return true;
}

/**
 * The registry's entries and the bookkeeping of added endpoints: adding one (or finding the one
 * already added with the same URL, region and signer), naming it, what of it is kept on disk (never
 * a secret), and asking again for the secret of one signed with its own key. Apart from
 * connections.ts, which keeps them, and connection-clients.ts, which connects them and builds their
 * clients; credentials stay inside the service.
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ApiError } from '../../shared/api-errors.js';
import type { ConnectionInfo } from '../../shared/api.js';
import type { SavedEndpoint } from '../state/app-state-store.js';
import type { CallTimeouts } from './call-timeouts.js';
import type { ResolvedCredentials } from './credentials.js';
import { keyIdHint, sameSigner, summariseSigning, type EndpointSigning } from './endpoint-signing.js';
import type { ProfileSummary } from './profiles.js';
import type { SecretBook } from './redact.js';

export interface Entry {
  info: ConnectionInfo;
  profile?: ProfileSummary;
  /** Endpoints only: the key or profile the requests are signed with. Never leaves the service. */
  signing?: EndpointSigning;
  credentials?: ResolvedCredentials;
  client?: DynamoDBClient;
}

export type EndpointFields = { endpoint: string; region: string; name?: string; id?: string } & Partial<CallTimeouts>;

/** Adds an endpoint to `entries`, or returns the one already there; `newId` is asked only for a new one without an id. */
export function putEndpoint(
  entries: Map<string, Entry>,
  secrets: SecretBook,
  req: EndpointFields,
  signing: EndpointSigning,
  newId: () => string,
): ConnectionInfo {
  const url = new URL(req.endpoint);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ApiError({
      name: 'RequestValidationError',
      field: 'endpoint',
      message: `endpoint: expected an http:// or https:// URL, got ${url.protocol}`,
    });
  }
  if ('accessKeyId' in signing)
    secrets.add(signing.accessKeyId, 'secretAccessKey' in signing ? signing.secretAccessKey : undefined);
  const same = (e: Entry) =>
    e.info.kind === 'endpoint' &&
    e.info.endpoint === url.origin &&
    e.info.region === req.region &&
    sameSigner(e.signing, signing);
  const existing = [...entries.values()].find(same);
  const bounds = {
    ...(req.connectTimeoutMs ? { connectTimeoutMs: req.connectTimeoutMs } : {}),
    ...(req.responseTimeoutMs ? { responseTimeoutMs: req.responseTimeoutMs } : {}),
    ...(req.callTimeoutMs ? { callTimeoutMs: req.callTimeoutMs } : {}),
  };
  if (existing) {
    if (Object.keys(bounds).length > 0) {
      Object.assign(existing.info, bounds);
      existing.client?.destroy();
      existing.client = undefined;
    }
    // DynamoDB Local ignores the secret, but AWS-compatible servers do not: the latest one typed wins.
    if ('secretAccessKey' in signing) giveSecret(existing, signing as { accessKeyId: string; secretAccessKey: string });
    return { ...existing.info };
  }
  const id = req.id ?? newId();
  const credentialSource = summariseSigning(url.origin, req.region, signing).signedWith;
  const info: ConnectionInfo = {
    id,
    kind: 'endpoint',
    name: req.name || endpointName(entries, url, signing),
    region: req.region,
    endpoint: url.origin,
    credentialSource,
    ...('profile' in signing ? { profile: signing.profile } : {}),
    ...('accessKeyId' in signing && keyIdHint(signing.accessKeyId)
      ? { accessKeyHint: keyIdHint(signing.accessKeyId) }
      : {}),
    ...('accessKeyId' in signing ? { accessKeyId: signing.accessKeyId } : {}),
    ...('awaitingSecret' in signing ? { needsSecret: true as const } : {}),
    ...bounds,
  };
  entries.set(id, { info, signing });
  return { ...info };
}

/**
 * The added endpoints as they are kept on disk: URL, region, name, a profile's name or an access
 * key id, never a secret. One signed with its own key comes back waiting for its secret, rather
 * than signed as another user (DynamoDB Local keeps one database per key).
 */
export function endpointsToKeep(entries: Map<string, Entry>): SavedEndpoint[] {
  return [...entries.values()]
    .filter((e) => e.info.kind === 'endpoint' && e.info.endpoint)
    .map((e) => ({
      id: e.info.id,
      name: e.info.name,
      endpoint: e.info.endpoint!,
      region: e.info.region,
      ...(e.signing && 'profile' in e.signing ? { profile: e.signing.profile } : {}),
      ...(e.signing && 'accessKeyId' in e.signing ? { accessKeyId: e.signing.accessKeyId } : {}),
      ...(e.info.connectTimeoutMs ? { connectTimeoutMs: e.info.connectTimeoutMs } : {}),
      ...(e.info.responseTimeoutMs ? { responseTimeoutMs: e.info.responseTimeoutMs } : {}),
      ...(e.info.callTimeoutMs ? { callTimeoutMs: e.info.callTimeoutMs } : {}),
    }));
}

/** An endpoint kept on disk as it is added back: one kept with its own key waits for its secret. */
export function restoredEndpoint(e: SavedEndpoint): { fields: EndpointFields; signing: EndpointSigning } {
  const signing: EndpointSigning = e.profile
    ? { profile: e.profile }
    : e.accessKeyId
      ? { accessKeyId: e.accessKeyId, awaitingSecret: true }
      : {};
  return {
    fields: {
      id: e.id,
      endpoint: e.endpoint,
      region: e.region,
      name: e.name,
      connectTimeoutMs: e.connectTimeoutMs,
      responseTimeoutMs: e.responseTimeoutMs,
      callTimeoutMs: e.callTimeoutMs,
    },
    signing,
  };
}

/** The secret of an endpoint's own key, typed (again): kept in memory only. */
export function giveSecret(entry: Entry, signing: { accessKeyId: string; secretAccessKey: string }): void {
  entry.signing = signing;
  delete entry.info.needsSecret;
  entry.client?.destroy();
  entry.client = undefined;
}

/** A default name that tells apart two connections to one server signed differently (never naming the key). */
function endpointName(entries: Map<string, Entry>, url: URL, signing: EndpointSigning): string {
  const base =
    'profile' in signing
      ? `${url.host} as ${signing.profile}`
      : 'accessKeyId' in signing
        ? `${url.host} (own key)`
        : url.host;
  const taken = new Set([...entries.values()].map((e) => e.info.name));
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base} ${n}`;
  return name;
}

/** An endpoint kept from an earlier run with its own key: its secret was not kept, so it is asked for. */
export function secretRequired(info: ConnectionInfo): ApiError {
  return new ApiError({
    name: 'SecretKeyRequired',
    field: 'secretAccessKey',
    statusCode: 400,
    message: `"${info.name}" needs its secret access key again${info.accessKeyHint ? ` (access key ${info.accessKeyHint})` : ''}: secrets are never written to disk, so they are asked for after a restart.`,
  });
}

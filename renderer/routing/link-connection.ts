/**
 * Which connection a link was made on. The id is enough within one app; an endpoint also carries
 * its URL and region, so a link still finds it if its id differs (another machine, a re-added
 * endpoint) and can say which endpoint to add when it is not known at all.
 */
import type { ConnectionInfo } from '../../shared/api.js';

export interface LinkConnection {
  id: string;
  endpoint?: string;
  region?: string;
  /**
   * How an endpoint signed its requests: `key` (an access key of its own), `local` (the app's
   * fixed key) or `profile:<name>`. Two connections to one URL signed differently are different
   * users (DynamoDB Local keeps a database per key), so a link is never moved from one to the other.
   */
  signing?: string;
}

export const CONNECTION_PARAMS = ['conn', 'endpoint', 'region', 'sign'] as const;

export function readConnectionParams(params: URLSearchParams): LinkConnection | undefined {
  const id = params.get('conn');
  if (!id) return undefined;
  const endpoint = params.get('endpoint');
  const region = params.get('region');
  const signing = params.get('sign');
  return {
    id,
    ...(endpoint ? { endpoint } : {}),
    ...(region ? { region } : {}),
    ...(endpoint && signing ? { signing } : {}),
  };
}

export function writeConnectionParams(params: URLSearchParams, c: LinkConnection): void {
  params.set('conn', c.id);
  if (c.endpoint) params.set('endpoint', c.endpoint);
  if (c.endpoint && c.region) params.set('region', c.region);
  if (c.endpoint && c.signing) params.set('sign', c.signing);
}

/** How an endpoint connection signs, as a link names it; undefined when the service did not say. */
export function signingOf(info: ConnectionInfo): string | undefined {
  if (info.credentialSource === 'access-key') return 'key';
  if (info.credentialSource === 'local-key') return 'local';
  if (info.credentialSource === 'profile' && info.profile) return `profile:${info.profile}`;
  return undefined;
}

/** What a link says of a connection: endpoints by URL, region and signing; the sandbox's changing port is left out. */
export function linkConnectionOf(info: ConnectionInfo | undefined): LinkConnection | undefined {
  if (!info) return undefined;
  if (info.kind !== 'endpoint' || !info.endpoint) return { id: info.id };
  const signing = signingOf(info);
  return { id: info.id, endpoint: info.endpoint, region: info.region, ...(signing ? { signing } : {}) };
}

/** The Add endpoint form's start for an endpoint a link names and this app lacks. */
export interface EndpointToAdd {
  endpoint: string;
  region?: string;
  signWith: 'local-key' | 'access-key' | 'profile';
}

export type ConnectionMatch = { ok: true; id: string } | { ok: false; message: string; addEndpoint?: EndpointToAdd };

/** What to add for an endpoint link that no known connection serves, and why in the link's own terms. */
function missingEndpoint(
  link: LinkConnection & { endpoint: string },
  known: readonly ConnectionInfo[],
): ConnectionMatch {
  const where = `${link.endpoint}${link.region ? ` (${link.region})` : ''}`;
  const sameUrl = known.some(
    (c) => c.kind === 'endpoint' && c.endpoint === link.endpoint && (!link.region || c.region === link.region),
  );
  const addEndpoint = (signWith: EndpointToAdd['signWith']): EndpointToAdd => ({
    endpoint: link.endpoint,
    ...(link.region ? { region: link.region } : {}),
    signWith,
  });
  const otherUser = sameUrl
    ? ' The connection to that endpoint here signs as another user, which may not see the same tables.'
    : '';
  if (link.signing === 'key') {
    return {
      ok: false,
      addEndpoint: addEndpoint('access-key'),
      message: `The link was made on the endpoint ${where} with an access key of its own. That connection is not here: a connection's own key is not kept when the app restarts (secrets are never written to disk).${otherUser} Add the endpoint again with its access key, then open the link again.`,
    };
  }
  if (link.signing?.startsWith('profile:')) {
    return {
      ok: false,
      addEndpoint: addEndpoint('profile'),
      message: `The link was made on the endpoint ${where} signed with the AWS profile "${link.signing.slice('profile:'.length)}", which this app does not have.${otherUser} Add the endpoint with that profile, then open the link again.`,
    };
  }
  return {
    ok: false,
    addEndpoint: addEndpoint('local-key'),
    message: `The link was made on the endpoint ${where}, which this app does not know. Add it with "Add endpoint", then open the link again.`,
  };
}

/** The known connection a link means, or exactly what is missing. */
export function findLinkConnection(link: LinkConnection, known: readonly ConnectionInfo[]): ConnectionMatch {
  const byId = known.find((c) => c.id === link.id);
  if (link.endpoint) {
    // A link of an older version says nothing of signing: any connection to its URL will do.
    const serves = (c: ConnectionInfo) =>
      c.kind === 'endpoint' &&
      c.endpoint === link.endpoint &&
      (!link.region || c.region === link.region) &&
      (!link.signing || signingOf(c) === undefined || signingOf(c) === link.signing);
    if (byId && serves(byId)) return { ok: true, id: byId.id };
    const same = known.find(serves);
    if (same) return { ok: true, id: same.id };
    return missingEndpoint({ ...link, endpoint: link.endpoint }, known);
  }
  if (byId) return { ok: true, id: byId.id };
  const what = link.id.startsWith('profile:')
    ? `the AWS profile "${link.id.slice('profile:'.length)}"`
    : link.id === 'sandbox'
      ? 'the local sandbox, which is turned off in this session'
      : link.id === 'environment'
        ? 'environment credentials, which this session does not have'
        : `the connection "${link.id}"`;
  return {
    ok: false,
    message: `The link was made on ${what}, which this app does not know. Pick a connection, then open the link again.`,
  };
}

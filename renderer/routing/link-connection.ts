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
}

export const CONNECTION_PARAMS = ['conn', 'endpoint', 'region'] as const;

export function readConnectionParams(params: URLSearchParams): LinkConnection | undefined {
  const id = params.get('conn');
  if (!id) return undefined;
  const endpoint = params.get('endpoint');
  const region = params.get('region');
  return { id, ...(endpoint ? { endpoint } : {}), ...(region ? { region } : {}) };
}

export function writeConnectionParams(params: URLSearchParams, c: LinkConnection): void {
  params.set('conn', c.id);
  if (c.endpoint) params.set('endpoint', c.endpoint);
  if (c.endpoint && c.region) params.set('region', c.region);
}

/** What a link says of a connection: endpoints by URL and region; the sandbox's changing port is left out. */
export function linkConnectionOf(info: ConnectionInfo | undefined): LinkConnection | undefined {
  if (!info) return undefined;
  return info.kind === 'endpoint' && info.endpoint ? { id: info.id, endpoint: info.endpoint, region: info.region } : { id: info.id };
}

export type ConnectionMatch = { ok: true; id: string } | { ok: false; message: string };

/** The known connection a link means, or exactly what is missing. */
export function findLinkConnection(link: LinkConnection, known: readonly ConnectionInfo[]): ConnectionMatch {
  const byId = known.find((c) => c.id === link.id);
  if (link.endpoint) {
    if (byId && byId.endpoint === link.endpoint && (!link.region || byId.region === link.region)) return { ok: true, id: byId.id };
    const same = known.find((c) => c.kind === 'endpoint' && c.endpoint === link.endpoint && (!link.region || c.region === link.region));
    if (same) return { ok: true, id: same.id };
    return { ok: false, message: `The link was made on the endpoint ${link.endpoint}${link.region ? ` (${link.region})` : ''}, which this app does not know. Add it with "Add endpoint", then open the link again.` };
  }
  if (byId) return { ok: true, id: byId.id };
  const what = link.id.startsWith('profile:') ? `the AWS profile "${link.id.slice('profile:'.length)}"`
    : link.id === 'sandbox' ? 'the local sandbox, which is turned off in this session'
      : link.id === 'environment' ? 'environment credentials, which this session does not have'
        : `the connection "${link.id}"`;
  return { ok: false, message: `The link was made on ${what}, which this app does not know. Pick a connection, then open the link again.` };
}

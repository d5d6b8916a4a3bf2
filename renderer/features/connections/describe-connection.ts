/** A connection's name as the picker and prompts say it. */
import type { ConnectionInfo } from '../../../shared/api.js';

export function describeConnection(c: ConnectionInfo): string {
  switch (c.kind) {
    case 'sandbox':
      return 'Local sandbox';
    case 'endpoint':
      return `${describeEndpoint(c)}${c.needsSecret ? ' (needs its secret key again)' : ''}`;
    case 'profile':
      return `Profile ${c.name} (${c.region}${c.credentialSource ? `, ${c.credentialSource}` : ''}${c.ssoSession ? ` via sso-session ${c.ssoSession}` : ''})`;
    case 'environment':
      return `Environment credentials (${c.region})`;
  }
}

/** Which key an endpoint signs with, since DynamoDB Local keeps one database per key and region. */
function signedWith(c: ConnectionInfo): string {
  if (c.credentialSource === 'access-key') return ', own access key';
  if (c.credentialSource === 'profile' && c.profile) return `, profile ${c.profile}`;
  return '';
}

function hostOf(endpoint: string | undefined): string | undefined {
  try {
    return endpoint ? new URL(endpoint).host : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The endpoint's name, then what the name does not already say: a default name ("host (own key)",
 * "host as profile") carries the address and the signing, so only the region follows it.
 */
function describeEndpoint(c: ConnectionInfo): string {
  const host = hostOf(c.endpoint);
  // The command line's --endpoint is named by its whole URL: said once, not twice.
  if (host && (c.name.startsWith(host) || (c.endpoint !== undefined && c.name.startsWith(c.endpoint)))) {
    const signingSaid =
      (c.credentialSource === 'access-key' && c.name.includes('(own key)')) ||
      (c.credentialSource === 'profile' && !!c.profile && c.name.includes(`as ${c.profile}`));
    return `${c.name}, ${c.region}${signingSaid ? '' : signedWith(c)}`;
  }
  return `${c.name} (${c.endpoint}, ${c.region}${signedWith(c)})`;
}

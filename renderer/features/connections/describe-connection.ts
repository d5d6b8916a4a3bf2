import type { ConnectionInfo } from '../../../shared/api.js';

export function describeConnection(c: ConnectionInfo): string {
  switch (c.kind) {
    case 'sandbox': return 'Local sandbox';
    case 'endpoint': return `${c.name} (${c.endpoint}, ${c.region}${signedWith(c)})`;
    case 'profile': return `Profile ${c.name} (${c.region}${c.credentialSource ? `, ${c.credentialSource}` : ''}${c.ssoSession ? ` via sso-session ${c.ssoSession}` : ''})`;
    case 'environment': return `Environment credentials (${c.region})`;
  }
}

/** Which key an endpoint signs with, since DynamoDB Local keeps one database per key and region. */
function signedWith(c: ConnectionInfo): string {
  if (c.credentialSource === 'access-key') return ', own access key';
  if (c.credentialSource === 'profile' && c.profile) return `, profile ${c.profile}`;
  return '';
}

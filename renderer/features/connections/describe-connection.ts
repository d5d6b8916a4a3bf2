import type { ConnectionInfo } from '../../../shared/api.js';

export function describeConnection(c: ConnectionInfo): string {
  switch (c.kind) {
    case 'sandbox': return 'Local sandbox';
    case 'endpoint': return `${c.name} (${c.endpoint}, ${c.region})`;
    case 'profile': return `Profile ${c.name} (${c.region}${c.credentialSource ? `, ${c.credentialSource}` : ''})`;
    case 'environment': return `Environment credentials (${c.region})`;
  }
}

/**
 * Whether a connection may write. On by default where nothing of value can be lost by a slip: the
 * sandbox and endpoints that are not AWS (DynamoDB Local, LocalStack, dynalite); off by default on
 * AWS (profiles, environment credentials, an endpoint under amazonaws.com). The user switches it
 * per connection; the choice is kept in the write journal's file.
 */
import type { ConnectionInfo } from '../../shared/api.js';
import type { WriteAccess } from '../../shared/api-writes.js';

const AWS_HOST = /(^|\.)(amazonaws\.com|amazonaws\.com\.cn|api\.aws)$/i;

export function isLocalConnection(info: ConnectionInfo): boolean {
  if (info.kind === 'sandbox') return true;
  if (info.kind !== 'endpoint' || !info.endpoint) return false;
  try {
    return !AWS_HOST.test(new URL(info.endpoint).hostname);
  } catch {
    return false;
  }
}

export function writeAccessOf(info: ConnectionInfo, chosen: boolean | undefined): WriteAccess {
  const local = isLocalConnection(info);
  return {
    connectionId: info.id,
    allowed: chosen ?? local,
    local,
    name: info.name,
    region: info.region,
    ...(info.accountId ? { accountId: info.accountId } : {}),
    ...(info.endpoint ? { endpoint: info.endpoint } : {}),
  };
}

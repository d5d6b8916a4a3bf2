/**
 * Whether a connection may write. On by default where nothing of value can be lost by a slip: the
 * sandbox and endpoints on this machine or a private network (DynamoDB Local, LocalStack, dynalite;
 * local-endpoint.ts says which); off by default on everything else, which is treated as AWS
 * (profiles, environment credentials, any other endpoint). The user switches it per connection;
 * the choice is kept in the write journal's file.
 */
import type { ConnectionInfo } from '../../shared/api.js';
import type { WriteAccess } from '../../shared/api-writes.js';
import { isLocalEndpoint } from './local-endpoint.js';

export function isLocalConnection(info: ConnectionInfo): boolean {
  if (info.kind === 'sandbox') return true;
  if (info.kind !== 'endpoint' || !info.endpoint) return false;
  return isLocalEndpoint(info.endpoint);
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

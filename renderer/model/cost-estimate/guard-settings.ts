/**
 * The guard against expensive reads, per connection: on by default for AWS (1 GB scanned), off by
 * default for local servers (the sandbox, an endpoint on this machine), where reads cost nothing;
 * either can be changed, and is kept between runs.
 */
import type { ConnectionInfo } from '../../../shared/api.js';
import { appStorage, type KeyValueStore } from '../../api/service-storage.js';

export const DEFAULT_GUARD_BYTES = 1024 ** 3;

export interface GuardSetting {
  on: boolean;
  /** Ask before a read estimated to read more than this many bytes. */
  bytes: number;
}

const LOCAL_HOSTS =
  /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|::1|0\.0\.0\.0|host\.docker\.internal|[a-z0-9-]+\.local|[a-z0-9-]+)$/i;

/** A server on this machine or this network (no AWS bill): the sandbox, or an endpoint whose host is not AWS's. */
export function isLocalConnection(c: Pick<ConnectionInfo, 'kind' | 'endpoint'> | undefined): boolean {
  if (!c) return false;
  if (c.kind === 'sandbox') return true;
  if (c.kind !== 'endpoint' || !c.endpoint) return false;
  try {
    const host = new URL(c.endpoint).hostname;
    return !host.endsWith('amazonaws.com') && !host.endsWith('amazonaws.com.cn') && LOCAL_HOSTS.test(host);
  } catch {
    return false;
  }
}

const keyOf = (connectionId: string) => `ice.costGuard.${connectionId}`;

export function loadGuard(
  connection: Pick<ConnectionInfo, 'id' | 'kind' | 'endpoint'> | undefined,
  storage: KeyValueStore = appStorage(),
): GuardSetting {
  const fallback = { on: !isLocalConnection(connection), bytes: DEFAULT_GUARD_BYTES };
  if (!connection) return fallback;
  try {
    const kept = JSON.parse(storage.getItem(keyOf(connection.id)) ?? 'null') as Partial<GuardSetting> | null;
    if (!kept) return fallback;
    return {
      on: typeof kept.on === 'boolean' ? kept.on : fallback.on,
      bytes: typeof kept.bytes === 'number' && kept.bytes > 0 ? kept.bytes : fallback.bytes,
    };
  } catch {
    return fallback;
  }
}

export function saveGuard(connectionId: string, setting: GuardSetting, storage: KeyValueStore = appStorage()): void {
  storage.setItem(keyOf(connectionId), JSON.stringify(setting));
}

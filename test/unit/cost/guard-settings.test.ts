import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GUARD_BYTES,
  isLocalConnection,
  loadGuard,
  saveGuard,
} from '../../../renderer/model/cost-estimate/guard-settings.js';

function memoryStorage() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => {
      m.set(k, v);
    },
    removeItem: (k: string) => {
      m.delete(k);
    },
  };
}

describe('the expensive-read guard per connection', () => {
  it('knows local servers from AWS', () => {
    expect(isLocalConnection({ kind: 'sandbox' })).toBe(true);
    expect(isLocalConnection({ kind: 'endpoint', endpoint: 'http://127.0.0.1:8000' })).toBe(true);
    expect(isLocalConnection({ kind: 'endpoint', endpoint: 'http://localhost:4566' })).toBe(true);
    expect(isLocalConnection({ kind: 'endpoint', endpoint: 'http://dynamodb:8000' })).toBe(true);
    expect(isLocalConnection({ kind: 'endpoint', endpoint: 'https://dynamodb.eu-west-1.amazonaws.com' })).toBe(false);
    expect(isLocalConnection({ kind: 'profile' })).toBe(false);
    expect(isLocalConnection({ kind: 'environment' })).toBe(false);
  });

  it('is on at 1 GB for AWS and off for local servers until set, then keeps what was set', () => {
    const storage = memoryStorage();
    expect(loadGuard({ id: 'p', kind: 'profile' }, storage)).toEqual({ on: true, bytes: DEFAULT_GUARD_BYTES });
    expect(DEFAULT_GUARD_BYTES).toBe(1024 ** 3);
    const local = { id: 'e', kind: 'endpoint' as const, endpoint: 'http://127.0.0.1:8000' };
    expect(loadGuard(local, storage).on).toBe(false);
    saveGuard('e', { on: true, bytes: 2048 }, storage);
    expect(loadGuard(local, storage)).toEqual({ on: true, bytes: 2048 });
    expect(loadGuard({ id: 'p', kind: 'profile' }, storage).on).toBe(true);
  });
});

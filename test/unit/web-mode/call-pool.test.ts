/**
 * The pool in front of DynamoDB calls: at most `size` run, the rest wait in order, and a read that
 * waits can be stopped (its caller's abort, or `cancel` with its requestId) without ever starting.
 * The service here is a recorder whose calls finish when the test says: the pool is what is tested.
 */
import { expect, test } from 'vitest';
import { pooledCaller } from '../../../electron/transport/call-pool.js';
import type { ApiMethod } from '../../../shared/api.js';

function recorder() {
  const started: string[] = [];
  const finish = new Map<string, () => void>();
  return {
    started,
    finish: (id: string) => finish.get(id)!(),
    caller: {
      call(method: ApiMethod, req: unknown) {
        const id = (req as { requestId?: string }).requestId ?? method;
        started.push(id);
        if (method === 'cancel' || method === 'listConnections') return Promise.resolve({ passedThrough: id });
        return new Promise<unknown>((resolve) => finish.set(id, () => resolve(id)));
      },
    },
  };
}
const tick = () => new Promise((r) => setTimeout(r, 0));

test('at most `size` calls run; the others start in the order they came as places free up', async () => {
  const r = recorder();
  const pool = pooledCaller(r.caller, 2);
  const results = ['a', 'b', 'c', 'd'].map((id) => pool.call('scan', { requestId: id }));
  await tick();
  expect(r.started).toEqual(['a', 'b']);
  expect(pool.stats()).toMatchObject({ running: 2, queued: 2 });
  r.finish('b');
  await tick();
  expect(r.started).toEqual(['a', 'b', 'c']);
  r.finish('a');
  r.finish('c');
  await tick();
  r.finish('d');
  expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
  expect(pool.stats()).toEqual({ running: 0, queued: 0, mostRunning: 2, mostQueued: 2 });
});

test('calls that do not reach DynamoDB never wait', async () => {
  const r = recorder();
  const pool = pooledCaller(r.caller, 1);
  void pool.call('query', { requestId: 'busy' });
  expect(await pool.call('listConnections', {})).toEqual({ passedThrough: 'listConnections' });
});

test('a waiting read stopped by its caller leaves the queue and never starts', async () => {
  const r = recorder();
  const pool = pooledCaller(r.caller, 1);
  void pool.call('scan', { requestId: 'running' });
  const stop = new AbortController();
  const waiting = pool.call('scan', { requestId: 'waiting' }, stop.signal);
  stop.abort();
  await expect(waiting).rejects.toMatchObject({ name: 'RequestCancelled', cancelled: true });
  r.finish('running');
  await tick();
  expect(r.started).toEqual(['running']);
  expect(pool.stats()).toMatchObject({ running: 0, queued: 0 });
});

test("cancel with a waiting read's requestId stops it there; any other cancel goes to the service", async () => {
  const r = recorder();
  const pool = pooledCaller(r.caller, 1);
  void pool.call('scan', { requestId: 'running' });
  const waiting = pool.call('query', { requestId: 'queued' });
  expect(await pool.call('cancel', { requestId: 'queued' })).toEqual({ cancelled: true });
  await expect(waiting).rejects.toMatchObject({ cancelled: true });
  expect(await pool.call('cancel', { requestId: 'running' })).toEqual({ passedThrough: 'running' });
});

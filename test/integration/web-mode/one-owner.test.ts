/**
 * One server per data folder, as users start them: a second `serve --data-dir` on a folder in use
 * refuses to start, naming the process that holds it and the flag that moves it, so no save of
 * either is lost; a start right after the previous server was stopped mid-work waits for it.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { createHttpClient } from '../../../renderer/api/http-client.js';
import { startServe, type ServeProcess } from '../../support/serve-process.js';

const started: ServeProcess[] = [];
afterAll(async () => {
  for (const s of started) await s.stop();
});

async function serveOn(dir: string, args: string[] = []): Promise<ServeProcess> {
  const s = await startServe(['--data-dir', dir, ...args]);
  started.push(s);
  return s;
}

test('a second server on the same --data-dir refuses to start, naming the holder and --data-dir', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'ice-owner-'));
  const a = await serveOn(dir, ['--no-sandbox']);
  const refused = await startServe(['--data-dir', dir, '--no-sandbox']).then(
    (s) => {
      started.push(s);
      return 'started';
    },
    (e: Error) => e.message,
  );
  expect(refused).toContain(
    `the data folder ${dir} is in use by another Item Collection Explorer (process ${a.child.pid})`,
  );
  expect(refused).toContain('start this one with --data-dir <another folder>');
  expect(refused).not.toContain('ICE_SANDBOX_DIR');
  // The first one is untouched and still saves.
  const api = createHttpClient(a.origin, a.token);
  await expect(api.updateAppState({ set: { k: 'v' } })).resolves.toMatchObject({ bytes: expect.any(Number) });
}, 120_000);

test('stopped while its sandbox is busy, then started again on the folder: the new one waits and its sandbox answers', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'ice-owner-'));
  const a = await serveOn(dir);
  const api = createHttpClient(a.origin, a.token);
  await api.connect({ connectionId: 'sandbox' });
  const resetting = api.resetSandbox().catch(() => undefined);
  // Stopped with the reset under way; the new one starts at once, not waiting for the old one to be gone.
  const stopping = a.stop();
  const b = await serveOn(dir);
  await Promise.all([stopping, resetting]);
  const tables = await createHttpClient(b.origin, b.token).listTables({ connectionId: 'sandbox' });
  expect(tables.TableNames.length).toBeGreaterThan(0);
}, 180_000);

/**
 * Web mode's port: the default is fixed, so the browser's origin (its session cookie, bookmarks
 * and saved data) stays the same across restarts; when it is taken, another is used and the user is
 * told; a port given with --port is used or refused, never swapped.
 */
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createAppService } from '../../../electron/app-service.js';
import { startWebServer } from '../../../electron/transport/http-server.js';
import { startServe } from '../../support/serve-process.js';
import { freePort } from '../../support/free-port.js';
import { isolateAwsConfig } from '../../support/isolated-aws-config.js';

let app: ReturnType<typeof createAppService>;
beforeAll(() => {
  isolateAwsConfig();
  app = createAppService({ env: {} });
});
afterAll(async () => {
  await app.close();
});

function hold(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(port, '127.0.0.1', () => resolve(s));
  });
}

test('a restart on the same port serves the same origin', async () => {
  const port = await freePort();
  const first = await startWebServer({ service: app.service, port, fallbackPort: true });
  await first.close();
  const second = await startWebServer({ service: app.service, port, fallbackPort: true });
  try {
    expect(second.origin).toBe(first.origin);
    expect(second.fellBackFrom).toBeUndefined();
    expect(second.token).not.toBe(first.token);
  } finally {
    await second.close();
  }
});

test('when the default port is taken, another is used and said', async () => {
  const port = await freePort();
  const holder = await hold(port);
  const web = await startWebServer({ service: app.service, port, fallbackPort: true });
  try {
    expect(web.port).not.toBe(port);
    expect(web.fellBackFrom).toBe(port);
  } finally {
    await web.close();
    holder.close();
  }
});

test('a port asked for by name that is taken is refused with what to do', async () => {
  const port = await freePort();
  const holder = await hold(port);
  try {
    await expect(startWebServer({ service: app.service, port })).rejects.toThrow(
      `port ${port} on 127.0.0.1 is in use; stop what holds it, or choose another with --port N`,
    );
  } finally {
    holder.close();
  }
});

test('npm run serve prints which port it took when its port is taken', async () => {
  const port = await freePort();
  const holder = await hold(port);
  // ICE_WEB_PORT stands in for the built-in default (7331), which another program may hold here.
  const serve = await startServe(['--no-sandbox'], { ICE_WEB_PORT: String(port) }, { defaultPort: true });
  try {
    expect(serve.origin).not.toBe(`http://127.0.0.1:${port}`);
    expect(serve.output()).toContain(`Port ${port} is in use, so web mode took port ${new URL(serve.origin).port}`);
  } finally {
    await serve.stop();
    holder.close();
  }
}, 120_000);

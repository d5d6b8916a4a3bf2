/**
 * readPatternsFile through web mode's HTTP reads patterns files and nothing else: the SSO token
 * cache, the CLI's cached keys, a private key behind a symlink, any file that is not ours, are
 * refused with a 4xx that quotes none of their text.
 */
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createAppService } from '../../../electron/app-service.js';
import { startWebServer, type RunningWebServer } from '../../../electron/transport/http-server.js';
import { PROTECTED_FOLDERS } from '../../../electron/state/protected-paths.js';
import { exportPatterns } from '../../../shared/patterns/saved-patterns-file.js';
import { isolateAwsConfig } from '../../support/isolated-aws-config.js';

let app: ReturnType<typeof createAppService>;
let web: RunningWebServer;
const home = mkdtempSync(join(tmpdir(), 'ice-home-'));
const repo = mkdtempSync(join(tmpdir(), 'ice-repo-'));
const savedHome = process.env.HOME;
const patterns = exportPatterns([{ name: 'All', table: 'T', operation: 'Scan', request: {} }]);

function put(path: string, text: string): string {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
  return path;
}

beforeAll(async () => {
  isolateAwsConfig();
  process.env.HOME = home;
  app = createAppService({ env: {} });
  web = await startWebServer({ service: app.service });
});
afterAll(async () => {
  process.env.HOME = savedHome;
  await web.close();
  await app.close();
});

async function call(method: string, body: unknown) {
  const res = await fetch(`${web.origin}/api/${method}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${web.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, text: await res.text() };
}

test('the SSO token cache and the CLI cache are refused by name, their text never sent', async () => {
  const sso = put(
    join(home, '.aws', 'sso', 'cache', 'abc.json'),
    JSON.stringify({ accessToken: 'SSO-SECRET-TOKEN', refreshToken: 'SSO-REFRESH', clientSecret: 'SSO-CLIENT' }),
  );
  const cli = put(
    join(home, '.aws', 'cli', 'cache', 'def.json'),
    JSON.stringify({ Credentials: { SecretAccessKey: 'CLI-SECRET-KEY', SessionToken: 'CLI-SESSION' } }),
  );
  for (const path of [sso, cli]) {
    const r = await call('readPatternsFile', { path });
    expect(r.status).toBe(403);
    expect(JSON.parse(r.text).error).toMatchObject({
      name: 'ProtectedPath',
      field: 'path',
      message: expect.stringContaining('is in ~/.aws'),
    });
    expect(r.text).not.toMatch(/SSO-|CLI-/);
  }
});

test('every credential folder is refused even for a real patterns file, and for writes', async () => {
  for (const folder of PROTECTED_FOLDERS) {
    const path = put(join(home, folder, 'p.json'), patterns);
    const read = await call('readPatternsFile', { path });
    expect(read.status, folder).toBe(403);
    expect(read.text).toContain(`~/${folder}`);
    const write = await call('writePatternsFile', { path: join(home, folder, 'new.json'), text: patterns });
    expect(write.status, folder).toBe(403);
  }
});

test('a symlink in a repository that points into ~/.ssh is refused as ~/.ssh', async () => {
  const key = put(join(home, '.ssh', 'id.json'), '{"key":"PRIVATE-KEY-TEXT"}');
  const link = join(repo, 'patterns-link.json');
  symlinkSync(key, link);
  const r = await call('readPatternsFile', { path: link });
  expect(r.status).toBe(403);
  expect(r.text).toContain('~/.ssh');
  expect(r.text).not.toContain('PRIVATE-KEY-TEXT');
});

test('a file that is not a patterns file is refused without quoting it; a patterns file is read', async () => {
  for (const text of [
    '{"password":"HIDDEN-ONE"}',
    'aws_secret_access_key = HIDDEN-TWO',
    '["HIDDEN-THREE"]',
    '{"format":"HIDDEN-FOUR"}',
  ]) {
    const path = put(join(repo, 'other.json'), text);
    const r = await call('readPatternsFile', { path });
    expect(r.status, text).toBe(400);
    expect(JSON.parse(r.text).error).toMatchObject({
      name: 'PatternsFileError',
      message: expect.stringContaining('is not an access-patterns file'),
    });
    expect(r.text).not.toContain('HIDDEN');
  }
  const good = put(join(repo, 'access-patterns.json'), patterns);
  const ok = await call('readPatternsFile', { path: good });
  expect(ok.status).toBe(200);
  expect(JSON.parse(ok.text)).toEqual({ path: good, text: patterns });
  expect((await call('readPatternsFile', { path: join(repo, 'missing.json') })).status).toBe(404);
});

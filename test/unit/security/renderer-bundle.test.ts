/**
 * The page is the least trusted part of the app: its bundle must hold no credential values and
 * none of the code that could fetch them (the SDK, credential providers, Node modules).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, test } from 'vitest';
import { execFileSync } from 'node:child_process';

const dist = join(process.cwd(), 'dist', 'renderer');
let text = '';

beforeAll(() => {
  if (!existsSync(join(dist, 'index.html'))) execFileSync('npx', ['vite', 'build'], { stdio: 'ignore' });
  const files = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
  expect(files.length).toBeGreaterThan(0);
  text = files.map((f) => readFileSync(join(dist, 'assets', f), 'utf8')).join('\n');
}, 120_000);

test('no AWS access key ids or secret-looking values', () => {
  expect(text).not.toMatch(/\b(AKIA|ASIA)[0-9A-Z]{16}\b/);
  // Names may appear (the boto3 snippet for the sandbox passes its per-run key as
  // aws_secret_access_key=...), never a literal value next to them.
  expect(text).not.toMatch(/aws_secret_access_key\s*[=:]\s*['"`][A-Za-z0-9/+]{20,}/);
  expect(text).not.toMatch(/aws_session_token\s*[=:]\s*['"`][A-Za-z0-9/+=]{20,}/);
  expect(text).not.toMatch(/AWS_SECRET_ACCESS_KEY\s*[=:]\s*['"`]?[A-Za-z0-9/+]{40}/);
  expect(text).not.toMatch(/AWS_SESSION_TOKEN\s*[=:]\s*['"`]?[A-Za-z0-9/+=]{40,}/);
});

test('no SDK, credential provider or Node module code in the page', () => {
  for (const marker of [
    'fromIni',
    'credential_process',
    'sso_start_url',
    'SignatureV4',
    'x-amz-security-token',
    'node:fs',
    'ipcRenderer',
  ]) {
    expect(text, `renderer bundle contains "${marker}"`).not.toContain(marker);
  }
});

test('renderer sources import neither the SDK nor electron/', () => {
  const offenders: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (/\.tsx?$/.test(entry.name)) {
        const src = readFileSync(p, 'utf8');
        if (/from\s+['"](@aws-sdk\/|@smithy\/|electron['"]|node:|[./]+\/electron\/)/.test(src)) offenders.push(p);
      }
    }
  };
  walk(join(process.cwd(), 'renderer'));
  expect(offenders).toEqual([]);
});

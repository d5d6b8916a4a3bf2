/**
 * The app's sandbox seeded once per `vitest run` (by the globalSetup) and copied into each e2e
 * file's web mode: seeding the sample tables took most of web mode's start (~15 s of ~18 s on a
 * loaded machine), and each of ~55 e2e files did it again. A copy is the sandbox as a user meets it
 * on every start after the first; the first start's seeding stays tested where it is the subject
 * (test/integration/sandbox/, test/integration/web-mode/, which start web mode without a copy).
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Set by the globalSetup for the workers: a sandbox folder seeded and closed, to copy from. */
export const SANDBOX_TEMPLATE_ENV = 'ICE_SANDBOX_TEMPLATE';

/**
 * Seeds a sandbox folder with the app's own code (the sandbox process bundled at `childPath`) and
 * closes it. Resolves with the folder and its removal; undefined when the seeding did not leave a
 * whole folder (a copy of it would be a half-seeded sandbox: files then seed their own as before).
 */
export async function seedSandboxTemplate(childPath: string): Promise<{ dir: string; remove: () => void } | undefined> {
  // Loaded here only: the workers that copy the folder never load the sandbox's code.
  const { startSandbox } = await import('../../electron/sandbox/sandbox.js');
  const { hasData, hasMarker } = await import('../../electron/sandbox/data-dir.js');
  const root = mkdtempSync(join(tmpdir(), 'ice-sandbox-template-'));
  const dir = join(root, 'sandbox');
  const remove = () => rmSync(root, { recursive: true, force: true });
  try {
    const sandbox = await startSandbox({ dataDir: dir, childPath });
    await sandbox.close();
  } catch (e) {
    remove();
    console.warn(`no sandbox template (e2e files seed their own sandbox): ${(e as Error).message}`);
    return undefined;
  }
  if (!hasMarker(dir) || !hasData(dir)) {
    remove();
    return undefined;
  }
  return { dir, remove };
}

/**
 * The environment for startServe that starts web mode's sandbox on a fresh copy of the template,
 * or nothing (the sandbox seeds itself) when this run has none or web mode gets no sandbox.
 */
export function sandboxCopyEnv(serveArgs: readonly string[]): Record<string, string> {
  const template = process.env[SANDBOX_TEMPLATE_ENV];
  if (!template || !existsSync(template)) return {};
  if (serveArgs.includes('--no-sandbox') || serveArgs.includes('--data-dir')) return {};
  const dir = join(mkdtempSync(join(tmpdir(), 'ice-sandbox-')), 'sandbox');
  cpSync(template, dir, { recursive: true });
  return { ICE_SANDBOX_DIR: dir };
}

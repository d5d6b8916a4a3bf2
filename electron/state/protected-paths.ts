/**
 * Folders the patterns-file methods never touch, by name: where credentials and keys live. A
 * patterns file has no business there, and reading one back through the API would hand out the
 * SSO token cache, the CLI's cached session keys, or a private key to whoever can call it.
 */
import { realpath } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join, relative, isAbsolute, basename } from 'node:path';

/** Relative to the user's home; `~/.config/gcloud` covers the gcloud SDK's credential databases. */
export const PROTECTED_FOLDERS = ['.aws', '.ssh', '.gnupg', '.config/gcloud', '.azure', '.kube', '.docker'] as const;

/** True when `path` is `folder` or inside it. */
function inside(path: string, folder: string): boolean {
  const rel = relative(folder, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/**
 * The real path of `path` as far as it exists (a symlink in a repository that points into ~/.aws
 * is followed), with the part that does not exist yet appended: a file about to be written.
 */
export async function realPathSoFar(path: string): Promise<string> {
  const missing: string[] = [];
  let at = path;
  for (;;) {
    try {
      return join(await realpath(at), ...missing.reverse());
    } catch (e) {
      const parent = dirname(at);
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT' || parent === at) return path;
      missing.push(basename(at));
      at = parent;
    }
  }
}

/**
 * The protected folder `path` is in, named as the user knows it (`~/.aws`), or undefined. Checked
 * on both the path as written and its real path, against the home as written and as resolved,
 * plus the AWS config and credentials files wherever AWS_CONFIG_FILE and friends put them.
 */
export async function protectedFolderOf(
  path: string,
  env: Record<string, string | undefined> = process.env,
  home = homedir(),
): Promise<string | undefined> {
  const real = await realPathSoFar(path);
  const homes = [...new Set([home, await realPathSoFar(home)])];
  for (const folder of PROTECTED_FOLDERS) {
    for (const h of homes) {
      const full = join(h, folder);
      if (inside(path, full) || inside(real, full) || inside(real, await realPathSoFar(full))) return `~/${folder}`;
    }
  }
  for (const name of ['AWS_CONFIG_FILE', 'AWS_SHARED_CREDENTIALS_FILE']) {
    const file = env[name];
    if (file && isAbsolute(file) && (path === file || real === (await realPathSoFar(file)))) return `$${name}`;
  }
  return undefined;
}

/** Web mode's data folder when `--data-dir` is not given: $ICE_DATA_DIR, else one in the user's home. */
import { homedir } from 'node:os';
import { join } from 'node:path';

export function defaultStateDir(
  env: Record<string, string | undefined> = process.env,
  home: string = homedir(),
): string {
  const fromEnv = env.ICE_DATA_DIR?.trim();
  return fromEnv ? fromEnv : join(home, '.item-collection-explorer');
}

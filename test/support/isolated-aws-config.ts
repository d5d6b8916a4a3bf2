/**
 * Points the SDK's shared config and credentials files at temp files, so no test ever reads the
 * developer's real ~/.aws, and tests can define the profiles they need.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function isolateAwsConfig(config = '', credentials = ''): { dir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'ice-aws-'));
  writeFileSync(join(dir, 'config'), config);
  writeFileSync(join(dir, 'credentials'), credentials);
  process.env.AWS_CONFIG_FILE = join(dir, 'config');
  process.env.AWS_SHARED_CREDENTIALS_FILE = join(dir, 'credentials');
  for (const k of ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN', 'AWS_PROFILE'])
    delete process.env[k];
  return { dir };
}

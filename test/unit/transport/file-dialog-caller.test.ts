/** In Electron the patterns file is the one picked in the system dialog, whatever path the page sent. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { createAppService } from '../../../electron/app-service.js';
import { fileDialogCaller, type FileDialogKind } from '../../../electron/transport/file-dialog-caller.js';
import { exportPatterns } from '../../../shared/patterns/saved-patterns-file.js';

const patterns = exportPatterns([{ name: 'All', table: 'T', operation: 'Scan', request: {} }]);

test('reads and writes the path the user picked, starting the dialog at the one the page sent', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'ice-dialog-'));
  const picked = join(dir, 'picked.json');
  writeFileSync(picked, patterns);
  const asked: Array<[FileDialogKind, string]> = [];
  const caller = fileDialogCaller(createAppService({ env: {} }).service, async (kind, suggested) => {
    asked.push([kind, suggested]);
    return picked;
  });
  await expect(caller.call('readPatternsFile', { path: '/home/me/.aws/sso/cache/x.json' })).resolves.toEqual({
    path: picked,
    text: patterns,
  });
  await expect(
    caller.call('writePatternsFile', { path: join(dir, 'asked.json'), text: patterns }),
  ).resolves.toMatchObject({ path: picked });
  expect(asked).toEqual([
    ['open', '/home/me/.aws/sso/cache/x.json'],
    ['save', join(dir, 'asked.json')],
  ]);
});

test('a cancelled dialog reads nothing and says so', async () => {
  const caller = fileDialogCaller(createAppService({ env: {} }).service, async () => undefined);
  await expect(caller.call('readPatternsFile', { path: '/tmp/x.json' })).rejects.toMatchObject({
    name: 'RequestCancelled',
    cancelled: true,
  });
  await expect(caller.call('listConnections', {})).resolves.toMatchObject({ connections: [] });
});

import { join } from 'node:path';
import { expect, test } from 'vitest';
import { defaultSandboxDir } from '../../../electron/sandbox/sandbox.js';

test('ICE_SANDBOX_DIR wins when set', () => {
  expect(defaultSandboxDir({ ICE_SANDBOX_DIR: '/data/ice' }, '/home/ann')).toBe('/data/ice');
});

test('falls back to a folder in the home directory when unset or blank', () => {
  const expected = join('/home/ann', '.item-collection-explorer', 'sandbox');
  expect(defaultSandboxDir({}, '/home/ann')).toBe(expected);
  expect(defaultSandboxDir({ ICE_SANDBOX_DIR: '  ' }, '/home/ann')).toBe(expected);
});

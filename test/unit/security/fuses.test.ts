/**
 * The fuses of the packaged app: the options object, and `npm run fuses` run on a file laid out as
 * an Electron binary's fuse wire is (the sentinel, version, length, one byte per fuse), since no
 * Electron binary can be downloaded here. Where a real one exists, the same script flips it.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { FuseState, FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import { expect, test } from 'vitest';
import { FUSES } from '../../../electron/packaging/fuse-config.js';

const exec = promisify(execFile);
const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
const on = (b: boolean | undefined) => (b ? 'on' : 'off');

test("the checklist's fuses: no run-as-node, NODE_OPTIONS or --inspect; the app only from an asar whose integrity is checked", () => {
  expect({
    RunAsNode: on(FUSES[FuseV1Options.RunAsNode]),
    EnableNodeOptionsEnvironmentVariable: on(FUSES[FuseV1Options.EnableNodeOptionsEnvironmentVariable]),
    EnableNodeCliInspectArguments: on(FUSES[FuseV1Options.EnableNodeCliInspectArguments]),
    EnableEmbeddedAsarIntegrityValidation: on(FUSES[FuseV1Options.EnableEmbeddedAsarIntegrityValidation]),
    OnlyLoadAppFromAsar: on(FUSES[FuseV1Options.OnlyLoadAppFromAsar]),
    GrantFileProtocolExtraPrivileges: on(FUSES[FuseV1Options.GrantFileProtocolExtraPrivileges]),
  }).toEqual({
    RunAsNode: 'off',
    EnableNodeOptionsEnvironmentVariable: 'off',
    EnableNodeCliInspectArguments: 'off',
    EnableEmbeddedAsarIntegrityValidation: 'on',
    OnlyLoadAppFromAsar: 'on',
    GrantFileProtocolExtraPrivileges: 'off',
  });
});

test('every fuse the library knows is decided, and the packaging step insists on that', () => {
  const known = Object.values(FuseV1Options).filter((v): v is number => typeof v === 'number');
  for (const fuse of known) expect(typeof FUSES[fuse as FuseV1Options], FuseV1Options[fuse]).toBe('boolean');
  expect(FUSES.strictlyRequireAllFuses).toBe(true);
});

/** A stand-in binary: padding, then the fuse wire as Electron lays it out, with Electron's defaults. */
function fakeElectron(dir: string): string {
  const defaults = '101100011'; // RunAsNode, CookieEncryption, NodeOptions, Inspect, AsarIntegrity, OnlyAsar, V8Snapshot, FileProtocol, WasmTrap
  const file = join(dir, 'electron');
  writeFileSync(
    file,
    Buffer.concat([
      Buffer.alloc(4096, 7),
      Buffer.from(SENTINEL),
      Buffer.from([1, defaults.length]),
      Buffer.from(defaults),
      Buffer.alloc(4096, 9),
    ]),
  );
  return file;
}

test("npm run fuses flips a binary's wire to the config and reads it back", async () => {
  const dir = mkdtempSync(join(tmpdir(), 'ice-fuses-'));
  const binary = fakeElectron(dir);
  const before = readFileSync(binary);
  const { stdout } = await exec(process.execPath, ['--import', 'tsx', 'scripts/flip-fuses.mjs', binary], {
    cwd: process.cwd(),
  });
  expect(stdout).toContain('RunAsNode=off');
  const wire = await getCurrentFuseWire(binary);
  expect(wire[FuseV1Options.RunAsNode]).toBe(FuseState.DISABLE);
  expect(wire[FuseV1Options.EnableNodeOptionsEnvironmentVariable]).toBe(FuseState.DISABLE);
  expect(wire[FuseV1Options.EnableNodeCliInspectArguments]).toBe(FuseState.DISABLE);
  expect(wire[FuseV1Options.EnableEmbeddedAsarIntegrityValidation]).toBe(FuseState.ENABLE);
  expect(wire[FuseV1Options.OnlyLoadAppFromAsar]).toBe(FuseState.ENABLE);
  // Only the wire changed: the bytes around it are as they were.
  const after = readFileSync(binary);
  expect(after.length).toBe(before.length);
  const wireAt = before.indexOf(SENTINEL) + SENTINEL.length + 2;
  expect(after.subarray(0, wireAt)).toEqual(before.subarray(0, wireAt));
  expect(after.subarray(wireAt + 9)).toEqual(before.subarray(wireAt + 9));
}, 60_000);

test('it refuses the development Electron, a missing file, and a binary with fuses it does not know', async () => {
  const run = (target: string) =>
    exec(process.execPath, ['--import', 'tsx', 'scripts/flip-fuses.mjs', target], { cwd: process.cwd() }).then(
      () => ({ code: 0, err: '' }),
      (e: { code: number; stderr: string }) => ({ code: e.code, err: e.stderr }),
    );
  const dir = mkdtempSync(join(tmpdir(), 'ice-fuses-'));
  expect(await run(join(dir, 'missing'))).toMatchObject({
    code: 1,
    err: expect.stringMatching(/no Electron binary at/),
  });
  const dev = join(dir, 'node_modules', 'electron', 'dist');
  await import('node:fs').then((fs) => fs.mkdirSync(dev, { recursive: true }));
  copyFileSync(fakeElectron(dir), join(dev, 'electron'));
  expect(await run(join(dev, 'electron'))).toMatchObject({
    code: 1,
    err: expect.stringMatching(/refusing to change the development Electron/),
  });
  const longer = join(dir, 'electron-with-a-new-fuse');
  writeFileSync(longer, Buffer.concat([Buffer.from(SENTINEL), Buffer.from([1, 10]), Buffer.from('1011000111')]));
  expect(await run(longer)).toMatchObject({ code: 1, err: expect.stringMatching(/strictlyRequireAllFuses/) });
}, 60_000);

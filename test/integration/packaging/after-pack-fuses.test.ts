/**
 * The afterPack hook on a real fuse wire: a file laid out as an Electron binary's (see
 * test/support/fake-electron.ts), flipped by the hook and read back with @electron/fuses'
 * getCurrentFuseWire, compared with FUSES; and the hook failing loudly, with the file and the fuses
 * named, when a fuse does not take, the wire is not one it knows, or there is no binary. Last,
 * electron-builder itself packages the built app with `npm run package`'s configuration around a
 * fake Electron (no Electron binary can be downloaded here) and calls the hook.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { FuseState, FuseV1Options, flipFuses, getCurrentFuseWire } from '@electron/fuses';
import { expect, test } from 'vitest';
import { afterPack, type PackedApp } from '../../../electron/packaging/after-pack.js';
import { builderConfig } from '../../../electron/packaging/builder-config.js';
import { FuseFlipError } from '../../../electron/packaging/flip-fuses.js';
import { FUSES } from '../../../electron/packaging/fuse-config.js';
import {
  ELECTRON_DEFAULT_WIRE,
  FUSE_SENTINEL,
  KNOWN_FUSES,
  writeFakeElectron,
  type FakeWire,
} from '../../support/fake-electron.js';

const exec = promisify(execFile);
const EXECUTABLE = 'item-collection-explorer';

/** What FUSES says each wire byte must read back as, by index. */
const wanted = Object.fromEntries(
  Object.entries(FUSES)
    .filter(([k]) => /^\d+$/.test(k))
    .map(([k, on]) => [k, on ? FuseState.ENABLE : FuseState.DISABLE]),
);

function packedApp(fake: FakeWire = {}): PackedApp & { binary: string; made: ReturnType<typeof writeFakeElectron> } {
  const appOutDir = mkdtempSync(join(tmpdir(), 'ice-afterpack-'));
  const binary = join(appOutDir, EXECUTABLE);
  const made = writeFakeElectron(binary, fake);
  return {
    appOutDir,
    electronPlatformName: 'linux',
    arch: 1,
    packager: { appInfo: { productFilename: 'Item Collection Explorer' }, executableName: EXECUTABLE },
    binary,
    made,
  };
}

test("the fake binary is read by @electron/fuses as Electron's defaults, so the flip below starts where a real one does", async () => {
  const { binary } = packedApp();
  const wire = await getCurrentFuseWire(binary);
  expect(KNOWN_FUSES).toBe(ELECTRON_DEFAULT_WIRE.length);
  expect(Object.keys(wire).filter((k) => /^\d+$/.test(k))).toHaveLength(KNOWN_FUSES);
  expect(wire[FuseV1Options.RunAsNode]).toBe(FuseState.ENABLE);
  expect(wire[FuseV1Options.OnlyLoadAppFromAsar]).toBe(FuseState.DISABLE);
});

test("the hook flips the packaged binary's wire to FUSES, and only the wire", async () => {
  const app = packedApp();
  await afterPack(app);
  const wire = await getCurrentFuseWire(app.binary);
  const { version: _v, ...fuses } = wire;
  expect(fuses).toEqual(wanted);
  const after = readFileSync(app.binary);
  expect(after.length).toBe(app.made.bytes.length);
  expect(after.subarray(0, app.made.wireAt)).toEqual(app.made.bytes.subarray(0, app.made.wireAt));
  expect(after.subarray(app.made.wireAt + app.made.wireLength)).toEqual(
    app.made.bytes.subarray(app.made.wireAt + app.made.wireLength),
  );
});

test("both copies of a universal macOS binary's wire are flipped", async () => {
  const appOutDir = mkdtempSync(join(tmpdir(), 'ice-afterpack-'));
  const framework = join(
    appOutDir,
    'Item Collection Explorer.app',
    'Contents',
    'Frameworks',
    'Electron Framework.framework',
  );
  mkdirSync(framework, { recursive: true });
  const file = join(framework, 'Electron Framework');
  const made = writeFakeElectron(file, { twice: true });
  await afterPack({
    appOutDir,
    electronPlatformName: 'darwin',
    arch: 1,
    packager: { appInfo: { productFilename: 'Item Collection Explorer' } },
  });
  const bytes = readFileSync(file);
  const first = bytes.subarray(made.wireAt, made.wireAt + made.wireLength).toString('latin1');
  const secondAt = bytes.lastIndexOf(FUSE_SENTINEL) + FUSE_SENTINEL.length + 2;
  expect(secondAt).toBeGreaterThan(made.wireAt);
  const second = bytes.subarray(secondAt, secondAt + made.wireLength).toString('latin1');
  const expected = Object.values(wanted)
    .map((s) => String.fromCharCode(s))
    .join('');
  expect([first, second]).toEqual([expected, expected]);
});

test('a fuse that does not take fails the packaging, naming it and the file', async () => {
  // A writer that gets RunAsNode wrong (a stale or broken @electron/fuses): the read-back catches it.
  const app = packedApp();
  const wrongWriter: typeof flipFuses = (path, config) =>
    flipFuses(path, { ...config, [FuseV1Options.RunAsNode]: true } as typeof config);
  const failed = await afterPack(app, wrongWriter).then(
    () => null,
    (e: unknown) => e,
  );
  expect(failed).toBeInstanceOf(FuseFlipError);
  expect((failed as Error).message).toBe(`these fuses did not take in ${app.binary}: RunAsNode (wanted off, reads on)`);
  // A writer that writes nothing: every fuse whose default differs from FUSES is named.
  const untouched = packedApp();
  const nothing: typeof flipFuses = async () => 1;
  const message = await afterPack(untouched, nothing).then(
    () => '',
    (e: Error) => e.message,
  );
  const differ = Object.entries(wanted)
    .filter(([k, s]) => ELECTRON_DEFAULT_WIRE.charCodeAt(Number(k)) !== s)
    .map(([k]) => FuseV1Options[Number(k)]!);
  expect(differ.length).toBeGreaterThan(3);
  for (const name of differ) expect(message).toContain(name);
  expect(message).not.toContain('WasmTrapHandlers');
});

test('a wire the config does not fit (an older or newer Electron) fails before anything is written', async () => {
  const older = packedApp({ wire: ELECTRON_DEFAULT_WIRE.slice(0, 8) });
  await expect(afterPack(older)).rejects.toThrow(
    /could not flip the fuses of .*item-collection-explorer: .*WasmTrapHandlers.*not long enough/,
  );
  expect(readFileSync(older.binary)).toEqual(older.made.bytes);
  const newer = packedApp({ wire: `${ELECTRON_DEFAULT_WIRE}1` });
  await expect(afterPack(newer)).rejects.toThrow(/strictlyRequireAllFuses/);
  expect(readFileSync(newer.binary)).toEqual(newer.made.bytes);
  const otherVersion = packedApp({ version: 2 });
  await expect(afterPack(otherVersion)).rejects.toThrow(/fuse wire version/);
});

test('no binary where electron-builder should have put it fails loudly', async () => {
  const app = packedApp();
  rmSync(app.binary);
  await expect(afterPack(app)).rejects.toThrow(
    new FuseFlipError(
      `no Electron binary at ${app.binary}: package the app first (this machine may have no Electron binary at all; it cannot be downloaded offline)`,
    ),
  );
  const noSentinel = packedApp();
  await import('node:fs').then((fs) => fs.writeFileSync(noSentinel.binary, Buffer.alloc(9000, 1)));
  await expect(afterPack(noSentinel)).rejects.toThrow(/Could not find sentinel/);
});

test.runIf(process.platform === 'linux')(
  'electron-builder packages the built app into an asar with this configuration and the hook flips the fuses',
  async () => {
    const root = resolve(import.meta.dirname, '../../..');
    expect(existsSync(join(root, 'dist', 'renderer', 'index.html')), 'run `npx vite build` first').toBe(true);
    await exec(process.execPath, ['scripts/build-electron.mjs'], { cwd: root });
    const work = mkdtempSync(join(tmpdir(), 'ice-builder-'));
    const dist = join(work, 'electron-dist');
    mkdirSync(dist);
    writeFakeElectron(join(dist, 'electron'));
    const { build } = await import('electron-builder');
    const config = builderConfig({ dist, version: '45.4.1' });
    const out = join(work, 'release');
    try {
      await build({
        projectDir: root,
        config: { ...config, directories: { ...config.directories, output: out } },
        publish: 'never',
        dir: true,
      });
      const unpacked = join(out, 'linux-unpacked');
      const { version: _v, ...fuses } = await getCurrentFuseWire(join(unpacked, EXECUTABLE));
      expect(fuses).toEqual(wanted);
      const { listPackage } = await import('@electron/asar');
      const inAsar = listPackage(join(unpacked, 'resources', 'app.asar'), { isPack: false }).map((p) =>
        p.replaceAll('\\', '/'),
      );
      expect(inAsar).toEqual(
        expect.arrayContaining([
          '/package.json',
          '/dist-electron/main.cjs',
          '/dist-electron/preload.cjs',
          '/dist-electron/sandbox-child.cjs',
          '/dist/renderer/index.html',
          '/node_modules/dynalite/package.json',
        ]),
      );
      // Only the app is in the asar: nothing of the project's sources, tests or development tools.
      expect(
        inAsar.filter(
          (p) =>
            /^\/(electron|renderer|shared|test|scripts)\//.test(p) || p.startsWith('/node_modules/electron-builder/'),
        ),
      ).toEqual([]);
      // OnlyLoadAppFromAsar: no loose app folder beside the asar for Electron to fall back on.
      expect(existsSync(join(unpacked, 'resources', 'app'))).toBe(false);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  },
  240_000,
);

/**
 * `npm run package`'s electron-builder configuration: the app goes into an asar (the fuses
 * EnableEmbeddedAsarIntegrityValidation and OnlyLoadAppFromAsar rest on it), our afterPack hook is
 * the one step that flips the fuses (electron-builder's own electronFuses stays unset), and the hook
 * hands @electron/fuses exactly the FUSES of fuse-config.ts. Also where the hook looks for the
 * binary on each platform, and the Electron the packaging finds (or says it cannot).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FuseV1Options, flipFuses, type FuseV1Config } from '@electron/fuses';
import { expect, test } from 'vitest';
import { afterPack, packagedBinary, type PackedApp } from '../../../electron/packaging/after-pack.js';
import { builderConfig, RELEASE_DIR } from '../../../electron/packaging/builder-config.js';
import { ElectronMissingError, findElectronDist } from '../../../electron/packaging/electron-dist.js';
import { FUSES } from '../../../electron/packaging/fuse-config.js';
import { writeFakeElectron } from '../../support/fake-electron.js';

const electron = { dist: '/somewhere/node_modules/electron/dist', version: '45.4.1' };

test('the app is packed into an asar, into release/, from the built renderer and main process, on the Electron at hand', () => {
  const config = builderConfig(electron);
  expect(config.asar).toBe(true);
  expect(config.directories?.output).toBe(RELEASE_DIR);
  expect(RELEASE_DIR).toBe('release');
  expect(config.files).toEqual(expect.arrayContaining(['dist/renderer/**/*', 'dist-electron/**/*', 'package.json']));
  expect(config.electronDist).toBe(electron.dist);
  expect(config.electronVersion).toBe(electron.version);
  // Integrity of app.asar is recorded unless this is set; it must not be.
  expect(config.disableAsarIntegrity).toBeUndefined();
});

test("the fuses have one source: our afterPack hook, and electron-builder's own fuse option is off", () => {
  const config = builderConfig(electron);
  expect(config.afterPack).toBe(afterPack);
  expect(config.electronFuses).toBeNull();
});

/** A packaged Linux app folder with a fake Electron binary under the config's executable name. */
function packedLinuxApp(): PackedApp {
  const appOutDir = mkdtempSync(join(tmpdir(), 'ice-pack-'));
  const executableName = builderConfig(electron).linux?.executableName ?? undefined;
  expect(executableName).toBe('item-collection-explorer');
  writeFakeElectron(join(appOutDir, executableName!));
  return {
    appOutDir,
    electronPlatformName: 'linux',
    arch: 1,
    packager: { appInfo: { productFilename: 'Item Collection Explorer' }, executableName },
  };
}

test('the hook hands @electron/fuses exactly FUSES, and nothing else', async () => {
  const seen: FuseV1Config[] = [];
  const spy: typeof flipFuses = async (path, config) => {
    seen.push(config as FuseV1Config);
    return flipFuses(path, config);
  };
  const context = packedLinuxApp();
  await afterPack(context, spy);
  expect(seen).toHaveLength(1);
  expect(seen[0]).toEqual(FUSES);
  // Every fuse this @electron/fuses knows is in it, decided.
  const known = Object.values(FuseV1Options).filter((v): v is number => typeof v === 'number');
  expect(
    Object.keys(seen[0]!)
      .filter((k) => /^\d+$/.test(k))
      .map(Number)
      .sort(),
  ).toEqual(known.sort());
});

test('an arm64 Mac build asks for the ad-hoc signature to be redone; other builds do not', async () => {
  const seen: FuseV1Config[] = [];
  const record: typeof flipFuses = async (_path, config) => {
    seen.push(config as FuseV1Config);
    return 1;
  };
  const dir = mkdtempSync(join(tmpdir(), 'ice-pack-'));
  const framework = join(dir, 'Item Collection Explorer.app', 'Contents', 'Frameworks', 'Electron Framework.framework');
  mkdirSync(framework, { recursive: true });
  writeFakeElectron(join(framework, 'Electron Framework'));
  const mac = {
    appOutDir: dir,
    electronPlatformName: 'darwin',
    packager: { appInfo: { productFilename: 'Item Collection Explorer' } },
  };
  // The recording flip writes nothing: the read-back then fails, which is not what this test is about.
  await afterPack({ ...mac, arch: 3 }, record).catch(() => undefined);
  await afterPack({ ...mac, arch: 1 }, record).catch(() => undefined);
  expect(seen.map((c) => c.resetAdHocDarwinSignature ?? false)).toEqual([true, false]);
  expect(seen.map(({ resetAdHocDarwinSignature: _r, ...rest }) => rest)).toEqual([FUSES, FUSES]);
});

test('the binary is looked for where electron-builder puts it on each platform', () => {
  const packager = {
    appInfo: { productFilename: 'Item Collection Explorer' },
    executableName: 'item-collection-explorer',
  };
  const at = (electronPlatformName: string) =>
    packagedBinary({ appOutDir: '/out', electronPlatformName, arch: 1, packager });
  expect(at('darwin')).toBe(join('/out', 'Item Collection Explorer.app'));
  expect(at('mas')).toBe(join('/out', 'Item Collection Explorer.app'));
  expect(at('win32')).toBe(join('/out', 'Item Collection Explorer.exe'));
  expect(at('linux')).toBe(join('/out', 'item-collection-explorer'));
});

test('the Electron to package is the one in node_modules, with its binary; without it, the reason and what to do', () => {
  const project = mkdtempSync(join(tmpdir(), 'ice-electron-'));
  expect(() => findElectronDist(project)).toThrow(ElectronMissingError);
  expect(() => findElectronDist(project)).toThrow(/optional package "electron" is not installed.*npm install/);
  const pkg = join(project, 'node_modules', 'electron');
  mkdirSync(pkg, { recursive: true });
  writeFileSync(join(pkg, 'package.json'), JSON.stringify({ name: 'electron', version: '45.4.1' }));
  expect(() => findElectronDist(project)).toThrow(
    /electron 45\.4\.1 is installed without its binary.*ELECTRON_SKIP_BINARY_DOWNLOAD/,
  );
  writeFileSync(join(pkg, 'path.txt'), 'electron');
  expect(() => findElectronDist(project)).toThrow(/without its binary/);
  mkdirSync(join(pkg, 'dist'));
  writeFileSync(join(pkg, 'dist', 'electron'), 'binary');
  expect(findElectronDist(project)).toEqual({ dist: join(pkg, 'dist'), version: '45.4.1' });
});

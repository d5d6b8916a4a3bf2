/**
 * The Electron that `npm run package` puts the app into: the one npm installed in node_modules
 * (the same version `npm start` runs), so packaging downloads no second copy. It is an optional
 * dependency whose binary comes from the internet at install time, so it may be absent; then the
 * packaging stops before building anything and says what to do.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export class ElectronMissingError extends Error {
  override name = 'ElectronMissingError';
}

export interface ElectronAtHand {
  /** The unpacked Electron (node_modules/electron/dist), given to electron-builder as electronDist. */
  readonly dist: string;
  readonly version: string;
}

const HOW =
  'On a machine with internet access run `npm install` (without ELECTRON_SKIP_BINARY_DOWNLOAD), or `node node_modules/electron/install.js`, then `npm run package` again.';

export function findElectronDist(projectDir: string): ElectronAtHand {
  const pkgDir = join(projectDir, 'node_modules', 'electron');
  const pkgFile = join(pkgDir, 'package.json');
  if (!existsSync(pkgFile))
    throw new ElectronMissingError(
      `the optional package "electron" is not installed in ${pkgDir} (npm skips it where it cannot be installed). ${HOW}`,
    );
  const version = (JSON.parse(readFileSync(pkgFile, 'utf8')) as { version?: unknown }).version;
  if (typeof version !== 'string' || version === '') throw new ElectronMissingError(`${pkgFile} names no version`);
  // electron's install step writes path.txt (the binary inside dist/) once the download is unpacked.
  const pathFile = join(pkgDir, 'path.txt');
  const binary = existsSync(pathFile) ? join(pkgDir, 'dist', readFileSync(pathFile, 'utf8').trim()) : undefined;
  if (!binary || !existsSync(binary)) {
    throw new ElectronMissingError(
      `electron ${version} is installed without its binary (${binary ?? join(pkgDir, 'path.txt')} is missing): it is downloaded from GitHub at install time, which ELECTRON_SKIP_BINARY_DOWNLOAD, an install-scripts policy or no internet prevents. ${HOW}`,
    );
  }
  return { dist: join(pkgDir, 'dist'), version };
}

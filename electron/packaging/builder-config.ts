/**
 * The electron-builder configuration `npm run package` uses (scripts/package.mjs): the built app
 * (dist/renderer, dist-electron) in an app.asar, installers for the platform it runs on, in
 * release/. The fuses are flipped by our afterPack hook from fuse-config.ts, the one source of
 * them; electron-builder's `electronFuses` stays unset so nothing flips them a second way.
 */
import type { Configuration } from 'electron-builder';
import { afterPack } from './after-pack.js';
import type { ElectronAtHand } from './electron-dist.js';

export const RELEASE_DIR = 'release';

export function builderConfig(electron: ElectronAtHand): Configuration {
  return {
    appId: 'dev.item-collection-explorer.app',
    productName: 'Item Collection Explorer',
    directories: { output: RELEASE_DIR, buildResources: 'build' },
    // What the app loads at run time; production dependencies (dynalite, classic-level ...) are added by electron-builder.
    files: ['dist/renderer/**/*', 'dist-electron/**/*', 'package.json'],
    // EnableEmbeddedAsarIntegrityValidation and OnlyLoadAppFromAsar need the app in an asar whose
    // hash electron-builder records (Info.plist on macOS, a resource on Windows). Native modules
    // (classic-level's) are unpacked beside it by electron-builder, as they must be.
    asar: true,
    // classic-level, the one native module, ships N-API prebuilds that Electron loads as they are:
    // no rebuild against Electron's headers (which would need a compiler and a download).
    npmRebuild: false,
    electronDist: electron.dist,
    electronVersion: electron.version,
    afterPack,
    electronFuses: null,
    mac: { target: ['dmg', 'zip'], category: 'public.app-category.developer-tools' },
    win: { target: ['nsis'] },
    linux: { target: ['AppImage', 'tar.gz'], executableName: 'item-collection-explorer', category: 'Development' },
    publish: null,
  };
}

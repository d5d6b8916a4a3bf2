/**
 * electron-builder's afterPack hook: once the app is in its app.asar (its integrity recorded) and
 * before anything is signed, the packaged Electron binary gets the fuses of fuse-config.ts, read
 * back; a fuse that did not take throws, and electron-builder stops with that message. It runs
 * instead of electron-builder's own `electronFuses` option, which carries its own older copy of
 * @electron/fuses, names only some of the fuses and never reads them back.
 */
import { join } from 'node:path';
import { FUSES } from './fuse-config.js';
import { describeFuses, flipAndVerify, type FlipOptions } from './flip-fuses.js';

/** What the hook reads of electron-builder's AfterPackContext (so a test can hand it a plain object). */
export interface PackedApp {
  readonly appOutDir: string;
  /** `darwin`, `mas`, `win32` or `linux`. */
  readonly electronPlatformName: string;
  /** electron-builder's Arch: 3 is arm64. */
  readonly arch: number;
  readonly packager: { readonly appInfo: { readonly productFilename: string }; readonly executableName?: string };
}

const ARM64 = 3;

/** Where electron-builder put the Electron binary (it names it as its own fuses step does). */
export function packagedBinary(context: PackedApp): string {
  const { appOutDir, electronPlatformName: platform, packager } = context;
  if (platform === 'darwin' || platform === 'mas') return join(appOutDir, `${packager.appInfo.productFilename}.app`);
  if (platform === 'win32') return join(appOutDir, `${packager.appInfo.productFilename}.exe`);
  return join(appOutDir, packager.executableName ?? packager.appInfo.productFilename);
}

/** The hook itself; `flip` only for tests (see FlipOptions). */
export async function afterPack(context: PackedApp, flip?: FlipOptions['flip']): Promise<void> {
  const binary = packagedBinary(context);
  const mac = context.electronPlatformName === 'darwin' || context.electronPlatformName === 'mas';
  // An arm64 Mac refuses a binary whose ad-hoc signature no longer matches; a real identity signs later.
  const set = await flipAndVerify(binary, FUSES, {
    resetAdHocDarwinSignature: mac && context.arch === ARM64,
    ...(flip ? { flip } : {}),
  });
  console.log(`  • fuses flipped and read back in ${binary}: ${describeFuses(set)}`);
}

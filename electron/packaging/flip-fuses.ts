/**
 * Flips the fuses of a config (FUSES, electron/packaging/fuse-config.ts) in one packaged Electron
 * binary and reads them back: the one piece of fuse work, used by the packaging's afterPack hook
 * and by `npm run fuses`. A fuse that did not take fails loudly: a binary that still honours
 * ELECTRON_RUN_AS_NODE or --inspect must never leave the build machine looking finished.
 */
import { existsSync } from 'node:fs';
import {
  FuseState,
  FuseV1Options,
  flipFuses,
  getCurrentFuseWire,
  pathToFuseFile,
  type FuseV1Config,
} from '@electron/fuses';
import { FUSES } from './fuse-config.js';

export class FuseFlipError extends Error {
  override name = 'FuseFlipError';
}

export interface DecidedFuse {
  /** The fuse's place in the wire (FuseV1Options). */
  readonly index: number;
  readonly name: string;
  readonly on: boolean;
}

/** The fuses a config sets, in wire order; the config's other keys (version, flags) are not fuses. */
export function decidedFuses(config: FuseV1Config): DecidedFuse[] {
  return Object.entries(config)
    .filter((entry): entry is [string, boolean] => /^\d+$/.test(entry[0]) && typeof entry[1] === 'boolean')
    .map(([key, on]) => ({ index: Number(key), name: FuseV1Options[Number(key)] ?? `fuse ${key}`, on }))
    .sort((a, b) => a.index - b.index);
}

export interface FlipOptions {
  /** Re-sign an arm64 macOS app ad hoc after the flip (a changed binary no longer matches its signature). */
  readonly resetAdHocDarwinSignature?: boolean;
  /** The writer; a test hands in one that misbehaves to show the read-back catches it. */
  readonly flip?: typeof flipFuses;
}

/**
 * Writes `config`'s fuses into `binary` (an Electron executable, or a macOS `.app`), reads the wire
 * back and returns what is set. Throws FuseFlipError, naming the file and the fuses, when there is
 * no binary, when it is the development Electron, or when any fuse reads back otherwise.
 */
export async function flipAndVerify(
  binary: string,
  config: FuseV1Config = FUSES,
  options: FlipOptions = {},
): Promise<DecidedFuse[]> {
  const fuseFile = pathToFuseFile(binary);
  if (!existsSync(fuseFile)) {
    throw new FuseFlipError(
      `no Electron binary at ${fuseFile}: package the app first (this machine may have no Electron binary at all; it cannot be downloaded offline)`,
    );
  }
  // With OnlyLoadAppFromAsar on, `npm start` (which loads the app from the project folder) would stop working.
  if (/node_modules[\\/]electron[\\/]/.test(fuseFile)) {
    throw new FuseFlipError(
      `refusing to change the development Electron in node_modules (${fuseFile}); flip the fuses of the packaged copy`,
    );
  }
  const decided = decidedFuses(config);
  try {
    await (options.flip ?? flipFuses)(binary, {
      ...config,
      ...(options.resetAdHocDarwinSignature ? { resetAdHocDarwinSignature: true } : {}),
    });
  } catch (e) {
    throw new FuseFlipError(`could not flip the fuses of ${fuseFile}: ${e instanceof Error ? e.message : String(e)}`);
  }
  const wire = (await getCurrentFuseWire(binary)) as unknown as Record<number, number | undefined>;
  const shown = (state: number | undefined) =>
    state === FuseState.ENABLE
      ? 'on'
      : state === FuseState.DISABLE
        ? 'off'
        : state === FuseState.REMOVED
          ? 'removed'
          : state === undefined
            ? 'absent'
            : `byte ${state}`;
  const wrong = decided.filter((f) => wire[f.index] !== (f.on ? FuseState.ENABLE : FuseState.DISABLE));
  if (wrong.length) {
    const list = wrong
      .map((f) => `${f.name} (wanted ${f.on ? 'on' : 'off'}, reads ${shown(wire[f.index])})`)
      .join(', ');
    throw new FuseFlipError(`these fuses did not take in ${fuseFile}: ${list}`);
  }
  return decided;
}

/** `RunAsNode=off, EnableCookieEncryption=on, ...`: what a packaging log says was set. */
export function describeFuses(fuses: readonly DecidedFuse[]): string {
  return fuses.map((f) => `${f.name}=${f.on ? 'on' : 'off'}`).join(', ');
}

/**
 * A stand-in for an Electron binary, since none can be downloaded here: padding, then the fuse wire
 * laid out as Electron lays it out and @electron/fuses reads it (its dist/index.js: the sentinel,
 * a version byte, a length byte, then one byte per fuse, '0' off, '1' on, 'r' removed), then more
 * padding. The fuses start as Electron ships them.
 */
import { writeFileSync } from 'node:fs';
import { FuseV1Options, FuseVersion } from '@electron/fuses';

/** @electron/fuses' SENTINEL (dist/constants.js, not exported); a wrong copy would fail every read. */
export const FUSE_SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';

/** Electron's own defaults, in wire order: RunAsNode on, cookie encryption off, NODE_OPTIONS and --inspect on ... */
export const ELECTRON_DEFAULT_WIRE = '101100011';

/** How many fuses this @electron/fuses knows (FuseV1Options' numeric members). */
export const KNOWN_FUSES = Object.values(FuseV1Options).filter((v) => typeof v === 'number').length;

export interface FakeWire {
  /** The fuse bytes; Electron's defaults unless given (a shorter one is an older Electron, a longer one a newer). */
  wire?: string;
  version?: number;
  /** Two copies of the wire, as in a universal macOS binary. */
  twice?: boolean;
}

/** The bytes of a fake binary, and where the fuse bytes start in it. */
export function fakeElectronBytes(opts: FakeWire = {}): { bytes: Buffer; wireAt: number; wireLength: number } {
  const wire = opts.wire ?? ELECTRON_DEFAULT_WIRE;
  const block = Buffer.concat([
    Buffer.from(FUSE_SENTINEL),
    Buffer.from([opts.version ?? Number(FuseVersion.V1), wire.length]),
    Buffer.from(wire, 'latin1'),
  ]);
  const head = Buffer.alloc(4096, 7);
  const bytes = Buffer.concat([
    head,
    block,
    Buffer.alloc(4096, 9),
    ...(opts.twice ? [block, Buffer.alloc(512, 3)] : []),
  ]);
  return { bytes, wireAt: head.length + FUSE_SENTINEL.length + 2, wireLength: wire.length };
}

export function writeFakeElectron(
  file: string,
  opts: FakeWire = {},
): { bytes: Buffer; wireAt: number; wireLength: number } {
  const made = fakeElectronBytes(opts);
  writeFileSync(file, made.bytes, { mode: 0o755 });
  return made;
}

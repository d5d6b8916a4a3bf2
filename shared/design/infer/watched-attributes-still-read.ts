/**
 * Which watched attributes the classifier (shape-classifier.ts) still reads per item, with the
 * seed each is hashed with. Watched attributes are taken up for their statistics; once a read is
 * large enough to be sure of the type, the rejected ones stop being read, so an item pays nothing
 * for them, and nothing at all when none is watched.
 */
import { isTypeLikeName } from './attribute-sample.js';

export class WatchedAttributesStillRead {
  /** Watched attributes (bit j for watched[j]) no longer read per item. */
  dropped = 0;
  names: string[] = [];
  seeds: number[] = [];

  constructor(watched: readonly string[]) {
    this.refresh(watched);
  }

  /** Called whenever `watched` grew or `dropped` changed. */
  refresh(watched: readonly string[]): void {
    this.names = [];
    this.seeds = [];
    for (let j = 0; j < watched.length; j++) {
      if ((this.dropped & (1 << j)) !== 0) continue;
      this.names.push(watched[j]!);
      this.seeds.push(0x3c6ef372 + j);
    }
  }

  /** Stops reading each of the first 30 watched attributes that is neither kept nor type-like by its name. */
  dropAllBut(watched: readonly string[], keep: ReadonlySet<string | null | undefined>): void {
    for (let j = 0; j < watched.length && j < 30; j++) {
      if (!keep.has(watched[j]!) && !isTypeLikeName(watched[j]!)) this.dropped |= 1 << j;
    }
    this.refresh(watched);
  }
}

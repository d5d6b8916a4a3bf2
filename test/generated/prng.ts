/**
 * A small seeded PRNG (mulberry32) with the picks the design generator needs, so a seed printed by
 * a failing run rebuilds exactly the same design on any machine.
 */
import { random } from '../support/seeded-random.js';

export class Prng {
  /** A float in [0, 1). */
  readonly next: () => number;

  constructor(readonly seed: number) {
    this.next = random(seed);
  }

  /** An integer in [lo, hi], both included. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(xs: readonly T[]): T {
    if (xs.length === 0) throw new Error('pick from an empty list');
    return xs[Math.floor(this.next() * xs.length)]!;
  }

  /** `n` distinct elements of `xs` (all of them when it has fewer), in a random order. */
  sample<T>(xs: readonly T[], n: number): T[] {
    const copy = [...xs];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, n);
  }

  /** Random bytes, for binary keys and values. */
  bytes(n: number): Uint8Array {
    return Uint8Array.from({ length: n }, () => this.int(0, 255));
  }
}

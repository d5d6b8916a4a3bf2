/**
 * A small seeded PRNG, so every sandbox holds the same sample data and tests can name exact items.
 * Never Math.random or the clock: two calls must give identical items.
 */

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(choices: readonly T[]): T;
  chance(probability: number): boolean;
  hex(length: number): string;
  bytes(length: number): Uint8Array;
  /** Some distinct elements of `choices`, in their original order. */
  sample<T>(choices: readonly T[], count: number): T[];
}

/** mulberry32: tiny, fast and good enough for sample data. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(choices: readonly T[]): T => {
      if (choices.length === 0) throw new Error('pick needs at least one choice');
      return choices[int(0, choices.length - 1)] as T;
    },
    chance: (probability) => next() < probability,
    hex: (length) => {
      let out = '';
      while (out.length < length) out += int(0, 15).toString(16);
      return out;
    },
    bytes: (length) => {
      const out = new Uint8Array(length);
      for (let i = 0; i < length; i++) out[i] = int(0, 255);
      return out;
    },
    sample: <T>(choices: readonly T[], count: number): T[] => {
      const picked = new Set<number>();
      const wanted = Math.min(count, choices.length);
      while (picked.size < wanted) picked.add(int(0, choices.length - 1));
      return [...picked].sort((a, b) => a - b).map((i) => choices[i] as T);
    },
  };
}

/** FNV-1a, 32 bits: a stable hash for spreading keys over shards. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

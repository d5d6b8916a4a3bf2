/** Medians and timing for the benchmark. The benchmark reports; it never asserts on time. */
export function median(xs: readonly number[]): number {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

export async function timed<T>(fn: () => Promise<T> | T): Promise<{ ms: number; value: T }> {
  const t0 = performance.now();
  const value = await fn();
  return { ms: performance.now() - t0, value };
}

/** Runs `fn` `warmup + runs` times and keeps the times of the last `runs`. */
export async function sample(runs: number, fn: () => Promise<unknown> | unknown, warmup = 1): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < warmup + runs; i++) {
    const { ms } = await timed(fn);
    if (i >= warmup) out.push(ms);
  }
  return out;
}

/** Collects garbage between measurements when node runs with --expose-gc, so one run's garbage is not billed to the next. */
export function collectGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

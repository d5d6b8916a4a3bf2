/**
 * A bound on how many Queries run at once, shareable by several readers, so a fan-out over a
 * hundred partitions does not open a hundred requests (and throttle itself) at the same moment.
 */
export class Limiter {
  private running = 0;
  private readonly queue: Array<() => void> = [];

  constructor(readonly max: number) {
    if (!Number.isInteger(max) || max < 1)
      throw new Error(`concurrency must be a whole number of 1 or more, got ${max}`);
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.max) await new Promise<void>((resolve) => this.queue.push(resolve));
    this.running++;
    try {
      return await task();
    } finally {
      this.running--;
      this.queue.shift()?.();
    }
  }
}

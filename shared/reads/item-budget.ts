/**
 * The user's item cap shared by concurrent scan segments. Each page asks for a Limit no larger than
 * what is left of the cap, so no page returns more than the cap allows and its LastEvaluatedKey is
 * an exact place to resume from. A segment that finds nothing left waits for others in flight to
 * hand back what their pages did not use (a filter may return fewer items than Limit).
 */
/** From `tryAcquire`: nothing is free now, but pages in flight may hand some back. */
export const WAIT = Symbol('wait for the budget');

export class ItemBudget {
  private used = 0;
  private reserved = 0;
  private waiters: Array<() => void> = [];

  constructor(private readonly cap: number | undefined) {}

  get unlimited(): boolean {
    return this.cap === undefined;
  }

  /** Items the cap still allows, counting those reserved by pages in flight; undefined without a cap. */
  get notYetRead(): number | undefined {
    return this.cap === undefined ? undefined : this.cap - this.used;
  }

  /** True once the items read reach the cap. */
  get exhausted(): boolean {
    return this.cap !== undefined && this.used >= this.cap;
  }

  /**
   * The Limit for the next page (at most `pageLimit`), undefined for "no Limit", or null when the
   * cap is reached. Waits while everything left is reserved by pages in flight.
   */
  async acquire(pageLimit: number | undefined, cancelled: () => boolean): Promise<number | undefined | null> {
    for (;;) {
      const now = this.tryAcquire(pageLimit, cancelled);
      if (now !== WAIT) return now;
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  /**
   * As `acquire`, without waiting: WAIT when everything left is reserved by pages in flight. Lets a
   * read send its next request in the same turn as the page before it arrived.
   */
  tryAcquire(pageLimit: number | undefined, cancelled: () => boolean): number | undefined | null | typeof WAIT {
    if (cancelled()) return null;
    if (this.cap === undefined) return pageLimit;
    const free = this.cap - this.used - this.reserved;
    if (free > 0) {
      const take = pageLimit === undefined ? free : Math.min(pageLimit, free);
      this.reserved += take;
      return take;
    }
    return this.reserved === 0 ? null : WAIT;
  }

  /** A page came back with `items` of the `reservation` it asked for (0 items when it failed). */
  settle(reservation: number | undefined | null, items: number): void {
    if (this.cap === undefined || reservation === undefined || reservation === null) {
      this.used += items;
      return;
    }
    this.reserved -= reservation;
    this.used += items;
    this.wake();
  }

  /** Lets every waiting segment look again (after a stop, or when reservations came back). */
  wake(): void {
    const w = this.waiters;
    this.waiters = [];
    for (const resolve of w) resolve();
  }
}

/**
 * When a secondary part of a view (the Design panel's checks: a pass over every collection) takes
 * up the newest value. Never in the frame that shows a page or the read's end: always after a
 * painted frame. While a read goes on, at most once per interval and only once the page is idle,
 * so the pass seldom lands between a page's arrival and the frame that draws it (the last page's
 * above all). Once the read has ended (or when nothing is being read: a choice changed) it follows
 * in the task after the next painted frame, the one that shows the result. Values offered while
 * one is on its way are not queued: the newest is taken when its turn comes.
 */

/** The waits a follower uses; the browser's in the app (frame-scheduler.ts), a test's own in tests. */
export interface FollowerClock {
  now(): number;
  /** Runs `run` after `ms`; returns a cancel. */
  after(ms: number, run: () => void): () => void;
  /** Runs `run` once the next frame has been painted; returns a cancel. */
  afterPaint(run: () => void): () => void;
  /** Runs `run` when the browser is idle, or after `atMostMs` at the latest; returns a cancel. */
  whenIdle(run: () => void, atMostMs: number): () => void;
}

export interface FollowerTimes {
  /** While the read goes on: at most one value taken up per this many ms. */
  everyMs: number;
  /** The longest a value waits for the browser to be idle. */
  idleAtMostMs: number;
}

type Stage = 'waiting' | 'painting' | 'idling';

export class AfterPaintFollower<T> {
  private latest: { value: T } | null = null;
  private shown: { value: T } | null = null;
  private shownAt = Number.NEGATIVE_INFINITY;
  private pending: { stage: Stage; cancel: () => void } | null = null;
  /** Whether the newest value came from a read still going on. */
  private live = false;

  constructor(
    private readonly clock: FollowerClock,
    private readonly times: FollowerTimes,
    private readonly take: (value: T) => void,
  ) {}

  /** The newest value; `live` while the read it comes from goes on. */
  offer(value: T, live: boolean): void {
    if (this.shown !== null && Object.is(this.shown.value, value)) {
      // Back to what is shown: nothing is on its way any more.
      this.latest = null;
      this.stop();
      return;
    }
    this.latest = { value };
    this.live = live;
    // The read has ended: waits for the interval or for idle are cut short. A wait for paint goes
    // on: the frame it waits for is the one that shows the end.
    if (!live && this.pending !== null && this.pending.stage !== 'painting') this.stop();
    if (this.pending) return;
    const wait = live ? this.shownAt + this.times.everyMs - this.clock.now() : 0;
    if (wait > 0) this.pending = { stage: 'waiting', cancel: this.clock.after(wait, () => this.paint()) };
    else this.paint();
  }

  /** Drops whatever is on its way (the view is gone). */
  stop(): void {
    this.pending?.cancel();
    this.pending = null;
  }

  private paint(): void {
    this.pending = { stage: 'painting', cancel: this.clock.afterPaint(() => (this.live ? this.idle() : this.fire())) };
  }

  private idle(): void {
    this.pending = { stage: 'idling', cancel: this.clock.whenIdle(() => this.fire(), this.times.idleAtMostMs) };
  }

  private fire(): void {
    this.pending = null;
    const next = this.latest;
    if (next === null) return;
    this.latest = null;
    this.shown = next;
    this.shownAt = this.clock.now();
    this.take(next.value);
  }
}

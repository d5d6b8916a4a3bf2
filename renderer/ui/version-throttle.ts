/**
 * How often a costly view follows a read that is still going on. Pages can land many times a
 * second; a panel that redraws from every item read (the design diagram: edges over every
 * collection, a dagre layout) would spend the read's time redrawing pictures nobody can read that
 * fast. While the read goes on it follows at most once per interval; once the read has ended it
 * follows at once, so the final picture is never a stale one.
 */
export interface ThrottleStep {
  /** The version to draw now. */
  shown: number;
  /** When set, ask again this many ms from now: a newer version waits its turn. */
  wakeIn?: number;
}

export class VersionThrottle {
  private shown: number | null = null;
  private shownAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly everyMs: number) {}

  /** `live`: the read is still going on. `now`: a clock in ms. */
  step(version: number, live: boolean, now: number): ThrottleStep {
    if (!live || this.shown === null || this.shown === version) return this.show(version, now);
    const wait = this.shownAt + this.everyMs - now;
    if (wait <= 0) return this.show(version, now);
    return { shown: this.shown, wakeIn: wait };
  }

  private show(version: number, now: number): ThrottleStep {
    if (this.shown !== version) this.shownAt = now;
    this.shown = version;
    return { shown: version };
  }
}

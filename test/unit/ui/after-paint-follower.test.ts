import { describe, expect, test } from 'vitest';
import { AfterPaintFollower, type FollowerClock } from '../../../renderer/ui/after-paint-follower.js';

/**
 * A clock the test moves by hand: timers fire when the test advances time, a frame is painted when
 * the test says so, and the browser is idle when the test says so (or an idle wait runs out).
 */
class TestClock implements FollowerClock {
  time = 0;
  private timers: { at: number; run: () => void; live: boolean }[] = [];
  private paints: { run: () => void; live: boolean }[] = [];
  private idles: { at: number; run: () => void; live: boolean }[] = [];

  now = () => this.time;
  after = (ms: number, run: () => void) => this.add(this.timers, { at: this.time + ms, run, live: true });
  afterPaint = (run: () => void) => this.add(this.paints, { run, live: true });
  whenIdle = (run: () => void, atMostMs: number) => this.add(this.idles, { at: this.time + atMostMs, run, live: true });

  private add<E extends { live: boolean }>(list: E[], e: E): () => void {
    list.push(e);
    return () => {
      e.live = false;
    };
  }

  /** Moves time on, firing timers and idle waits that run out on the way. */
  advance(ms: number): void {
    this.time += ms;
    for (const list of [this.timers, this.idles]) {
      const due = list.filter((e) => e.live && e.at <= this.time);
      for (const e of due) {
        e.live = false;
        e.run();
      }
    }
  }

  /** The browser paints a frame: what waited for it runs. */
  paint(): void {
    const due = this.paints.filter((e) => e.live);
    this.paints = [];
    for (const e of due) {
      e.live = false;
      e.run();
    }
  }

  /** The browser has a moment with nothing to do: idle waits run. */
  idle(): void {
    const due = this.idles.filter((e) => e.live);
    this.idles = [];
    for (const e of due) {
      e.live = false;
      e.run();
    }
  }
}

function follower(clock: TestClock) {
  const taken: string[] = [];
  const f = new AfterPaintFollower<string>(clock, { everyMs: 1000, idleAtMostMs: 500 }, (v) => taken.push(v));
  return { f, taken };
}

describe('AfterPaintFollower', () => {
  test('while a read goes on, a value is taken up only after a painted frame, and then only when the page is idle', () => {
    const clock = new TestClock();
    const { f, taken } = follower(clock);
    f.offer('page 1', true);
    clock.idle();
    expect(taken).toEqual([]); // not before the frame that shows the page
    clock.paint();
    expect(taken).toEqual([]); // not in the task right after it either: the next page may be on its way
    clock.idle();
    expect(taken).toEqual(['page 1']);
  });

  test('a page that never goes idle still gets the value, once the idle wait runs out', () => {
    const clock = new TestClock();
    const { f, taken } = follower(clock);
    f.offer('page 1', true);
    clock.paint();
    clock.advance(499);
    expect(taken).toEqual([]);
    clock.advance(1);
    expect(taken).toEqual(['page 1']);
  });

  test('while the read goes on, at most one value a second; the newest is taken, none queued', () => {
    const clock = new TestClock();
    const { f, taken } = follower(clock);
    f.offer('page 1', true);
    clock.paint();
    clock.idle();
    expect(taken).toEqual(['page 1']);
    clock.advance(300);
    f.offer('page 2', true);
    clock.paint();
    clock.idle();
    expect(taken).toEqual(['page 1']); // its turn has not come
    clock.advance(300);
    f.offer('page 3', true);
    clock.advance(399);
    clock.paint();
    clock.idle();
    expect(taken).toEqual(['page 1']);
    clock.advance(1); // a second after 'page 1' was taken
    clock.idle();
    expect(taken).toEqual(['page 1']); // and still only after a painted frame
    f.offer('page 4', true);
    clock.paint();
    clock.idle();
    expect(taken).toEqual(['page 1', 'page 4']);
  });

  test("the read's end is taken up right after the next painted frame, cutting the waits for its turn and for idle short", () => {
    const clock = new TestClock();
    const { f, taken } = follower(clock);
    f.offer('page 1', true);
    clock.paint();
    clock.idle();
    clock.advance(100);
    f.offer('page 2', true); // waits until 1,000 ms after page 1
    f.offer('end', false);
    clock.idle();
    expect(taken).toEqual(['page 1']); // never before the frame that shows the end
    clock.paint();
    expect(taken).toEqual(['page 1', 'end']);
    // Nothing else is on its way.
    clock.advance(5000);
    clock.paint();
    clock.idle();
    expect(taken).toEqual(['page 1', 'end']);
  });

  test("a page's value waiting for idle gives way to the read's end, which waits for the next frame", () => {
    const clock = new TestClock();
    const { f, taken } = follower(clock);
    f.offer('page 1', true);
    clock.paint(); // now waiting for idle
    f.offer('end', false);
    clock.idle();
    expect(taken).toEqual([]);
    clock.paint();
    expect(taken).toEqual(['end']);
  });

  test('a value offered while one waits for its frame is the one taken up', () => {
    const clock = new TestClock();
    const { f, taken } = follower(clock);
    f.offer('choice A', false);
    f.offer('choice B', false);
    clock.paint();
    expect(taken).toEqual(['choice B']);
  });

  test('going back to the value already taken up drops what was on its way, and stop drops it too', () => {
    const clock = new TestClock();
    const { f, taken } = follower(clock);
    f.offer('a', false);
    clock.paint();
    f.offer('b', false);
    f.offer('a', false);
    clock.paint();
    clock.idle();
    expect(taken).toEqual(['a']);
    f.offer('c', true);
    f.stop();
    clock.paint();
    clock.idle();
    clock.advance(10_000);
    expect(taken).toEqual(['a']);
  });
});

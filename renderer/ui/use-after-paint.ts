/** Hooks that let heavy secondary work follow the frame that shows a result. */
import { useEffect, useRef, useState } from 'react';
import { afterNextPaint, whenIdle } from '../store/frame-scheduler.js';
import { AfterPaintFollower, type FollowerClock, type FollowerTimes } from './after-paint-follower.js';

/**
 * True once `ready` has been true for one painted frame. Work keyed on it (a pass over every item
 * read) starts after the frame that shows the result, so it never holds that frame back.
 */
export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready) {
      setPainted(false);
      return undefined;
    }
    return afterNextPaint(() => setPainted(true));
  }, [ready]);
  return ready && painted;
}

/**
 * A value as a secondary part of a view should follow it: a change reaches it only after the next
 * frame has been painted. React's deferred values still render before that frame when their work
 * cannot yield (one pass over 100,000 items), holding back the frame that shows the read's end,
 * its grid and its pictures; with this, that frame goes first and the rest follows a frame later.
 */
export function usePaintedValue<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => (Object.is(shown, value) ? undefined : afterNextPaint(() => setShown(() => value))), [value, shown]);
  return shown;
}

const browserClock: FollowerClock = {
  now: () => performance.now(),
  after: (ms, run) => {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
  afterPaint: afterNextPaint,
  whenIdle,
};

/**
 * A value as a secondary part of a view should take it up around a read (see AfterPaintFollower): only
 * after a painted frame and once the browser is idle, at most once per `times.everyMs` while the
 * read goes on (`live`). `behind` is true while a newer value is on its way, for the view to say so.
 */
export function useIdleValue<T>(
  value: T,
  initial: T,
  live: boolean,
  times: FollowerTimes,
): { value: T; behind: boolean } {
  const [shown, setShown] = useState<{ value: T }>({ value: initial });
  const follower = useRef<AfterPaintFollower<T> | null>(null);
  follower.current ??= new AfterPaintFollower<T>(browserClock, times, (v) => setShown({ value: v }));
  useEffect(() => {
    follower.current!.offer(value, live);
  }, [value, live]);
  useEffect(() => () => follower.current?.stop(), []);
  return { value: shown.value, behind: !Object.is(shown.value, value) };
}

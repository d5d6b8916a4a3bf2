/** A read's version taken up a few times a second while it runs, at once at its end. */
import { useEffect, useReducer, useRef } from 'react';
import { VersionThrottle } from './version-throttle.js';

/**
 * The read's version as a costly panel should follow it: at most once per `everyMs` while the
 * read goes on, at once when it has ended (see VersionThrottle). A version held back is drawn when
 * its turn comes, even if no page lands after it.
 */
export function useThrottledVersion(version: number, live: boolean, everyMs: number): number {
  const throttle = useRef<VersionThrottle | null>(null);
  throttle.current ??= new VersionThrottle(everyMs);
  const [, wake] = useReducer((n: number) => n + 1, 0);
  const step = throttle.current.step(version, live, performance.now());
  const wakeIn = step.wakeIn;
  useEffect(() => {
    if (wakeIn === undefined) return undefined;
    const timer = setTimeout(wake, wakeIn);
    return () => clearTimeout(timer);
  }, [wakeIn, step.shown, version]);
  return step.shown;
}

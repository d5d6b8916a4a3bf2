import { useEffect, useState } from 'react';
import type { Steps } from '../../shared/collections/checks/steps.js';

/** Work done per slice before the page gets the main thread back for input and frames. */
const SLICE_MS = 8;

type WithScheduling = { navigator?: { scheduling?: { isInputPending?: () => boolean } } };

/** A key or click waiting for the page (Chromium): the slice ends early so typing never queues behind it. */
function inputPending(): boolean {
  return (globalThis as unknown as WithScheduling).navigator?.scheduling?.isInputPending?.() === true;
}

type Channel = { port1: { onmessage: (() => void) | null }; port2: { postMessage(m: unknown): void } };
type WithChannel = { MessageChannel?: new () => Channel };

/** The next turn of the event loop without setTimeout's 4 ms clamp, where MessageChannel exists. */
function nextTurn(): (run: () => void) => void {
  const MC = (globalThis as unknown as WithChannel).MessageChannel;
  if (!MC) return (run) => { setTimeout(run, 0); };
  const channel = new MC();
  let pending: (() => void) | null = null;
  channel.port1.onmessage = () => {
    const run = pending;
    pending = null;
    run?.();
  };
  return (run) => {
    pending = run;
    channel.port2.postMessage(null);
  };
}

/**
 * Runs stepwise work (a generator that yields every few thousand items) in slices of a few
 * milliseconds, so a pass over a big read never holds the page in one long task. New inputs (a
 * new `make`) drop the old work. Until the new work is done the result is null, or the last
 * result when it was made for the same `owner` (the same read, checked again after a choice), so
 * what is shown does not blink.
 */
export function useSteps<T>(make: (() => Steps<T>) | null, owner?: unknown): T | null {
  const [result, setResult] = useState<{ make: () => Steps<T>; owner: unknown; value: T } | null>(null);
  useEffect(() => {
    if (make === null) return undefined;
    const steps = make();
    const schedule = nextTurn();
    let cancelled = false;
    const slice = () => {
      if (cancelled) return;
      const end = performance.now() + SLICE_MS;
      for (;;) {
        const r = steps.next();
        if (r.done) {
          setResult({ make, owner, value: r.value });
          return;
        }
        if (performance.now() >= end || inputPending()) break;
      }
      schedule(slice);
    };
    slice();
    return () => {
      cancelled = true;
      steps.return(undefined as never);
    };
  }, [make]);
  if (result === null || make === null) return null;
  return result.make === make || (owner !== undefined && result.owner === owner) ? result.value : null;
}

/** Runs long work in steps between frames and keeps the last result while it redoes it. */
import { useEffect, useState } from 'react';
import type { Steps } from '../../shared/collections/checks/steps.js';

/** Work done per slice before the page gets the main thread back for input and frames. */
const SLICE_MS = 8;

/** Slices while the user is typing or clicking: short, and each after a frame (see `afterInput`). */
const TYPING_SLICE_MS = 2;
/** How long after a key or click the user counts as typing. */
const TYPING_MS = 150;

type WithScheduling = {
  navigator?: { scheduling?: { isInputPending?: () => boolean } };
  addEventListener?: (type: string, listener: () => void, options: { capture: boolean; passive: boolean }) => void;
  requestAnimationFrame?: (run: () => void) => void;
};
const page = globalThis as unknown as WithScheduling;

/** A key or click waiting for the page (Chromium): the slice ends early so typing never queues behind it. */
function inputPending(): boolean {
  return page.navigator?.scheduling?.isInputPending?.() === true;
}

let lastInput = -Infinity;
for (const type of ['keydown', 'pointerdown', 'input'])
  page.addEventListener?.(
    type,
    () => {
      lastInput = performance.now();
    },
    { capture: true, passive: true },
  );

/**
 * Just after a key or click the next frame shows its answer (the field, the Explain region): a
 * slice run between the input's update and that frame would hold it back, so while the user types
 * each slice waits for a frame to be drawn first, and stays short.
 */
function afterInput(): boolean {
  return page.requestAnimationFrame !== undefined && performance.now() - lastInput < TYPING_MS;
}

type Channel = { port1: { onmessage: (() => void) | null }; port2: { postMessage(m: unknown): void } };
type WithChannel = { MessageChannel?: new () => Channel };

/** The next turn of the event loop without setTimeout's 4 ms clamp, where MessageChannel exists. */
function nextTurn(): (run: () => void) => void {
  const MC = (globalThis as unknown as WithChannel).MessageChannel;
  if (!MC)
    return (run) => {
      setTimeout(run, 0);
    };
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
    let framed = false;
    const slice = () => {
      if (cancelled) return;
      const typing = afterInput();
      if (typing && !framed) {
        framed = true;
        page.requestAnimationFrame!(() => schedule(slice));
        return;
      }
      framed = false;
      const end = performance.now() + (typing ? TYPING_SLICE_MS : SLICE_MS);
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

/**
 * Checks over every item of a large read are written as generators that yield every STEP_ITEMS
 * items, so the app can run them in slices between frames instead of one long task after a big
 * Scan. Run to completion, they are plain functions.
 */

/** Items (or keys) handled between two yields: a millisecond or two of work. */
export const STEP_ITEMS = 2000;

export type Steps<T> = Generator<void, T, void>;

export function runSteps<T>(steps: Steps<T>): T {
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/**
 * Coalesces many "something changed" calls into one per animation frame (or per 16 ms where there
 * are no frames, as in tests), so a fast read redraws at the screen's pace, not the network's; and
 * the waits that let the page draw first (after the next paint, after the first rows are committed).
 */
type Frames = {
  requestAnimationFrame?: (cb: () => void) => number;
  cancelAnimationFrame?: (id: number) => void;
};

export function frameScheduler(run: () => void): { schedule(): void; cancel(): void } {
  const g = globalThis as unknown as Frames;
  let pending: { id: unknown; frame: boolean } | null = null;
  const fire = () => {
    pending = null;
    run();
  };
  return {
    schedule() {
      if (pending) return;
      pending = g.requestAnimationFrame
        ? { id: g.requestAnimationFrame(fire), frame: true }
        : { id: setTimeout(fire, 16), frame: false };
    },
    cancel() {
      if (!pending) return;
      if (pending.frame) g.cancelAnimationFrame?.(pending.id as number);
      else clearTimeout(pending.id as ReturnType<typeof setTimeout>);
      pending = null;
    },
  };
}

/**
 * Runs `run` once the next frame has been painted (a timeout set inside the frame's callback runs
 * after that paint), or on the next turn where there are no frames: for work that must follow what
 * is on screen, not hold it back. Returns a function that cancels it.
 */
export function afterNextPaint(run: () => void): () => void {
  const g = globalThis as unknown as Frames;
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (!g.requestAnimationFrame) {
    timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  const frame = g.requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    g.cancelAnimationFrame?.(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * Resolves on the turn after the first rows were committed to the page, so the browser lays them
 * out and paints them before page 2 is asked for (a full page read at that moment competes with
 * drawing them). Waiting for the paint itself measured ~5 ms sooner first rows but ~10% longer
 * whole reads; this turn is the middle (see the note in PagedReadOptions.firstRowsShown).
 */
export function afterFirstRowsCommitted(): Promise<void> {
  return new Promise<void>((resolve) => {
    setTimeout(resolve, 0);
  });
}

type Idle = {
  requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/**
 * Runs `run` when the browser has nothing more urgent to do (no input, no frame to draw), or after
 * `atMostMs` at the latest; on the next turn where there is no idle callback. Returns a cancel.
 */
export function whenIdle(run: () => void, atMostMs: number): () => void {
  const g = globalThis as unknown as Idle;
  if (!g.requestIdleCallback) {
    const timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  const id = g.requestIdleCallback(run, { timeout: atMostMs });
  return () => g.cancelIdleCallback?.(id);
}

/**
 * Resolves once the next frame has been painted, or after `atMostMs` where no frame comes (a
 * hidden window paints none): for what a result leaves behind (history, what is remembered of it),
 * which must happen but not in the frame that shows the result.
 */
export function afterPaint(atMostMs = 1000): Promise<void> {
  return new Promise<void>((resolve) => {
    let cancelPaint = (): void => undefined;
    const timer = setTimeout(() => {
      cancelPaint();
      resolve();
    }, atMostMs);
    cancelPaint = afterNextPaint(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

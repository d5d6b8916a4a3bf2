import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { afterPaint, whenIdle } from '../../../renderer/store/frame-scheduler.js';

/**
 * What a read's end leaves behind waits for the frame that shows it (afterPaint), but never for
 * ever: a hidden window paints no frame. Frames and time are the test's: a stubbed
 * requestAnimationFrame the test fires, and vitest's fake timers.
 */
let frames: (() => void)[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (cb: () => void) => frames.push(cb));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const paintFrame = () => {
  const due = frames;
  frames = [];
  for (const f of due) f();
};

test('resolves in the task after the next frame, not before it', async () => {
  let done = false;
  void afterPaint(1000).then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  expect(done).toBe(false);
  paintFrame();
  expect(done).toBe(false); // inside the frame's callback: the paint has not happened yet
  await vi.advanceTimersByTimeAsync(0);
  expect(done).toBe(true);
});

test('resolves after its time bound where no frame is painted', async () => {
  let done = false;
  void afterPaint(1000).then(() => (done = true));
  await vi.advanceTimersByTimeAsync(999);
  expect(done).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(done).toBe(true);
});

test('whenIdle asks the browser for an idle moment with the time bound, and can be cancelled', () => {
  const asked: { cb: () => void; timeout: number | undefined }[] = [];
  const cancelled: number[] = [];
  vi.stubGlobal('requestIdleCallback', (cb: () => void, o?: { timeout: number }) =>
    asked.push({ cb, timeout: o?.timeout }),
  );
  vi.stubGlobal('cancelIdleCallback', (id: number) => cancelled.push(id));
  let runs = 0;
  const cancel = whenIdle(() => runs++, 500);
  expect(asked.map((a) => a.timeout)).toEqual([500]);
  expect(runs).toBe(0);
  asked[0]!.cb();
  expect(runs).toBe(1);
  cancel();
  expect(cancelled).toEqual([1]);
});

import { expect, test } from 'vitest';
import {
  DEFAULT_LAYOUT,
  loadLayoutPrefs,
  MAX_CONTROLS_PERCENT,
  MIN_CONTROLS_PERCENT,
  percentAt,
  saveLayoutPrefs,
  separatorKey,
} from '../../../renderer/model/layout/layout-prefs.js';
import { elapsedWhileReading } from '../../../renderer/features/query/read-messages.js';

function memory() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => {
      m.set(k, v);
    },
    removeItem: (k: string) => {
      m.delete(k);
    },
  };
}

test('the split is kept and read back; damaged or out-of-range entries give sane values', () => {
  const s = memory();
  expect(loadLayoutPrefs(s)).toEqual(DEFAULT_LAYOUT);
  saveLayoutPrefs({ controlsPercent: 63, controlsCollapsed: true, inspectorOpen: false, bulkOpen: true }, s);
  expect(loadLayoutPrefs(s)).toEqual({
    controlsPercent: 63,
    controlsCollapsed: true,
    inspectorOpen: false,
    bulkOpen: true,
  });
  s.setItem('ice.layout', '{"controlsPercent": 400}');
  expect(loadLayoutPrefs(s).controlsPercent).toBe(MAX_CONTROLS_PERCENT);
  s.setItem('ice.layout', 'not json');
  expect(loadLayoutPrefs(s)).toEqual(DEFAULT_LAYOUT);
});

test('the separator follows the window-splitter keys', () => {
  const at = (p: number) => ({ ...DEFAULT_LAYOUT, controlsPercent: p });
  expect(separatorKey(at(40), 'ArrowDown')?.controlsPercent).toBe(45);
  expect(separatorKey(at(40), 'ArrowUp')?.controlsPercent).toBe(35);
  expect(separatorKey(at(MIN_CONTROLS_PERCENT), 'ArrowUp')?.controlsPercent).toBe(MIN_CONTROLS_PERCENT);
  expect(separatorKey(at(40), 'End')?.controlsPercent).toBe(MAX_CONTROLS_PERCENT);
  expect(separatorKey(at(40), 'Home')?.controlsCollapsed).toBe(true);
  const collapsed = separatorKey(at(40), 'Enter')!;
  expect(collapsed).toMatchObject({ controlsCollapsed: true, controlsPercent: 40 });
  expect(separatorKey(collapsed, 'Enter')).toMatchObject({ controlsCollapsed: false, controlsPercent: 40 });
  expect(separatorKey(collapsed, 'ArrowDown')).toMatchObject({
    controlsCollapsed: false,
    controlsPercent: MIN_CONTROLS_PERCENT,
  });
  expect(separatorKey(at(40), 'a')).toBeNull();
  expect(percentAt(300, 100, 400)).toBe(50);
  expect(percentAt(2000, 100, 400)).toBe(MAX_CONTROLS_PERCENT);
});

test('the read clock counts from the start of the run, before any page arrives, and across Load more', () => {
  expect(elapsedWhileReading({ status: 'reading', runStartedAt: 1_000 }, 3_500)).toBe(2_500);
  expect(elapsedWhileReading({ status: 'reading', runStartedAt: 1_000, elapsedBefore: 400 }, 1_600)).toBe(1_000);
  expect(elapsedWhileReading({ status: 'done', runStartedAt: 1_000 }, 3_500)).toBeUndefined();
});

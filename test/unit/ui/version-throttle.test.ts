import { describe, expect, test } from 'vitest';
import { VersionThrottle } from '../../../renderer/ui/version-throttle.js';

describe('VersionThrottle', () => {
  test('while the read goes on, a panel follows at most once per interval and is woken for the version held back', () => {
    const t = new VersionThrottle(250);
    expect(t.step(1, true, 1000)).toEqual({ shown: 1 });
    expect(t.step(2, true, 1040)).toEqual({ shown: 1, wakeIn: 210 });
    expect(t.step(3, true, 1100)).toEqual({ shown: 1, wakeIn: 150 });
    // Woken when its turn comes: the newest version, with no page landing after it.
    expect(t.step(3, true, 1250)).toEqual({ shown: 3 });
    expect(t.step(4, true, 1260)).toEqual({ shown: 3, wakeIn: 240 });
  });

  test("the read's end is drawn at once, however recently the last picture was", () => {
    const t = new VersionThrottle(250);
    t.step(1, true, 1000);
    expect(t.step(2, true, 1010).shown).toBe(1);
    expect(t.step(9, false, 1011)).toEqual({ shown: 9 });
    // And a new read after it starts from its own first version.
    expect(t.step(0, true, 1012)).toEqual({ shown: 9, wakeIn: 249 });
    expect(t.step(0, true, 1261)).toEqual({ shown: 0 });
  });

  test('redrawing the version already shown never waits', () => {
    const t = new VersionThrottle(250);
    t.step(5, true, 0);
    expect(t.step(5, true, 10)).toEqual({ shown: 5 });
  });
});

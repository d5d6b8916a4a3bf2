/**
 * Tabs on different connections must look different: the hues of the listed connections, ids
 * that differ in one character included, are far apart; the same connection keeps its hue.
 */
import { describe, expect, test } from 'vitest';
import { connectionHue } from '../../../renderer/model/tabs/connection-colour.js';

/** Distance between two hues round the wheel. */
const apart = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

describe('connectionHue', () => {
  test('ids that differ in their last character only get hues far apart', () => {
    const ids = ['sandbox', 'endpoint:0', 'endpoint:1', 'endpoint:2', 'profile:prod', 'profile:dev'];
    const hues = ids.map((id) => connectionHue(id, ids));
    for (let i = 0; i < hues.length; i++)
      for (let j = i + 1; j < hues.length; j++) expect(apart(hues[i]!, hues[j]!)).toBeGreaterThanOrEqual(30);
  });

  test('a connection keeps its hue across calls, and hues are whole degrees on the wheel', () => {
    const ids = ['endpoint:0', 'endpoint:1'];
    expect(connectionHue('endpoint:1', ids)).toBe(connectionHue('endpoint:1', [...ids]));
    for (const id of ids) {
      const h = connectionHue(id, ids);
      expect(Number.isInteger(h) && h >= 0 && h < 360).toBe(true);
    }
  });

  test('an id not in the list still gets a hue, different for near-identical ids', () => {
    const a = connectionHue('endpoint:7', []);
    const b = connectionHue('endpoint:8', []);
    expect(apart(a, b)).toBeGreaterThan(2);
  });
});

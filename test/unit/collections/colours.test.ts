import { describe, expect, it } from 'vitest';
import { contrastRatio, DARK_BACKGROUND, entityTypeColours, LIGHT_BACKGROUND, paletteColour } from '../../../shared/collections/colours.js';

describe('entity type colours', () => {
  it('gives the parent type the first colour and the others distinct slots past it', () => {
    const colours = entityTypeColours(['USER', 'TICKET', 'METADATA'], 'METADATA');
    expect(colours.get('METADATA')!.index).toBe(0);
    const others = [colours.get('TICKET')!.index, colours.get('USER')!.index];
    expect(new Set(others).size).toBe(2);
    expect(Math.min(...others)).toBeGreaterThan(0);
  });

  it('is the same whatever order the types were read in', () => {
    const a = entityTypeColours(['b', 'a', 'c'], null);
    const b = entityTypeColours(['c', 'b', 'a', 'a'], null);
    expect([...a]).toEqual([...b].sort(([x], [y]) => (x < y ? -1 : 1)));
    expect(a.get('a')).toEqual(b.get('a'));
  });

  it('reads at 4.5:1 or better on white and on dark backgrounds', () => {
    for (let i = 0; i < 40; i++) {
      const c = paletteColour(i);
      expect(contrastRatio(c.onLight, LIGHT_BACKGROUND)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(c.onDark, DARK_BACKGROUND)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(c.onDark, '#000000')).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('hands out different colours to the first ten types', () => {
    const light = new Set(Array.from({ length: 10 }, (_, i) => paletteColour(i).onLight));
    expect(light.size).toBe(10);
  });

  it('computes contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});

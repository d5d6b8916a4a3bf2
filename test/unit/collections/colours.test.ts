import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  DARK_BACKGROUND,
  entityTypeColours,
  entityTypeColoursKeepingRenames,
  hexToRgb,
  LIGHT_BACKGROUND,
  paletteColour,
} from '../../../shared/collections/colours.js';

/** OKLab (Björn Ottosson's), where a distance of about 0.02 is the least the eye tells apart. */
function oklab(hex: string): [number, number, number] {
  const [r, g, b] = hexToRgb(hex).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}
const distance = (a: string, b: string) => Math.hypot(...oklab(a).map((v, i) => v - oklab(b)[i]!));

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

  it('keeps the first ten colours far apart to the eye on both backgrounds, not only different', () => {
    // Evenly spaced hues darkened to 4.5:1 gave two greens 0.03 apart: one colour to a reader.
    for (let i = 0; i < 10; i++) {
      for (let j = i + 1; j < 10; j++) {
        expect(distance(paletteColour(i).onLight, paletteColour(j).onLight), `${i} and ${j} on white`).toBeGreaterThan(
          0.1,
        );
        expect(distance(paletteColour(i).onDark, paletteColour(j).onDark), `${i} and ${j} on dark`).toBeGreaterThan(
          0.1,
        );
      }
    }
  });

  it('uses all ten colours for types named without a parent, and spills past them only for an eleventh', () => {
    const names = Array.from({ length: 10 }, (_, i) => `Type${i}`);
    const ten = entityTypeColours(names);
    expect(new Set([...ten.values()].map((c) => c.index))).toEqual(new Set(Array.from({ length: 10 }, (_, i) => i)));
    const eleven = entityTypeColours([...names, 'Extra']);
    expect([...eleven.values()].filter((c) => c.index >= 10)).toHaveLength(1);
  });

  it('a type renamed by the user keeps its colour, and no other type changes (issue 19)', () => {
    const before = entityTypeColoursKeepingRenames(['Hub', 'Parcel', 'Courier']);
    const after = entityTypeColoursKeepingRenames(['Hub', 'Shipment', 'Courier'], { Parcel: 'Shipment' });
    expect(after.get('Shipment')!.onLight).toBe(before.get('Parcel')!.onLight);
    expect(after.get('Shipment')!.type).toBe('Shipment');
    expect(after.get('Hub')).toEqual(before.get('Hub'));
    expect(after.get('Courier')).toEqual(before.get('Courier'));
    // Without the rename map the new name lands on its own slot: the colour would change.
    expect(entityTypeColours(['Hub', 'Shipment', 'Courier']).get('Shipment')!.index).not.toBe(
      before.get('Parcel')!.index,
    );
  });

  it('computes contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});

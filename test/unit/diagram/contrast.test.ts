/**
 * Colours of the pictures meet 3:1 (WCAG's non-text contrast) where they meet: every entity tone
 * against the page in its scheme (bands and stripes are cut from each other by the background, so
 * the page is every band's neighbour), and the diagram's lines and text against its background.
 */
import { describe, expect, test } from 'vitest';
import { contrastRatio, entityTypeColours, paletteColour } from '../../../shared/collections/colours.js';
import { INK } from '../../../renderer/features/design/diagram-ink.js';

describe.each(['light', 'dark'] as const)('%s scheme', (scheme) => {
  const ink = INK[scheme];
  test('every palette tone has 3:1 on the page', () => {
    for (let i = 0; i < 40; i++) {
      const c = paletteColour(i);
      expect(contrastRatio(scheme === 'light' ? c.onLight : c.onDark, ink.bg), `slot ${i}`).toBeGreaterThanOrEqual(3);
    }
  });

  test("the diagram's text and lines have 3:1 on its background, its text 4.5:1", () => {
    for (const k of ['fg', 'muted', 'accent'] as const)
      expect(contrastRatio(ink[k], ink.bg), k).toBeGreaterThanOrEqual(4.5);
  });

  test("a band's initial, in the background colour on its tone, reads at 4.5:1", () => {
    const colours = entityTypeColours(['Org', 'User', 'Ticket', 'Audit', 'Invoice', 'Order', 'Return']);
    for (const c of colours.values())
      expect(contrastRatio(scheme === 'light' ? c.onLight : c.onDark, ink.bg), c.type).toBeGreaterThanOrEqual(4.5);
  });
});

/**
 * Inference on designs of our own making: each must split its items into the entities a person
 * would make (the same partition, whatever the names), pick the parent a person would pick in
 * every collection, and, where it matters, give the entities the names the design implies.
 * Items are read in server order, in pages of 4, so every design is also read incrementally.
 */
import { describe, expect, it } from 'vitest';
import { expectReadAsDesigned } from './design-reading.js';
import { keyDesigns } from './designs-keys.js';
import { shapeDesigns } from './designs-shapes.js';

describe('design inference on designs of our own', () => {
  const designs = [...keyDesigns, ...shapeDesigns];
  it('covers at least 15 designs', () => {
    expect(designs.length).toBeGreaterThanOrEqual(15);
  });

  for (const d of designs) it(d.name, () => expectReadAsDesigned(d, 4));
});

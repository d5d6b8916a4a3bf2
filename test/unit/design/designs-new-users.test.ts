/**
 * Inference on designs the way new users' tables differ (designs-new-users.ts): the partition of
 * items into entities, the parent of every collection and the names that matter, read in pages of
 * 3 and in one page with the same answer.
 */
import { describe, expect, it } from 'vitest';
import { expectReadAsDesigned, read } from './design-reading.js';
import { newUserDesigns } from './designs-new-users.js';

describe('design inference on new users\u2019 designs', () => {
  for (const d of newUserDesigns) it(d.name, () => expectReadAsDesigned(d, 3));
});

describe('evidence a new user reads', () => {
  it('lists a template that several entities share once, with each entity\u2019s items', () => {
    const d = newUserDesigns.find((x) => x.name.startsWith('number pk and sk'))!;
    const { g } = read(d, d.items.length);
    const line = g.design().evidence.find((e) => e.topic === 'template')!.text;
    expect(line).toMatch(
      /^templates: `\{n\}` 18 items \((device 3, reading 12, fault 3|reading 12, device 3, fault 3|reading 12, fault 3, device 3)\)$/,
    );
  });
});

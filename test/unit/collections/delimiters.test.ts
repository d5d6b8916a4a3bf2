import { describe, expect, it } from 'vitest';
import { detectDelimiter, firstDelimiter } from '../../../shared/collections/delimiters.js';
import { isMetadataLike } from '../../../shared/design/infer/metadata-names.js';

describe('delimiter detection', () => {
  it('votes by the delimiter that comes first in each key', () => {
    expect(detectDelimiter(['inventory::armor', 'info', 'inventory::weapons'])).toBe('::');
    expect(detectDelimiter(['USER#2026/05/01', 'USER#2026/05/02'])).toBe('#');
    expect(detectDelimiter(['a|b', 'c|d', 'e#f'])).toBe('|');
    expect(detectDelimiter(['page/2024/intro', 'author/ann'])).toBe('/');
    expect(detectDelimiter(['info', 'META'])).toBeNull();
  });

  it('ignores a delimiter at the very start', () => {
    expect(firstDelimiter('#x')).toBeNull();
    expect(firstDelimiter('a::b#c')).toEqual({ delimiter: '::', index: 1 });
  });
});

describe('isMetadataLike', () => {
  it('knows the conventional names in any case and with a leading mark', () => {
    for (const t of ['METADATA', 'META', 'info', 'Profile', 'DETAILS', 'summary', '_META', '~meta'])
      expect(isMetadataLike(t)).toBe(true);
    for (const t of ['USER', 'metadata2', 'METAL', 'inventory']) expect(isMetadataLike(t)).toBe(false);
  });
});

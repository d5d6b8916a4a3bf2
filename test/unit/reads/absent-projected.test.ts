import { describe, expect, it } from 'vitest';
import { absentProjected, filteredTopNames, projectedTopNames } from '../../../shared/reads/absent-projected.js';

describe('projected attributes no item has', () => {
  it('reads the top-level names a filter uses, function arguments and placeholders included', () => {
    expect(
      filteredTopNames(
        'attribute_not_exists(etyp) AND (#s = :s OR size(tags[0]) > :n) AND NOT begins_with(address.city, :c)',
        { '#s': 'status' },
      ),
    ).toEqual(['etyp', 'status', 'tags', 'address']);
    expect(absentProjected(filteredTopNames('attribute_not_exists(etyp)'), new Set(['PK', 'SK', 'etype']), 3)).toEqual([
      { name: 'etyp', likely: 'etype' },
    ]);
    expect(filteredTopNames('a = ')).toEqual([]);
  });

  it('reads the top-level name of each projected path, placeholders resolved', () => {
    expect(projectedTopNames('pk, #n, address.city, tags[0], #m.x', { '#n': 'name', '#m': 'meta' })).toEqual([
      'pk',
      'name',
      'address',
      'tags',
      'meta',
    ]);
  });

  it('names the attributes none of the items read carried, with the likely one meant', () => {
    const seen = new Set(['siteId', 'seq', 'email', 'createdAt', 'Status']);
    expect(absentProjected(['siteId', 'emial', 'createdat', 'status', 'colour'], seen, 12)).toEqual([
      { name: 'emial', likely: 'email' },
      { name: 'createdat', likely: 'createdAt' },
      { name: 'status', likely: 'Status' },
      { name: 'colour' },
    ]);
  });

  it("looks for the name meant among the table's known attributes too, which a projected read's items lack", () => {
    // The items carry only what was projected: `pk` and `sk`; the model of the table knows `grams`.
    expect(absentProjected(['pk', 'sk', 'Grams'], new Set(['pk', 'sk']), 4, ['pk', 'sk', 'grams', 'city'])).toEqual([
      { name: 'Grams', likely: 'grams' },
    ]);
  });

  it('says nothing when every projected attribute was found, or before any item was read', () => {
    expect(absentProjected(['a', 'b'], new Set(['a', 'b', 'c']), 3)).toEqual([]);
    expect(absentProjected(['a'], new Set(), 0)).toEqual([]);
  });

  it('does not offer a far name as the one meant', () => {
    expect(absentProjected(['zip'], new Set(['id', 'city']), 1)).toEqual([{ name: 'zip' }]);
    expect(absentProjected(['total'], new Set(['totals', 'tonal', 'x']), 1)).toEqual([
      { name: 'total', likely: 'totals' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { getItemUnits, pagedReadUnits, PAGE_BYTES, requestUnits } from '../../../shared/cost/read-units.js';

describe('read request units', () => {
  it('counts 4 KB units, rounded up, with the 4 KB boundary exact', () => {
    expect(requestUnits(4096, 'strong')).toBe(1);
    expect(requestUnits(4097, 'strong')).toBe(2);
    expect(requestUnits(8192, 'strong')).toBe(2);
    expect(requestUnits(8193, 'strong')).toBe(3);
  });

  it('halves for eventually consistent and doubles for transactional reads', () => {
    expect(requestUnits(4097, 'eventual')).toBe(1);
    expect(requestUnits(4097, 'transactional')).toBe(4);
    expect(requestUnits(1, 'eventual')).toBe(0.5);
  });

  it('charges the minimum for a request that reads nothing', () => {
    expect(requestUnits(0, 'strong')).toBe(1);
    expect(getItemUnits([], 'eventual')).toBe(0.5);
  });

  it('rounds each GetItem item on its own', () => {
    // Two 2 KB items: 2 units as GetItems, 1 unit summed in one Query page.
    expect(getItemUnits([2048, 2048], 'strong')).toBe(2);
    expect(pagedReadUnits(2, 2048, 'strong')).toEqual({ units: 1, pages: 1 });
  });

  it('rounds the summed size of each Query or Scan page', () => {
    // 3 items of 1,500 B: 4,500 B in one page, two units.
    expect(pagedReadUnits(3, 1500, 'strong').units).toBe(2);
    // With Limit 1: three pages of 1,500 B, one unit each, and the empty page after a full Limit.
    expect(pagedReadUnits(3, 1500, 'strong', { limit: 1 })).toEqual({ units: 4, pages: 4 });
    expect(pagedReadUnits(3, 1500, 'strong', { limit: 2 })).toEqual({ units: 2, pages: 2 });
  });

  it('splits pages at 1 MB', () => {
    const items = (PAGE_BYTES / 1024) * 3; // 3 MB of 1 KB items
    const r = pagedReadUnits(items, 1024, 'strong');
    expect(r.pages).toBe(3);
    expect(r.units).toBe(3 * 256);
  });

  it('gives every parallel segment its own pages, each at least the minimum', () => {
    expect(pagedReadUnits(0, 100, 'eventual', { segments: 4 })).toEqual({ units: 2, pages: 4 });
    // 10 items of 1 KB over 4 segments: 3+3+2+2 items, one unit (strong) each.
    expect(pagedReadUnits(10, 1024, 'strong', { segments: 4 })).toEqual({ units: 4, pages: 4 });
    expect(pagedReadUnits(10, 1024, 'strong', { segments: 1 })).toEqual({ units: 3, pages: 1 });
  });

  it('counts a small first page when the read has no Limit', () => {
    // 100 items of 100 B: first page 50 items (5,000 B: 2 units), then 50 more (2 units).
    expect(pagedReadUnits(100, 100, 'strong', { firstPageLimit: 50 })).toEqual({ units: 4, pages: 2 });
    // Exactly 50 items: the first page ends on its Limit, so one more (empty) page follows.
    expect(pagedReadUnits(50, 100, 'strong', { firstPageLimit: 50 })).toEqual({ units: 3, pages: 2 });
    // A Limit of its own wins over the first page's: one page of 10,000 B (3 units), then the empty one.
    expect(pagedReadUnits(100, 100, 'strong', { firstPageLimit: 50, limit: 100 })).toEqual({ units: 4, pages: 2 });
  });
});

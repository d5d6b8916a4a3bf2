/**
 * Issue 19 part 4: one module decides a table's delimiters and splits its keys, so the Design tab's
 * templates and the sort-key drill-down's levels agree, `@` and the other punctuation are found,
 * and `ORDER:2024:001` has levels.
 */
import { describe, expect, it } from 'vitest';
import { CollectionGrouper } from '../../../shared/collections/grouping.js';
import { detectDelimiter } from '../../../shared/collections/delimiters.js';
import { SortKeyTree } from '../../../shared/collections/sort-key-tree.js';
import { delimitersIn, detectDelimiters, splitKeyParts } from '../../../shared/dynamo/key-delimiters.js';
import type { Item, KeyNames } from '../../../shared/dynamo/types.js';

const KEYS: KeyNames = { partitionKey: 'PK', sortKey: 'SK', partitionKeyType: 'S', sortKeyType: 'S' };

function screenings(): Item[] {
  const items: Item[] = [];
  for (let f = 1; f <= 60; f++) {
    const day = `2026-05-${String(10 + (f % 5)).padStart(2, '0')}`;
    const time = `${String(9 + (f % 8)).padStart(2, '0')}30`;
    items.push({
      PK: { S: 'CINEMA#odeon' },
      SK: { S: `${day}@${time}~SCREENING~f-${String(f).padStart(4, '0')}` },
      seats: { N: String(f) },
    });
  }
  return items;
}

/** The segments of a template (`{date}@{n}~SCREENING~{id}`) split as the drill-down splits keys. */
const templateLevels = (template: string, delimiters: readonly string[]) => splitKeyParts(template, delimiters).length;

describe('one delimiter, everywhere', () => {
  it("on a ~/@ keyed table the drill-down levels are the Design tab's template segments", () => {
    const g = new CollectionGrouper(KEYS);
    g.addPage(screenings());
    const templates = g.design().templates.filter((t) => t.attribute === 'SK');
    expect(templates.length).toBeGreaterThan(0);
    const tree = new SortKeyTree(g.delimiters);
    const keys = screenings().map((i) => (i['SK'] as { S: string }).S);
    tree.addAll(keys);
    // Every key goes as deep as its template has segments, and the first level is not 60 flat keys.
    const depth = (key: string) => splitKeyParts(key, tree.delimiters).length;
    for (const t of templates) expect(keys.map(depth)).toContain(templateLevels(t.template, g.delimiters));
    expect(tree.root.children.size).toBeLessThan(keys.length);
    expect(Math.max(...keys.map(depth))).toBeGreaterThan(1);
    // Prefixes of the levels rebuild the keys exactly, whatever delimiter follows each level.
    const first = tree.view().children[0]!;
    expect(keys.some((k) => k.startsWith(first.prefix))).toBe(true);
    expect(first.prefix.length).toBeLessThan(keys[0]!.length);
  });

  it('the delimiter control lists every delimiter found in the keys, @ too', () => {
    expect(delimitersIn(screenings().map((i) => (i['SK'] as { S: string }).S))).toEqual(
      expect.arrayContaining(['~', '@', '-']),
    );
    expect(delimitersIn(['a$b', 'c;d', 'e,f', 'g+h', 'i=j'])).toEqual(['$', ';', ',', '+', '=']);
  });

  it('ORDER:2024:001 has drill-down levels, split on the delimiter the Design tab names', () => {
    const keys = Array.from({ length: 30 }, (_, i) => `ORDER:2024:${String(i + 1).padStart(3, '0')}`);
    expect(detectDelimiters(keys)).toEqual([':']);
    expect(detectDelimiter(keys)).toBe(':');
    const tree = new SortKeyTree(detectDelimiters(keys));
    tree.addAll(keys);
    const order = tree.view().children;
    expect(order.map((n) => n.prefix)).toEqual(['ORDER:']);
    expect(order[0]!.children.map((n) => n.prefix)).toEqual(['ORDER:2024:']);
    expect(order[0]!.children[0]!.children).toHaveLength(30);
  });

  it('splits on several delimiters, longest first, a leading delimiter staying in the first part', () => {
    expect(splitKeyParts('#a::b:c~d', [':', '::', '~'])).toEqual([
      { text: '#a', after: '::' },
      { text: 'b', after: ':' },
      { text: 'c', after: '~' },
      { text: 'd', after: '' },
    ]);
    expect(splitKeyParts('plain', [])).toEqual([{ text: 'plain', after: '' }]);
  });
});

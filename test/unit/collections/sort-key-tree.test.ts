import { describe, expect, it } from 'vitest';
import { buildSortKeyTree, SortKeyTree } from '../../../shared/collections/sort-key-tree.js';
import { stores } from './fixtures.js';

const storeKeys = () => stores().map((s) => (s.StateCityZip as { S: string }).S);

describe('sort-key tree', () => {
  it('splits composite keys into levels with counts', () => {
    const tree = buildSortKeyTree(storeKeys(), '#');
    const v = tree.view();
    expect(v.count).toBe(7);
    expect(v.children.map((c) => [c.segment, c.count])).toEqual([
      ['BC', 1],
      ['CA', 3],
      ['NY', 2],
      ['WA', 1],
    ]);
    const ca = v.children[1]!;
    expect(ca.children.map((c) => [c.segment, c.count])).toEqual([
      ['LOS_ANGELES', 1],
      ['SAN_FRANCISCO', 2],
    ]);
    expect(ca.children[1]!.children.map((c) => c.segment)).toEqual(['94103', '94105']);
  });

  it('gives each node a begins_with value that reads exactly its subtree', () => {
    const tree = buildSortKeyTree([...storeKeys(), 'CAX#ODD#1'], '#');
    expect(tree.prefixOf(tree.find('CA')!)).toBe('CA#');
    expect(tree.prefixOf(tree.find('CA#SAN_FRANCISCO')!)).toBe('CA#SAN_FRANCISCO#');
    expect(tree.prefixOf(tree.find('CA#SAN_FRANCISCO#94105')!)).toBe('CA#SAN_FRANCISCO#94105');
    const under = storeKeys().filter((k) => k.startsWith(tree.prefixOf(tree.find('CA')!)));
    expect(under).toHaveLength(tree.find('CA')!.count);
  });

  it('handles other delimiters and single-level keys', () => {
    const game = buildSortKeyTree(
      ['info', 'inventory::armor::007', 'inventory::armor::012', 'inventory::weapons'],
      '::',
    );
    expect(game.find('inventory')!.count).toBe(3);
    expect(game.prefixOf(game.find('inventory::armor')!)).toBe('inventory::armor::');
    expect(game.prefixOf(game.find('info')!)).toBe('info');
    const ws = buildSortKeyTree(['META', 'PROJ#2026-0042', 'PROJ#2026-0118'], '#');
    expect(ws.view().children.map((c) => [c.prefix, c.count])).toEqual([
      ['META', 1],
      ['PROJ#', 2],
    ]);
  });

  it('records an exact count for a node found by its prefix, with or without the delimiter', () => {
    const tree = buildSortKeyTree(storeKeys(), '#');
    expect(tree.setExactCount('CA#', 1200)).toBe(true);
    expect(tree.find('CA')!.exactCount).toBe(1200);
    expect(tree.setExactCount('NY', 80)).toBe(true);
    expect(tree.view().children.find((c) => c.segment === 'NY')!.exactCount).toBe(80);
    expect(tree.setExactCount('ZZ#', 1)).toBe(false);
  });

  it('keeps its size bounded by collapsing past the child limit', () => {
    const tree = new SortKeyTree('#', { maxChildren: 3 });
    tree.addAll(['USER#1', 'USER#2', 'USER#3', 'USER#4', 'USER#5']);
    const user = tree.find('USER')!;
    expect(user.children.size).toBe(3);
    expect(user.collapsedCount).toBe(2);
    expect(user.count).toBe(5);
  });

  it('orders children as DynamoDB does (UTF-8 bytes)', () => {
    const tree = buildSortKeyTree(['a#\u{1F600}', 'a#\uFFFD', 'a#Z'], '#');
    expect(tree.view().children[0]!.children.map((c) => c.segment)).toEqual(['Z', '\uFFFD', '\u{1F600}']);
  });
});

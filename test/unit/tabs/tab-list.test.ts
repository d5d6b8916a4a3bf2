/**
 * The tab list's moves as data: add, close, reopen, reorder, duplicate, next and previous, and
 * which background tab gives up its items when all tabs together hold too many.
 */
import { describe, expect, test } from 'vitest';
import {
  activate,
  addTab,
  blankTab,
  closeTab,
  CLOSED_KEPT,
  duplicateOf,
  moveTab,
  neighbour,
  tabsToDrop,
  tabTitle,
  takeClosed,
  type TabList,
} from '../../../renderer/model/tabs/tab-list.js';

const ids = (l: TabList) => l.tabs.map((t) => t.id);
function three(): TabList {
  let l: TabList = { tabs: [blankTab('a')], activeTabId: 'a', closed: [], clock: 0 };
  l = addTab(l, blankTab('b'), 'a');
  l = addTab(l, blankTab('c'), 'b');
  return l;
}

describe('the tab list', () => {
  test('a new tab goes after the one named and is opened', () => {
    const l = addTab(three(), blankTab('d'), 'a');
    expect(ids(l)).toEqual(['a', 'd', 'b', 'c']);
    expect(l.activeTabId).toBe('d');
    expect(ids(addTab(three(), blankTab('e')))).toEqual(['a', 'b', 'c', 'e']);
  });

  test('closing the open tab opens its right neighbour, else its left; closing another keeps the open one', () => {
    let l = activate(three(), 'b');
    l = closeTab(l, 'b');
    expect(ids(l)).toEqual(['a', 'c']);
    expect(l.activeTabId).toBe('c');
    l = closeTab(l, 'c');
    expect(l.activeTabId).toBe('a');
    const other = closeTab(activate(three(), 'a'), 'c');
    expect(other.activeTabId).toBe('a');
    expect(closeTab(closeTab(closeTab(three(), 'a'), 'b'), 'c').tabs).toEqual([]);
  });

  test('a closed tab is reopened last closed first, with its read', () => {
    let l = three();
    l = { ...l, tabs: l.tabs.map((t) => (t.id === 'b' ? { ...t, route: '#/query?table=Orders&pk=O1' } : t)) };
    l = closeTab(closeTab(l, 'a'), 'b');
    const first = takeClosed(l)!;
    expect(first.tab).toMatchObject({ id: 'b', route: '#/query?table=Orders&pk=O1', reading: false });
    expect(takeClosed(first.list)!.tab.id).toBe('a');
    expect(takeClosed(takeClosed(first.list)!.list)).toBeNull();
  });

  test('only the last closed tabs are kept to reopen', () => {
    let l: TabList = { tabs: [], activeTabId: '', closed: [], clock: 0 };
    for (let i = 0; i < CLOSED_KEPT + 5; i++) l = closeTab(addTab(l, blankTab(`t${i}`)), `t${i}`);
    expect(l.closed).toHaveLength(CLOSED_KEPT);
    expect(l.closed[0]!.id).toBe('t5');
  });

  test('next and previous go round at either end', () => {
    const l = activate(three(), 'c');
    expect(neighbour(l, 1)).toBe('a');
    expect(neighbour(l, -1)).toBe('b');
    expect(neighbour(activate(l, 'a'), -1)).toBe('c');
  });

  test('a tab moves to a place, the others keep their order, a place beyond the ends is clamped', () => {
    expect(ids(moveTab(three(), 'a', 2))).toEqual(['b', 'c', 'a']);
    expect(ids(moveTab(three(), 'c', 0))).toEqual(['c', 'a', 'b']);
    expect(ids(moveTab(three(), 'b', 9))).toEqual(['a', 'c', 'b']);
    expect(ids(moveTab(three(), 'b', -3))).toEqual(['b', 'a', 'c']);
  });

  test('a duplicate has the read and connection of its tab under its own id, not reading', () => {
    const t = { ...blankTab('a', 'local'), title: 'Orders · O1', route: '#/query?table=Orders&pk=O1', reading: true };
    expect(duplicateOf(t, 'z')).toMatchObject({
      id: 'z',
      title: 'Orders · O1',
      route: t.route,
      connectionId: 'local',
      reading: false,
    });
  });

  test('a title says the table and the key, or "New tab"', () => {
    expect(tabTitle('Orders', 'ORDER#1042')).toBe('Orders · ORDER#1042');
    expect(tabTitle('Orders', '')).toBe('Orders');
    expect(tabTitle(undefined, 'x')).toBe('New tab');
  });
});

describe('the bound on items held', () => {
  test('the least recently used background tabs drop their items until the rest fit; the open tab never', () => {
    let l = three();
    l = addTab(l, blankTab('d'));
    // Used in the order c, a, b, then d (open).
    l = activate(activate(activate(activate(l, 'c'), 'a'), 'b'), 'd');
    const items: Record<string, number> = { a: 100, b: 100, c: 100, d: 500 };
    expect(tabsToDrop(l, (id) => items[id]!, 800)).toEqual([]);
    expect(tabsToDrop(l, (id) => items[id]!, 700)).toEqual(['c']);
    expect(tabsToDrop(l, (id) => items[id]!, 550)).toEqual(['c', 'a', 'b']);
    expect(tabsToDrop(l, (id) => items[id]!, 10)).toEqual(['c', 'a', 'b']);
  });

  test('a tab holding nothing is never picked', () => {
    const l = activate(activate(three(), 'a'), 'c');
    expect(tabsToDrop(l, (id) => (id === 'a' ? 0 : 300), 100)).toEqual(['b']);
  });
});

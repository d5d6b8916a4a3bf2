import { describe, expect, test } from 'vitest';
import type { Item } from '../../../shared/dynamo/types.js';
import { ReadSession } from '../../../renderer/model/collections/read-session.js';
import { RowModel, type Row } from '../../../renderer/features/collections/row-model.js';
import { chooseColumns } from '../../../renderer/features/collections/columns.js';
import { loadHistory, recordHistory, HISTORY_LIMIT } from '../../../renderer/model/history/query-history.js';

const keys = { partitionKey: 'PK', sortKey: 'SK', partitionKeyType: 'S', sortKeyType: 'S' } as const;
const item = (pk: string, sk: string, extra: Item = {}): Item => ({ PK: { S: pk }, SK: { S: sk }, ...extra });

function session(): ReadSession {
  const s = new ReadSession(keys, ['PK', 'SK'], null);
  // The parent sorts last in its collection: the view still shows it first.
  s.addPage([
    item('ORG#a', 'USER#1', { Email: { S: 'x' } }),
    item('ORG#a', 'USER#2', { Email: { S: 'y' } }),
    item('ORG#a', 'USER#3', { Email: { S: 'y' } }),
    item('ORG#b', 'USER#9', { Email: { S: 'z' } }),
  ]);
  s.addPage([
    item('ORG#b', 'ZZ#METADATA', { type: { S: 'METADATA' }, Plan: { S: 'pro' } }),
    item('ORG#a', 'ZZ#METADATA', { type: { S: 'METADATA' }, Plan: { S: 'free' } }),
  ]);
  return s;
}

const describeRow = (r: Row | null) =>
  !r
    ? null
    : r.kind === 'collection'
      ? `${r.collection.partitionKeyText} (${r.shown})${r.expanded ? '' : ' +'}`
      : `  ${(r.collection.items[r.itemIndex]!.SK as { S: string }).S}${r.isParent ? ' [parent]' : ''}`;
const rows = (m: RowModel) => Array.from({ length: m.rowCount }, (_, i) => describeRow(m.rowAt(i)));

describe('treegrid rows', () => {
  test('collections in first-seen order, each parent first, pages merged into their collection', () => {
    const s = session();
    const m = new RowModel(s.grouper.collections, { isExpanded: () => true, typeFilter: null });
    expect(rows(m)).toEqual([
      'ORG#a (4)',
      '  ZZ#METADATA [parent]',
      '  USER#1',
      '  USER#2',
      '  USER#3',
      'ORG#b (2)',
      '  ZZ#METADATA [parent]',
      '  USER#9',
    ]);
    const a = s.grouper.collections[0]!;
    for (let i = 0; i < a.items.length; i++)
      expect((m.rowAt(m.rowOfItem(a, i)) as Extract<Row, { kind: 'item' }>).itemIndex).toBe(i);
  });

  test('collapsed collections keep one row; a type filter shows only that type', () => {
    const s = session();
    const collapsedB = new RowModel(s.grouper.collections, { isExpanded: (c) => c.key !== 'ORG#b', typeFilter: null });
    expect(rows(collapsedB).slice(-1)).toEqual(['ORG#b (2) +']);
    expect(collapsedB.rowOfItem(s.grouper.collections[1]!, 0)).toBe(-1);
    const users = new RowModel(s.grouper.collections, { isExpanded: () => true, typeFilter: 'USER' });
    expect(rows(users)).toEqual(['ORG#a (3)', '  USER#1', '  USER#2', '  USER#3', 'ORG#b (1)', '  USER#9']);
    expect(new RowModel(s.grouper.collections, { isExpanded: () => true, typeFilter: 'NOPE' }).rowCount).toBe(0);
  });

  test("columns: the read's keys, then each type's attributes in turns, the parent's first", () => {
    const s = session();
    expect(chooseColumns(s, null).map((c) => c.attribute)).toEqual([null, 'SK', 'type', 'Email', 'Plan']);
    expect(chooseColumns(s, 'METADATA').map((c) => c.attribute)).toEqual([null, 'SK', 'type', 'Plan']);
  });
});

describe('query history', () => {
  test('newest first, one entry per read, at most the limit', () => {
    const mem = new Map<string, string>();
    const storage = {
      getItem: (k: string) => mem.get(k) ?? null,
      setItem: (k: string, v: string) => {
        mem.set(k, v);
      },
    };
    for (let i = 0; i < HISTORY_LIMIT + 5; i++)
      recordHistory(storage, 'T', { route: `#/query?table=T&pk=${i}`, summary: `q${i}`, at: i });
    recordHistory(storage, 'T', { route: '#/query?table=T&pk=10', summary: 'again', at: 99 });
    const list = loadHistory(storage, 'T');
    expect(list).toHaveLength(HISTORY_LIMIT);
    expect(list[0]).toMatchObject({ summary: 'again' });
    expect(list.filter((e) => e.route.endsWith('pk=10'))).toHaveLength(1);
    expect(loadHistory(storage, 'Other')).toEqual([]);
    mem.set('ice.history.T', 'not json');
    expect(loadHistory(storage, 'T')).toEqual([]);
  });
});

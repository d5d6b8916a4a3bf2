/**
 * The pure parts of "Open in new tab": which clicks ask for a new tab (as in a browser), the title
 * a tab opened from an address has before its read opens, and the reads a tool leads to (an edge's
 * flip, a drill-down node, a saved pattern with its slots filled) as the read form's drafts.
 */
import { describe, expect, test } from 'vitest';
import type { TableDescription } from '../../../shared/dynamo/types.js';
import { findInvertedIndexes } from '../../../shared/reads/edge-flip.js';
import type { SavedPattern } from '../../../shared/patterns/saved-patterns.js';
import { asksForNewTab } from '../../../renderer/features/tabs/open-in-new-tab.js';
import { routeTitle } from '../../../renderer/store/tabs-slice.js';
import { drillNodeDraft, flipDraft } from '../../../renderer/model/tools/tool-drafts.js';
import { patternQueryDraft } from '../../../renderer/model/patterns/pattern-draft.js';
import { formatRoute } from '../../../renderer/routing/query-route.js';

const ENTITY: TableDescription = {
  TableName: 'Entity',
  KeySchema: [
    { AttributeName: 'id', KeyType: 'HASH' },
    { AttributeName: 'type', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [
    { AttributeName: 'id', AttributeType: 'S' },
    { AttributeName: 'type', AttributeType: 'S' },
  ],
  GlobalSecondaryIndexes: [
    {
      IndexName: 'typeGsi',
      KeySchema: [
        { AttributeName: 'type', KeyType: 'HASH' },
        { AttributeName: 'id', KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    },
  ],
} as TableDescription;

describe('a click that asks for a new tab', () => {
  const click = (button: number, mods: { ctrlKey?: boolean; metaKey?: boolean } = {}) => ({
    button,
    ctrlKey: false,
    metaKey: false,
    ...mods,
  });
  test('Ctrl+click, Cmd+click and a middle click do; a plain or a right click does not', () => {
    expect(asksForNewTab(click(0, { ctrlKey: true }))).toBe(true);
    expect(asksForNewTab(click(0, { metaKey: true }))).toBe(true);
    expect(asksForNewTab(click(1))).toBe(true);
    expect(asksForNewTab(click(0))).toBe(false);
    expect(asksForNewTab(click(2, { ctrlKey: true }))).toBe(false);
  });
});

describe('the title of a tab opened from an address', () => {
  test("a read's table and partition key; a scan's table; a tool's table and keys", () => {
    expect(routeTitle('#/query?table=Orders&pk=ORDER%231042')).toBe('Orders · ORDER#1042');
    expect(routeTitle('#/scan?table=Orders')).toBe('Orders');
    expect(routeTitle('#/fan-out?table=Workspaces&keys=WS%2301..%2310')).toBe('Workspaces · WS#01..#10');
  });
  test('an address the app cannot open is a new tab', () => {
    expect(routeTitle('#/nowhere')).toBe('New tab');
    expect(routeTitle('')).toBe('New tab');
  });
});

describe('the reads a tool leads to', () => {
  const [inverted] = findInvertedIndexes(ENTITY);
  const edge = { id: { S: 'customer#001' }, type: { S: 'store#004' } };

  test('an edge flipped from the table reads its other end on the inverted index, and back', () => {
    const there = flipDraft('Entity', edge, inverted!, 'table');
    expect(there.ok && formatRoute(there.draft)).toBe('#/query?table=Entity&index=typeGsi&pk=store%23004');
    const back = flipDraft('Entity', edge, inverted!, 'index');
    expect(back.ok && formatRoute(back.draft)).toBe('#/query?table=Entity&pk=customer%23001');
  });

  test('an item without the attribute to follow says so, naming it', () => {
    const flipped = flipDraft('Entity', { id: { S: 'customer#001' } }, inverted!, 'table');
    expect(flipped).toEqual({ ok: false, message: 'the item has no "type", so there is no edge to follow' });
  });

  test('a drill-down node reads its prefix in its collection; the root the whole collection', () => {
    const d = { table: 'StoreLocations', partition: { S: 'US' } };
    expect(formatRoute(drillNodeDraft(d, 'CA#'))).toBe('#/query?table=StoreLocations&pk=US&sk=CA%23&skop=begins_with');
    expect(formatRoute(drillNodeDraft({ ...d, indexName: 'byCity' }, ''))).toBe(
      '#/query?table=StoreLocations&index=byCity&pk=US',
    );
  });
});

describe('a saved pattern with its slots filled', () => {
  const pattern: SavedPattern = {
    name: 'Stores of a customer',
    table: 'Entity',
    operation: 'Query',
    request: {
      KeyConditionExpression: '#n0 = :v0',
      ExpressionAttributeNames: { '#n0': 'id' },
      ExpressionAttributeValues: { ':v0': { S: 'customer#{customer}' } },
    },
  };
  test('is the read form draft of the same Query', () => {
    const made = patternQueryDraft(pattern, { customer: '001' }, ENTITY);
    expect(made.ok && made.draft.table).toBe('Entity');
    expect(made.ok && made.draft.pk).toBe('customer#001');
  });
  test('a slot left empty is named, and nothing is made', () => {
    expect(patternQueryDraft(pattern, {}, ENTITY)).toEqual({
      ok: false,
      problems: [{ slot: 'customer', message: 'enter a value for {customer}' }],
    });
  });
});

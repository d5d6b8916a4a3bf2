/**
 * Tabs on one table are told apart: each title that another tab shares gets the fewest qualifiers
 * (index, "Scan", sort key, the filter's first term, the connection) that separate the reads.
 */
import { describe, expect, test } from 'vitest';
import { describeTabRead, distinctTitles, firstFilterTerm } from '../../../renderer/model/tabs/tab-titles.js';
import { emptyDraft, type QueryDraft } from '../../../renderer/model/query/query-draft.js';
import { formatRoute } from '../../../renderer/routing/query-route.js';
import { parseAny } from '../../../renderer/routing/any-route.js';
import { tabTitle } from '../../../renderer/model/tabs/tab-list.js';

const NAMES: Record<string, string> = { sandbox: 'Sandbox', local: 'DynamoDB Local (8000)' };
const nameOf = (id: string) => NAMES[id] ?? id;

function tab(patch: Partial<QueryDraft>, conn = 'sandbox') {
  const d = { ...emptyDraft('Orders'), ...patch };
  const route = parseAny(formatRoute(d, { id: conn }));
  return { title: tabTitle(d.table, d.operation !== 'scan' ? d.pk : undefined), route };
}

describe('distinctTitles', () => {
  test('titles no other tab shares stay the table and the key', () => {
    const titles = distinctTitles(
      [tab({ pk: 'ORDER#1042' }), tab({ pk: 'ORDER#7' }), tab({ operation: 'scan' })],
      nameOf,
    );
    expect(titles).toEqual(['Orders · ORDER#1042', 'Orders · ORDER#7', 'Orders']);
  });

  test('a filtered Scan beside a plain one says the first term of its filter, names and values filled in', () => {
    const plain = tab({ operation: 'scan' });
    const filtered = tab({
      operation: 'scan',
      filter: '#s = :s AND #t > :t',
      names: '{"#s":"status","#t":"total"}',
      values: '{":s":{"S":"shipped"},":t":{"N":"100"}}',
    });
    expect(distinctTitles([plain, filtered], nameOf)).toEqual(['Orders', 'Orders · status = shipped']);
  });

  test('a Scan beside a query of no key, and a query on an index beside one on the table', () => {
    const scan = tab({ operation: 'scan' });
    const onIndex = tab({ pk: 'CUSTOMER#9', index: 'byCustomer' });
    const onTable = tab({ pk: 'CUSTOMER#9' });
    const indexScan = tab({ operation: 'scan', index: 'byCustomer' });
    expect(distinctTitles([scan, onIndex, onTable, indexScan], nameOf)).toEqual([
      'Orders',
      'Orders · CUSTOMER#9 · byCustomer',
      'Orders · CUSTOMER#9',
      'Orders · byCustomer',
    ]);
  });

  test('the same key on two connections says the connection; the same read twice stays the same', () => {
    const a = tab({ pk: 'ORDER#1042' }, 'sandbox');
    const b = tab({ pk: 'ORDER#1042' }, 'local');
    expect(distinctTitles([a, b, a], nameOf)).toEqual([
      'Orders · ORDER#1042 · Sandbox',
      'Orders · ORDER#1042 · DynamoDB Local (8000)',
      'Orders · ORDER#1042 · Sandbox',
    ]);
  });

  test('sort key conditions and a GetItem tell reads of one collection apart', () => {
    const orders = tab({ pk: 'CUSTOMER#9', skOp: 'begins_with', sk: 'ORDER#' });
    const addresses = tab({ pk: 'CUSTOMER#9', skOp: 'begins_with', sk: 'ADDRESS#' });
    const one = tab({ operation: 'get', pk: 'CUSTOMER#9', sk: 'PROFILE' });
    expect(distinctTitles([orders, addresses, one], nameOf)).toEqual([
      'Orders · CUSTOMER#9 · ORDER#*',
      'Orders · CUSTOMER#9 · ADDRESS#*',
      'Orders · CUSTOMER#9 · GetItem',
    ]);
  });

  test('only as many qualifiers as it takes: the index alone when it is the difference', () => {
    const a = tab({
      operation: 'scan',
      index: 'byStatus',
      filter: '#s = :s',
      names: '{"#s":"s"}',
      values: '{":s":"x"}',
    });
    const b = tab({ operation: 'scan', filter: '#s = :s', names: '{"#s":"s"}', values: '{":s":"x"}' });
    expect(distinctTitles([a, b], nameOf)).toEqual(['Orders · byStatus', 'Orders']);
  });

  test('a tab with no address keeps its title', () => {
    expect(
      distinctTitles(
        [
          { title: 'New tab', route: null },
          { title: 'New tab', route: null },
        ],
        nameOf,
      ),
    ).toEqual(['New tab', 'New tab']);
  });

  test('a long filter term is cut, the tooltip has the whole read', () => {
    const plain = tab({ operation: 'scan' });
    const filtered = tab({ operation: 'scan', filter: 'attribute_exists(customerEmailAddressVerifiedAt)' });
    const [, title] = distinctTitles([plain, filtered], nameOf);
    expect(title).toBe('Orders · attribute_exists(customerEm…');
    expect(describeTabRead(filtered.route!, nameOf)).toBe(
      'Scan on Orders, filter attribute_exists(customerEmailAddressVerifiedAt), on Sandbox',
    );
    expect(describeTabRead(tab({ pk: 'C#1', index: 'gsi1', skOp: 'between', sk: 'a', sk2: 'b' }).route!, nameOf)).toBe(
      'Query on Orders (index gsi1), partition key C#1, sort key a..b, on Sandbox',
    );
  });
});

describe('firstFilterTerm', () => {
  test('stops at the first top-level AND or OR, keeps a BETWEEN whole, opens brackets', () => {
    expect(firstFilterTerm('#a BETWEEN :x AND :y AND #b = :b', '{"#a":"age"}', '{":x":1,":y":{"N":"9"}}')).toBe(
      'age BETWEEN 1 AND 9',
    );
    expect(firstFilterTerm('(#a = :a OR #b = :b) AND c = :c', '{"#a":"k"}', '{}')).toBe('k = :a');
    expect(firstFilterTerm('size(#t) > :n or x = :x', 'not json', '')).toBe('size(#t) > :n');
  });
});

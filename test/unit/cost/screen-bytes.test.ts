/**
 * The estimate's figures from the read on screen are summed once per grouping and kept
 * (renderer/model/cost-estimate/cost-knowledge.ts): a keystroke must not visit every collection, yet a
 * page added since must count, and a grouping done again from scratch must be summed again.
 */
import { expect, test } from 'vitest';
import { planRead } from '../../../shared/cost/read-plan.js';
import { itemSize } from '../../../shared/dynamo/item-size.js';
import type { Item, TableDescription } from '../../../shared/dynamo/types.js';
import { knowledgeFor } from '../../../renderer/model/cost-estimate/cost-knowledge.js';
import { ReadSession } from '../../../renderer/model/collections/read-session.js';
import type { AppState } from '../../../renderer/store/index.js';

const table = {
  TableName: 'Shown',
  KeySchema: [
    { AttributeName: 'PK', KeyType: 'HASH' },
    { AttributeName: 'SK', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [
    { AttributeName: 'PK', AttributeType: 'S' },
    { AttributeName: 'SK', AttributeType: 'S' },
  ],
} as unknown as TableDescription;
const item = (c: number, i: number): Item => ({
  PK: { S: `C#${c}` },
  SK: { S: `I#${i}` },
  body: { S: 'x'.repeat(10 + ((c * 7 + i) % 50)) },
});
const page = (from: number, to: number) => Array.from({ length: to - from }, (_, k) => item(from + k, 0));

test('the bytes of the Scan on screen follow its pages, and are the sum of its items', () => {
  const session = new ReadSession(
    { partitionKey: 'PK', sortKey: 'SK', partitionKeyType: 'S', sortKeyType: 'S' },
    ['PK', 'SK'],
    null,
    'Shown',
  );
  const built = {
    operation: 'scan',
    spec: { kind: 'scan', request: { TableName: 'Shown' } },
    keyNames: session.keyNames,
    tableKeys: ['PK', 'SK'],
    consistent: false,
    summary: '',
  };
  const state = (done: boolean) =>
    ({
      read: { status: done ? 'done' : 'reading', built, progress: { scanned: session.itemCount } },
      session,
      stats: null,
    }) as unknown as Pick<AppState, 'read' | 'session' | 'stats'>;
  const plan = planRead('Scan', { TableName: 'Shown' }, { partitionKey: 'PK' });
  const first = page(0, 300);
  session.addPage(first);
  const a = knowledgeFor(state(false), plan, table).own!;
  expect(a).toMatchObject({ items: 300, bytes: first.reduce((n, i) => n + itemSize(i), 0) });
  expect(knowledgeFor(state(false), plan, table).own!.bytes).toBe(a.bytes);
  const second = page(300, 500);
  session.addPage(second);
  const b = knowledgeFor(state(true), plan, table).own!;
  expect(b).toMatchObject({
    items: 500,
    bytes: [...first, ...second].reduce((n, i) => n + itemSize(i), 0),
    complete: true,
  });
});

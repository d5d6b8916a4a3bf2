/**
 * The renderer checks a read once per change of its draft: the form's messages, its cost estimate
 * and Run all take the one build of the draft (renderer/model/query/draft-memo.ts), and nothing
 * checks it again before it leaves the page (the service's gate does, on its side). The memo's
 * own counter says how many builds ran, as the form is rendered again and again and then run.
 * The API is a stand-in answering one page: what is tested is how often the page builds.
 */
import { expect, test } from 'vitest';
import type { ExplorerApi, ReadPage } from '../../../shared/api.js';
import type { TableDescription } from '../../../shared/dynamo/types.js';
import { createAppStore } from '../../../renderer/store/index.js';
import { readOfDraft } from '../../../renderer/model/query/read-of-draft.js';
import { builtOfDraft } from '../../../renderer/model/builder/built-of-draft.js';
import { planOfDraft } from '../../../renderer/model/cost-estimate/read-plan-of.js';

const table: TableDescription = {
  TableName: 'Kennel',
  KeySchema: [
    { AttributeName: 'PK', KeyType: 'HASH' },
    { AttributeName: 'SK', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [
    { AttributeName: 'PK', AttributeType: 'S' },
    { AttributeName: 'SK', AttributeType: 'S' },
    { AttributeName: 'owner', AttributeType: 'S' },
  ],
  GlobalSecondaryIndexes: [
    {
      IndexName: 'ByOwner',
      KeySchema: [{ AttributeName: 'owner', KeyType: 'HASH' }],
      Projection: { ProjectionType: 'KEYS_ONLY' },
    },
  ],
};

function store() {
  const sent: string[] = [];
  const page: ReadPage = { Items: [{ PK: { S: 'KENNEL#a' }, SK: { S: 'DOG#1' } }], Count: 1, ScannedCount: 1 };
  const methods: Partial<ExplorerApi> = {
    query: async (req) => {
      sent.push(req.KeyConditionExpression);
      return page;
    },
  };
  const api = new Proxy(methods, {
    get: (t, k) =>
      (t as Record<string | symbol, unknown>)[k] ??
      (async () => {
        throw new Error(`not used here: ${String(k)}`);
      }),
  }) as ExplorerApi;
  const s = createAppStore(api, 'web');
  s.setState({ tableName: 'Kennel', table: { status: 'ready', value: table } });
  return { s, sent };
}

/** What a render of the read form asks for: the draft's build, for its messages and its estimate. */
function renderForm(s: ReturnType<typeof store>['s']) {
  const draft = s.getState().draftFor('Kennel');
  const built = readOfDraft.of(draft, table);
  planOfDraft(draft, table, built);
  planOfDraft(draft, table);
  return built;
}

test('the plain form builds its draft once per change, however often it is drawn, and Run sends that build', async () => {
  const { s, sent } = store();
  const before = readOfDraft.builds;
  renderForm(s);
  renderForm(s);
  expect(readOfDraft.builds - before).toBe(1);
  for (const pk of ['K', 'KENNEL#', 'KENNEL#a']) {
    s.getState().editDraft('Kennel', { pk });
    renderForm(s);
    renderForm(s);
    renderForm(s);
  }
  expect(readOfDraft.builds - before).toBe(4);
  const shown = renderForm(s);
  expect(await s.getState().submitDraft()).toBe(true);
  expect(readOfDraft.builds - before).toBe(4);
  expect(sent).toHaveLength(1);
  expect(s.getState().read.status).toBe('done');
  expect(s.getState().read.built).toBe(shown.ok && shown.read);
});

test('a draft the gate refuses is refused on Run with the messages shown while typing, not checked again', async () => {
  const { s, sent } = store();
  const before = readOfDraft.builds;
  s.getState().editDraft('Kennel', { index: 'ByOwner', pk: 'ann', projection: 'name' });
  const shown = renderForm(s);
  expect(shown.ok).toBe(false);
  expect(await s.getState().submitDraft()).toBe(false);
  expect(readOfDraft.builds - before).toBe(1);
  expect(s.getState().formProblems).toBe(!shown.ok && shown.problems);
  expect(new Set(s.getState().formProblems.map((p) => p.field))).toEqual(new Set(['projection']));
  expect(sent).toHaveLength(0);
});

test('an untouched form made again from nothing is the same draft', () => {
  const { s } = store();
  const before = readOfDraft.builds;
  const a = s.getState().draftFor('Kennel');
  const b = s.getState().draftFor('Kennel');
  expect(a).not.toBe(b);
  readOfDraft.of(a, table);
  readOfDraft.of(b, table);
  expect(readOfDraft.builds - before).toBe(1);
  // The same draft against another description of the table (described again) is built again.
  readOfDraft.of(a, { ...table });
  expect(readOfDraft.builds - before).toBe(2);
});

test('the builder builds its draft once per change, and Run sends that build', async () => {
  const { s, sent } = store();
  const before = builtOfDraft.builds;
  const render = () => builtOfDraft.of(s.getState().ensureBuilderDraft(table), table);
  render();
  render();
  s.getState().editBuilder('Kennel', (d) => ({ ...d, pk: 'KENNEL#a' }));
  render();
  render();
  expect(builtOfDraft.builds - before).toBe(2);
  expect(await s.getState().runBuilder()).toBe(true);
  expect(builtOfDraft.builds - before).toBe(2);
  expect(sent).toHaveLength(1);
});

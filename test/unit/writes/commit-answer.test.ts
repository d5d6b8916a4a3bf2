/**
 * A commit or an undo answers with the connection's write access and the commit as the history
 * now shows it (shared/api-writes.ts CommitAnswer), and the page shows them without asking again:
 * no listCommits and no second getWriteAccess after the write. The API here is a stand-in that
 * counts calls (what is decided is which calls the page makes); the service's side of the answer
 * is tested against real servers in test/integration/writes/commit.test.ts.
 */
import { expect, it } from 'vitest';
import type { ExplorerApi } from '../../../shared/api.js';
import type { CommitAnswer, CommitSummary, WriteAccess } from '../../../shared/api-writes.js';
import { createAppStore } from '../../../renderer/store/index.js';

const access: WriteAccess = {
  connectionId: 'sandbox',
  allowed: true,
  local: true,
  name: 'Local sandbox',
  region: 'us-east-1',
};

const summary = (commitId: string, state: CommitSummary['state']): CommitSummary => ({
  commitId,
  at: '2026-01-01T00:00:00Z',
  changes: [{ id: 'c0', TableName: 'Orders', kind: 'edit', key: { PK: { S: 'A' } }, diff: [], state: 'written' }],
  state,
  undone: state === 'undone' ? 1 : 0,
  total: 1,
});

function storeWith(answer: CommitAnswer) {
  const calls: string[] = [];
  const methods: Partial<ExplorerApi> = {
    getWriteAccess: async () => (calls.push('getWriteAccess'), access),
    listCommits: async () => (calls.push('listCommits'), { commits: [summary('old', 'undoable')] }),
    commitChanges: async () => (calls.push('commitChanges'), answer),
    undoCommit: async () => (calls.push('undoCommit'), answer),
  };
  const api = new Proxy(methods, {
    get: (t, k) =>
      (t as Record<string | symbol, unknown>)[k] ??
      (async () => {
        calls.push(String(k));
        throw new Error(`not used here: ${String(k)}`);
      }),
  }) as ExplorerApi;
  const store = createAppStore(api, 'web');
  return { store, calls };
}

it('after a commit the page shows the answered commit on top and the answered access, asking nothing more', async () => {
  const answered = { ...access, name: 'Local sandbox (as answered)' };
  const { store, calls } = storeWith({
    outcomes: [{ id: 'c1', kind: 'edit', status: 'written' }],
    chunks: [],
    commitId: 'new',
    access: answered,
    commit: summary('new', 'undoable'),
  });
  await store.getState().loadWriteState();
  store.getState().stageMany([
    {
      id: 'c1',
      TableName: 'Orders',
      before: { PK: { S: 'A' }, n: { N: '1' } },
      after: { PK: { S: 'A' }, n: { N: '2' } },
    },
  ]);
  calls.length = 0;
  await store.getState().commitStaged();
  // Flush what the old code started unawaited after the commit (its follow-up reads).
  await new Promise((r) => setImmediate(r));
  expect(calls.filter((c) => c !== 'query' && c !== 'scan')).toEqual(['getWriteAccess', 'commitChanges']);
  expect(store.getState().commits.map((c) => c.commitId)).toEqual(['new', 'old']);
  expect(store.getState().writeAccess).toEqual(answered);
  expect(store.getState().commitMessage).toBe('Commit: 1 written.');
});

it('after an undo the undone commit takes its place in the history, with no history read again', async () => {
  const { store, calls } = storeWith({
    outcomes: [{ id: 'c0', kind: 'edit', status: 'written' }],
    chunks: [],
    commitId: 'old',
    access,
    commit: summary('old', 'undone'),
  });
  await store.getState().loadWriteState();
  calls.length = 0;
  await store.getState().undoCommit('old');
  await new Promise((r) => setImmediate(r));
  expect(calls.filter((c) => c !== 'query' && c !== 'scan')).toEqual(['getWriteAccess', 'undoCommit']);
  expect(store.getState().commits.map((c) => [c.commitId, c.state])).toEqual([['old', 'undone']]);
});

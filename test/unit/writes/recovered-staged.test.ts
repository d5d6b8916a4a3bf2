/**
 * After a crash, recovery may find that a commit's writes landed while the page still holds them
 * as staged changes: loading the write history takes those off the staged list (committing them
 * again would only meet the user's own writes as conflicts), and keeps those that did not land or
 * whose item another writer changed since. A journal that cannot be read is said in the history.
 * The API is a stand-in that answers the history; recovery itself is tested against real servers
 * (test/integration/faults/commit-crash.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { ExplorerApi } from '../../../shared/api.js';
import type { CommitSummary, JournalChangeState, WriteAccess } from '../../../shared/api-writes.js';
import { ApiError } from '../../../shared/api-errors.js';
import { createAppStore } from '../../../renderer/store/index.js';

const access: WriteAccess = { connectionId: 'sandbox', allowed: true, local: true, name: 'Sandbox', region: 'local' };

function commitOf(states: Record<string, JournalChangeState>): CommitSummary {
  return {
    commitId: 'k1',
    at: '2026-01-01T00:00:00Z',
    changes: Object.entries(states).map(([id, state]) => ({
      id,
      TableName: 'Orders',
      kind: 'edit',
      key: { PK: { S: id } },
      diff: [],
      state,
    })),
    state: 'undoable',
    undone: 0,
    total: Object.keys(states).length,
  };
}

function storeAnswering(listCommits: ExplorerApi['listCommits']) {
  const methods: Partial<ExplorerApi> = { getWriteAccess: async () => access, listCommits };
  const api = new Proxy(methods, {
    get: (t, k) =>
      (t as Record<string | symbol, unknown>)[k] ??
      (async () => {
        throw new Error(`not used here: ${String(k)}`);
      }),
  }) as ExplorerApi;
  const store = createAppStore(api, 'web');
  store.getState().stageMany(
    ['a', 'b', 'c', 'd', 'e'].map((id) => ({
      id,
      TableName: 'Orders',
      before: { PK: { S: id }, n: { N: '1' } },
      after: { PK: { S: id }, n: { N: '2' } },
    })),
  );
  return store;
}

describe('the staged list after recovery', () => {
  it('drops the changes the journal holds as landed and keeps the others', async () => {
    const store = storeAnswering(async () => ({
      commits: [commitOf({ a: 'written', b: 'not sent', c: 'changed since', d: 'undone', x: 'written' })],
    }));
    await store.getState().loadWriteState();
    expect(store.getState().staged.map((e) => e.change.id)).toEqual(['b', 'c', 'e']);
    expect(store.getState().commits).toHaveLength(1);
    expect(store.getState().historyError).toBeUndefined();
  });

  it('says when the journal cannot be read, and keeps every staged change', async () => {
    const store = storeAnswering(async () => {
      throw new ApiError({
        name: 'JournalWriteError',
        statusCode: 507,
        message: 'The write journal /x could not be read: a folder is in the way of the file (EISDIR)',
      });
    });
    const before = store.getState().staged.length;
    await store.getState().loadWriteState();
    expect(store.getState().historyError?.message).toMatch(/a folder is in the way/);
    expect(store.getState().staged).toHaveLength(before);
  });
});

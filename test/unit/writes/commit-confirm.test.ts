/**
 * The decision before a commit or a bulk run, in the store's one question (writeQuestion): a
 * connection that is not local waits for the user's answer and writes nothing before it; a local
 * one commits at once; a new question answers the one before with No. The API here is a
 * stand-in that records calls (what is decided is whether commitChanges is called at all); the
 * writes themselves are tested against real servers (test/e2e/commit-guard, test/integration/writes).
 */
import { describe, expect, it } from 'vitest';
import type { ExplorerApi } from '../../../shared/api.js';
import type { CommitAnswer, WriteAccess } from '../../../shared/api-writes.js';
import { createAppStore } from '../../../renderer/store/index.js';
import { bulkRunText, confirmText, undoText } from '../../../renderer/features/editing/WriteQuestionPrompt.js';

function storeOn(access: WriteAccess) {
  const commits: unknown[] = [];
  const undos: unknown[] = [];
  const methods: Partial<ExplorerApi> = {
    getWriteAccess: async () => access,
    listCommits: async () => ({
      commits: [
        {
          commitId: 'k1',
          at: '2026-01-01T00:00:00Z',
          changes: [
            { id: 'c0', TableName: 'Orders', kind: 'edit', key: { PK: { S: 'A' } }, diff: [], state: 'written' },
          ],
          state: 'undoable',
          undone: 0,
          total: 1,
        },
      ],
    }),
    undoLastCommit: async (req) => {
      undos.push(req);
      return { outcomes: [{ id: 'c0', kind: 'edit', status: 'written' }], chunks: [], access };
    },
    commitChanges: async (req) => {
      commits.push(req);
      const result: CommitAnswer = {
        outcomes: req.changes.map((c) => ({ id: c.id, kind: 'edit', status: 'written' })),
        chunks: [],
        access,
      };
      return result;
    },
  };
  const api = new Proxy(methods, {
    get: (t, k) =>
      (t as Record<string | symbol, unknown>)[k] ??
      (async () => {
        throw new Error(`not used here: ${String(k)}`);
      }),
  }) as ExplorerApi;
  const store = createAppStore(api, 'web');
  store.getState().stageMany([
    {
      id: 'c1',
      TableName: 'Orders',
      before: { PK: { S: 'A' }, n: { N: '1' } },
      after: { PK: { S: 'A' }, n: { N: '2' } },
    },
  ]);
  return { store, commits, undos };
}

/** Resolves when the store reaches a state: the answer's commit runs on its own, unawaited. */
function until(
  store: ReturnType<typeof createAppStore>,
  reached: (s: ReturnType<ReturnType<typeof createAppStore>['getState']>) => boolean,
): Promise<void> {
  return new Promise((resolve) => {
    if (reached(store.getState())) return resolve();
    const stop = store.subscribe((s) => {
      if (reached(s)) {
        stop();
        resolve();
      }
    });
  });
}

const aws: WriteAccess = {
  connectionId: 'profile:prod',
  allowed: true,
  local: false,
  name: 'prod',
  region: 'eu-west-1',
  accountId: '210987654321',
};
const local: WriteAccess = {
  connectionId: 'sandbox',
  allowed: true,
  local: true,
  name: 'Local sandbox',
  region: 'us-east-1',
};

describe('the confirmation before a commit', () => {
  it('a non-local connection asks, naming account, region and table, and writes only once confirmed', async () => {
    const { store, commits } = storeOn(aws);
    const declined = store.getState().commitStaged();
    await until(store, (s) => s.writeQuestion !== null);
    const question = store.getState().writeQuestion;
    expect(question).toEqual({ kind: 'commit', access: aws, tables: ['Orders'], count: 1 });
    expect(commits).toHaveLength(0);
    expect(confirmText(question!)).toBe(
      'Write 1 change to table Orders in account 210987654321, region eu-west-1, through prod? This is not a local connection: the writes change real data.',
    );
    store.getState().answerWriteQuestion(false);
    await declined;
    expect(store.getState().writeQuestion).toBeNull();
    expect(store.getState().commitMessage).toBe('Not committed: the confirmation was declined.');
    expect(commits).toHaveLength(0);

    const confirmed = store.getState().commitStaged();
    await until(store, (s) => s.writeQuestion !== null);
    store.getState().answerWriteQuestion(true);
    await confirmed;
    expect(commits).toHaveLength(1);
    // What the dialog named goes with the write: the service refuses a write to AWS without it.
    expect(commits[0]).toMatchObject({ confirmed: { accountId: '210987654321', region: 'eu-west-1' } });
    expect(store.getState().commitMessage).toBe('Commit: 1 written.');
  });

  it('a local connection (the sandbox, a local endpoint) commits without asking', async () => {
    const { store, commits } = storeOn(local);
    await store.getState().commitStaged();
    expect(store.getState().writeQuestion).toBeNull();
    expect(commits).toHaveLength(1);
    expect(commits[0]).not.toHaveProperty('confirmed');
  });

  it('an undo on a non-local connection asks too, and carries what was confirmed; declined, nothing is sent', async () => {
    const { store, undos } = storeOn(aws);
    await store.getState().loadWriteState();
    const declined = store.getState().undoLastCommit();
    await until(store, (s) => s.writeQuestion !== null);
    const question = store.getState().writeQuestion!;
    expect(question).toEqual({ kind: 'undo', access: aws, tables: ['Orders'], count: 1 });
    expect(undoText(question)).toBe(
      'Undo 1 change to table Orders in account 210987654321, region eu-west-1, through prod? This is not a local connection: the writes change real data.',
    );
    store.getState().answerWriteQuestion(false);
    await declined;
    expect(undos).toHaveLength(0);
    expect(store.getState().commitMessage).toBe('Not undone: the confirmation was declined.');

    const confirmed = store.getState().undoLastCommit();
    await until(store, (s) => s.writeQuestion !== null);
    store.getState().answerWriteQuestion(true);
    await confirmed;
    expect(undos).toEqual([{ confirmed: { accountId: '210987654321', region: 'eu-west-1' } }]);
  });

  it('an undo on a local connection is sent at once, with no confirmation', async () => {
    const { store, undos } = storeOn(local);
    await store.getState().undoLastCommit();
    expect(store.getState().writeQuestion).toBeNull();
    expect(undos).toEqual([{}]);
  });

  it('with writing off, neither asks nor sends, and says how to turn it on', async () => {
    const { store, commits } = storeOn({ ...aws, allowed: false });
    await store.getState().commitStaged();
    expect(store.getState().writeQuestion).toBeNull();
    expect(store.getState().commitMessage).toBe(
      'Not committed: writing is off for prod. Allow writes on this connection first.',
    );
    expect(commits).toHaveLength(0);
  });

  it('a bulk run asks through the same question, and a second question answers the first with No', async () => {
    const { store } = storeOn(aws);
    const first = store.getState().askBeforeWriting({ kind: 'bulk run', access: aws, tables: ['Orders'], count: 5000 });
    expect(bulkRunText(store.getState().writeQuestion!)).toBe(
      'Run a bulk change on 5,000 items of table Orders in account 210987654321, region eu-west-1, through prod? This is not a local connection: the writes change real data.',
    );
    const second = store.getState().askBeforeWriting({ kind: 'commit', access: aws, tables: ['Orders'], count: 1 });
    expect(await first).toBe(false);
    expect(store.getState().writeQuestion?.kind).toBe('commit');
    store.getState().answerWriteQuestion(true);
    expect(await second).toBe(true);
    expect(store.getState().writeQuestion).toBeNull();
  });

  it('says when the account is not known rather than naming none', () => {
    const { accountId: _, ...noAccount } = aws;
    expect(confirmText({ access: noAccount, tables: ['A', 'B'], count: 3 })).toBe(
      'Write 3 changes to tables A, B in an account the connection did not name, region eu-west-1, through prod? This is not a local connection: the writes change real data.',
    );
  });
});

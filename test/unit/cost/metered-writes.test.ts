/**
 * The Cost meter counts write units as well as read units: a commit's and an undo's
 * consumedWriteUnits, and a bulk run's units as its statuses report them growing (each unit once,
 * however often the page polls; a run first seen after a reload counts only what it spends from
 * then on). The API underneath is a stand-in answering as the service does; the service's own
 * figures come from DynamoDB's ReturnConsumedCapacity.
 */
import { describe, expect, it } from 'vitest';
import type { BulkRunStatus, ExplorerApi } from '../../../shared/api.js';
import type { CommitResult } from '../../../shared/api-writes.js';
import { meteredApi } from '../../../renderer/store/metered-api.js';

const status = (runId: string, consumedWriteUnits: number) =>
  ({ runId, connectionId: 'local', consumedWriteUnits }) as unknown as BulkRunStatus;

function fakeApi(runUnits: number[]): ExplorerApi {
  const commit: CommitResult = { outcomes: [], chunks: [], consumedWriteUnits: 3 };
  let poll = 0;
  return {
    query: async () => ({}),
    scan: async () => ({}),
    getItem: async () => ({}),
    runBulk: async () => status('r1', 0),
    stopBulk: async () => status('r1', 0),
    undoBulk: async () => status('r1', 0),
    commitChanges: async () => commit,
    undoCommit: async () => ({ ...commit, consumedWriteUnits: 2 }),
    undoLastCommit: async () => ({ outcomes: [], chunks: [] }),
    createBulkRun: async () => status('r1', 0),
    getBulkRun: async (req: { runId: string }) =>
      status(req.runId, req.runId === 'r1' ? runUnits[Math.min(poll++, runUnits.length - 1)]! : 40),
  } as unknown as ExplorerApi;
}

describe('the meter counts write units', () => {
  it("adds a commit's and an undo's consumedWriteUnits to the connection written to", async () => {
    const added: Array<[number | undefined, string | undefined]> = [];
    const api = meteredApi(fakeApi([]), (u, c) => added.push([u.wcu, c]));
    await api.commitChanges({ connectionId: 'local', changes: [] } as never);
    await api.undoCommit({ connectionId: 'local', commitId: 'x' } as never);
    await api.undoLastCommit({ connectionId: 'local' } as never);
    expect(added).toEqual([
      [3, 'local'],
      [2, 'local'],
    ]);
  });

  it("adds a bulk run's units once, as its statuses report them growing", async () => {
    let wcu = 0;
    const api = meteredApi(fakeApi([10, 10, 25, 25]), (u) => (wcu += u.wcu ?? 0));
    await api.createBulkRun({} as never);
    for (let i = 0; i < 4; i++) await api.getBulkRun({ runId: 'r1' });
    expect(wcu).toBe(25);
    // A run this page did not start or see before (a reload) counts from its first status on.
    await api.getBulkRun({ runId: 'r2' });
    expect(wcu).toBe(25);
  });
});

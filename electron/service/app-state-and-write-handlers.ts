/**
 * The service's handlers that touch no DynamoDB read path: what the user keeps (app state, a
 * patterns file) and the writes (commits, undo, write access, bulk runs), each a hand-off to the
 * object that owns it, a write after the service's confirm (write-confirm.ts). Apart from explorer-service.ts so the read path reads on its own.
 */
import type { ApiMethod, CheckedRequest } from '../../shared/api.js';
import type { AppStateStore } from '../state/app-state-store.js';
import { readPatternsFile, writePatternsFile } from '../state/patterns-file.js';
import type { BulkService } from './bulk/bulk-service.js';
import type { WriteService } from './write-service.js';
import { requireConfirmed } from './write-confirm.js';

type Req<M extends ApiMethod> = CheckedRequest<M>;

export function appStateHandlers(state: AppStateStore) {
  return {
    getAppState: async () => {
      const s = await state.settled();
      const notice = state.loadNotice();
      return {
        entries: { ...s.entries },
        localStorageMigrated: s.localStorageMigrated,
        location: state.path ?? 'memory (this session only)',
        ...(notice ? { notice } : {}),
      };
    },
    updateAppState: (req: Req<'updateAppState'>) => state.update(req),
    readPatternsFile: (req: Req<'readPatternsFile'>) => readPatternsFile(req.path),
    writePatternsFile: (req: Req<'writePatternsFile'>) => writePatternsFile(req.path, req.text),
  };
}

/** Each method that writes passes the service's confirm first (write-confirm.ts); the others go straight on. */
export function writeHandlers(writes: WriteService, bulk: BulkService) {
  const confirmedForRun = async (runId: string, confirmed: Req<'runBulk'>['confirmed']) =>
    requireConfirmed(writes, (await bulk.status({ runId })).connectionId, confirmed);
  return {
    commitChanges: async (req: Req<'commitChanges'>) => {
      await requireConfirmed(writes, req.connectionId, req.confirmed);
      return writes.commit(req.connectionId, req.changes);
    },
    listCommits: (req: Req<'listCommits'>) => writes.commits(req.connectionId),
    undoLastCommit: async (req: Req<'undoLastCommit'>) => {
      await requireConfirmed(writes, req.connectionId, req.confirmed);
      return writes.undo(req.connectionId);
    },
    undoCommit: async (req: Req<'undoCommit'>) => {
      await requireConfirmed(writes, req.connectionId, req.confirmed);
      return writes.undo(req.connectionId, req.commitId);
    },
    // One history per connection for the user: its commits and its bulk runs go together.
    clearWriteHistory: async (req: Req<'clearWriteHistory'>) => {
      const { cleared } = await writes.clearHistory(req.connectionId);
      const { removed } = await bulk.clearHistory(req.connectionId);
      return { cleared, bulkRuns: removed };
    },
    getWriteAccess: (req: Req<'getWriteAccess'>) => writes.access(req.connectionId),
    setWriteAccess: (req: Req<'setWriteAccess'>) => writes.setAccess(req.connectionId, req.allowed),
    // Making a run and its dry run write nothing to the table: the confirm is runBulk's.
    createBulkRun: (req: Req<'createBulkRun'>) => bulk.create(req),
    addBulkItems: (req: Req<'addBulkItems'>) => bulk.add(req),
    runBulk: async (req: Req<'runBulk'>) => {
      await confirmedForRun(req.runId, req.confirmed);
      return bulk.run(req);
    },
    stopBulk: (req: Req<'stopBulk'>) => bulk.stop(req),
    getBulkRun: (req: Req<'getBulkRun'>) => bulk.status(req),
    discardBulkRun: (req: Req<'discardBulkRun'>) => bulk.discard(req),
    listBulkRuns: (req: Req<'listBulkRuns'>) => bulk.list(req),
    previewBulkUndo: (req: Req<'previewBulkUndo'>) => bulk.preview(req),
    dryRunBulk: (req: Req<'dryRunBulk'>) => bulk.dryRun(req),
    undoBulk: async (req: Req<'undoBulk'>) => {
      await confirmedForRun(req.runId, req.confirmed);
      return bulk.undo(req);
    },
  };
}

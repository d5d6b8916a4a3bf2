/**
 * A bulk change run by the service (shared/api-bulk.ts): the items go over in parts (a read can
 * pass web mode's 16 MiB body limit), the run starts, and the page polls its status, as reads
 * report progress by pulling, until it stops or is done; Stop, Resume and Undo act on the run by
 * its id. Undo asks the service first what it will put back and what it cannot, and writes only
 * when the user confirms; it stops and resumes like the run. When a run or its undo ends, the read
 * on screen runs again when it reads the table the run wrote. A run lives in the service, so a page opened again (a reload) asks for the
 * runs it holds (listBulkRuns) and takes up the newest one in progress or stopped.
 */
import type { StateCreator } from 'zustand';
import type { ExplorerApi } from '../../shared/api.js';
import type { ApiErrorShape } from '../../shared/api-errors.js';
import type { BulkRunStatus, BulkUndoPreview } from '../../shared/api-bulk.js';
import { MAX_BULK_ITEMS_PER_CALL } from '../../shared/api-bulk.js';
import type { Item } from '../../shared/api.js';
import type { BulkAction } from '../../shared/writes/bulk.js';
import { deleteModeRequest, type DeleteMode } from '../../shared/writes/delete-modes.js';
import { toErrorShape } from './async-state.js';
import type { AppState } from './index.js';

/** Well under web mode's 16 MiB body limit, counted as JSON text. */
const PART_BYTES = 4 * 1024 * 1024;
const POLL_MS = 150;

/** What "Start bulk run" hands over: the items as read and how to change them. */
export interface BulkRunRequest {
  TableName: string;
  action: BulkAction;
  items: Item[];
  /** Deletes: how each item is checked before it is deleted (shared/writes/delete-modes.ts). */
  deleteMode: DeleteMode;
  /** The read had a projection: an attribute the items lack is not a change. */
  projected: boolean;
}

export interface BulkSlice {
  bulkRun?: BulkRunStatus;
  /** Runs the service holds that are in progress or stopped (after a reload), newest first. */
  bulkRuns: BulkRunStatus[];
  bulkPreview?: BulkUndoPreview;
  bulkError?: ApiErrorShape;
  /** Sending items or asking for a preview. */
  bulkBusy: boolean;
  /** On a connection that is not local, asks first (the store's writeQuestion); so do Resume and Undo. */
  startBulkRun(request: BulkRunRequest): Promise<void>;
  /** Asks the service for its runs and takes up the newest in progress or stopped, if none is shown. */
  loadBulkRuns(): Promise<void>;
  showBulkRun(runId: string): Promise<void>;
  /** Stops the run, or its undo. */
  stopBulkRun(): Promise<void>;
  resumeBulkRun(): Promise<void>;
  previewBulkUndo(): Promise<void>;
  confirmBulkUndo(): Promise<void>;
  /** Goes on with a stopped undo; on a connection that is not local, asks again (the service wants the confirm). */
  resumeBulkUndo(): Promise<void>;
  cancelBulkUndo(): void;
  dismissBulkRun(): void;
}

/** The items cut into parts of at most MAX_BULK_ITEMS_PER_CALL items and about PART_BYTES. */
function parts(items: Item[]): Item[][] {
  const out: Item[][] = [];
  let part: Item[] = [];
  let bytes = 0;
  for (const item of items) {
    const size = JSON.stringify(item).length;
    if (part.length > 0 && (part.length >= MAX_BULK_ITEMS_PER_CALL || bytes + size > PART_BYTES)) {
      out.push(part);
      part = [];
      bytes = 0;
    }
    part.push(item);
    bytes += size;
  }
  if (part.length > 0) out.push(part);
  return out;
}

const active = (s: BulkRunStatus) =>
  s.state === 'running' || s.state === 'stopping' || s.undo?.state === 'running' || s.undo?.state === 'stopping';
/** Worth taking up again after a reload: writing, or stopped with work left. */
const open = (s: BulkRunStatus) => active(s) || s.state === 'stopped' || s.undo?.state === 'stopped';

export const createBulkSlice =
  (api: ExplorerApi): StateCreator<AppState, [], [], BulkSlice> =>
  (set, get) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const watch = (status: BulkRunStatus) => {
      const was = get().bulkRun;
      set({ bulkRun: status });
      if (timer) clearTimeout(timer);
      timer = undefined;
      if (active(status)) {
        timer = setTimeout(() => {
          void api.getBulkRun({ runId: status.runId }).then(watch, (e: unknown) => set({ bulkError: toErrorShape(e) }));
        }, POLL_MS);
      } else if (was && was.runId === status.runId && active(was)) {
        get().rereadAfterWrite({ connectionId: status.connectionId, TableName: status.TableName });
        void get().loadWriteState();
      }
    };
    const act = async (call: () => Promise<BulkRunStatus>) => {
      set({ bulkError: undefined });
      try {
        watch(await call());
      } catch (e) {
        set({ bulkError: toErrorShape(e) });
      }
    };
    /** What runBulk and undoBulk carry on the run's own connection: asked there if it is not local. */
    const confirmRun = async (run: BulkRunStatus, kind: 'bulk run' | 'undo', count: number) => {
      try {
        const access = await api.getWriteAccess({ connectionId: run.connectionId });
        return await get().confirmBeforeWriting({ kind, access, tables: [run.TableName], count });
      } catch (e) {
        set({ bulkError: toErrorShape(e) });
        return null;
      }
    };
    return {
      bulkBusy: false,
      bulkRuns: [],
      async startBulkRun({ TableName, action, items, deleteMode, projected }) {
        if (get().bulkBusy || (get().bulkRun && active(get().bulkRun!))) return;
        set({ bulkBusy: true, bulkError: undefined, bulkPreview: undefined });
        try {
          const access = await api.getWriteAccess({});
          const confirmed = await get().confirmBeforeWriting({
            kind: 'bulk run',
            access,
            tables: [TableName],
            count: items.length,
          });
          if (!confirmed) {
            set({ bulkBusy: false });
            return;
          }
          const [first, ...rest] = parts(items);
          let status = await api.createBulkRun({
            ...confirmed,
            TableName,
            action,
            items: first!,
            ...(action.kind === 'delete'
              ? { ...deleteModeRequest(deleteMode), ...(projected ? { projected } : {}) }
              : {}),
          });
          for (const part of rest) status = await api.addBulkItems({ runId: status.runId, items: part });
          set({ bulkBusy: false });
          await act(() => api.runBulk({ ...confirmed, runId: status.runId }));
        } catch (e) {
          set({ bulkBusy: false, bulkError: toErrorShape(e) });
        }
      },
      async loadBulkRuns() {
        try {
          const runs = (await api.listBulkRuns({})).runs.filter(open);
          set({ bulkRuns: runs });
          const shown = get().bulkRun;
          const first = runs.find(active) ?? runs[0];
          if (first && (!shown || !runs.some((r) => r.runId === shown.runId)) && !get().bulkBusy) watch(first);
        } catch (e) {
          set({ bulkError: toErrorShape(e) });
        }
      },
      async showBulkRun(runId) {
        set({ bulkPreview: undefined });
        await act(() => api.getBulkRun({ runId }));
      },
      async stopBulkRun() {
        const run = get().bulkRun;
        if (run) await act(() => api.stopBulk({ runId: run.runId }));
      },
      async resumeBulkRun() {
        const run = get().bulkRun;
        const confirmed = run && (await confirmRun(run, 'bulk run', run.left));
        if (run && confirmed) await act(() => api.runBulk({ ...confirmed, runId: run.runId }));
      },
      async previewBulkUndo() {
        const run = get().bulkRun;
        if (!run) return;
        set({ bulkBusy: true, bulkError: undefined });
        try {
          set({ bulkPreview: await api.previewBulkUndo({ runId: run.runId }), bulkBusy: false });
        } catch (e) {
          set({ bulkBusy: false, bulkError: toErrorShape(e) });
        }
      },
      async confirmBulkUndo() {
        const run = get().bulkRun;
        const restore = get().bulkPreview?.willRestore ?? run?.written ?? 0;
        set({ bulkPreview: undefined });
        const confirmed = run && (await confirmRun(run, 'undo', restore));
        if (run && confirmed) await act(() => api.undoBulk({ ...confirmed, runId: run.runId }));
      },
      async resumeBulkUndo() {
        const run = get().bulkRun;
        const confirmed = run && (await confirmRun(run, 'undo', run.undo ? run.undo.total - run.undo.restored : 0));
        if (run && confirmed) await act(() => api.undoBulk({ ...confirmed, runId: run.runId }));
      },
      cancelBulkUndo() {
        set({ bulkPreview: undefined });
      },
      dismissBulkRun() {
        if (timer) clearTimeout(timer);
        timer = undefined;
        set({ bulkRun: undefined, bulkPreview: undefined, bulkError: undefined });
      },
    };
  };

/**
 * The read on screen: runs it page by page through the paged read, groups each page as it lands,
 * and keeps the progress, how it ended, and where it can resume. The grouped data lives in a
 * ReadSession that grows in place; the store only carries a version so panels know to redraw.
 */
import type { StateCreator } from 'zustand';
import type { ExplorerApi } from '../../shared/api.js';
import { statementPagedApi } from '../../shared/reads/statement-pages.js';
import { FIRST_PAGE_ITEMS, PagedRead } from '../../shared/reads/paged-read.js';
import type { ReadProgress } from '../../shared/reads/read-progress.js';
import { watchWaiting } from '../../shared/reads/call-waiting.js';
import { addConsumed, emptyShares } from '../../shared/cost/consumed.js';
import {
  loadParentChoice,
  saveParentChoice,
  toOverride,
  type ParentChoice,
} from '../model/collections/parent-override-store.js';
import { ReadSession } from '../model/collections/read-session.js';
import { originOf, typingModelFor } from '../model/design/shown-model.js';
import { appStorage } from '../api/service-storage.js';
import { recordHistory, updateHistoryOutcome } from '../model/history/query-history.js';
import { readTableOf, type BuiltGetItem, type BuiltPagedRead, type BuiltRead } from '../model/query/build-read.js';
import {
  getItemProgress,
  historyOutcome,
  lostConnection,
  STATUS_OF,
  type ReadState,
} from '../model/query/read-state.js';
import { toErrorShape } from './async-state.js';
import { afterFirstRowsCommitted, afterNextPaint, afterPaint, frameScheduler } from './frame-scheduler.js';
import { keptModelOf } from './design-slice.js';
import { markEnded, markRunning } from '../routing/interrupted-read.js';
import { rcuBudgetOf, resumable, startingRead, type ResumePoint } from './read-budget-of.js';
import type { AppState } from './index.js';

export interface ReadSlice {
  read: ReadState;
  session: ReadSession | null;
  parentChoice: ParentChoice;
  /** `resumeFrom`: a read stopped earlier (its history entry's keys), continued in a fresh session. */
  runRead(built: BuiltRead, route?: string, resumeFrom?: ResumePoint): Promise<void>;
  stopRead(): Promise<void>;
  /** Stops the read and takes it off screen (another connection was chosen). */
  clearRead(): void;
  loadMore(): Promise<void>;
  setParentChoice(choice: ParentChoice): void;
}

export const createReadSlice =
  (api: ExplorerApi): StateCreator<AppState, [], [], ReadSlice> =>
  (set, get) => {
    /** Stops whatever runs now; a new read or Stop calls it. */
    let stopCurrent: (() => Promise<void>) | null = null;
    let generation = 0;

    let pendingProgress: ReadProgress | undefined;

    /** The history entry of the read on screen gets how it ended; every item read counts, those a projection left without keys (which no collection shows) too. */
    const recordOutcome = (table: string, route: string | undefined, session: ReadSession) => {
      if (route)
        updateHistoryOutcome(
          appStorage(),
          table,
          route,
          historyOutcome(get().read, get().read.progress?.items ?? session.itemCount + session.grouper.skippedCount),
        );
    };
    const patchRead = (patch: Partial<ReadState>) => set({ read: { ...get().read, ...patch } });
    // Pages can land faster than frames: group them at once, redraw at most once a frame.
    const flush = frameScheduler(() =>
      patchRead({ version: get().read.version + 1, progress: pendingProgress, retry: undefined }),
    );

    async function runPaged(
      built: BuiltPagedRead,
      session: ReadSession,
      resumeFrom: ReadProgress | undefined,
      gen: number,
      onFirstRows?: () => void,
    ) {
      const consumed = get().read.consumed ?? emptyShares();
      const pages = built.statement
        ? statementPagedApi(api, built.statement, (out) => {
            if (gen === generation && out.RanAs && get().read.ranAs !== out.RanAs.message)
              patchRead({ ranAs: out.RanAs.message });
          })
        : api;
      const paged = new PagedRead(pages, built.spec, {
        firstPageLimit: FIRST_PAGE_ITEMS,
        firstRowsShown: afterFirstRowsCommitted,
        ...(built.cap ? { cap: built.cap } : {}),
        ...(resumeFrom ? { resumeFrom } : {}),
        ...rcuBudgetOf(built, get().connectionId),
        onPage: (e) => {
          if (gen !== generation) return;
          const firstRows = session.itemCount === 0 && e.page.Items.length > 0;
          session.addPage(e.page.Items);
          addConsumed(consumed, e.page.ConsumedCapacity);
          pendingProgress = e.progress;
          // The first rows are drawn at once rather than at the next frame: nothing is on screen to
          // coalesce with yet, and waiting for a frame only delays them.
          if (firstRows) {
            flush.cancel();
            patchRead({ version: get().read.version + 1, progress: pendingProgress, retry: undefined });
            onFirstRows?.();
          } else flush.schedule();
        },
        onRetry: (e) => {
          if (gen === generation) patchRead({ retry: e });
        },
      });
      stopCurrent = async () => {
        await paged.stop();
      };
      patchRead({
        status: 'reading',
        runStartedAt: Date.now(),
        elapsedBefore: resumeFrom?.elapsedMs ?? 0,
        error: undefined,
        retry: undefined,
        waiting: undefined,
        consumed,
      });
      const unwatch = watchWaiting(
        api,
        () => paged.oldestRequest(),
        (waiting) => {
          if (gen === generation) patchRead({ waiting });
        },
      );
      const outcome = await paged.start();
      unwatch();
      if (gen !== generation) return;
      stopCurrent = null;
      flush.cancel();
      patchRead({
        status: STATUS_OF[outcome.end],
        outcome,
        progress: outcome.progress,
        error: outcome.error,
        retry: undefined,
        waiting: undefined,
        version: get().read.version + 1,
      });
    }

    async function runGet(built: BuiltGetItem, session: ReadSession, gen: number) {
      const requestId = `get-${Date.now().toString(36)}-${gen}`;
      let stopped = false;
      stopCurrent = async () => {
        stopped = true;
        await api.cancel({ requestId }).catch(() => undefined);
      };
      const started = Date.now();
      patchRead({ status: 'reading', runStartedAt: started });
      try {
        const res = await api.getItem({ ...built.request, requestId });
        if (gen !== generation) return;
        if (res.Item) session.addPage([res.Item]);
        const consumed = addConsumed(emptyShares(), res.ConsumedCapacity);
        const progress = getItemProgress(
          res.Item ? 1 : 0,
          res.ConsumedCapacity?.CapacityUnits ?? 0,
          res.Attempts ?? 1,
          Date.now() - started,
        );
        patchRead({ status: 'done', progress, consumed, version: get().read.version + 1 });
        // An item a projection left without its keys is in no collection, so there is nothing to select.
        const found = session.grouper.collections[0];
        if (found) get().selectItem(found.key, 0);
      } catch (e) {
        if (gen !== generation) return;
        const error = toErrorShape(e);
        patchRead({
          status: stopped || error.cancelled ? 'stopped' : 'error',
          error: stopped ? undefined : error,
          progress: getItemProgress(0, 0, 1, Date.now() - started),
        });
      } finally {
        if (gen === generation) stopCurrent = null;
      }
    }

    return {
      read: { status: 'idle', version: 0 },
      session: null,
      parentChoice: { mode: 'auto' },

      async runRead(built, route, resumeFrom) {
        // A read estimated above the connection's limit waits for the user's yes ("Expensive read").
        if (!(await get().guardRead(built))) return;
        const previous = stopCurrent;
        stopCurrent = null;
        const gen = ++generation;
        flush.cancel();
        if (previous) await previous();
        const table = readTableOf(built);
        const parentChoice = loadParentChoice(appStorage(), table);
        const design = get().loadDesignChoices(table);
        // loadDesignChoices has just made `table` the design's table.
        const kept = keptModelOf(get());
        const session = new ReadSession(
          built.keyNames,
          built.tableKeys,
          toOverride(parentChoice),
          table,
          design,
          typingModelFor(built, design, kept),
        );
        // The version goes on counting across reads: a panel that follows it (throttled, or a frame
        // late) would otherwise see the new read end on the number the last one ended on, and keep
        // what it drew from the new read's first, empty moment.
        const version = get().read.version + 1;
        const from = built.operation === 'get' ? undefined : resumable(built, resumeFrom);
        set({ session, parentChoice, read: startingRead(version, built, route, from) });
        get().resultsReplaced();
        // The history entry (a storage write, a request to keep it, the history list redrawn) waits
        // until the first rows are painted, or the read ends, so none of it holds the first rows back.
        const startedAt = Date.now();
        let recorded = false;
        const record = () => {
          if (recorded || !route) return;
          recorded = true;
          // A resumed read goes on with the run it resumes: not one run more.
          recordHistory(appStorage(), table, { route, summary: built.summary, at: startedAt }, { again: !from });
        };
        if (route) markRunning(route);
        if (built.operation === 'get') await runGet(built, session, gen);
        else
          await runPaged(built, session, from, gen, () => {
            afterNextPaint(record);
          });
        if (route && gen === generation) markEnded(route, lostConnection(get().read));
        // What the read leaves behind (its history entry, what the table's design learns, the model
        // kept from it: a pass over every collection, and the Design panel drawn again) waits for the
        // frame that shows the read's end, its grid and its pictures: none of it is in that frame.
        await afterPaint();
        record();
        // What the table's design learns, and the model it is offered (app-actions.ts).
        if (gen === generation) get().afterRead(session, originOf(built, session, Date.now()), table);
        if (gen === generation) recordOutcome(table, route, session);
      },

      async stopRead() {
        const stop = stopCurrent;
        if (stop) await stop();
      },

      clearRead() {
        const stop = stopCurrent;
        stopCurrent = null;
        generation++;
        flush.cancel();
        if (stop) void stop();
        set({ session: null, read: { status: 'idle', version: get().read.version + 1 } });
        get().resultsReplaced();
      },

      async loadMore() {
        const { read, session } = get();
        const built = read.built;
        if (!session || !built || built.operation === 'get' || !read.outcome?.canResume || stopCurrent) return;
        const gen = ++generation;
        if (read.route) markRunning(read.route);
        await runPaged(built, session, read.outcome.progress, gen);
        if (gen !== generation || get().session !== session) return;
        if (read.route) markEnded(read.route, lostConnection(get().read));
        // As at a read's end (runRead): the kept model and the history follow the frame that shows it.
        await afterPaint();
        if (gen !== generation || get().session !== session) return;
        get().afterRead(session, originOf(built, session, Date.now()));
        // The entry follows the read: a read stopped at 15,000 and then read to the end says so.
        recordOutcome(built.spec.request.TableName, read.route, session);
      },

      setParentChoice(choice) {
        const { session, read } = get();
        const table = read.built ? readTableOf(read.built) : undefined;
        if (table) saveParentChoice(appStorage(), table, choice);
        session?.setOverride(toOverride(choice));
        set({ parentChoice: choice });
        patchRead({ version: read.version + 1 });
      },
    };
  };

/**
 * Collection statistics of a table: a Scan (parallel segments, progress, Stop) whose pages feed
 * ScanStats from shared/collections. The accumulator grows in place outside the store; the store
 * gets a fresh snapshot at most once a frame.
 */
import { planRead } from '../../shared/cost/read-plan.js';
import type { StateCreator } from 'zustand';
import type { ApiErrorShape } from '../../shared/api-errors.js';
import type { ExplorerApi } from '../../shared/api.js';
import { ScanStats, type ScanStatsSnapshot } from '../../shared/collections/scan-stats.js';
import type { KeyNames } from '../../shared/dynamo/types.js';
import { PagedRead, type ReadEnd } from '../../shared/reads/paged-read.js';
import type { ReadProgress } from '../../shared/reads/read-progress.js';
import type { AppState } from './index.js';
import { frameScheduler } from './frame-scheduler.js';

export interface StatisticsRun {
  table: string;
  indexName?: string;
  keyNames: KeyNames;
  segments: number;
  status: 'reading' | ReadEnd;
  snapshot: ScanStatsSnapshot;
  progress?: ReadProgress;
  error?: ApiErrorShape;
  /** Whether the table has a local secondary index (its collections are capped at 10 GB). */
  hasLsi: boolean;
}

export interface StatisticsSlice {
  stats: StatisticsRun | null;
  runStatistics(input: {
    table: string;
    indexName?: string;
    keyNames: KeyNames;
    segments: number;
    hasLsi: boolean;
  }): Promise<void>;
  stopStatistics(): void;
}

export const createStatisticsSlice =
  (api: ExplorerApi): StateCreator<AppState, [], [], StatisticsSlice> =>
  (set, get) => {
    let current: PagedRead | null = null;
    return {
      stats: null,

      async runStatistics(input) {
        // A whole-table Scan: estimated above the connection's limit, it asks first ("Expensive read").
        const plan = planRead(
          'Scan',
          { TableName: input.table, ...(input.indexName ? { IndexName: input.indexName } : {}) },
          { partitionKey: input.keyNames.partitionKey, segments: input.segments },
        );
        if (!(await get().guardPlan(plan))) return;
        if (current) await current.stop();
        const acc = new ScanStats(input.keyNames, { topN: 20 });
        const connectionId = get().connectionId;
        let latest: ReadProgress | undefined;
        const redraw = frameScheduler(() => {
          const s = get().stats;
          if (current === read && s) set({ stats: { ...s, snapshot: acc.snapshot(), progress: latest } });
        });
        const read: PagedRead = new PagedRead(
          api,
          {
            kind: 'scan',
            request: {
              TableName: input.table,
              ...(input.indexName ? { IndexName: input.indexName } : {}),
              ...(connectionId ? { connectionId } : {}),
            },
            ...(input.segments > 1 ? { totalSegments: input.segments } : {}),
          },
          {
            onPage: (e) => {
              if (current !== read) return;
              acc.addPage(e.page.Items);
              latest = e.progress;
              redraw.schedule();
            },
          },
        );
        current = read;
        const run: StatisticsRun = { ...input, status: 'reading', snapshot: acc.snapshot() };
        if (!input.indexName) delete run.indexName;
        set({ stats: run });
        const outcome = await read.start();
        redraw.cancel();
        if (current !== read) return;
        current = null;
        const s = get().stats;
        if (s)
          set({
            stats: {
              ...s,
              status: outcome.end,
              snapshot: acc.snapshot(),
              progress: outcome.progress,
              error: outcome.error,
            },
          });
      },

      stopStatistics() {
        void current?.stop();
      },
    };
  };

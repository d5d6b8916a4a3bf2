/**
 * The single-table tools: a fan-out over key shards, several partitions at once, the flip of an
 * edge through an inverted index. Each run keeps what it has shown in the store; the reader that
 * continues it lives here, out of the store, with its buffers and in-flight requests.
 */
import type { StateCreator } from 'zustand';
import type { ExplorerApi } from '../../shared/api.js';
import type { Item } from '../../shared/dynamo/types.js';
import type { EdgeSide, InvertedIndex } from '../../shared/reads/edge-flip.js';
import { flipDraft } from '../model/tools/tool-drafts.js';
import { FanOutReader } from '../../shared/reads/fan-out.js';
import { mergedPartitionsReader, SeparatePartitionsRead, type DedupeBy } from '../../shared/reads/multi-partition.js';
import {
  startedRun,
  withPage,
  type MergedRun,
  type SeparateRun,
  type ToolReadSpec,
} from '../model/tools/merged-run.js';
import { createDrillDownSlice, type DrillDownSlice } from './drill-down-slice.js';
import { createStatisticsSlice, type StatisticsSlice } from './statistics-slice.js';
import { createToolFormsSlice, type ToolFormsSlice } from './tool-forms-slice.js';
import { toErrorShape } from './async-state.js';
import { frameScheduler } from './frame-scheduler.js';
import type { AppState } from './index.js';
import type { ToolTab } from '../model/tools/tool-registry.js';

/** The tools' ids come from their one list (model/tools/tool-registry.ts). */
export type { ToolTab } from '../model/tools/tool-registry.js';

export interface FanOutSettings {
  pageSize: number;
  partitionLimit: number;
  concurrency: number;
}

export interface PartitionsSettings {
  mode: 'separate' | 'merged';
  limit: number;
  dedupeBy: DedupeBy;
  concurrency: number;
}

export type PartitionsRun = { mode: 'merged'; run: MergedRun } | { mode: 'separate'; run: SeparateRun };

export interface ToolsCore {
  toolTab: ToolTab;
  fanOut: MergedRun | null;
  partitions: PartitionsRun | null;
  setToolTab(tab: ToolTab): void;
  runFanOut(spec: ToolReadSpec, settings: FanOutSettings): Promise<void>;
  fanOutNext(): Promise<void>;
  showFanOutPage(page: number): void;
  stopFanOut(): void;
  runPartitions(spec: ToolReadSpec, settings: PartitionsSettings): Promise<void>;
  partitionsNext(): Promise<void>;
  showPartitionsPage(page: number): void;
  stopPartitions(): void;
  /** Reads the same edges from the other end in the main view; returns why it cannot, or null. */
  flipEdge(item: Item, inverted: InvertedIndex, from: EdgeSide): Promise<string | null>;
}

/** A merged run can read another page unless one is being read or nothing is left. */
export function canContinue(run: MergedRun | null | undefined): boolean {
  return run !== null && run !== undefined && run.status !== 'reading' && run.status !== 'end';
}

/** The tools' state: the runs here, the drill-down and the statistics from their own files. */
export type ToolsSlice = ToolsCore & DrillDownSlice & StatisticsSlice & ToolFormsSlice;

export const createToolsSlice =
  (api: ExplorerApi): StateCreator<AppState, [], [], ToolsSlice> =>
  (set, get, store) => ({
    ...createToolsCore(api)(set, get, store),
    ...createDrillDownSlice(api)(set, get, store),
    ...createStatisticsSlice(api)(set, get, store),
    ...createToolFormsSlice(set, get, store),
  });

const createToolsCore =
  (api: ExplorerApi): StateCreator<AppState, [], [], ToolsCore> =>
  (set, get) => {
    let fanOutReader: FanOutReader | null = null;
    let partitionsReader: FanOutReader | SeparatePartitionsRead | null = null;
    /** While a page is read, the reader's refills redraw its progress through this, once a frame. */
    const progressHooks = new WeakMap<object, () => void>();
    /** Builds a reader whose refills call the hook set for it while a page is read. */
    const hooked = (make: (onProgress: () => void) => FanOutReader): FanOutReader => {
      let reader: FanOutReader | null = null;
      reader = make(() => {
        if (reader) progressHooks.get(reader)?.();
      });
      return reader;
    };

    const withConnection = (spec: ToolReadSpec): ToolReadSpec => {
      const connectionId = get().connectionId;
      return connectionId ? { ...spec, query: { ...spec.query, connectionId } } : spec;
    };

    /** Reads the next page of a merged run, showing progress while the partitions refill. */
    async function nextMergedPage(
      reader: FanOutReader,
      read: () => MergedRun | null,
      write: (r: MergedRun) => void,
    ): Promise<void> {
      const run = read();
      if (!run) return;
      write({ ...run, status: 'reading', error: undefined });
      const progress = frameScheduler(() => {
        const live = read();
        if (live && live.status === 'reading') write({ ...live, progress: reader.progress });
      });
      progressHooks.set(reader, () => progress.schedule());
      try {
        const page = await reader.nextPage();
        progressHooks.delete(reader);
        progress.cancel();
        const now = read();
        if (now) write(withPage(now, page));
      } catch (e) {
        progressHooks.delete(reader);
        progress.cancel();
        const now = read();
        if (now) write({ ...now, status: 'error', error: toErrorShape(e) });
      }
    }

    const readFanOut = () => get().fanOut;
    const writeFanOut = (r: MergedRun) => {
      if (get().fanOut?.spec === r.spec) set({ fanOut: r });
    };
    const readMergedPartitions = () => {
      const p = get().partitions;
      return p?.mode === 'merged' ? p.run : null;
    };
    const writeMergedPartitions = (r: MergedRun) => {
      const p = get().partitions;
      if (p?.mode === 'merged' && p.run.spec === r.spec) set({ partitions: { mode: 'merged', run: r } });
    };

    return {
      toolTab: 'fan-out',
      fanOut: null,
      partitions: null,

      setToolTab(tab) {
        set({ toolTab: tab });
      },

      async runFanOut(input, settings) {
        fanOutReader?.stop();
        const spec = withConnection(input);
        const reader = hooked(
          (onProgress) =>
            new FanOutReader({ api, query: spec.query, partitions: spec.partitions, ...settings, onProgress }),
        );
        fanOutReader = reader;
        set({ fanOut: startedRun(spec) });
        await nextMergedPage(reader, readFanOut, writeFanOut);
      },

      async fanOutNext() {
        if (fanOutReader && canContinue(get().fanOut)) await nextMergedPage(fanOutReader, readFanOut, writeFanOut);
      },

      showFanOutPage(page) {
        const run = get().fanOut;
        if (run && page >= 0 && page < run.pageStarts.length) set({ fanOut: { ...run, viewPage: page } });
      },

      stopFanOut() {
        fanOutReader?.stop();
      },

      async runPartitions(input, settings) {
        partitionsReader?.stop();
        const spec = withConnection(input);
        const common = {
          api,
          query: { ...spec.query, tableKeys: spec.tableKeys },
          partitions: spec.partitions,
          limit: settings.limit,
          concurrency: settings.concurrency,
        };
        if (settings.mode === 'merged') {
          const reader = hooked((onProgress) =>
            mergedPartitionsReader({ ...common, dedupeBy: settings.dedupeBy, onProgress }),
          );
          partitionsReader = reader;
          set({ partitions: { mode: 'merged', run: startedRun(spec) } });
          await nextMergedPage(reader, readMergedPartitions, writeMergedPartitions);
          return;
        }
        const reader = new SeparatePartitionsRead(common);
        partitionsReader = reader;
        const run: SeparateRun = { spec, status: 'reading', results: spec.partitions.map(() => undefined) };
        set({ partitions: { mode: 'separate', run } });
        const update = (fn: (r: SeparateRun) => SeparateRun) => {
          const p = get().partitions;
          if (p?.mode === 'separate' && p.run.spec === spec) set({ partitions: { mode: 'separate', run: fn(p.run) } });
        };
        await reader.read((i, result) =>
          update((r) => ({ ...r, results: r.results.map((x, k) => (k === i ? result : x)) })),
        );
        update((r) => ({ ...r, status: 'done' }));
      },

      async partitionsNext() {
        if (partitionsReader instanceof FanOutReader && canContinue(readMergedPartitions()))
          await nextMergedPage(partitionsReader, readMergedPartitions, writeMergedPartitions);
      },

      showPartitionsPage(page) {
        const run = readMergedPartitions();
        if (run && page >= 0 && page < run.pageStarts.length)
          set({ partitions: { mode: 'merged', run: { ...run, viewPage: page } } });
      },

      stopPartitions() {
        partitionsReader?.stop();
      },

      async flipEdge(item, inverted, from) {
        const table = get().table;
        if (table.status !== 'ready') return 'describe the table first';
        const flipped = flipDraft(table.value.TableName, item, inverted, from);
        if (!flipped.ok) return flipped.message;
        // A plain Query of the other end, shown in the form and the address, so its link reopens it.
        await get().showRead(flipped.draft);
        return null;
      },
    };
  };

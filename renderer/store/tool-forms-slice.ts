/**
 * What is typed into the fan-out and several-partitions forms, kept in the store (not in the
 * components) so a link can fill a form and run it, and every run writes its address.
 */
import type { StateCreator } from 'zustand';
import type { AppState } from './index.js';
import { currentLink } from './connections-slice.js';
import { formatRoute } from '../routing/query-route.js';
import { draftOf } from './query-form-slice.js';
import {
  DEFAULT_FAN_OUT,
  DEFAULT_PARTITIONS,
  formatToolRoute,
  type FanOutForm,
  type PartitionsForm,
  type ToolRoute,
} from '../routing/tool-route.js';
import { buildToolSpec, wholeNumber, type ToolDraft, type ToolProblem } from '../model/tools/tool-spec.js';
import type { ToolReadSpec } from '../model/tools/merged-run.js';

interface Kept<F> {
  table: string;
  form: F;
  problems: ToolProblem[];
}

export interface ToolFormsSlice {
  fanOutForm: Kept<FanOutForm> | null;
  partitionsForm: Kept<PartitionsForm> | null;
  /** The address of the tool read started last; the route sync writes it to the address bar. */
  toolRoute: string | null;
  /**
   * The form's address when the tool's read started: while the form still says the same, the
   * tool's read is the tab's latest and its address is the tab's (tabs-slice.ts, routeOf).
   */
  toolRouteOver: string | null;
  editFanOutForm(table: string, patch: Partial<FanOutForm>): void;
  editPartitionsForm(table: string, patch: Partial<PartitionsForm>): void;
  /** Checks the form of the selected table and runs it; false (with its problems shown) when it cannot. */
  submitFanOut(): Promise<boolean>;
  submitPartitions(): Promise<boolean>;
  /** Fills a tool's form from a link (its connection and table already open) and runs it. */
  runToolRoute(route: ToolRoute): Promise<void>;
}

/** The form of `table`, or the defaults when the form kept is another table's. */
export function formOf<F>(kept: Kept<F> | null, table: string, defaults: F): F {
  return kept && kept.table === table ? kept.form : defaults;
}

export const createToolFormsSlice: StateCreator<AppState, [], [], ToolFormsSlice> = (set, get) => {
  const describedTable = () => {
    const { table, tableName } = get();
    return table.status === 'ready' && table.value.TableName === tableName ? table.value : null;
  };

  /**
   * What both forms do on submit: check the numbers and the draft of the selected table's form,
   * keep the problems to show beside their fields, and only when there are none write the tool's
   * address and run it.
   */
  const submitForm = async <F extends { draft: ToolDraft }, N>(f: {
    kept: () => Kept<F> | null;
    defaults: F;
    keep: (kept: Kept<F>) => void;
    numbers: (form: F, found: ToolProblem[]) => N;
    address: (table: string, form: F) => string;
    run: (spec: ToolReadSpec, settings: N) => Promise<void>;
  }): Promise<boolean> => {
    const t = describedTable();
    if (!t) return false;
    const form = formOf(f.kept(), t.TableName, f.defaults);
    const found: ToolProblem[] = [];
    const settings = f.numbers(form, found);
    const built = buildToolSpec(t, form.draft);
    if (!built.ok) found.push(...built.problems);
    f.keep({ table: t.TableName, form, problems: found });
    if (found.length > 0 || !built.ok) return false;
    // Set anew even when it is the same address, so the address bar takes it again.
    set({ toolRoute: null });
    const over = formatRoute(draftOf(get(), t.TableName), currentLink(get()));
    set({ toolRoute: f.address(t.TableName, form), toolRouteOver: over });
    await f.run(built.spec, settings);
    return true;
  };

  return {
    fanOutForm: null,
    partitionsForm: null,
    toolRoute: null,
    toolRouteOver: null,

    editFanOutForm(table, patch) {
      const kept = get().fanOutForm;
      const form = { ...formOf(kept, table, DEFAULT_FAN_OUT), ...patch };
      set({ fanOutForm: { table, form, problems: kept && kept.table === table ? kept.problems : [] } });
    },

    editPartitionsForm(table, patch) {
      const kept = get().partitionsForm;
      const form = { ...formOf(kept, table, DEFAULT_PARTITIONS), ...patch };
      set({ partitionsForm: { table, form, problems: kept && kept.table === table ? kept.problems : [] } });
    },

    submitFanOut() {
      return submitForm({
        kept: () => get().fanOutForm,
        defaults: DEFAULT_FAN_OUT,
        keep: (fanOutForm) => set({ fanOutForm }),
        numbers: (form, found) => ({
          pageSize: wholeNumber(form.pageSize, 'pageSize', 'Page size', 1, 1000, found),
          partitionLimit: wholeNumber(form.partitionLimit, 'partitionLimit', 'Per-shard limit', 1, 1000, found),
          concurrency: wholeNumber(form.concurrency, 'concurrency', 'Parallel queries', 1, 32, found),
        }),
        address: (table, form) => formatToolRoute({ tool: 'fan-out', table, form }, currentLink(get())),
        run: (spec, settings) => get().runFanOut(spec, settings),
      });
    },

    submitPartitions() {
      return submitForm({
        kept: () => get().partitionsForm,
        defaults: DEFAULT_PARTITIONS,
        keep: (partitionsForm) => set({ partitionsForm }),
        numbers: (form, found) => ({
          mode: form.mode,
          limit: wholeNumber(form.limit, 'limit', 'Limit', 1, 10_000, found),
          dedupeBy: form.dedupeBy,
          concurrency: 8,
        }),
        address: (table, form) => formatToolRoute({ tool: 'partitions', table, form }, currentLink(get())),
        run: (spec, settings) => get().runPartitions(spec, settings),
      });
    },

    async runToolRoute(route) {
      get().setToolTab(route.tool);
      if (route.tool === 'fan-out') {
        set({ fanOutForm: { table: route.table, form: route.form, problems: [] } });
        await get().submitFanOut();
      } else {
        set({ partitionsForm: { table: route.table, form: route.form, problems: [] } });
        await get().submitPartitions();
      }
    },
  };
};

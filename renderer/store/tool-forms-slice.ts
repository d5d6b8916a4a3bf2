/**
 * What is typed into the fan-out and several-partitions forms, kept in the store (not in the
 * components) so a link can fill a form and run it, and every run writes its address.
 */
import type { StateCreator } from 'zustand';
import type { AppState } from './index.js';
import { currentLink } from './connections-slice.js';
import { DEFAULT_FAN_OUT, DEFAULT_PARTITIONS, formatToolRoute, type FanOutForm, type PartitionsForm, type ToolRoute } from '../routing/tool-route.js';
import { buildToolSpec, wholeNumber, type ToolProblem } from '../model/tools/tool-spec.js';

interface Kept<F> { table: string; form: F; problems: ToolProblem[] }

export interface ToolFormsSlice {
  fanOutForm: Kept<FanOutForm> | null;
  partitionsForm: Kept<PartitionsForm> | null;
  /** The address of the tool read started last; the route sync writes it to the address bar. */
  toolRoute: string | null;
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

  return {
    fanOutForm: null,
    partitionsForm: null,
    toolRoute: null,

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

    async submitFanOut() {
      const t = describedTable();
      if (!t) return false;
      const form = formOf(get().fanOutForm, t.TableName, DEFAULT_FAN_OUT);
      const found: ToolProblem[] = [];
      const pageSize = wholeNumber(form.pageSize, 'pageSize', 'Page size', 1, 1000, found);
      const partitionLimit = wholeNumber(form.partitionLimit, 'partitionLimit', 'Per-shard limit', 1, 1000, found);
      const concurrency = wholeNumber(form.concurrency, 'concurrency', 'Parallel queries', 1, 32, found);
      const built = buildToolSpec(t, form.draft);
      if (!built.ok) found.push(...built.problems);
      set({ fanOutForm: { table: t.TableName, form, problems: found } });
      if (found.length > 0 || !built.ok) return false;
      // Set anew even when it is the same address, so the address bar takes it again.
      set({ toolRoute: null });
      set({ toolRoute: formatToolRoute({ tool: 'fan-out', table: t.TableName, form }, currentLink(get())) });
      await get().runFanOut(built.spec, { pageSize, partitionLimit, concurrency });
      return true;
    },

    async submitPartitions() {
      const t = describedTable();
      if (!t) return false;
      const form = formOf(get().partitionsForm, t.TableName, DEFAULT_PARTITIONS);
      const found: ToolProblem[] = [];
      const limit = wholeNumber(form.limit, 'limit', 'Limit', 1, 10_000, found);
      const built = buildToolSpec(t, form.draft);
      if (!built.ok) found.push(...built.problems);
      set({ partitionsForm: { table: t.TableName, form, problems: found } });
      if (found.length > 0 || !built.ok) return false;
      set({ toolRoute: null });
      set({ toolRoute: formatToolRoute({ tool: 'partitions', table: t.TableName, form }, currentLink(get())) });
      await get().runPartitions(built.spec, { mode: form.mode, limit, dedupeBy: form.dedupeBy, concurrency: 8 });
      return true;
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

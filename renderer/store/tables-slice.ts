/** The tables' state: the list, the filter, the table chosen and its description. */
import type { StateCreator } from 'zustand';
import type { ExplorerApi, NoTablesHint, TableDescription } from '../../shared/api.js';
import { idle, toErrorShape, valueOf, type Async } from './async-state.js';
import type { AppState } from './index.js';
import type { QueryDraft } from '../model/query/query-draft.js';

export interface TablesSlice {
  tables: Async<string[]>;
  /** Why the server may have answered with no tables (DynamoDB Local keeps one database per key and region). */
  noTablesHint?: NoTablesHint;
  tableFilter: string;
  tableName?: string;
  table: Async<TableDescription>;
  loadTables(): Promise<void>;
  setTableFilter(text: string): void;
  /**
   * `draft`: what the table opens with (a link's read), set with the table so the address, which
   * follows the form, never shows the table's empty form while it is described.
   */
  selectTable(name: string, draft?: QueryDraft): Promise<void>;
  /** The last sandbox reset: running, what it restored and which tables of the user's it kept, or why it failed. */
  sandboxReset: Async<SandboxResetOutcome>;
  resetSandbox(): Promise<void>;
}

export interface SandboxResetOutcome {
  restored: string[];
  /** Tables that are not samples, listed after the reset: the user's own, left as they were. */
  kept: string[];
}

/**
 * What belongs to the table being left goes with it: its read (stopped, so no page of it paints
 * under the next table's name), the drill into its collections, its form's problems and a link's
 * notice about it. The Design tab follows the table now selected, so a choice made there is
 * remembered for the table on screen. (Tool runs stay: each is shown only under its own table.)
 */
function leaveTable(s: AppState, set: (patch: Partial<AppState>) => void, next: string): void {
  s.clearRead();
  set({ drill: null, formProblems: [], linkNotice: null });
  s.loadDesignChoices(next);
}

export const createTablesSlice =
  (api: ExplorerApi): StateCreator<AppState, [], [], TablesSlice> =>
  (set, get) => ({
    tables: idle,
    tableFilter: '',
    table: idle,
    sandboxReset: idle,
    async loadTables() {
      const connectionId = get().connectionId;
      const previous = get().tables;
      set({
        tables: { status: 'loading', previous: previous.status === 'ready' ? previous.value : undefined },
        noTablesHint: undefined,
      });
      try {
        const { TableNames, NoTablesHint } = await api.listTables({ connectionId });
        if (get().connectionId !== connectionId) return;
        set({ tables: { status: 'ready', value: TableNames }, noTablesHint: NoTablesHint });
        const current = get().tableName;
        if (current && !TableNames.includes(current)) set({ tableName: undefined, table: idle });
      } catch (e) {
        if (get().connectionId === connectionId) set({ tables: { status: 'error', error: toErrorShape(e) } });
      }
    },
    setTableFilter(text) {
      set({ tableFilter: text });
    },
    async selectTable(name, draft) {
      const connectionId = get().connectionId;
      if (get().tableName !== name) leaveTable(get(), set, name);
      set({ tableName: name, table: { status: 'loading' }, ...(draft ? { draft } : {}) });
      try {
        const { Table } = await api.describeTable({ connectionId, TableName: name });
        if (get().tableName === name) set({ table: { status: 'ready', value: Table } });
      } catch (e) {
        if (get().tableName === name) set({ table: { status: 'error', error: toErrorShape(e) } });
      }
    },
    async resetSandbox() {
      set({ tables: { status: 'loading' }, sandboxReset: { status: 'loading' } });
      let restored: string[] | undefined;
      try {
        restored = (await api.resetSandbox()).TableNames;
      } catch (e) {
        set({ sandboxReset: { status: 'error', error: toErrorShape(e) } });
      }
      await get().loadTables();
      const name = get().tableName;
      if (name) await get().selectTable(name);
      if (!restored) return;
      const samples = new Set(restored);
      const kept = (valueOf(get().tables) ?? []).filter((t) => !samples.has(t));
      set({ sandboxReset: { status: 'ready', value: { restored, kept } } });
    },
  });

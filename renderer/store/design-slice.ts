/**
 * The Design panel's state: the user's design choices for the table being read (overrides and an
 * imported model), kept per table and connection, and applied to the read on screen so the
 * treegrid, legend and colours follow them.
 */
import type { StateCreator } from 'zustand';
import { NO_CHOICES, type DesignChoices } from '../../shared/design/model/design-choices.js';
import { importModelText, keysDisagreement, type ModelFormat } from '../../shared/design/formats/import-model.js';
import type { DesignLearned, DesignOverrides } from '../../shared/design/model/table-design.js';
import { mergeLearned, sameLearned } from '../../shared/design/infer/learned-types.js';
import {
  replacesKept,
  typingModel,
  type KeptModel,
  type ReadOrigin,
} from '../../shared/design/model/model-across-reads.js';
import type { ReadSession } from '../model/collections/read-session.js';
import { keptFrom, originOf } from '../model/design/shown-model.js';
import { appStorage } from '../api/service-storage.js';
import { designKey, loadDesignChoices, saveDesignChoices } from '../model/design/design-storage.js';
import type { AppState } from './index.js';

export interface DesignImportOutcome {
  ok: boolean;
  /** What was imported, or what is wrong with the file. */
  message: string;
  warnings: string[];
}

export interface DesignSlice {
  designChoices: DesignChoices;
  /** The table the choices belong to (of the read on screen). */
  designTable: string | null;
  /** Loads the remembered choices of a table on the current connection. */
  loadDesignChoices(table: string): DesignChoices;
  setDesignOverrides(patch: Partial<DesignOverrides>): void;
  resetDesignOverrides(): void;
  importDesignFile(text: string, fileName: string): DesignImportOutcome;
  /**
   * The model file last imported, as it was, for the table it was imported for: "Create table from
   * design" reads what the design does not keep (key types, INCLUDE's attributes, sample items).
   */
  designModelFile: { table: string; name: string; text: string } | null;
  clearDesignModel(): void;
  /** Remembers what a confident read of the design's table found, for later small reads (not a choice). */
  learnDesign(learned: DesignLearned): void;
  /**
   * The table's model from its most informative read in this session, per connection and table
   * (`designKey`): what the Design panel shows and exports when the read on screen says less.
   */
  keptModels: Record<string, KeptModel>;
  /** Keeps what a read of the design's table found, when it speaks for the table at least as well as the kept model. */
  offerKeptModel(session: ReadSession, origin: ReadOrigin): void;
}

/** The kept model of the table whose design is open, on the connection in use; null without one. */
export function keptModelOf(s: Pick<AppState, 'designTable' | 'connectionId' | 'keptModels'>): KeptModel | null {
  return s.designTable === null ? null : (s.keptModels[designKey(s.connectionId, s.designTable)] ?? null);
}

const FORMAT_NAMES: Record<ModelFormat, string> = {
  'nosql-workbench': 'NoSQL Workbench model',
  onetable: 'OneTable schema',
};

export const createDesignSlice: StateCreator<AppState, [], [], DesignSlice> = (set, get) => {
  function apply(choices: DesignChoices) {
    const table = get().designTable;
    if (table === null) return;
    saveDesignChoices(appStorage(), get().connectionId, table, choices);
    set({ designChoices: choices });
    const { session, read } = get();
    if (session) {
      session.setDesign(choices);
      set({ read: { ...read, version: read.version + 1 } });
      // The read the kept model came from is still on screen: it keeps the model under the new choices.
      const kept = get().keptModels[designKey(get().connectionId, table)];
      if (read.built && kept) {
        const origin = originOf(read.built, session, kept.from.items === session.itemCount ? kept.from.at : Date.now());
        get().offerKeptModel(session, origin);
      }
    }
  }

  return {
    designChoices: NO_CHOICES,
    designTable: null,
    designModelFile: null,

    loadDesignChoices(table) {
      const choices = loadDesignChoices(appStorage(), get().connectionId, table);
      set({ designChoices: choices, designTable: table });
      // After a reload: the table's model as remembered (no samples or evidence), so reads are typed and shown by it.
      const key = designKey(get().connectionId, table);
      const r = choices.kept;
      if (r?.from && get().keptModels[key] === undefined) {
        const kept: KeptModel = {
          from: { ...r.from, projected: false },
          design: r.design,
          overrides: {},
          evidence: [],
          templates: [],
          entityCounts: [],
          samples: {},
          ...(r.parentSorts ? { parentSorts: r.parentSorts } : {}),
        };
        set({ keptModels: { ...get().keptModels, [key]: kept } });
      }
      return choices;
    },

    setDesignOverrides(patch) {
      const current = get().designChoices;
      const overrides: DesignOverrides = { ...current.overrides };
      for (const [k, v] of Object.entries(patch) as [keyof DesignOverrides, unknown][]) {
        if (v === undefined) delete overrides[k];
        else (overrides as Record<string, unknown>)[k] = v;
      }
      apply({ ...current, overrides });
    },

    resetDesignOverrides() {
      apply({ ...get().designChoices, overrides: {} });
    },

    importDesignFile(text, fileName) {
      const table = get().designTable;
      if (table === null)
        return { ok: false, message: 'Run a read of the table first, then import its model.', warnings: [] };
      let imported;
      try {
        imported = importModelText(text, { tableName: table });
      } catch (e) {
        return { ok: false, message: `${fileName}: ${e instanceof Error ? e.message : String(e)}`, warnings: [] };
      }
      const t = get().table;
      const described = t.status === 'ready' && t.value.TableName === table ? t.value : null;
      if (described) {
        const hash = described.KeySchema.find((k) => k.KeyType === 'HASH')?.AttributeName ?? '';
        const range = described.KeySchema.find((k) => k.KeyType === 'RANGE')?.AttributeName;
        const clash = keysDisagreement(imported.design, { partitionKey: hash, ...(range ? { sortKey: range } : {}) });
        if (clash) return { ok: false, message: `${fileName}: ${clash} Import a model of this table.`, warnings: [] };
      }
      const design = { ...imported.design, tableName: table };
      apply({ ...get().designChoices, model: design, overrides: {} });
      set({ designModelFile: { table, name: fileName, text } });
      const names = design.entities.map((e) => e.name).join(', ');
      return {
        ok: true,
        message: `Imported the ${FORMAT_NAMES[imported.format]} ${fileName}: ${design.entities.length} entities (${names}).`,
        warnings: imported.warnings,
      };
    },

    clearDesignModel() {
      apply({ ...get().designChoices, model: null, overrides: {} });
      set({ designModelFile: null });
    },

    keptModels: {},

    offerKeptModel(session, origin) {
      const table = get().designTable;
      // With an imported model the read is grouped by it: what it shows is the model, not what the table says.
      if (table === null || get().designChoices.model !== null) return;
      const key = designKey(get().connectionId, table);
      const kept = get().keptModels[key] ?? null;
      if (!replacesKept(origin, kept)) return;
      const next = keptFrom(session, get().designChoices, origin);
      set({ keptModels: { ...get().keptModels, [key]: next } });
      // Remembered without its samples, so reads after a reload are typed by it too.
      const from = { operation: origin.operation, items: origin.items, at: origin.at };
      const choices = {
        ...get().designChoices,
        kept: { design: typingModel(next), from, ...(next.parentSorts ? { parentSorts: next.parentSorts } : {}) },
      };
      saveDesignChoices(appStorage(), get().connectionId, table, choices);
      set({ designChoices: choices });
    },

    learnDesign(learned) {
      const table = get().designTable;
      const current = get().designChoices;
      if (table === null) return;
      // What this read did not look at (another key's templates) stays from earlier reads.
      const merged = mergeLearned(current.learned, learned);
      if (sameLearned(current.learned, merged)) return;
      // Not applied to the read on screen: it already found this itself.
      const choices = { ...current, learned: merged };
      saveDesignChoices(appStorage(), get().connectionId, table, choices);
      set({ designChoices: choices });
    },
  };
};

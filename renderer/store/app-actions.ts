/**
 * The app's named cross-feature actions: the work that spans several slices (run the form's read,
 * open a read from an address, what a read's start and end and a commit set going) is done here,
 * by name, instead of slices calling each other's actions (`npm run lint` counts those calls:
 * scripts/check-slice-calls.mjs). Made per tab, like the slices of a tab it orchestrates
 * (tab-workspaces.ts): a background tab's read lands in its own tab. A shared slice that calls one
 * (a commit's `rereadAfterWrite`) reaches the open tab's.
 */
import type { StateCreator } from 'zustand';
import type { TableDescription } from '../../shared/dynamo/types.js';
import type { SavedPattern } from '../../shared/patterns/saved-patterns.js';
import type { ReadSession } from '../model/collections/read-session.js';
import type { QueryDraft } from '../model/query/query-draft.js';
import { readOfDraft } from '../model/query/read-of-draft.js';
import { readTableOf } from '../model/query/build-read.js';
import { emptyBuilderDraft } from '../model/builder/builder-draft.js';
import { patternBuilderDraft } from '../model/patterns/pattern-draft.js';
import { formatRoute } from '../routing/query-route.js';
import { builderRead } from './builder-slice.js';
import { currentLink } from './connections-slice.js';
import type { DesignSlice } from './design-slice.js';
import { createOpenReadActions, type OpenReadActions } from './open-read-actions.js';
import type { AppState } from './index.js';

export type RunPatternResult = { ok: true } | { ok: false; problems: Array<{ slot: string; message: string }> };

export interface RunActions {
  /** Builds the read from the draft of the selected table and runs it; false when the form has problems. */
  submitDraft(): Promise<boolean>;
  /** Shows `draft` in the form (and the builder) and runs it, so the address is the read on screen. */
  showRead(draft: QueryDraft): Promise<boolean>;
  /** Runs the builder's request for the selected table; false (and nothing runs) while it has problems. */
  runBuilder(): Promise<boolean>;
  /** Fills the slots, loads the read into the builder and runs it. */
  runPattern(
    pattern: SavedPattern,
    slots: Readonly<Record<string, string>>,
    table: TableDescription,
  ): Promise<RunPatternResult>;
  /** A read starts or goes: the collections view and the selection start afresh. */
  resultsReplaced(): void;
  /**
   * A read ended: the design is offered its model and, given `learnFor` (a whole read of that table,
   * still the design's), learns from it first; a read continued (Load more) only offers the model.
   */
  afterRead(session: ReadSession, origin: Parameters<DesignSlice['offerKeptModel']>[1], learnFor?: string): void;
  /** The tab leaves its connection (or closes): its reads and its tools' reads stop. */
  stopTabReads(): void;
  /**
   * After a write: the read on screen runs again, to show what was written; given the table written
   * (a bulk run's: a copy or an import may write elsewhere), only when the read is of that table.
   */
  rereadAfterWrite(written?: { connectionId: string; TableName: string }): void;
}

/** The named cross-feature actions: reads run and opened. */
export type AppActions = RunActions & OpenReadActions;

const createRunActions: StateCreator<AppState, [], [], RunActions> = (set, get) => ({
  async submitDraft() {
    const { table, tableName } = get();
    if (!tableName || table.status !== 'ready' || table.value.TableName !== tableName) return false;
    const draft = get().draftFor(tableName);
    const result = readOfDraft.of(draft, table.value);
    if (!result.ok) {
      // A later refusal is the form's own, listed under it, not the link's.
      set({ formProblems: result.problems, ...(get().linkNotice?.formRefused ? { linkNotice: null } : {}) });
      // The previous read's server error is not this read's: it would sit under the new refusal.
      if (get().read.status === 'error') get().clearRead();
      return false;
    }
    set({ draft, formProblems: [], linkNotice: null });
    await get().runRead(result.read, formatRoute(draft, currentLink(get())));
    return true;
  },

  async showRead(draft) {
    const { [draft.table]: _dropped, ...builderDrafts } = get().builderDrafts;
    // The builder's draft is made again from this one when it is shown, so both show the same read.
    set({ builderDrafts });
    get().replaceDraft(draft);
    return get().submitDraft();
  },

  async runBuilder() {
    const { table, tableName } = get();
    if (!tableName || table.status !== 'ready' || table.value.TableName !== tableName) return false;
    const made = builderRead(
      get().builderDrafts[tableName] ?? emptyBuilderDraft(tableName),
      table.value,
      get().connectionId,
    );
    if (!made) {
      // As in the plain form: a refused read does not leave the previous read's error on screen.
      if (get().read.status === 'error') get().clearRead();
      return false;
    }
    get().replaceDraft(made.queryDraft);
    await get().runRead(made.read, formatRoute(made.queryDraft, currentLink(get())));
    return true;
  },

  async runPattern(pattern, slots, table) {
    const made = patternBuilderDraft(pattern, slots, table);
    if (!made.ok) return made;
    get().replaceBuilderDraft(made.draft);
    get().setReadEditor('builder');
    const ran = await get().runBuilder();
    return ran
      ? { ok: true }
      : {
          ok: false,
          problems: [{ slot: '', message: 'The filled-in read has problems; they are shown in the builder' }],
        };
  },

  resultsReplaced() {
    get().resetCollectionsView();
    get().clearSelection();
  },

  afterRead(session, origin, learnFor) {
    if (learnFor !== undefined) {
      // A confident read teaches the table's later small reads its type attribute and delimiter.
      const learned = session.grouper.learned();
      if (learned && get().designTable === learnFor) get().learnDesign(learned);
      if (get().designTable !== learnFor) return;
    }
    // The table's model: this read's, if it speaks for the table at least as well as the one kept.
    get().offerKeptModel(session, origin);
  },

  stopTabReads() {
    const s = get();
    s.clearRead();
    s.stopFanOut();
    s.stopPartitions();
    s.stopStatistics();
  },

  rereadAfterWrite(written) {
    const { built, route } = get().read;
    if (!built) return;
    // A copy to another table or connection changed nothing on screen: reading it again would pay
    // for the whole read (on AWS too) and replace the session a copy form is reading its names from.
    if (written && (written.connectionId !== get().connectionId || written.TableName !== readTableOf(built))) return;
    void get().runRead(built, route);
  },
});

export const createAppActions: StateCreator<AppState, [], [], AppActions> = (...a) => ({
  ...createRunActions(...a),
  ...createOpenReadActions(...a),
});

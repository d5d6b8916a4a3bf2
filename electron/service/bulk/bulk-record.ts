/**
 * One bulk run as the service holds it: the items as read, the change each becomes, and where
 * each item stands. Everything that happens to the run is an event (shared by the live run and
 * the journal's replay), so a run read back from disk after a restart is the run as it was.
 * The items themselves are in a spool beside the journal (run-items.ts), read by index (`item`),
 * so the record's heap does not grow with the items. Writes are journaled ahead: an 'intent' (the unit's items, with the image that undoes each
 * delete) is on disk before the unit's calls leave, its 'done' after the answers. An intent with
 * no outcome is in doubt (`doubt`, `undoDoubt`): reconcile.ts reads those items before anything
 * else is sent, so a crash or a lost answer never loses an item or calls our own write a conflict.
 */
import type { BulkItemNote, BulkRunState, BulkRunStatus, BulkUndoStatus } from '../../../shared/api-bulk.js';
import type { ApiErrorShape } from '../../../shared/api-errors.js';
import type { Item } from '../../../shared/dynamo/types.js';
import { bulkChanges, type BulkAction } from '../../../shared/writes/bulk.js';
import { keyOf, type StagedChange, type TableKey } from '../../../shared/writes/change.js';
import { MemoryItems, type RunItems } from './run-items.js';

/** Exists: a put's item not written because its key was taken in the target (whenExists "skip"). */
export const At = { Pending: 0, Written: 1, Conflict: 2, Gone: 3, Failed: 4, Skipped: 5, Exists: 6 } as const;
export type At = (typeof At)[keyof typeof At];
/** Undo of a written item: put back, or left as it is (changed since). */
export const Undo = { Restored: 1, Conflict: 2 } as const;
export type Undo = (typeof Undo)[keyof typeof Undo];

/**
 * What the journal keeps per item the run (or its undo) settled. A delete's Written without an
 * image takes the image of its intent (journaled once, not twice).
 */
export type ItemEvent =
  | { i: number; at: typeof At.Written; image?: Item }
  | { i: number; at: typeof At.Conflict; current?: Item }
  | { i: number; at: typeof At.Gone }
  | { i: number; at: typeof At.Exists };

export type RunEvent =
  | {
      t: 'run';
      runId: string;
      connectionId: string;
      TableName: string;
      action: BulkAction;
      table: TableKey;
      createdAt: string;
      readBeforeDelete?: boolean;
      /** Deletes: one conditional DeleteItem per item (exact-delete.ts). */
      conditionalDelete?: boolean;
      projected?: boolean;
    }
  /** Items held in the journal itself: journals written before the spool. */
  | { t: 'items'; items: Item[] }
  /** `count` items appended to the spool (durable before this line); `skipped`: those with no change. */
  | { t: 'spooled'; count: number; skipped?: number[] }
  /** A put's dry run: the target's item at each key as read (absent: no image). */
  | { t: 'seen'; items: Array<{ i: number; image?: Item }> }
  /** About to be sent: a delete's items with the image that undoes each; an edit's indices. */
  | { t: 'intent'; items: Array<{ i: number; image?: Item }> }
  /** `notSent`: items of an intent that surely did not land (never sent, or left unprocessed). */
  | { t: 'done'; items: ItemEvent[]; calls: number; retried: number; units: number; ms: number; notSent?: number[] }
  | { t: 'undoIntent'; items: number[] }
  /** `units`: the write units the put-backs consumed (counted in the run's consumedWriteUnits). */
  | { t: 'undone'; restored: number[]; conflicts: Array<{ i: number; current?: Item }>; units?: number };

const NOTES_KEPT = 50;

export class BulkRecord {
  /** Where the items are: a spool on disk, or memory (no data folder, or an old journal). */
  items: RunItems = new MemoryItems();
  private readonly where: At[] = [];
  /** Items per At, kept as they change: the page polls the status several times a second. */
  private readonly counts = [0, 0, 0, 0, 0, 0, 0];
  /**
   * Per written item: a delete's full old image, an edit's item as the run left it, a put's
   * target item just before the put (undefined: the key was free).
   */
  readonly images = new Map<number, Item | undefined>();
  readonly undo = new Map<number, Undo>();
  readonly notes: BulkItemNote[] = [];
  /** A put's dry run: per item, the target's item as it read it (undefined: absent). */
  readonly seen = new Map<number, Item | undefined>();
  /** Items whose intent is journaled and whose outcome is not: maybe written (a delete's image kept). */
  readonly doubt = new Map<number, Item | undefined>();
  /** Put-backs of the undo journaled as intended and not yet as settled. */
  readonly undoDoubt = new Set<number>();
  state: BulkRunState = 'ready';
  error?: ApiErrorShape;
  undoStatus?: BulkUndoStatus;
  stopRequested = false;
  /** While a pass runs: when its last batch was journaled, so the status can add the time since. */
  passStartedAt?: number;
  calls = 0;
  retried = 0;
  units = 0;
  elapsedMs = 0;

  constructor(readonly head: Extract<RunEvent, { t: 'run' }>) {}

  get runId() {
    return this.head.runId;
  }
  get action() {
    return this.head.action;
  }
  get table() {
    return this.head.table;
  }

  apply(e: RunEvent): void {
    if (e.t === 'items') {
      for (const item of e.items) {
        const a = this.changeOf(item, this.where.length) ? At.Pending : At.Skipped;
        this.where.push(a);
        this.counts[a]!++;
      }
      void this.items.append(e.items);
    } else if (e.t === 'spooled') {
      const skipped = new Set(e.skipped);
      for (let k = 0; k < e.count; k++) {
        const a = skipped.has(this.where.length) ? At.Skipped : At.Pending;
        this.where.push(a);
        this.counts[a]!++;
      }
    } else if (e.t === 'seen') {
      for (const { i, image } of e.items) this.seen.set(i, image);
    } else if (e.t === 'intent') {
      for (const { i, image } of e.items) this.doubt.set(i, image);
    } else if (e.t === 'undoIntent') {
      for (const i of e.items) this.undoDoubt.add(i);
    } else if (e.t === 'done') {
      for (const i of e.notSent ?? []) this.doubt.delete(i);
      for (const d of e.items) {
        this.setAt(d.i, d.at);
        const intended = this.doubt.get(d.i);
        this.doubt.delete(d.i);
        if (d.at === At.Written) this.images.set(d.i, d.image ?? intended);
        else if (this.notes.length < NOTES_KEPT)
          this.note({
            key: this.keyAt(d.i),
            reason: d.at === At.Gone ? 'gone' : d.at === At.Exists ? 'exists' : 'conflict',
            ...(d.at === At.Conflict && d.current ? { current: d.current } : {}),
          });
      }
      this.calls += e.calls;
      this.retried += e.retried;
      this.units += e.units;
      this.elapsedMs += e.ms;
    } else if (e.t === 'undone') {
      this.units += e.units ?? 0;
      for (const i of e.restored) {
        this.undo.set(i, Undo.Restored);
        this.undoDoubt.delete(i);
      }
      for (const c of e.conflicts) {
        this.undo.set(c.i, Undo.Conflict);
        this.undoDoubt.delete(c.i);
      }
    }
  }

  at(i: number): At {
    return this.where[i]!;
  }

  setAt(i: number, a: At): void {
    this.counts[this.where[i]!]!--;
    this.where[i] = a;
    this.counts[a]!++;
  }

  keyAt(i: number): Item {
    return keyOf(this.items.item(i), this.table);
  }

  /** The i-th item as handed over. */
  item(i: number): Item {
    return this.items.item(i);
  }

  /** The change the i-th item becomes (undefined: none, the item was left out). */
  changeAt(i: number): StagedChange | undefined {
    return this.changeOf(this.items.item(i), i);
  }

  /** Items handed over, left-out ones included. */
  get size(): number {
    return this.where.length;
  }

  changeOf(item: Item, i: number): StagedChange | undefined {
    return bulkChanges([item], this.head.TableName, this.table, this.action, () => `bulk-${this.runId}-${i}`)
      .changes[0];
  }

  note(n: BulkItemNote): void {
    if (this.notes.length < NOTES_KEPT) this.notes.push(n);
  }

  /** After a restart: where a run read back from its journal stands. */
  settle(): void {
    if (this.pendingCount() === 0) this.state = 'done';
    else if (
      this.doubt.size > 0 ||
      this.counts[At.Written]! + this.counts[At.Conflict]! + this.counts[At.Gone]! + this.counts[At.Exists]! > 0
    )
      this.state = 'stopped';
    if (this.undo.size > 0 || this.undoDoubt.size > 0) {
      const restored = [...this.undo.values()].filter((u) => u === Undo.Restored).length;
      // Every written item tried (put back or in conflict): done; else the undo was stopped (or cut short).
      const state = this.undo.size >= this.images.size && this.undoDoubt.size === 0 ? 'done' : 'stopped';
      this.undoStatus = {
        state,
        total: this.images.size,
        restored,
        conflicts: this.undo.size - restored,
        failed: 0,
        notes: [],
        ...this.putUndoCounts(),
      };
    }
  }

  /** A put's undo: the items it created (undo deletes them) and how many of those are deleted. */
  private putUndoCounts(): { created?: number; deleted?: number } {
    if (this.action.kind !== 'put') return {};
    let created = 0;
    let deleted = 0;
    for (const [i, image] of this.images)
      if (image === undefined) {
        created++;
        if (this.undo.get(i) === Undo.Restored) deleted++;
      }
    return { created, deleted };
  }

  /** Items a pass takes: not yet written, and those that failed in an earlier pass. */
  pending(): number[] {
    const out: number[] = [];
    this.where.forEach((a, i) => {
      if (a === At.Pending || a === At.Failed) out.push(i);
    });
    return out;
  }

  /** How many items a pass would take, without listing them. */
  pendingCount(): number {
    return this.counts[At.Pending]! + this.counts[At.Failed]!;
  }

  /** Written items whose undo has not put them back yet (a conflict may be tried again). */
  toUndo(): number[] {
    const out: number[] = [];
    for (const i of this.images.keys()) if (this.undo.get(i) !== Undo.Restored) out.push(i);
    return out;
  }

  status(): BulkRunStatus {
    const count = (a: At) => this.counts[a]!;
    // Left out at creation; a put's skipped keys count in `skipped` too, but in `total` as well.
    const leftOut = count(At.Skipped);
    const failed = count(At.Failed);
    return {
      runId: this.runId,
      connectionId: this.head.connectionId,
      TableName: this.head.TableName,
      action: this.action,
      ...(this.action.kind === 'delete'
        ? {
            deleteMode: this.head.conditionalDelete
              ? ('exact' as const)
              : this.head.readBeforeDelete === false
                ? ('as-read' as const)
                : ('read-back' as const),
          }
        : {}),
      state: this.state,
      createdAt: this.head.createdAt,
      total: this.where.length - leftOut,
      written: count(At.Written),
      conflicts: count(At.Conflict),
      gone: count(At.Gone),
      failed,
      skipped: leftOut + count(At.Exists),
      left: count(At.Pending) + failed,
      retried: this.retried,
      calls: this.calls,
      consumedWriteUnits: this.units,
      elapsedMs: Math.round(
        this.elapsedMs + (this.passStartedAt === undefined ? 0 : performance.now() - this.passStartedAt),
      ),
      notes: [...this.notes],
      ...(this.error ? { error: this.error } : {}),
      ...(this.undoStatus ? { undo: { ...this.undoStatus, notes: [...this.undoStatus.notes] } } : {}),
    };
  }
}

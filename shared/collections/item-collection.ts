/**
 * One item collection as read so far: its partition-key value, its items in the order the server
 * returned them, and the per-type facts that parent detection needs, kept up to date as pages
 * arrive so nothing is re-read.
 *
 * A scan can produce hundreds of thousands of small collections, so the per-type bookkeeping lives
 * in one flat array per collection rather than a map or an object per type: allocation, not
 * arithmetic, is what a million-item read pays for.
 */
import type { AttributeValue, Item } from '../dynamo/types.js';
import type { EntityTypeInfo } from '../design/infer/entity-type-info.js';

/** Answers the questions about a collection that depend on everything read so far. */
export interface CollectionResolver {
  parentIndexOf(c: ItemCollection): number | null;
}

/** How often one entity type occurs in one collection. */
export interface CollectionTypeCount {
  readonly info: EntityTypeInfo;
  /** Items of this type, up to the last completed page. */
  readonly count: number;
  /** Index of the first item of this type. */
  readonly first: number;
}

/** Slots per type in the flat type table: info, count, first index. */
const STRIDE = 3;
const NO_TYPES: (EntityTypeInfo | number)[] = [];
/** Past this many types a collection looks its types up in a map rather than scanning its table. */
const INDEXED_TYPES = 8;
/** Kept outside the collection objects: only the few collections with many types need one. */
const slotIndexes = new WeakMap<ItemCollection, Map<EntityTypeInfo, number>>();

/**
 * Fields are declared and assigned in the constructor rather than initialised as class fields:
 * V8 defines class fields one by one, which made creating a collection several times slower, and
 * a scan creates hundreds of thousands of them.
 */
export class ItemCollection {
  /** Items in server order. */
  declare readonly items: Item[];
  /** Index of the first item whose sort key equals the partition key, or -1. */
  declare sortKeyEqualsPartitionKey: number;
  /** @internal Whether some type occurs more than once. */
  declare repeats: boolean;
  /** @internal [info, count, first, info, count, first, ...] in first-seen order. */
  declare typeTable: (EntityTypeInfo | number)[];
  /**
   * @internal [start, slot, start, slot, ...]: runs of same-typed items, made only once a type comes
   * back after another. Until then each type is one contiguous run starting at its first index.
   */
  declare runs: number[] | null;
  /** @internal Slot in typeTable of the type of the run being appended to, -1 before the first item. */
  declare runSlot: number;
  /** @internal Items already reflected in the counts. */
  declare counted: number;
  /** @internal The page that last touched this collection. */
  declare lastPage: number;
  /** @internal Parent decision, and the size and design version it was made at. */
  declare parentMemo: { size: number; version: number; index: number | null; reason: string | null } | null;
  declare private displayCache: { parent: number | null; size: number; order: number[] } | null;
  /** Identity of the partition-key value: its S, N or B (base64) text. */
  declare readonly key: string;
  declare readonly partitionKeyValue: AttributeValue;
  /** The partition-key value as a person reads it. */
  declare readonly partitionKeyText: string;
  /** Position among collections, in first-seen order. */
  declare readonly position: number;
  declare private readonly resolver: CollectionResolver;

  constructor(
    key: string,
    partitionKeyValue: AttributeValue,
    partitionKeyText: string,
    position: number,
    resolver: CollectionResolver,
  ) {
    this.items = [];
    this.sortKeyEqualsPartitionKey = -1;
    this.repeats = false;
    this.typeTable = NO_TYPES;
    this.runs = null;
    this.runSlot = -1;
    this.counted = 0;
    this.lastPage = -1;
    this.parentMemo = null;
    this.displayCache = null;
    this.key = key;
    this.partitionKeyValue = partitionKeyValue;
    this.partitionKeyText = partitionKeyText;
    this.position = position;
    this.resolver = resolver;
  }

  get size(): number {
    return this.items.length;
  }

  /** @internal Slot of a type in typeTable, or -1. */
  slotOf(info: EntityTypeInfo): number {
    const t = this.typeTable;
    if (t.length > INDEXED_TYPES * STRIDE) return this.slotIndex().get(info) ?? -1;
    for (let s = 0; s < t.length; s += STRIDE) if (t[s] === info) return s;
    return -1;
  }

  /** For collections with many types (states of stores, say): slots by type, kept beside the table. */
  private slotIndex(): Map<EntityTypeInfo, number> {
    let index = slotIndexes.get(this);
    if (index === undefined) {
      index = new Map();
      slotIndexes.set(this, index);
    }
    const t = this.typeTable;
    for (let s = index.size * STRIDE; s < t.length; s += STRIDE) index.set(t[s] as EntityTypeInfo, s);
    return index;
  }

  /** @internal Starts a run of `info` at item index `at`. */
  openRun(info: EntityTypeInfo, at: number): void {
    const t = this.typeTable;
    const n = t.length;
    let slot: number;
    if (n === 0) {
      // Sized exactly: most collections of a large scan hold one or two types.
      this.typeTable = [info, 0, at];
      slot = 0;
    } else if ((slot = this.slotOf(info)) < 0) {
      // Grown to exactly its size (a scan can hold hundreds of thousands of these tables), by hand:
      // Array.prototype.concat with loose values takes a slow generic path.
      const grown: (EntityTypeInfo | number)[] = new Array(n + STRIDE);
      for (let s = 0; s < n; s++) grown[s] = t[s]!;
      grown[n] = info;
      grown[n + 1] = 0;
      grown[n + 2] = at;
      this.typeTable = grown;
      slot = n;
      if (this.runs !== null) this.runs.push(at, slot);
    } else {
      let runs = this.runs;
      if (runs === null) {
        // A type came back: from here on the runs must be written down.
        runs = new Array<number>((n / STRIDE) * 2);
        for (let s = 0, r = 0; s < n; s += STRIDE, r += 2) {
          runs[r] = t[s + 2] as number;
          runs[r + 1] = s;
        }
        this.runs = runs;
      }
      runs.push(at, slot);
    }
    this.runSlot = slot;
  }

  /** @internal The type of the run being appended to, or null before the first item. */
  get runInfo(): EntityTypeInfo | null {
    return this.runSlot < 0 ? null : (this.typeTable[this.runSlot] as EntityTypeInfo);
  }

  /** @internal */
  infoAt(slot: number): EntityTypeInfo {
    return this.typeTable[slot] as EntityTypeInfo;
  }

  /** @internal */
  countAt(slot: number): number {
    return this.typeTable[slot + 1] as number;
  }

  /** @internal */
  setCountAt(slot: number, n: number): void {
    this.typeTable[slot + 1] = n;
  }

  /** @internal */
  firstAt(slot: number): number {
    return this.typeTable[slot + 2] as number;
  }

  /**
   * Entity types in first-seen order, with counts. Several classes of items (shapes of one
   * template, say) can be one entity: they are counted together under the entity's name.
   */
  get types(): CollectionTypeCount[] {
    const out: CollectionTypeCount[] = [];
    const t = this.typeTable;
    for (let s = 0; s < t.length; s += STRIDE) {
      const info = t[s] as EntityTypeInfo;
      const count = t[s + 1] as number;
      const first = t[s + 2] as number;
      const name = info.name;
      const k = out.findIndex((x) => x.info.name === name);
      if (k < 0) out.push({ info, count, first });
      else out[k] = { info: out[k]!.info, count: out[k]!.count + count, first: Math.min(out[k]!.first, first) };
    }
    return out.sort((a, b) => a.first - b.first);
  }

  /** Entity type names in first-seen order. */
  get typeOrder(): string[] {
    return this.types.map((t) => t.info.name);
  }

  /** Items per entity type, in first-seen order. */
  get typeCounts(): ReadonlyMap<string, number> {
    return new Map(this.types.map((t) => [t.info.name, t.count]));
  }

  /** Items of an entity; no allocation, since views call this per collection. */
  countOf(type: string): number {
    const t = this.typeTable;
    let n = 0;
    for (let s = 0; s < t.length; s += STRIDE) if ((t[s] as EntityTypeInfo).name === type) n += t[s + 1] as number;
    return n;
  }

  firstIndexOf(type: string): number | undefined {
    const t = this.typeTable;
    let first: number | undefined;
    for (let s = 0; s < t.length; s += STRIDE) {
      if ((t[s] as EntityTypeInfo).name === type && (first === undefined || (t[s + 2] as number) < first))
        first = t[s + 2] as number;
    }
    return first;
  }

  /** The entity type of the item at `index` (server order). */
  typeAt(index: number): string {
    const info = this.infoAtIndex(index);
    return info === null ? '' : info.name;
  }

  /** The class record the item at `index` was counted under, or null. */
  infoAtIndex(index: number): EntityTypeInfo | null {
    if (index < 0 || index >= this.items.length) return null;
    const runs = this.runs;
    if (runs === null) {
      const t = this.typeTable;
      let slot = 0;
      for (let s = STRIDE; s < t.length && (t[s + 2] as number) <= index; s += STRIDE) slot = s;
      return t[slot] as EntityTypeInfo;
    }
    let lo = 0;
    let hi = runs.length / 2 - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (runs[mid * 2]! <= index) lo = mid;
      else hi = mid - 1;
    }
    return this.infoAt(runs[lo * 2 + 1]!);
  }

  /** Index (server order) of the parent item, or null when the collection has none. */
  get parentIndex(): number | null {
    return this.resolver.parentIndexOf(this);
  }

  get parent(): Item | null {
    const i = this.parentIndex;
    return i === null ? null : this.items[i]!;
  }

  get parentType(): string | null {
    const i = this.parentIndex;
    return i === null ? null : this.typeAt(i);
  }

  /** Item indexes in display order: the parent first, then the others in server order. */
  get displayOrder(): readonly number[] {
    const p = this.parentIndex;
    const n = this.items.length;
    const cached = this.displayCache;
    if (cached && cached.parent === p && cached.size === n) return cached.order;
    const order = new Array<number>(n);
    let o = 0;
    if (p !== null) order[o++] = p;
    for (let i = 0; i < n; i++) if (i !== p) order[o++] = i;
    this.displayCache = { parent: p, size: n, order };
    return order;
  }

  /** The item index shown at display row `row`, without building the whole order (for virtual lists). */
  itemIndexAtDisplayRow(row: number): number {
    const p = this.parentIndex;
    if (p === null) return row;
    if (row === 0) return p;
    return row <= p ? row - 1 : row;
  }
}

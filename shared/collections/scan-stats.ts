/**
 * Statistics of a scan, page by page: items and bytes per collection, the largest collections,
 * entity-type counts and a histogram of collection sizes. Each page costs time in proportion to
 * its items; `snapshot()` returns plain data that can be stored or sent as JSON.
 *
 * Entities are named by the same inference as the collections view: a CollectionGrouper groups the
 * first items (what the design's parent evidence is counted over), and the rest of the scan is
 * classified through it without being kept, so a table of millions costs no more memory than that.
 */
import { itemSize } from '../dynamo/item-size.js';
import type { Item, KeyNames } from '../dynamo/types.js';
import type { Delimiter } from './delimiters.js';
import { CollectionGrouper, keyDisplayText } from './grouping.js';
import type { ItemCollection } from './item-collection.js';
import type { EntityTypeInfo } from '../design/infer/entity-type-info.js';
import { keyValueText, type ScalarView } from '../dynamo/scalar-view.js';

/**
 * Items grouped (kept) for the design before the rest is only classified: past the grouper's own
 * limit for classifying again, so what was counted per class before a regroup is always kept.
 */
const GROUPED_ITEMS = 50_000;

export interface CollectionTotals {
  collectionPk: string;
  items: number;
  bytes: number;
}

export interface SizeBucket {
  /** Collections of at least this many bytes... */
  minBytes: number;
  /** ...and fewer than this many. */
  maxBytes: number;
  collections: number;
}

export interface EntityTypeTotals {
  type: string;
  items: number;
  bytes: number;
}

export interface ScanStatsSnapshot {
  items: number;
  bytes: number;
  pages: number;
  collections: number;
  /** Items without the partition key of the key schema in use. */
  skipped: number;
  largestItemBytes: number;
  largestByItems: CollectionTotals[];
  largestByBytes: CollectionTotals[];
  entityTypes: EntityTypeTotals[];
  /** Buckets of collection size in bytes, powers of two, smallest first; empty buckets left out. */
  sizeHistogram: SizeBucket[];
}

interface ClassTotals {
  items: number;
  bytes: number;
}

interface Entry {
  text: string;
  items: number;
  bytes: number;
  bucket: number;
}

function bucketOf(bytes: number): number {
  return bytes < 1 ? 0 : Math.floor(Math.log2(bytes));
}

function topBy(entries: Iterable<Entry>, n: number, field: 'items' | 'bytes'): CollectionTotals[] {
  const top: Entry[] = [];
  for (const e of entries) {
    if (top.length === n && e[field] <= top[n - 1]![field]) continue;
    let i = top.length < n ? top.length : n - 1;
    top[i] = e;
    while (i > 0 && top[i - 1]![field] < e[field]) {
      top[i] = top[i - 1]!;
      top[i - 1] = e;
      i--;
    }
  }
  return top.map((e) => ({ collectionPk: e.text, items: e.items, bytes: e.bytes }));
}

export class ScanStats {
  private readonly byKey = new Map<string, Entry>();
  private readonly grouper: CollectionGrouper;
  /** Totals per class record of the grouper's classifier (several classes can be one entity). */
  private byClass = new Map<EntityTypeInfo, ClassTotals>();
  private regroupsSeen = 0;
  private readonly histogram: number[] = [];
  private items = 0;
  private bytes = 0;
  private pages = 0;
  private skipped = 0;
  private largestItemBytes = 0;

  constructor(
    readonly keyNames: KeyNames,
    private readonly options: { topN?: number; delimiter?: Delimiter | null } = {},
  ) {
    this.grouper = new CollectionGrouper(
      keyNames,
      options.delimiter === undefined ? {} : { delimiter: options.delimiter },
    );
  }

  addPage(items: readonly Item[]): void {
    this.pages++;
    const pk = this.keyNames.partitionKey;
    const keyed = items.filter((item) => {
      const pv = item[pk] as ScalarView | undefined;
      return keyValueText(pv) !== undefined;
    });
    this.skipped += items.length - keyed.length;
    const grouper = this.grouper;
    let classes: EntityTypeInfo[];
    if (grouper.itemCount < GROUPED_ITEMS) {
      grouper.addPage(keyed);
      if (grouper.regroups !== this.regroupsSeen) this.recount();
      classes = this.groupedClasses(keyed);
    } else {
      classes = grouper.classifyUnkept(keyed);
    }
    for (let i = 0; i < keyed.length; i++) {
      const item = keyed[i]!;
      const pv = item[pk] as ScalarView;
      const key = keyValueText(pv)!;
      const size = itemSize(item);
      let e = this.byKey.get(key);
      if (e === undefined) {
        e = { text: keyDisplayText(item[pk]!), items: 0, bytes: 0, bucket: -1 };
        this.byKey.set(key, e);
      }
      e.items++;
      e.bytes += size;
      const b = bucketOf(e.bytes);
      if (b !== e.bucket) {
        if (e.bucket >= 0) this.histogram[e.bucket]!--;
        this.histogram[b] = (this.histogram[b] ?? 0) + 1;
        e.bucket = b;
      }
      this.countClass(classes[i]!, size);
      this.items++;
      this.bytes += size;
      if (size > this.largestItemBytes) this.largestItemBytes = size;
    }
  }

  private countClass(info: EntityTypeInfo, size: number): void {
    let t = this.byClass.get(info);
    if (t === undefined) {
      t = { items: 0, bytes: 0 };
      this.byClass.set(info, t);
    }
    t.items++;
    t.bytes += size;
  }

  /** The class records the grouper counted a page's items under: each collection's last items are the page's. */
  private groupedClasses(page: readonly Item[]): EntityTypeInfo[] {
    const pk = this.keyNames.partitionKey;
    const collectionOf = (item: Item) => this.grouper.collectionOf(item[pk]!)!;
    const left = new Map<ItemCollection, number>();
    for (const item of page) {
      const c = collectionOf(item);
      left.set(c, (left.get(c) ?? 0) + 1);
    }
    return page.map((item) => {
      const c = collectionOf(item);
      const n = left.get(c)!;
      left.set(c, n - 1);
      return c.infoAtIndex(c.items.length - n)!;
    });
  }

  /** The grouper classified everything again (a type attribute showed up late): count its items by the new classes. */
  private recount(): void {
    this.regroupsSeen = this.grouper.regroups;
    this.byClass = new Map();
    for (const c of this.grouper.collections)
      c.items.forEach((item, i) => this.countClass(c.infoAtIndex(i)!, itemSize(item)));
  }

  /** Items and bytes per entity, named under the design as it stands now. */
  private entityTotals(): EntityTypeTotals[] {
    const byName = new Map<string, EntityTypeTotals>();
    for (const [info, t] of this.byClass) {
      const type = info.name;
      const e = byName.get(type);
      if (e === undefined) byName.set(type, { type, items: t.items, bytes: t.bytes });
      else {
        e.items += t.items;
        e.bytes += t.bytes;
      }
    }
    return [...byName.values()].sort((a, b) => b.items - a.items);
  }

  /** Totals of one collection by its partition-key text (S, N, or B as base64). */
  collection(key: string): CollectionTotals | undefined {
    const e = this.byKey.get(key);
    return e && { collectionPk: e.text, items: e.items, bytes: e.bytes };
  }

  snapshot(): ScanStatsSnapshot {
    const n = this.options.topN ?? 20;
    const sizeHistogram: SizeBucket[] = [];
    this.histogram.forEach((count, i) => {
      if (count > 0) sizeHistogram.push({ minBytes: 2 ** i, maxBytes: 2 ** (i + 1), collections: count });
    });
    return {
      items: this.items,
      bytes: this.bytes,
      pages: this.pages,
      collections: this.byKey.size,
      skipped: this.skipped,
      largestItemBytes: this.largestItemBytes,
      largestByItems: topBy(this.byKey.values(), n, 'items'),
      largestByBytes: topBy(this.byKey.values(), n, 'bytes'),
      entityTypes: this.entityTotals(),
      sizeHistogram,
    };
  }
}

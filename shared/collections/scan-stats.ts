/**
 * Statistics of a scan, page by page: items and bytes per collection, the largest collections,
 * entity-type counts and a histogram of collection sizes. Each page costs time in proportion to
 * its items; `snapshot()` returns plain data that can be stored or sent as JSON.
 */
import { itemSize } from '../dynamo/item-size.js';
import type { Item, KeyNames } from '../dynamo/types.js';
import type { Delimiter } from './delimiters.js';
import { EntityTyper } from './entity-types.js';
import { keyDisplayText } from './grouping.js';

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

interface Entry {
  text: string;
  items: number;
  bytes: number;
  bucket: number;
}

function bucketOf(bytes: number): number {
  return bytes < 1 ? 0 : Math.floor(Math.log2(bytes));
}

type ScalarView = { S?: string; N?: string; B?: string };

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
  private readonly typer: EntityTyper;
  private readonly typeBytes = new Map<string, EntityTypeTotals>();
  private readonly histogram: number[] = [];
  private items = 0;
  private bytes = 0;
  private pages = 0;
  private skipped = 0;
  private largestItemBytes = 0;

  constructor(readonly keyNames: KeyNames, private readonly options: { topN?: number; delimiter?: Delimiter | null } = {}) {
    this.typer = new EntityTyper(keyNames, options.delimiter === undefined ? {} : { delimiter: options.delimiter });
  }

  addPage(items: readonly Item[]): void {
    this.pages++;
    this.typer.observePage(items);
    const pk = this.keyNames.partitionKey;
    for (const item of items) {
      const pv = item[pk] as ScalarView | undefined;
      const key = pv === undefined ? undefined : pv.S ?? pv.N ?? pv.B;
      if (key === undefined) {
        this.skipped++;
        continue;
      }
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
      const type = this.typer.typeOf(item).name;
      let t = this.typeBytes.get(type);
      if (t === undefined) {
        t = { type, items: 0, bytes: 0 };
        this.typeBytes.set(type, t);
      }
      t.items++;
      t.bytes += size;
      this.items++;
      this.bytes += size;
      if (size > this.largestItemBytes) this.largestItemBytes = size;
    }
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
      entityTypes: [...this.typeBytes.values()].map((t) => ({ ...t })).sort((a, b) => b.items - a.items),
      sizeHistogram,
    };
  }
}

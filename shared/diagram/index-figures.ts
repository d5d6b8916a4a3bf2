/**
 * Each index of the table as the regrouping it makes of what was read. An item is in an index
 * when it carries every key attribute of it; the census counts those per entity, page by page
 * (a collection is read again only from where it was left). What each index then is:
 * - inverted: its partition key is the table's sort key and its sort key the table's partition
 *   key, so it flips each parent-to-child edge (a child finds its parents);
 * - overloaded: items of two or more entities share its partition key attribute, gathered under
 *   one key;
 * - sparse: it holds only a share of the items.
 */
import { entityReader, type CollectionShape } from './collection-shape.js';

export interface IndexShape {
  name: string;
  kind: 'GSI' | 'LSI';
  partitionKey: string;
  sortKey?: string;
}

export interface TableKeyShape {
  partitionKey: string;
  sortKey?: string;
}

export interface IndexFigure extends IndexShape {
  /** Items of the read that the index holds. */
  items: number;
  /** Items of the read. */
  of: number;
  /** items / of, 0 when nothing was read. */
  share: number;
  /** Entities whose items it holds, most items first. */
  entities: { name: string; items: number }[];
  inverted: boolean;
  overloaded: boolean;
  sparse: boolean;
}

export function isInverted(index: IndexShape, table: TableKeyShape): boolean {
  return table.sortKey !== undefined && index.partitionKey === table.sortKey && index.sortKey === table.partitionKey;
}

export class IndexCensus {
  private readonly seen = new Map<CollectionShape, number>();
  /** Per index, entity -> items held. */
  private readonly held: Map<string, number>[];
  private total = 0;

  constructor(
    readonly indexes: readonly IndexShape[],
    readonly table: TableKeyShape,
  ) {
    this.held = indexes.map(() => new Map());
  }

  /** Counts the items read since the last call; collections that did not grow cost one lookup. */
  update(collections: Iterable<CollectionShape>): void {
    const keys = this.indexes.map((x) => (x.sortKey ? [x.partitionKey, x.sortKey] : [x.partitionKey]));
    const names = new Map<object, string>();
    for (const c of collections) {
      const from = this.seen.get(c) ?? 0;
      const n = c.items.length;
      if (from === n) continue;
      const entityAt = entityReader(c, names);
      for (let i = from; i < n; i++) {
        const item = c.items[i]!;
        let entity: string | null = null;
        for (let x = 0; x < keys.length; x++) {
          const k = keys[x]!;
          if (item[k[0]!] === undefined || (k.length > 1 && item[k[1]!] === undefined)) continue;
          entity ??= entityAt(i);
          const held = this.held[x]!;
          held.set(entity, (held.get(entity) ?? 0) + 1);
        }
      }
      this.total += n - from;
      this.seen.set(c, n);
    }
  }

  figures(): IndexFigure[] {
    return this.indexes.map((index, x) => {
      const entities = [...this.held[x]!]
        .map(([name, items]) => ({ name, items }))
        .sort((a, b) => b.items - a.items || (a.name < b.name ? -1 : 1));
      const items = entities.reduce((a, e) => a + e.items, 0);
      return {
        ...index,
        items,
        of: this.total,
        share: this.total === 0 ? 0 : items / this.total,
        entities,
        inverted: isInverted(index, this.table),
        overloaded: entities.length >= 2,
        sparse: items < this.total,
      };
    });
  }
}

/** "12% of items", "all items", "under 1% of items". */
export function shareText(f: Pick<IndexFigure, 'items' | 'of' | 'share'>): string {
  if (f.of > 0 && f.items === f.of) return 'all items';
  const pct = f.share * 100;
  if (f.items > 0 && pct < 1) return 'under 1% of items';
  return `${Math.round(pct)}% of items`;
}

/** What the index does, in words: "inverted, overloaded (3 entities), sparse (12% of items)". */
export function regroupingText(f: IndexFigure): string {
  const parts: string[] = [];
  if (f.inverted) parts.push('inverted: flips parent and child');
  if (f.overloaded) parts.push(`overloaded: ${f.entities.length} entities under ${f.partitionKey}`);
  if (f.sparse) parts.push(`sparse: ${shareText(f)}`);
  if (parts.length === 0)
    parts.push(
      f.kind === 'LSI'
        ? `re-sorts each collection by ${f.sortKey ?? f.partitionKey}`
        : `regroups ${f.entities[0]?.name ?? 'no items'} by ${f.partitionKey}`,
    );
  return parts.join('; ');
}

/**
 * How often each attribute name occurs, overall and per entity type, counted page by page so the
 * grid can choose its columns from what is on screen without rereading every item.
 */
import type { Item } from '../../../shared/dynamo/types.js';

export class AttributeCensus {
  readonly overall = new Map<string, number>();
  readonly byType = new Map<string, Map<string, number>>();
  /** Items counted per entity type. */
  readonly itemsByType = new Map<string, number>();
  items = 0;

  add(type: string, item: Item): void {
    let forType = this.byType.get(type);
    if (forType === undefined) {
      forType = new Map();
      this.byType.set(type, forType);
    }
    this.items++;
    this.itemsByType.set(type, (this.itemsByType.get(type) ?? 0) + 1);
    for (const name in item) {
      this.overall.set(name, (this.overall.get(name) ?? 0) + 1);
      forType.set(name, (forType.get(name) ?? 0) + 1);
    }
  }

  /** Attribute names by how many items carry them (ties in first-seen order), skipping `exclude`. */
  mostCommon(limit: number, exclude: ReadonlySet<string>, type: string | null = null): string[] {
    return this.counts(exclude, type)
      .slice(0, limit)
      .map(([n]) => n);
  }

  /** Every attribute name with how many items (of `type`, or of all) carry it, most common first. */
  counts(exclude: ReadonlySet<string>, type: string | null = null): Array<[string, number]> {
    const counts = type === null ? this.overall : this.byType.get(type);
    if (!counts) return [];
    const names: Array<[string, number]> = [];
    for (const entry of counts) if (!exclude.has(entry[0])) names.push(entry);
    names.sort((a, b) => b[1] - a[1]);
    return names;
  }
}

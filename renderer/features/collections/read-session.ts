/**
 * Everything one read has produced, kept out of React state on purpose: the grouper and the
 * attribute counts grow in place page by page, and the store only bumps a version number, so no
 * array of 100,000 items is ever copied to re-render.
 */
import { CollectionGrouper, type PageResult } from '../../../shared/collections/grouping.js';
import type { ItemCollection } from '../../../shared/collections/item-collection.js';
import type { ParentOverride } from '../../../shared/collections/parent-detection.js';
import type { DesignOverrides, TableDesign } from '../../../shared/design/model.js';
import type { Item, KeyNames } from '../../../shared/dynamo/types.js';
import { AttributeCensus } from './attribute-census.js';

export class ReadSession {
  readonly grouper: CollectionGrouper;
  readonly attributes = new AttributeCensus();
  /** Per collection, how many of its items the attribute census has seen. */
  private readonly counted = new Map<ItemCollection, number>();

  constructor(
    readonly keyNames: KeyNames,
    /** The table's key attributes (differ from `keyNames` for an index read). */
    readonly tableKeys: readonly string[],
    override: ParentOverride | null,
  ) {
    this.grouper = new CollectionGrouper(keyNames, { override, tableKeys });
  }

  get itemCount(): number {
    return this.grouper.itemCount;
  }

  /** Key columns: the read's keys, then the table's own when an index was read. */
  get keyColumns(): string[] {
    const cols = [this.keyNames.partitionKey];
    if (this.keyNames.sortKey) cols.push(this.keyNames.sortKey);
    for (const k of this.tableKeys) if (!cols.includes(k)) cols.push(k);
    return cols;
  }

  addPage(items: readonly Item[]): PageResult {
    const result = this.grouper.addPage(items);
    for (const c of result.touched) {
      const from = this.counted.get(c) ?? 0;
      for (let i = from; i < c.items.length; i++) this.attributes.add(c.typeAt(i), c.items[i]!);
      this.counted.set(c, c.items.length);
    }
    return result;
  }

  setOverride(override: ParentOverride | null): void {
    this.grouper.setOverride(override);
  }

  /**
   * The Design panel's choices and an imported model. Re-labels classes in place; only a type
   * attribute items were not classified by makes the grouper read them again (the attribute
   * census is then recounted under the new names).
   */
  setDesign(design: DesignOverrides | null, model: TableDesign | null = null): void {
    this.grouper.setDesign(design, model);
    this.attributes.reset();
    this.counted.clear();
    for (const c of this.grouper.collections) {
      for (let i = 0; i < c.items.length; i++) this.attributes.add(c.typeAt(i), c.items[i]!);
      this.counted.set(c, c.items.length);
    }
  }

  collection(key: string): ItemCollection | undefined {
    return this.grouper.get(key);
  }
}

/**
 * Everything one read has produced, kept out of React state on purpose: the grouper and the
 * attribute counts grow in place page by page, and the store only bumps a version number, so no
 * array of 100,000 items is ever copied to re-render.
 */
import { CollectionGrouper, type PageResult } from '../../../shared/collections/grouping.js';
import type { ItemCollection } from '../../../shared/collections/item-collection.js';
import type { ParentOverride } from '../../../shared/collections/parent-detection.js';
import type { DesignChoices } from '../../../shared/design/model/design-choices.js';
import type { TableDesign } from '../../../shared/design/model/table-design.js';
import type { Item, KeyNames } from '../../../shared/dynamo/types.js';
import { AttributeCensus } from './attribute-census.js';

export class ReadSession {
  readonly grouper: CollectionGrouper;
  attributes = new AttributeCensus();
  /** Per collection, how many of its items the attribute census has seen. */
  private counted = new Map<ItemCollection, number>();

  constructor(
    readonly keyNames: KeyNames,
    /** The table's key attributes (differ from `keyNames` for an index read). */
    readonly tableKeys: readonly string[],
    override: ParentOverride | null,
    tableName = '',
    choices: DesignChoices | null = null,
    /** The table's kept model this read is typed by when the user imported none (see model-across-reads.ts). */
    readonly tableModel: TableDesign | null = null,
  ) {
    this.grouper = new CollectionGrouper(keyNames, {
      override,
      tableKeys,
      tableName,
      design: choices?.overrides ?? null,
      model: choices?.model ?? tableModel,
      learned: choices?.learned ?? null,
    });
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

  /**
   * Applies new design choices to everything read: the grouping relabels its entities, or reads
   * the items again when a choice changes how they are told apart; the attribute census follows.
   */
  setDesign(choices: DesignChoices): void {
    this.grouper.setDesign(choices.overrides, choices.model ?? this.tableModel);
    // Settles the relabelling now: entityTypes() reads class names without settling them first.
    void this.grouper.designVersion;
    this.attributes = new AttributeCensus();
    this.counted = new Map();
    for (const c of this.grouper.collections) {
      for (let i = 0; i < c.items.length; i++) this.attributes.add(c.typeAt(i), c.items[i]!);
      this.counted.set(c, c.items.length);
    }
  }

  setOverride(override: ParentOverride | null): void {
    this.grouper.setOverride(override);
  }

  collection(key: string): ItemCollection | undefined {
    return this.grouper.get(key);
  }
}

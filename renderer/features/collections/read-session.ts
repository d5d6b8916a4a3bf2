/**
 * Everything one read has produced, kept out of React state on purpose: the grouper and the
 * attribute counts grow in place page by page, and the store only bumps a version number, so no
 * array of 100,000 items is ever copied to re-render.
 */
import { CollectionGrouper, type PageResult } from '../../../shared/collections/grouping.js';
import type { ItemCollection } from '../../../shared/collections/item-collection.js';
import type { ParentOverride } from '../../../shared/collections/parent-detection.js';
import { DELIMITERS, type Delimiter } from '../../../shared/collections/delimiters.js';
import type { DesignTyping } from '../../../shared/design/design-typing.js';
import type { Item, KeyNames } from '../../../shared/dynamo/types.js';
import { AttributeCensus } from './attribute-census.js';

/** The grouping options a design gives; the legacy typer knows only its own delimiters. */
function grouperOptions(override: ParentOverride | null, typing: DesignTyping | null) {
  const d = typing?.delimiter;
  const delimiter = d === null ? null : d !== undefined && (DELIMITERS as readonly string[]).includes(d) ? d as Delimiter : undefined;
  return {
    override: typing?.parentOverride ?? override,
    ...(delimiter !== undefined ? { delimiter } : {}),
    entityOf: typing?.entityOf ?? null,
  };
}

export class ReadSession {
  grouper: CollectionGrouper;
  attributes = new AttributeCensus();
  /** Per collection, how many of its items the attribute census has seen. */
  private counted = new Map<ItemCollection, number>();
  private parentOverride: ParentOverride | null;

  constructor(
    readonly keyNames: KeyNames,
    /** The table's key attributes (differ from `keyNames` for an index read). */
    readonly tableKeys: readonly string[],
    override: ParentOverride | null,
    private typing: DesignTyping | null = null,
  ) {
    this.parentOverride = override;
    this.grouper = new CollectionGrouper(keyNames, grouperOptions(override, typing));
  }

  /**
   * Groups everything read again under new design choices: an override changes which entity an
   * item is, so the collections' type counts and parents are rebuilt. Costs one pass over the
   * items, once per choice the user makes.
   */
  setDesign(typing: DesignTyping | null): void {
    this.typing = typing;
    const old = this.grouper.collections;
    const skipped = this.grouper.skippedCount;
    this.grouper = new CollectionGrouper(this.keyNames, grouperOptions(this.parentOverride, typing));
    this.attributes = new AttributeCensus();
    this.counted = new Map();
    for (const c of old) this.addPage(c.items);
    this.grouper.skippedCount = skipped;
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
    this.parentOverride = override;
    this.grouper.setOverride(this.typing?.parentOverride ?? override);
  }

  collection(key: string): ItemCollection | undefined {
    return this.grouper.get(key);
  }
}

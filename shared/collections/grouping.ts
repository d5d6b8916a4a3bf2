/**
 * Groups items into item collections page by page, keeping the server's order. Built for reads of
 * millions of items: each item costs a map lookup, a type check that usually hits a cache, and a
 * push; everything per collection or per type is updated once per run of same-typed items.
 */
import { formatCompact } from '../dynamo/format-compact.js';
import type { AttributeValue, Item, KeyNames } from '../dynamo/types.js';
import type { Delimiter } from './delimiters.js';
import { EntityTyper } from './entity-types.js';
import { ItemCollection, type CollectionResolver } from './item-collection.js';
import { detectParent, type ParentDecision, type ParentOverride, type ParentRulesContext } from './parent-detection.js';
import { countRun } from './type-counting.js';
import type { EntityTypeInfo, EntityTypeSummary, TypeRegistry } from './type-registry.js';

export interface GrouperOptions {
  /** Per-table choice of the parent that beats detection. */
  override?: ParentOverride | null;
  /** The sort-key delimiter, when known; detected from the first pages otherwise. */
  delimiter?: Delimiter | null;
  /**
   * The table's design, when the user chose one (shared/design/design-typing.ts): the entity of an
   * item given the type inferred for it, or null to keep that type.
   */
  entityOf?: ((item: Item, inferred: string) => string | null) | null;
}

export interface PageResult {
  /** Collections first seen in this page, in server order. */
  added: ItemCollection[];
  /** Collections that received items in this page (including the added ones). */
  touched: ItemCollection[];
  /** Items of this page without a usable partition-key value (not in the index that was read). */
  skipped: number;
}

type ScalarView = { S?: string; N?: string; B?: string };

/** A partition-key value as a person reads it; binary shows as base64 with its length. */
export function keyDisplayText(v: AttributeValue): string {
  if ('S' in v) return v.S;
  if ('N' in v) return v.N;
  return formatCompact(v, 48);
}

export class CollectionGrouper implements CollectionResolver {
  readonly collections: ItemCollection[] = [];
  private readonly byKey = new Map<string, ItemCollection>();
  private readonly typer: EntityTyper;
  private readonly rules: ParentRulesContext;
  private readonly entityOf: ((item: Item, inferred: string) => string | null) | null;
  private page = 0;
  itemCount = 0;
  skippedCount = 0;

  constructor(readonly keyNames: KeyNames, options: GrouperOptions = {}) {
    this.typer = new EntityTyper(keyNames, options.delimiter === undefined ? {} : { delimiter: options.delimiter });
    this.entityOf = options.entityOf ?? null;
    const sk = keyNames.sortKey;
    this.rules = {
      override: options.override ?? null,
      keyAttributeCount: sk === undefined ? 1 : 2,
      sortKeyText: (item) => (sk === undefined ? undefined : (item[sk] as ScalarView | undefined)?.S),
    };
  }

  /** The sort-key delimiter in use, or null while none has been seen. */
  get delimiter(): Delimiter | null {
    return this.typer.delimiter;
  }

  get types(): TypeRegistry {
    return this.typer.registry;
  }

  get override(): ParentOverride | null {
    return this.rules.override;
  }

  setOverride(override: ParentOverride | null): void {
    this.rules.override = override;
    for (const c of this.collections) c.parentMemo = null;
  }

  get(key: string): ItemCollection | undefined {
    return this.byKey.get(key);
  }

  /** The collection of a partition-key value, if any item of it was read. */
  collectionOf(value: AttributeValue): ItemCollection | undefined {
    const v = value as ScalarView;
    const key = v.S ?? v.N ?? v.B;
    return key === undefined ? undefined : this.byKey.get(key);
  }

  addPage(items: readonly Item[]): PageResult {
    const page = ++this.page;
    const typer = this.typer;
    typer.observePage(items);
    const byKey = this.byKey;
    const pkName = this.keyNames.partitionKey;
    const skName = this.keyNames.sortKey;
    const added: ItemCollection[] = [];
    const touched: ItemCollection[] = [];
    let skipped = 0;
    const n = items.length;
    for (let i = 0; i < n; i++) {
      const item = items[i]!;
      const pv = item[pkName] as ScalarView | undefined;
      const key = pv === undefined ? undefined : pv.S ?? pv.N ?? pv.B;
      if (key === undefined) {
        skipped++;
        continue;
      }
      let c = byKey.get(key);
      if (c === undefined) {
        c = new ItemCollection(key, pv as AttributeValue, keyDisplayText(pv as AttributeValue), this.collections.length, this);
        byKey.set(key, c);
        this.collections.push(c);
        added.push(c);
      }
      if (c.lastPage !== page) {
        c.lastPage = page;
        touched.push(c);
      }
      const at = c.items.length;
      const sv = skName === undefined ? undefined : item[skName];
      let type = typer.typeWithSortKey(item, sv);
      if (this.entityOf !== null) {
        const name = this.entityOf(item, type.name);
        if (name !== null && name !== type.name) type = typer.registry.intern(name);
      }
      if (c.runSlot < 0 || type !== c.typeTable[c.runSlot]) this.openRun(c, type, at);
      if (sv !== undefined && c.sortKeyEqualsPartitionKey < 0) {
        const sk = sv as ScalarView;
        if ((sk.S ?? sk.N ?? sk.B) === key) c.sortKeyEqualsPartitionKey = at;
      }
      c.items.push(item);
    }
    for (let t = 0; t < touched.length; t++) this.flush(touched[t]!);
    this.itemCount += n - skipped;
    this.skippedCount += skipped;
    return { added, touched, skipped };
  }

  private openRun(c: ItemCollection, type: EntityTypeInfo, at: number): void {
    this.flush(c);
    c.openRun(type, at);
  }

  private flush(c: ItemCollection): void {
    const k = c.items.length - c.counted;
    if (k === 0 || c.runSlot < 0) return;
    c.counted = c.items.length;
    countRun(c, c.runSlot, k);
  }

  parentIndexOf(c: ItemCollection): number | null {
    return this.parentDecision(c)?.index ?? null;
  }

  /** The parent and the rule that chose it, or null. Decided again only after a new page. */
  parentDecision(c: ItemCollection): ParentDecision | null {
    const memo = c.parentMemo;
    if (memo !== null && memo.page === this.page) {
      return memo.index === null ? null : { index: memo.index, reason: memo.reason as ParentDecision['reason'] };
    }
    const decision = detectParent(c, this.rules);
    c.parentMemo = { page: this.page, index: decision?.index ?? null, reason: decision?.reason ?? null };
    return decision;
  }

  /** Entity types in first-seen order with their counts across everything read. */
  entityTypes(): EntityTypeSummary[] {
    return this.typer.registry.summaries();
  }

  /**
   * The type most often chosen as parent across the collections that have one, for colouring and
   * for offering an override. Null when no collection has a parent.
   */
  dominantParentType(): string | null {
    const votes = new Map<string, number>();
    let best: string | null = null;
    let bestVotes = 0;
    for (const c of this.collections) {
      const t = c.parentType;
      if (t === null) continue;
      const v = (votes.get(t) ?? 0) + 1;
      votes.set(t, v);
      if (v > bestVotes) {
        best = t;
        bestVotes = v;
      }
    }
    return best;
  }
}

/**
 * The plain loop the grouper is measured against: a Map from partition-key text to an array of
 * items, nothing else.
 */
export function groupWithPlainMap(items: readonly Item[], pkName: string): Map<string, Item[]> {
  const groups = new Map<string, Item[]>();
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    const pv = item[pkName] as ScalarView | undefined;
    const key = pv === undefined ? undefined : pv.S ?? pv.N ?? pv.B;
    if (key === undefined) continue;
    let group = groups.get(key);
    if (group === undefined) {
      group = [];
      groups.set(key, group);
    }
    group.push(item);
  }
  return groups;
}

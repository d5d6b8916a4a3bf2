/**
 * Groups items into item collections page by page, keeping the server's order. Built for reads of
 * millions of items: each item costs a map lookup, a type check that usually hits a cache, and a
 * push; everything per collection or per type is updated once per run of same-typed items.
 */
import type { AttributeValue, Item, KeyNames } from '../dynamo/types.js';
import { DesignClassifier } from '../design/infer/shape-classifier.js';
import type { DesignResult, Inference } from '../design/infer/types.js';
import type { DesignLearned, DesignOverrides, TableDesign } from '../design/model/table-design.js';
import type { ShapeClass } from '../design/infer/shape-class.js';
import type { Delimiter } from './delimiters.js';
import { ItemCollection, type CollectionResolver } from './item-collection.js';
import { detectParent, type ParentDecision, type ParentOverride, type ParentRulesContext } from './parent-detection.js';
import { countRun } from './type-counting.js';
import { ReadOrder } from './read-order.js';
import type { EntityTypeInfo, EntityTypeSummary } from '../design/infer/entity-type-info.js';
import { dominantParentTypeOf, entityTypesOf, learnedFromRead } from './read-summaries.js';
import { keyValueText, type ScalarView } from '../dynamo/scalar-view.js';

export type { GrouperOptions, PageResult } from './grouping-types.js';
export { keyDisplayText } from './key-display-text.js';
import { keyDisplayText } from './key-display-text.js';
import type { GrouperOptions, PageResult } from './grouping-types.js';

/** Items a late type-like attribute still makes the grouper classify again (see addPage). */
const REGROUP_LIMIT = 20_000;

export class CollectionGrouper implements CollectionResolver {
  readonly collections: ItemCollection[] = [];
  private readonly byKey = new Map<string, ItemCollection>();
  private classifier: DesignClassifier;
  private readonly rules: ParentRulesContext;
  private page = 0;
  /** The order items were read in, for a regroup to classify them again in that order. */
  private order = new ReadOrder();
  itemCount = 0;
  skippedCount = 0;
  /** Bumped when every item is classified again: classes handed out before belong to the old design. */
  regroups = 0;

  constructor(
    readonly keyNames: KeyNames,
    private readonly options: GrouperOptions = {},
  ) {
    this.classifier = this.newClassifier(options.design ?? null);
    this.rules = {
      override: options.override ?? null,
      designParents: () => this.classifier.current().parent.ranked,
      noHierarchy: () => this.classifier.current().parent.lone === true,
    };
  }

  private newClassifier(design: DesignOverrides | null, watch: readonly string[] = []): DesignClassifier {
    const k = this.keyNames;
    const delimiter = this.options.delimiter;
    const overrides = delimiter === undefined || (design && 'delimiter' in design) ? design : { ...design, delimiter };
    const classifier = new DesignClassifier({
      tableName: this.options.tableName ?? '',
      keys: {
        partitionKey: k.partitionKey,
        ...(k.partitionKeyType ? { partitionKeyType: k.partitionKeyType } : {}),
        ...(k.sortKey ? { sortKey: k.sortKey } : {}),
        ...(k.sortKeyType ? { sortKeyType: k.sortKeyType } : {}),
        ...(this.options.tableKeys ? { tableKeys: this.options.tableKeys } : {}),
      },
      overrides,
      model: this.options.model ?? null,
      learned: this.options.learned ?? null,
      watch,
    });
    classifier.collectionSource = () => this.collections;
    return classifier;
  }

  /** The sort-key delimiter in use (the first, where a table mixes several), or null while none has been seen. */
  get delimiter(): Delimiter | null {
    return this.classifier.current().delimiters[0] ?? null;
  }

  /** Every sort-key delimiter in force (the user's choice, else what the keys show): the Design tab's templates split on these. */
  get delimiters(): readonly Delimiter[] {
    return this.classifier.current().delimiters;
  }

  /** The inferred design: entities, templates, parent, and the evidence for each. */
  design(): DesignResult {
    const i: Inference = this.classifier.current();
    return { design: i.design, evidence: i.evidence, templates: i.templates, strays: i.strays };
  }

  /** What this read teaches a later small read of the table, if it may (learnedFromRead says when). */
  learned(): DesignLearned | null {
    const classifier = this.classifier;
    return learnedFromRead({
      current: () => classifier.current(),
      classes: classifier.classes,
      itemCount: this.itemCount,
      keyNames: this.keyNames,
      options: this.options,
    });
  }

  /** A version that changes whenever entity names or the parent may have changed. */
  get designVersion(): number {
    this.classifier.current();
    return this.classifier.version;
  }

  /** The entity name of an item (read or not) under the current design. */
  entityOf(item: Item): string {
    return this.classOf(item).name;
  }

  /** The class record an item is counted under (its `name` is its entity's under the design as it stands when asked). */
  private classOf(item: Item): EntityTypeInfo {
    const pv = item[this.keyNames.partitionKey] as ScalarView | undefined;
    const sk = this.keyNames.sortKey;
    return this.classifier.classify(item, sk === undefined ? undefined : item[sk], keyValueText(pv) ?? '');
  }

  /**
   * Reads a page into the design without keeping its items (a statistics scan past the items it
   * keeps): sampled and classified as a grouped page is, so entity names stay those of the same
   * read grouped. Returns each item's class record, in order.
   */
  classifyUnkept(items: readonly Item[]): EntityTypeInfo[] {
    this.classifier.observePage(items);
    const out = items.map((item) => this.classOf(item));
    this.classifier.settle();
    return out;
  }

  get override(): ParentOverride | null {
    return this.rules.override;
  }

  setOverride(override: ParentOverride | null): void {
    this.rules.override = override;
    for (const c of this.collections) c.parentMemo = null;
  }

  /**
   * Applies the user's design choices. Names, templates and the parent change by re-labelling
   * classes; only a type attribute that items were not classified by makes it read them again.
   */
  setDesign(design: DesignOverrides | null, model: TableDesign | null = this.options.model ?? null): void {
    this.options.design = design;
    this.options.model = model;
    // A model coming or going changes what tells classes apart (an index read's table keys): read again.
    if (
      this.classifier.needsReclassify(design) ||
      model?.typeAttribute !== this.classifier.model?.typeAttribute ||
      (model === null) !== (this.classifier.model === null)
    ) {
      this.regroup();
      return;
    }
    this.classifier.setOverrides(
      this.options.delimiter === undefined ? design : { delimiter: this.options.delimiter, ...design },
    );
    this.classifier.setModel(model);
    for (const c of this.collections) c.parentMemo = null;
  }

  /** Classifies every item again, page by page in the order read (read-order.ts says why). */
  private regroup(watch: readonly string[] = []): void {
    this.regroups++;
    const old = this.collections.splice(0);
    const order = this.order;
    this.order = new ReadOrder();
    this.byKey.clear();
    this.classifier = this.newClassifier(this.options.design ?? null, watch);
    this.itemCount = 0;
    for (const page of order.pages(old)) this.addPage(page);
  }

  get(key: string): ItemCollection | undefined {
    return this.byKey.get(key);
  }

  /** The collection of a partition-key value, if any item of it was read. */
  collectionOf(value: AttributeValue): ItemCollection | undefined {
    const key = keyValueText(value);
    return key === undefined ? undefined : this.byKey.get(key);
  }

  addPage(items: readonly Item[]): PageResult {
    const page = ++this.page;
    let classifier = this.classifier;
    classifier.observePage(items);
    if (classifier.watchGrewLate && this.itemCount <= REGROUP_LIMIT) {
      // A type-like attribute showed up after the first items were classified without it: early in
      // a read, classify them again with it (later, the design lives with it, as a person would).
      this.regroup(classifier.sample.watched);
      classifier = this.classifier;
      classifier.observePage(items);
    }
    const byKey = this.byKey;
    const order = this.order;
    const pkName = this.keyNames.partitionKey;
    const skName = this.keyNames.sortKey;
    const added: ItemCollection[] = [];
    const touched: ItemCollection[] = [];
    let skipped = 0;
    const n = items.length;
    for (let i = 0; i < n; i++) {
      const item = items[i]!;
      const pv = item[pkName] as ScalarView | undefined;
      const key = keyValueText(pv);
      if (key === undefined) {
        skipped++;
        continue;
      }
      let c = byKey.get(key);
      if (c === undefined) {
        c = new ItemCollection(
          key,
          pv as AttributeValue,
          keyDisplayText(pv as AttributeValue),
          this.collections.length,
          this,
        );
        byKey.set(key, c);
        this.collections.push(c);
        added.push(c);
      }
      order.add(c.position);
      if (c.lastPage !== page) {
        c.lastPage = page;
        touched.push(c);
      }
      const at = c.items.length;
      const sv = skName === undefined ? undefined : item[skName];
      const type = classifier.classify(item, sv, key);
      if (c.runSlot < 0 || type !== c.typeTable[c.runSlot]) this.openRun(c, type, at);
      if (sv !== undefined && c.sortKeyEqualsPartitionKey < 0) {
        if (keyValueText(sv) === key) {
          c.sortKeyEqualsPartitionKey = at;
          type.skEqPk++;
        }
      }
      c.items.push(item);
    }
    for (let t = 0; t < touched.length; t++) this.flush(touched[t]!);
    classifier.settle();
    order.endPage(n - skipped);
    this.itemCount += n - skipped;
    this.skippedCount += skipped;
    return { added, touched, skipped };
  }

  private openRun(c: ItemCollection, type: ShapeClass, at: number): void {
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

  /**
   * The parent and the rule that chose it, or null. A decision reads only the collection's own
   * items and the rules, which change only with the design (its version; an override or new
   * choices clear every memo): decided again when the collection grew or the design changed, not
   * for every collection after every page, so the grid's and the pictures' pass over all
   * collections at a read's end costs the collections the last page touched.
   */
  parentDecision(c: ItemCollection): ParentDecision | null {
    const version = this.designVersion;
    const size = c.items.length;
    const memo = c.parentMemo;
    if (memo !== null && memo.size === size && memo.version === version) {
      return memo.index === null ? null : { index: memo.index, reason: memo.reason as ParentDecision['reason'] };
    }
    const decision = detectParent(c, this.rules);
    c.parentMemo = { size, version, index: decision?.index ?? null, reason: decision?.reason ?? null };
    return decision;
  }

  /** Entity types in first-seen order with their counts across everything read. */
  entityTypes(): EntityTypeSummary[] {
    return entityTypesOf(this.classifier.classes);
  }

  /**
   * The type most often chosen as parent across the collections that have one, for colouring and
   * for offering an override. Null when no collection has a parent.
   */
  dominantParentType(): string | null {
    return dominantParentTypeOf(this.collections);
  }
}

/**
 * Classifies items into shape classes as pages arrive, and re-infers the design from the classes
 * (never from the items) when it is asked for and classes were added since. The per-item work is a
 * hash of the sort key, of the watched attributes' values and, where the key has no word, of the
 * attribute names, then one map lookup: no slicing, no allocation on a hit.
 */
import type { AttributeValue, Item } from '../../dynamo/types.js';
import type { ScalarView } from '../../dynamo/scalar-view.js';
import { AttributeSample } from './attribute-sample.js';
import { WatchedAttributesStillRead } from './watched-attributes-still-read.js';
import { DelimiterTally } from '../../dynamo/key-delimiters.js';
import { attributeNamesHash, hashKey, mixText, shapeOut } from './key-shape.js';
import { classFields, coarseKey } from './class-fields.js';
import type { DesignOverrides, TableDesign } from '../model/table-design.js';
import { ShapeClass, type ClassOwner, type EntityRecord } from './shape-class.js';
import { inferDesign } from './infer-design.js';
import { namingSignature } from './naming-signature.js';
import { LearnedTypes } from './learned-types.js';
import type { CountedCollection } from './parent-evidence.js';
import type { Inference, InferenceInput } from './types.js';
import { samplePage } from './page-sample.js';
import {
  classifierKeys,
  unsampledKeys,
  watchedFromStart,
  type ClassifierOptions,
  type SideKey,
} from './classifier-setup.js';

/** Classes kept in the hash map; past this (keys full of unique words) new shapes are classified coarsely. */
const CLASS_LIMIT = 20_000;
/** Slots of the direct-mapped cache in front of the class map (a power of two). */
const CACHE_SLOTS = 1024;
/** The name of a class inference left without an entity (see entityOf). */
const UNTYPED = 'Untyped';

export type { ClassifierOptions } from './classifier-setup.js';

export class DesignClassifier implements ClassOwner, InferenceInput {
  readonly classes: ShapeClass[] = [];
  private readonly byHash = new Map<number, ShapeClass>();
  private readonly coarse = new Map<string, ShapeClass>();
  readonly sample: AttributeSample;
  readonly delimiters = new DelimiterTally();
  /** On an index read, the table's own key (classifier-setup.ts); its delimiters are tallied apart from the index key's. */
  readonly tableKey: SideKey | null;
  readonly tableDelimiters = new DelimiterTally();
  /** Type values a larger read learned per key template, for items that lack the type attribute. */
  readonly learnedTypes: LearnedTypes;
  /** The table key names items through learned templates: it splits classes even where the index key has words. */
  private readonly hashTableKey: boolean;
  private readonly modelKey: SideKey | null;
  private readonly hashedKey: SideKey | null;
  private readonly keyAttributes: Set<string>;
  private readonly skName: string | undefined;
  private inference: Inference | null = null;
  private inferredAt = -1;
  /** The collections the classes were counted in, for parent evidence (set by the grouper). */
  collectionSource: (() => readonly CountedCollection[]) | null = null;
  /** A page was read since the last inference: parent evidence may have moved. */
  private stale = true;
  /** Items classified, and how many there were at the last inference. */
  private itemsSeen = 0;
  private itemsAtInference = 0;
  private inferring = false;
  /**
   * Bumped whenever an inference names a class differently or ranks the parents otherwise (or the
   * choices or model change), so views keyed on it know names or parents may have changed.
   */
  version = 0;
  private signature: string | null = null;
  overrides: DesignOverrides | null;
  model: TableDesign | null;
  /** An attribute was taken up for watching after items had been classified without it. */
  watchGrewLate = false;
  /** The watched attributes still read per item (watched-attributes-still-read.ts). */
  private readonly reads: WatchedAttributesStillRead;
  /**
   * Recently found classes by hash, before the map: most items of a read fall into a handful of
   * classes, and a typed-array probe costs less than a Map lookup of a number.
   */
  private readonly cacheKeys = new Int32Array(CACHE_SLOTS).fill(-1);
  private readonly cacheClasses: (ShapeClass | null)[] = new Array<ShapeClass | null>(CACHE_SLOTS).fill(null);

  constructor(readonly options: ClassifierOptions) {
    const keys = classifierKeys(options.keys, options.model ?? null);
    this.skName = keys.skName;
    this.keyAttributes = keys.keyAttributes;
    this.tableKey = keys.tableKey;
    this.learnedTypes = new LearnedTypes(options.learned);
    this.overrides = options.overrides ?? null;
    this.model = options.model ?? null;
    this.modelKey = keys.modelKey;
    this.hashedKey = keys.hashedKey;
    this.hashTableKey =
      this.modelKey !== null || (this.tableKey !== null && this.learnedTypes.attributes.includes(this.tableKey.key));
    this.sample = new AttributeSample(
      unsampledKeys(options.keys, this.keyAttributes),
      watchedFromStart(options, this.overrides, this.model),
    );
    this.reads = new WatchedAttributesStillRead(this.sample.watched);
  }

  /** Reads a sample of the page before its items are classified: delimiters and type-like attributes. */
  observePage(items: readonly Item[]): void {
    const watching = this.sample.watched.length;
    samplePage(items, {
      sample: this.sample,
      keyName: this.skName ?? this.options.keys.partitionKey,
      delimiters: this.delimiters,
      tableKeyName: this.tableKey?.key,
      tableDelimiters: this.tableDelimiters,
    });
    if (this.sample.watched.length > watching) {
      if (this.itemsSeen > 0) this.watchGrewLate = true;
      this.reads.refresh(this.sample.watched);
    }
    this.stale = true;
  }

  /** The class of an item; `pkText` is its partition key's text. Runs once per item. */
  classify(item: Item, sortKeyValue: AttributeValue | undefined, pkText: string): ShapeClass {
    const sv = sortKeyValue as ScalarView | undefined;
    const s = sv?.S;
    let h1: number;
    let h2: number;
    let hasWord: boolean;
    if (s !== undefined) {
      hashKey(s, 0x2f1a3b, 0x51);
      h1 = shapeOut.h1;
      h2 = shapeOut.h2;
      hasWord = shapeOut.hasWord;
    } else {
      h1 = sv === undefined ? 23 : sv.N !== undefined ? 11 : 17;
      h2 = h1 * 7;
      hasWord = false;
    }
    const hk = this.hashedKey;
    if ((!hasWord || this.hashTableKey) && hk !== null) {
      // The table's key beside the read's: where the index key has no word it may have one
      // (`VISIT|2024-03-01|v1` under a date-keyed GSI), and a model or learned templates type by it.
      const t = (item[hk.key] as ScalarView | undefined)?.S;
      if (t !== undefined) {
        hashKey(t, 0x1b873593, 0x3d);
        if (shapeOut.hasWord || this.modelKey !== null) {
          h1 = Math.imul(h1 ^ shapeOut.h1, 16777619);
          h2 = (Math.imul(h2, 37) + shapeOut.h2) | 0;
          hasWord ||= shapeOut.hasWord;
        }
        // The table's record of its collection (sort key = partition key) is never one class with an edge.
        if (this.modelKey !== null && hk.pk !== undefined && (item[hk.pk] as ScalarView | undefined)?.S === t)
          h2 = Math.imul(h2 ^ 0x165667b1, 31);
      }
    }
    const names = this.reads.names;
    const seeds = this.reads.seeds;
    for (let j = 0; j < names.length; j++) {
      const v = (item[names[j]!] as ScalarView | undefined)?.S;
      if (v !== undefined) {
        const x = mixText(seeds[j]!, v);
        h1 = Math.imul(h1 ^ x, 16777619);
        h2 = (Math.imul(h2, 31) + (x ^ (x >>> 11))) | 0;
      }
    }
    // An item keyed by its own partition key is its collection's record; one of the same template
    // elsewhere is an edge to it (adjacency lists), so the two never share a class.
    if (s !== undefined && s.length === pkText.length && s === pkText) h1 = Math.imul(h1 ^ 0x27d4eb2f, 16777619);
    if (!hasWord) {
      const a = attributeNamesHash(item);
      h1 = Math.imul(h1 ^ a, 16777619);
      h2 = (h2 + Math.imul(a, 3)) | 0;
    }
    const key = h1 & 0x3fffffff;
    const slot = (key ^ (key >>> 15)) & (CACHE_SLOTS - 1);
    let c = this.cacheClasses[slot]!;
    if (c === null || this.cacheKeys[slot] !== key || c.h2 !== h2) {
      let found = this.byHash.get(key);
      while (found !== undefined && found.h2 !== h2) found = found.next ?? undefined;
      // Coarse classes (past CLASS_LIMIT) are told apart by more than the hash: never cached.
      const fine = found !== undefined || this.classes.length < CLASS_LIMIT;
      c = found ?? this.newClass(item, sv, pkText, key, h2);
      if (fine) {
        this.cacheKeys[slot] = key;
        this.cacheClasses[slot] = c;
      }
    }
    c.seen++;
    this.itemsSeen++;
    return c.rep;
  }

  private newClass(item: Item, sv: ScalarView | undefined, pkText: string, key: number, h2: number): ShapeClass {
    const s = sv?.S;
    const { values, attrs, kind } = classFields(item, sv, this.sample.watched, this.reads.dropped, this.keyAttributes);
    if (this.classes.length >= CLASS_LIMIT) {
      const ck = coarseKey(s, { values, attrs, kind }, this.inference?.literalWords ?? new Set<string>());
      let c = this.coarse.get(ck);
      if (c === undefined) {
        c = new ShapeClass(this, this.classes.length, h2, s ?? '', kind, pkText, values, attrs, item);
        this.coarse.set(ck, c);
        this.classes.push(c);
      }
      return c;
    }
    const c = new ShapeClass(this, this.classes.length, h2, s ?? '', kind, pkText, values, attrs, item);
    c.selfKeyed = s !== undefined && s === pkText;
    const head = this.byHash.get(key);
    if (head === undefined) this.byHash.set(key, c);
    else {
      c.next = head.next;
      head.next = c;
    }
    this.classes.push(c);
    return c;
  }

  /** Infers again when classes were added since the last time; cheap otherwise. */
  current(): Inference {
    if (this.inference === null || this.stale || this.inferredAt !== this.classes.length) {
      this.inferredAt = this.classes.length;
      this.itemsAtInference = this.itemsSeen;
      this.stale = false;
      // Choices or a model set since (setOverrides, setModel) always count as a change.
      const chosen = this.inference === null;
      this.inferring = true;
      try {
        this.inference = inferDesign(this);
      } finally {
        this.inferring = false;
      }
      if (this.itemsSeen >= 5000) this.dropRejected(this.inference.typeChoice.name);
      const signature = namingSignature(this.inference, this.classes);
      if (chosen || signature !== this.signature) this.version++;
      this.signature = signature;
    }
    return this.inference;
  }

  /**
   * Called after each page: infers again while the classes are few or have grown by a tenth, so
   * new items go to their template's class early (amortised: O(classes) over the whole read).
   */
  settle(): void {
    const n = this.classes.length;
    // Also at 5,000 items, when classes of one template start sharing a representative (see infer-design.ts).
    const crossed = this.itemsAtInference < 5000 && this.itemsSeen >= 5000;
    if (n === this.inferredAt && !crossed) return;
    if (this.inference === null || n < 200 || n >= this.inferredAt * 1.1 || crossed) {
      this.current();
    }
  }

  private dropRejected(chosen: string | null): void {
    const keep = new Set([
      chosen,
      this.model?.typeAttribute,
      typeof this.overrides?.typeAttribute === 'string' ? this.overrides.typeAttribute : undefined,
    ]);
    this.reads.dropAllBut(this.sample.watched, keep);
  }

  entityOf(c: ShapeClass): EntityRecord {
    if (!this.inferring && (c.entity === null || this.stale || this.inferredAt !== this.classes.length)) this.current();
    if (c.entity !== null) return c.entity;
    if (this.inferring) return { name: c.template?.text ?? UNTYPED, metadataLike: false };
    // Inference gives every class an entity; one without is a bug, but its items still need a name
    // to be shown under, and the console error makes the generated-design suite fail on it.
    console.error(`Item Collection Explorer: no entity for the class of sort key ${JSON.stringify(c.sortKey)}`);
    return (c.entity = { name: c.template?.text ?? UNTYPED, metadataLike: false });
  }

  setOverrides(overrides: DesignOverrides | null): void {
    this.overrides = overrides;
    this.inference = null;
  }

  setModel(model: TableDesign | null): void {
    this.model = model;
    this.inference = null;
  }

  /** Whether a type attribute override names an attribute that items were not classified by. */
  needsReclassify(overrides: DesignOverrides | null): boolean {
    const t = overrides?.typeAttribute;
    return typeof t === 'string' && !this.sample.watched.includes(t);
  }
}

/**
 * The data read so far against a design, per collection and for the table: items that fit no
 * entity (strays), items whose type attribute and keys disagree, collections without the design's
 * parent or with the parent away from the end the read starts at, a key variable zero-padded in
 * some items and not in others, and how many of each entity a collection holds.
 *
 * Incremental: each call to `update` looks only at the items added to each collection since the
 * previous call, so following a long read costs time in proportion to each page.
 */
import type { Item } from '../dynamo/types.js';
import { DesignClassifier, type Classification } from './classify.js';
import type { TableDesign } from './model.js';
import { templateValues } from './template.js';

export interface CheckedCollection {
  readonly key: string;
  readonly partitionKeyText: string;
  readonly items: readonly Item[];
}

export interface CollectionDesignReport {
  key: string;
  partitionKeyText: string;
  itemCount: number;
  /** Entity name -> items of it, in first-seen order; strays are not counted here. */
  entities: Map<string, number>;
  strays: number;
  /** Indexes (in the collection's read order) of the first strays, for showing them. */
  strayIndexes: number[];
  /** Items whose type attribute names an entity whose key templates they do not fit. */
  misfits: number;
  /** Index of the first item of the parent entity, or null. */
  parentIndex: number | null;
}

export interface PaddingFinding {
  entity: string;
  attribute: string;
  variable: string;
  padded: string;
  unpadded: string;
}

export interface EntityRow {
  entity: string;
  role: 'parent' | 'child';
  items: number;
  collections: number;
  min: number;
  max: number;
}

export interface DesignReport {
  items: number;
  collections: number;
  strays: number;
  misfits: number;
  /** Collections without an item of the parent entity (when the design has one). */
  missingParent: string[];
  /** Collections whose parent is not the first item the read returned for them. */
  parentNotFirst: string[];
  padding: PaddingFinding[];
  entityRows: EntityRow[];
  /** Entities of the design no item was found for. */
  unseen: string[];
}

const MAX_STRAY_INDEXES = 50;
const MAX_LISTED = 200;
const DIGITS = /^\d+$/;

interface PadState { entity: string; attribute: string; variable: string; template: string; widths: Set<number>; padded?: string; unpadded?: string; hasLeadingZero: boolean }

export class DesignCheck {
  private readonly classify: (item: Item, index: number, collection: CheckedCollection) => Classification;
  private readonly reports = new Map<string, CollectionDesignReport>();
  private readonly order: CollectionDesignReport[] = [];
  private readonly padding = new Map<string, PadState>();
  private readonly templates: Map<string, [string, string][]>;
  private items = 0;
  private readonly sources = new Map<string, CheckedCollection>();
  /** Where the grouping decides each collection's parent itself, its answer (an item index or null). */
  parentOf: ((c: CheckedCollection) => number | null) | null = null;

  /**
   * `classify` defaults to the design's own templates and type attribute; a caller whose grouping
   * already typed each item (inference without templates) passes that instead.
   */
  constructor(readonly design: TableDesign, classify?: (item: Item, index: number, collection: CheckedCollection) => Classification) {
    const classifier = new DesignClassifier(design);
    this.classify = classify ?? ((item) => classifier.classify(item));
    this.templates = new Map(design.entities.map((e) => [e.name, Object.entries(e.keys)]));
  }

  /** Takes in whatever the collections gained since the last call. */
  update(collections: Iterable<CheckedCollection>): void {
    for (const c of collections) {
      let r = this.reports.get(c.key);
      this.sources.set(c.key, c);
      if (r === undefined) {
        r = { key: c.key, partitionKeyText: c.partitionKeyText, itemCount: 0, entities: new Map(), strays: 0, strayIndexes: [], misfits: 0, parentIndex: null };
        this.reports.set(c.key, r);
        this.order.push(r);
      }
      for (let i = r.itemCount; i < c.items.length; i++) this.take(r, c, i);
      this.items += c.items.length - r.itemCount;
      r.itemCount = c.items.length;
    }
  }

  private take(r: CollectionDesignReport, c: CheckedCollection, index: number): void {
    const item = c.items[index]!;
    const { entity, keysFit } = this.classify(item, index, c);
    if (entity === null) {
      r.strays++;
      if (r.strayIndexes.length < MAX_STRAY_INDEXES) r.strayIndexes.push(index);
      return;
    }
    if (!keysFit) r.misfits++;
    r.entities.set(entity, (r.entities.get(entity) ?? 0) + 1);
    if (entity === this.design.parentEntity && r.parentIndex === null) r.parentIndex = index;
    if (keysFit) this.notePadding(entity, item);
  }

  private notePadding(entity: string, item: Item): void {
    for (const [attr, template] of this.templates.get(entity) ?? []) {
      const v = item[attr];
      if (v === undefined || !('S' in v)) continue;
      const values = templateValues(template, v.S, this.design.delimiter);
      if (values === null) continue;
      for (const [variable, value] of Object.entries(values)) {
        if (!DIGITS.test(value)) continue;
        const id = `${entity}\u0000${attr}\u0000${variable}`;
        let s = this.padding.get(id);
        if (s === undefined) {
          s = { entity, attribute: attr, variable, template, widths: new Set(), hasLeadingZero: false };
          this.padding.set(id, s);
        }
        if (value.length > 1 && value.startsWith('0')) {
          s.hasLeadingZero = true;
          s.padded ??= v.S;
        } else s.unpadded ??= v.S;
        if (s.widths.size < 8) s.widths.add(value.length);
      }
    }
  }

  collection(key: string): CollectionDesignReport | undefined {
    return this.reports.get(key);
  }

  get collections(): readonly CollectionDesignReport[] {
    return this.order;
  }

  /** The table-wide summary; costs one pass over the collections, not over the items. */
  report(): DesignReport {
    const parent = this.design.parentEntity;
    const rows = new Map<string, EntityRow>();
    const missingParent: string[] = [];
    const parentNotFirst: string[] = [];
    let strays = 0;
    let misfits = 0;
    for (const r of this.order) {
      strays += r.strays;
      misfits += r.misfits;
      if (parent !== undefined) {
        const parentIndex = this.parentOf ? this.parentOf(this.sources.get(r.key)!) : r.parentIndex;
        if (parentIndex === null) { if (missingParent.length < MAX_LISTED) missingParent.push(r.partitionKeyText); }
        else if (parentIndex !== 0 && parentNotFirst.length < MAX_LISTED) parentNotFirst.push(r.partitionKeyText);
      }
      for (const [name, n] of r.entities) {
        const row = rows.get(name);
        if (row === undefined) rows.set(name, { entity: name, role: name === parent ? 'parent' : 'child', items: n, collections: 1, min: n, max: n });
        else {
          row.items += n;
          row.collections++;
          row.min = Math.min(row.min, n);
          row.max = Math.max(row.max, n);
        }
      }
    }
    for (const row of rows.values()) if (row.collections < this.order.length) row.min = 0;
    const padding: PaddingFinding[] = [];
    for (const s of this.padding.values()) {
      if (s.hasLeadingZero && s.widths.size > 1 && s.padded && s.unpadded) {
        padding.push({ entity: s.entity, attribute: s.attribute, variable: s.variable, padded: s.padded, unpadded: s.unpadded });
      }
    }
    const entityRows = [...rows.values()].sort((a, b) => (a.role === b.role ? 0 : a.role === 'parent' ? -1 : 1));
    return {
      items: this.items, collections: this.order.length, strays, misfits, missingParent, parentNotFirst, padding, entityRows,
      unseen: this.design.entities.map((e) => e.name).filter((n) => !rows.has(n)),
    };
  }
}

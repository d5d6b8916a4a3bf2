/**
 * The data read so far against a design, per collection and for the table: items that fit no
 * entity (strays), items whose type attribute and keys disagree, collections without the design's
 * parent or with the parent away from the end the read starts at, a key variable zero-padded in
 * some items and not in others, and how many of each entity a collection holds.
 *
 * Incremental: each call to `update` looks only at the items added to each collection since the
 * previous call, so following a long read costs time in proportion to each page.
 */
import type { Item } from '../../dynamo/types.js';
import { ModelClassifier, type Classification } from './entity-of-item.js';
import { parentsOf, type TableDesign } from '../model/table-design.js';
import { templateReader } from '../model/key-template.js';
import type {
  CheckedCollection,
  CollectionDesignReport,
  DesignReport,
  EntityRow,
  PaddingFinding,
} from './design-report.js';

export type { CheckedCollection, CollectionDesignReport, DesignReport, EntityRow, PaddingFinding };

const MAX_STRAY_INDEXES = 50;
const MAX_LISTED = 200;
const DIGITS = /^\d+$/;

interface PadState {
  entity: string;
  attribute: string;
  variable: string;
  template: string;
  widths: Set<number>;
  padded?: string;
  unpadded?: string;
  hasLeadingZero: boolean;
}

export class DesignCheck {
  private readonly classify: (item: Item, index: number, collection: CheckedCollection) => Classification;
  private readonly reports = new Map<string, CollectionDesignReport>();
  private readonly order: CollectionDesignReport[] = [];
  private readonly padding = new Map<string, PadState>();
  private readonly templates: Map<
    string,
    [attribute: string, template: string, read: (value: string) => Record<string, string> | null][]
  >;
  private readonly parentRank: Map<string, number>;
  /** Collection key -> parent entity -> index of its first item there. */
  private readonly parentsSeen = new Map<string, Map<string, number>>();
  private items = 0;
  private readonly sources = new Map<string, CheckedCollection>();
  /** Where the grouping decides each collection's parent itself, its answer (an item index or null). */
  parentOf: ((c: CheckedCollection) => number | null) | null = null;

  /**
   * `classify` defaults to the design's own templates and type attribute; a caller whose grouping
   * already typed each item (inference without templates) passes that instead.
   */
  constructor(
    readonly design: TableDesign,
    classify?: (item: Item, index: number, collection: CheckedCollection) => Classification,
  ) {
    const classifier = new ModelClassifier(design);
    this.classify = classify ?? ((item) => classifier.classify(item));
    this.templates = new Map(
      design.entities.map((e) => [
        e.name,
        Object.entries(e.keys).map(([a, t]) => [a, t, templateReader(t, design.delimiter)] as const),
      ]),
    );
    this.parentRank = new Map(parentsOf(design).map((p, i) => [p, i]));
  }

  /** Takes in whatever the collections gained since the last call. */
  update(collections: Iterable<CheckedCollection>): void {
    for (const c of collections) {
      let r = this.reports.get(c.key);
      this.sources.set(c.key, c);
      if (r === undefined) {
        r = {
          key: c.key,
          partitionKeyText: c.partitionKeyText,
          itemCount: 0,
          entities: new Map(),
          strays: 0,
          strayIndexes: [],
          misfits: 0,
          parentIndex: null,
          parentEntity: null,
        };
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
    const rank = this.parentRank.get(entity);
    if (rank !== undefined) {
      let seen = this.parentsSeen.get(r.key);
      if (seen === undefined) this.parentsSeen.set(r.key, (seen = new Map()));
      if (!seen.has(entity)) seen.set(entity, index);
      // The collection's parent is the best-ranked parent entity it holds, whatever page brought it.
      if (r.parentEntity === null || rank < this.parentRank.get(r.parentEntity)!) {
        r.parentEntity = entity;
        r.parentIndex = index;
      }
    }
    if (keysFit) this.notePadding(entity, item);
  }

  private notePadding(entity: string, item: Item): void {
    for (const [attr, template, read] of this.templates.get(entity) ?? []) {
      const v = item[attr];
      if (v === undefined || !('S' in v)) continue;
      const values = read(v.S);
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

  /** The parent (index and entity) of one collection: the grouping's decision where it makes it. */
  private parentIn(r: CollectionDesignReport): { index: number | null; entity: string | null } {
    if (this.parentOf === null) return { index: r.parentIndex, entity: r.parentEntity };
    const c = this.sources.get(r.key)!;
    const index = this.parentOf(c);
    return { index, entity: index === null ? null : this.classify(c.items[index]!, index, c).entity };
  }

  /** The table-wide summary; costs one pass over the collections, not over the items. */
  report(): DesignReport {
    const hasParent = this.parentRank.size > 0 || this.parentOf !== null;
    const rows = new Map<string, EntityRow & { headed: number }>();
    const parents = new Map<string, number>();
    /** Per collection kind (its parent entity, '' for none): collections, and the entities found there. */
    const kinds = new Map<string, { collections: number; entities: Set<string> }>();
    /** Entity -> collections holding it that have a parent / have none. */
    const under = new Map<string, { parented: number; alone: number; kinds: Map<string, number> }>();
    const decided: { r: CollectionDesignReport; index: number | null; entity: string | null }[] = [];
    let strays = 0;
    let misfits = 0;
    for (const r of this.order) {
      strays += r.strays;
      misfits += r.misfits;
      const p = hasParent ? this.parentIn(r) : { index: null, entity: null };
      decided.push({ r, ...p });
      if (p.entity !== null) parents.set(p.entity, (parents.get(p.entity) ?? 0) + 1);
      for (const [name, n] of r.entities) {
        let u = under.get(name);
        if (u === undefined) under.set(name, (u = { parented: 0, alone: 0, kinds: new Map() }));
        if (p.index === null) u.alone++;
        else {
          u.parented++;
          const k = p.entity ?? '';
          u.kinds.set(k, (u.kinds.get(k) ?? 0) + 1);
        }
        const row = rows.get(name);
        const heads = name === p.entity ? 1 : 0;
        if (row === undefined)
          rows.set(name, { entity: name, role: 'child', items: n, collections: 1, min: n, max: n, headed: heads });
        else {
          row.items += n;
          row.collections++;
          row.min = Math.min(row.min, n);
          row.max = Math.max(row.max, n);
          row.headed += heads;
        }
      }
    }
    const missingParent: string[] = [];
    const parentNotFirst: string[] = [];
    for (const { r, index, entity } of decided) {
      let kindName = index === null ? '' : (entity ?? '');
      if (index !== null) {
        if (index !== 0 && parentNotFirst.length < MAX_LISTED) parentNotFirst.push(r.partitionKeyText);
      } else if (hasParent) {
        const usual = [...r.entities.keys()].map((e) => under.get(e)!).find((u) => u.parented > u.alone);
        if (usual !== undefined || r.entities.size === 0) {
          if (missingParent.length < MAX_LISTED) missingParent.push(r.partitionKeyText);
          // Its kind is the one its entities are most often found in, so that kind's parent counts it as a gap.
          if (usual !== undefined) kindName = [...usual.kinds].sort((a, b) => b[1] - a[1])[0]![0];
        }
      }
      let kind = kinds.get(kindName);
      if (kind === undefined) kinds.set(kindName, (kind = { collections: 0, entities: new Set() }));
      kind.collections++;
      for (const name of r.entities.keys()) kind.entities.add(name);
    }
    for (const row of rows.values()) {
      // A parent where it heads most of the collections holding it; counts are over the kinds of collection it occurs in.
      if (row.headed * 2 > row.collections) row.role = 'parent';
      let possible = 0;
      for (const k of kinds.values()) if (k.entities.has(row.entity)) possible += k.collections;
      if (row.collections < possible) row.min = 0;
    }
    const padding: PaddingFinding[] = [];
    for (const s of this.padding.values()) {
      if (s.hasLeadingZero && s.widths.size > 1 && s.padded && s.unpadded) {
        padding.push({
          entity: s.entity,
          attribute: s.attribute,
          variable: s.variable,
          padded: s.padded,
          unpadded: s.unpadded,
        });
      }
    }
    const entityRows: EntityRow[] = [...rows.values()]
      .sort((a, b) => (a.role === b.role ? 0 : a.role === 'parent' ? -1 : 1))
      .map(({ headed: _headed, ...row }) => row);
    return {
      items: this.items,
      collections: this.order.length,
      strays,
      misfits,
      missingParent,
      parentNotFirst,
      padding,
      entityRows,
      parents: [...parents].sort((a, b) => b[1] - a[1]).map(([entity, collections]) => ({ entity, collections })),
      unseen: this.design.entities.map((e) => e.name).filter((n) => !rows.has(n)),
    };
  }
}

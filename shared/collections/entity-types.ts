/**
 * The entity type of an item: an explicit type attribute when there is one, else the leading part
 * of its sort key. Runs once per item in the grouping loop, so the common cases (the same type as
 * the previous item, the same explicit value) are answered without allocating or hashing.
 */
import type { AttributeValue, Item, KeyNames } from '../dynamo/types.js';
import { DelimiterVote, type Delimiter } from './delimiters.js';
import { TypeRegistry, type EntityTypeInfo } from './type-registry.js';

export { isMetadataLike } from './metadata-names.js';

/** Attributes that libraries and conventions use to name an item's entity type, checked in this order. */
export const EXPLICIT_TYPE_ATTRIBUTES: readonly string[] = ['type', 'entityType', '_et', '__edb_e__', '__typename'];

/** A leading key part reads as a type name when it starts like an identifier, not like an id or a date. */
const LEADING_NAME = /^[A-Za-z_$~][\w$.~ -]{0,63}$/;
/** A whole key without a delimiter is a type only when it is a word: `info`, `META`, `customer`, not `2026-05-01` or a UUID. */
const WHOLE_NAME = /^[A-Za-z_$~][A-Za-z_$.~-]{0,63}$/;
/** Past this many distinct types the keys are values, not type names: new ones join the fallback type. */
export const MAX_ENTITY_TYPES = 500;
/** Leading parts remembered: bounded, since keys that are ids or dates each bring a new one. */
const SHAPE_CACHE_LIMIT = 4096;

type StringView = { S?: string } | undefined;

function explicitText(v: AttributeValue | undefined): string | undefined {
  const s = (v as StringView)?.S;
  return s === undefined || s === '' ? undefined : s;
}

export class EntityTyper {
  readonly registry: TypeRegistry;
  /** The type of items whose key carries no readable type: numeric or binary sort keys, ids, dates. */
  readonly fallback: EntityTypeInfo;
  private readonly sortKey: string | undefined;
  private delim: Delimiter | null;
  /** First character code of the delimiter, -1 without one, and its length ("::" is two of ":"). */
  private delimCode = -1;
  private delimLength = 0;
  private readonly detecting: boolean;
  private readonly vote = new DelimiterVote();
  /** The type of the last sort key, and whether that key was the whole type name: most items repeat it. */
  private lastType: EntityTypeInfo | null = null;
  private lastWhole = false;
  /** Leading parts already typed, by a hash of their length, kind and end characters. */
  private readonly byShape = new Map<number, { segment: string; info: EntityTypeInfo }[]>();
  private cached = 0;
  private lastExplicit: string | null = null;
  private lastExplicitType: EntityTypeInfo | null = null;

  constructor(keyNames: KeyNames, options: { delimiter?: Delimiter | null; registry?: TypeRegistry } = {}) {
    this.registry = options.registry ?? new TypeRegistry();
    this.sortKey = keyNames.sortKey;
    this.fallback = this.registry.intern(keyNames.sortKey ?? keyNames.partitionKey);
    const stringSortKey = keyNames.sortKey !== undefined && (keyNames.sortKeyType ?? 'S') === 'S';
    this.detecting = options.delimiter === undefined && stringSortKey;
    this.delim = options.delimiter ?? null;
    this.setDelimiter(this.delim);
  }

  private setDelimiter(d: Delimiter | null): void {
    this.delim = d;
    this.delimCode = d === null ? -1 : d.charCodeAt(0);
    this.delimLength = d === null ? 0 : d.length;
  }

  get delimiter(): Delimiter | null {
    return this.delim;
  }

  /**
   * Reads a page's sort keys to settle the delimiter, until one is found. Items typed before then
   * had no delimiter at all, so their types stay right whichever delimiter wins.
   */
  observePage(items: readonly Item[], sampleLimit = 1000): void {
    if (!this.detecting || this.delim !== null || this.sortKey === undefined) return;
    const name = this.sortKey;
    for (let i = 0; i < items.length && this.vote.total < sampleLimit; i++) {
      const s = (items[i]![name] as StringView)?.S;
      if (s !== undefined) this.vote.add(s);
    }
    this.setDelimiter(this.vote.winner());
  }

  /**
   * The explicit type text of an item, or undefined. A key attribute counts too: in the id+type
   * design `type` is the sort key (`order#1690000000` names an order) and on an inverted index it
   * is the partition key, where it still says what the item holds. Named loads, because this runs
   * per item and a keyed load over a list of names costs several times more.
   */
  explicitTypeText(item: Item): string | undefined {
    let v: AttributeValue | undefined;
    let s: string | undefined;
    if ((v = item.type) !== undefined && (s = explicitText(v)) !== undefined) return s;
    if ((v = item.entityType) !== undefined && (s = explicitText(v)) !== undefined) return s;
    if ((v = item._et) !== undefined && (s = explicitText(v)) !== undefined) return s;
    if ((v = item.__edb_e__) !== undefined && (s = explicitText(v)) !== undefined) return s;
    if ((v = item.__typename) !== undefined && (s = explicitText(v)) !== undefined) return s;
    return undefined;
  }

  typeOf(item: Item): EntityTypeInfo {
    return this.typeWithSortKey(item, this.sortKey === undefined ? undefined : item[this.sortKey]);
  }

  /** `typeOf` for a caller that has already read the item's sort-key value. */
  typeWithSortKey(item: Item, sortKeyValue: AttributeValue | undefined): EntityTypeInfo {
    const explicit = this.explicitTypeText(item);
    if (explicit !== undefined) return explicit === this.lastExplicit ? this.lastExplicitType! : this.explicitType(explicit);
    const s = (sortKeyValue as StringView)?.S;
    return s === undefined ? this.fallback : this.sortKeyType(s);
  }

  /** The type named by a sort key value alone, e.g. `USER` for `USER#alice`. */
  sortKeyType(s: string): EntityTypeInfo {
    const d = this.delim;
    const len = s.length;
    const last = this.lastType;
    if (last !== null) {
      const name = last.name;
      const n = name.length;
      if (this.lastWhole) {
        if (len === n && s === name) return last;
      } else if (len >= n + this.delimLength && s.charCodeAt(n) === this.delimCode && (this.delimLength === 1 || s.charCodeAt(n + 1) === this.delimCode)) {
        // Compared code by code: charCodeAt is inlined where a startsWith call is not.
        let i = 0;
        while (i < n && s.charCodeAt(i) === name.charCodeAt(i)) i++;
        if (i === n) return last;
      }
    }
    let end = len;
    let whole = 1;
    if (d !== null) {
      const i = s.indexOf(d);
      if (i === 0) return this.sortKeyTypeSlow(s);
      if (i > 0) {
        end = i;
        whole = 0;
      }
    }
    if (end === 0) return this.fallback;
    // Types seen before are found by the length, ends and kind of the leading part, with no slicing.
    const shape = ((((end << 1) | whole) * 65599 + s.charCodeAt(0)) * 65599 + s.charCodeAt(end - 1)) | 0;
    const bucket = this.byShape.get(shape);
    if (bucket !== undefined) {
      for (let i = 0; i < bucket.length; i++) {
        const e = bucket[i]!;
        if (s.startsWith(e.segment)) return this.use(e.info, whole === 1);
      }
    }
    const info = this.sortKeyTypeSlow(s);
    if (this.cached < SHAPE_CACHE_LIMIT) {
      this.cached++;
      const entry = { segment: s.slice(0, end), info };
      if (bucket === undefined) this.byShape.set(shape, [entry]);
      else bucket.push(entry);
    }
    return info;
  }

  private use(info: EntityTypeInfo, whole: boolean): EntityTypeInfo {
    if (info !== this.fallback) {
      this.lastType = info;
      this.lastWhole = whole;
    }
    return info;
  }

  private sortKeyTypeSlow(s: string): EntityTypeInfo {
    const d = this.delim;
    let start = 0;
    if (d !== null) while (s.startsWith(d, start)) start += d.length;
    const idx = d === null ? -1 : s.indexOf(d, start);
    const whole = idx <= start;
    const seg = whole ? (start > 0 ? s.slice(start) : s) : s.slice(start, idx);
    const type = this.registry.get(seg) ?? ((whole ? WHOLE_NAME : LEADING_NAME).test(seg) ? this.intern(seg) : this.fallback);
    // Only a type that is the key's own leading text can answer the fast path.
    return start === 0 ? this.use(type, whole) : type;
  }

  /** An explicit value like `METADATA#acme` or `order#1690000000` names the type before its delimiter. */
  private explicitType(s: string): EntityTypeInfo {
    const d = this.delim ?? '#';
    const last = this.lastExplicitType;
    let type: EntityTypeInfo;
    if (last !== null && s.startsWith(last.name) && s.startsWith(d, last.name.length)) type = last;
    else {
      const idx = s.indexOf(d);
      type = this.intern(idx > 0 ? s.slice(0, idx) : s);
    }
    this.lastExplicit = s;
    this.lastExplicitType = type;
    return type;
  }

  private intern(name: string): EntityTypeInfo {
    const known = this.registry.get(name);
    if (known !== undefined) return known;
    return this.registry.size >= MAX_ENTITY_TYPES ? this.fallback : this.registry.intern(name);
  }
}

/** The entity type of each item, the delimiter detected from the same items. For one-off use and tests. */
export function entityTypesOf(items: readonly Item[], keyNames: KeyNames, delimiter?: Delimiter | null): string[] {
  const typer = new EntityTyper(keyNames, delimiter === undefined ? {} : { delimiter });
  typer.observePage(items);
  return items.map((item) => typer.typeOf(item).name);
}

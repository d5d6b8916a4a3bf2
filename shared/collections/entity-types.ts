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
/** Sort-key types remembered for the fast path: enough for the types interleaved in one collection. */
const RECENT_TYPES = 8;

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
  private readonly detecting: boolean;
  private readonly vote = new DelimiterVote();
  /** Types recently read from sort keys, and whether each was a whole key: checked before any slicing. */
  private readonly recentTypes: EntityTypeInfo[] = [];
  private readonly recentWhole: boolean[] = [];
  private recentNext = 0;
  private lastExplicit: string | null = null;
  private lastExplicitType: EntityTypeInfo | null = null;

  constructor(keyNames: KeyNames, options: { delimiter?: Delimiter | null; registry?: TypeRegistry } = {}) {
    this.registry = options.registry ?? new TypeRegistry();
    this.sortKey = keyNames.sortKey;
    this.fallback = this.registry.intern(keyNames.sortKey ?? keyNames.partitionKey);
    const stringSortKey = keyNames.sortKey !== undefined && (keyNames.sortKeyType ?? 'S') === 'S';
    this.detecting = options.delimiter === undefined && stringSortKey;
    this.delim = options.delimiter ?? null;
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
    this.delim = this.vote.winner();
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
    const types = this.recentTypes;
    const d = this.delim;
    for (let i = 0; i < types.length; i++) {
      const name = types[i]!.name;
      if (!s.startsWith(name)) continue;
      if (this.recentWhole[i] ? s.length === name.length : d !== null && s.startsWith(d, name.length)) return types[i]!;
    }
    return this.sortKeyTypeSlow(s);
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
    if (type !== this.fallback && start === 0) this.remember(type, whole);
    return type;
  }

  private remember(type: EntityTypeInfo, whole: boolean): void {
    const i = this.recentTypes.length < RECENT_TYPES ? this.recentTypes.length : this.recentNext;
    this.recentTypes[i] = type;
    this.recentWhole[i] = whole;
    this.recentNext = (i + 1) % RECENT_TYPES;
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

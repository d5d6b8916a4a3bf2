/**
 * The table's model across reads: a design belongs to the table, not to the read on screen. The
 * model shown and exported comes from the most informative read of the table so far: a read of
 * the table itself (not an index), of whole items (no projection), replaces the kept model when it
 * read at least as many items as the read the kept one came from. Any other read leaves the model
 * as it is and adds a note about itself. Simple enough to say in one line on the panel.
 */
import { applyOverrides } from './design-choices.js';
import type { TemplateSummary } from '../infer/types.js';
import type { DesignEvidence, DesignOverrides, TableDesign } from './table-design.js';
import type { Item } from '../../dynamo/types.js';

export interface ReadOrigin {
  operation: 'Scan' | 'Query' | 'GetItem';
  items: number;
  /** When the read ended (ms since epoch). */
  at: number;
  /** The index read, when it was one. */
  index?: string;
  /** Only some attributes were asked for (a projection), so items are not whole. */
  projected: boolean;
}

/** What a read found about the table, kept after the read is off screen. */
export interface KeptModel {
  from: ReadOrigin;
  /** The design as inferred under `overrides` (the choices in force when it was kept). */
  design: TableDesign;
  overrides: DesignOverrides;
  evidence: DesignEvidence[];
  templates: TemplateSummary[];
  entityCounts: [string, number][];
  /** A few items of each entity, for an export's sample data. */
  samples: Record<string, Item[]>;
  /** Entities (as named in `design`) whose items are their collection's own record: sort key = partition key. */
  selfKeyed?: string[];
  /** Where the parent sorts in its collection, when the read showed it (a newest-first read reaches a 'first' one last). */
  parentSorts?: 'first' | 'last';
}

/** Whether a read can speak for the whole table's design: the table's own keys, whole items. */
export function informsTable(o: ReadOrigin): boolean {
  return o.index === undefined && !o.projected && o.items > 0;
}

/** Whether a read's model should replace the kept one: it speaks for the table and read at least as much. */
export function replacesKept(o: ReadOrigin, kept: KeptModel | null): boolean {
  return informsTable(o) && (kept === null || o.items >= kept.from.items);
}

const clock = (at: number) => {
  const d = new Date(at);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
};

/** "the Scan of 855 items at 14:02" (and which index, when it was one). */
export function describeOrigin(o: ReadOrigin, withTime = true): string {
  const n = `${o.items.toLocaleString('en-US')} item${o.items === 1 ? '' : 's'}`;
  return `the ${o.operation}${o.index ? ` of index ${o.index}` : ''} of ${n}${withTime ? ` at ${clock(o.at)}` : ''}`;
}

/** Why the read on screen did not replace the kept model, and what it found that the model lacks. */
export function laterReadNote(
  kept: KeptModel,
  o: ReadOrigin,
  found: readonly string[],
  shownNames: readonly string[],
): string {
  const why =
    o.index !== undefined
      ? 'an index read (its keys are not the table\u2019s)'
      : o.projected
        ? 'it asked for some attributes only'
        : o.items === 0
          ? 'it returned no items'
          : `it read fewer items (${o.items.toLocaleString('en-US')})`;
  const known = new Set(shownNames);
  const extra = found.filter((n) => !known.has(n));
  const tail =
    extra.length > 0
      ? ` It found ${extra.map((n) => `\`${n}\``).join(', ')}, which the model does not have: read more of the table to add ${extra.length === 1 ? 'it' : 'them'}.`
      : '';
  return `The read on screen (${describeOrigin(o, false)}) did not replace the model: ${why}.${tail}`;
}

/**
 * The kept design under the user's current choices. Renames go through the names the kept design
 * was inferred with (a rename made after it was kept still applies); choices the data must be read
 * again for (type attribute, delimiter, templates) take effect with the next read of the table.
 */
export function reapplyOverrides(design: TableDesign, from: DesignOverrides, to: DesignOverrides): TableDesign {
  if (JSON.stringify(from) === JSON.stringify(to)) return design;
  const undo = new Map(Object.entries(from.entityNames ?? {}).map(([inferred, given]) => [given, inferred]));
  const original = (n: string) => undo.get(n) ?? n;
  const base: TableDesign = {
    ...design,
    entities: design.entities.map((e) => ({ ...e, name: original(e.name) })),
    ...(design.parentEntity ? { parentEntity: original(design.parentEntity) } : {}),
    ...(design.parentEntities ? { parentEntities: design.parentEntities.map(original) } : {}),
  };
  return applyOverrides(base, to);
}

/** What of a read's collections the typing model needs: each one's items, types and parent. */
export interface KeptCollection {
  readonly items: readonly Item[];
  readonly sortKeyEqualsPartitionKey: number;
  readonly parentIndex: number | null;
  typeAt(index: number): string;
}

/** Entities whose items are mostly their collection's own record (sort key = partition key), by shown name. */
export function selfKeyedEntities(
  collections: Iterable<KeptCollection>,
  counts: ReadonlyMap<string, number>,
): string[] {
  const self = new Map<string, number>();
  for (const c of collections) {
    if (c.sortKeyEqualsPartitionKey < 0) continue;
    const t = c.typeAt(c.sortKeyEqualsPartitionKey);
    self.set(t, (self.get(t) ?? 0) + 1);
  }
  return [...self].filter(([t, n]) => n * 2 >= (counts.get(t) ?? Infinity)).map(([t]) => t);
}

type KeyView = { S?: string; N?: string };

/** Where the parent sorts among its collection's items: before every child, after every one, or neither (null). */
export function parentSortsAt(
  collections: Iterable<KeptCollection>,
  sortKey: string | undefined,
  limit = 200,
): 'first' | 'last' | null {
  if (sortKey === undefined) return null;
  let first = 0;
  let last = 0;
  let looked = 0;
  for (const c of collections) {
    const p = c.parentIndex;
    if (p === null || c.items.length < 2) continue;
    if (++looked > limit) break;
    const key = (i: number): number | string | undefined => {
      const v = c.items[i]![sortKey] as KeyView | undefined;
      return v?.N !== undefined ? Number(v.N) : v?.S;
    };
    const pk = key(p);
    if (pk === undefined) continue;
    let below = 0;
    let above = 0;
    for (let i = 0; i < c.items.length; i++) {
      const k = key(i);
      if (i === p || k === undefined || typeof k !== typeof pk) continue;
      if (k < pk) below++;
      else above++;
    }
    if (below === 0) first++;
    else if (above === 0) last++;
  }
  if (first > 0 && last === 0) return 'first';
  if (last > 0 && first === 0) return 'last';
  return null;
}

/**
 * The kept model as later reads of the table are typed by it: under the names it was inferred
 * with (the user's renames apply on top, as to any read), its records-of-their-collection marked,
 * since a template such as `{id}` cannot say so.
 */
export function typingModel(
  kept: Pick<KeptModel, 'design' | 'overrides'> & { selfKeyed?: readonly string[] },
): TableDesign {
  const self = new Set(kept.selfKeyed ?? []);
  const marked: TableDesign = {
    ...kept.design,
    entities: kept.design.entities.map((e) => (self.has(e.name) ? { ...e, keyedBySelf: true } : e)),
  };
  return { ...reapplyOverrides(marked, kept.overrides, {}), source: 'inferred' };
}

/**
 * The table's model across reads: a design belongs to the table, not to the read on screen. The
 * model shown and exported comes from the most informative read of the table so far: a read of
 * the table itself (not an index), of whole items (no projection), replaces the kept model when it
 * read at least as many items as the read the kept one came from. Any other read leaves the model
 * as it is and adds a note about itself. Simple enough to say in one line on the panel.
 */
import { applyOverrides } from './design-choices.js';
import type { TemplateSummary } from './inferrer-api.js';
import type { DesignEvidence, DesignOverrides, TableDesign } from './model.js';
import type { Item } from '../dynamo/types.js';

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
export function laterReadNote(kept: KeptModel, o: ReadOrigin, found: readonly string[], shownNames: readonly string[]): string {
  const why = o.index !== undefined ? 'an index read (its keys are not the table\u2019s)'
    : o.projected ? 'it asked for some attributes only'
      : o.items === 0 ? 'it returned no items' : `it read fewer items (${o.items.toLocaleString('en-US')})`;
  const known = new Set(shownNames);
  const extra = found.filter((n) => !known.has(n));
  const tail = extra.length > 0 ? ` It found ${extra.map((n) => `\`${n}\``).join(', ')}, which the model does not have: read more of the table to add ${extra.length === 1 ? 'it' : 'them'}.` : '';
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

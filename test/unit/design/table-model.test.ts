/**
 * The table's model across reads: the most informative read of the table keeps it; a narrow,
 * projected, empty or index read adds a note and replaces nothing; renames made after a model was
 * kept still apply to it.
 */
import { describe, expect, it } from 'vitest';
import { DesignInferrer } from '../../support/design-inferrer.js';
import type { TableDesign } from '../../../shared/design/model/table-design.js';
import {
  describeOrigin,
  informsTable,
  laterReadNote,
  reapplyOverrides,
  replacesKept,
  type KeptModel,
  type ReadOrigin,
} from '../../../shared/design/model/model-across-reads.js';
import type { Item } from '../../../shared/dynamo/types.js';

const S = (v: string) => ({ S: v });

/** Greenhouses with benches and plants on them, `kind` on every item. */
function greenhouses(): Item[] {
  return ['gh1', 'gh2', 'gh3'].flatMap((g): Item[] => [
    { site: S(`HOUSE~${g}`), slot: S(`HOUSE~${g}`), kind: S('House'), label: S(g) },
    ...['b1', 'b2'].flatMap((b): Item[] => [
      { site: S(`HOUSE~${g}`), slot: S(`BENCH~${b}`), kind: S('Bench'), rows: { N: '4' } },
      ...['p1', 'p2', 'p3'].map((p): Item => ({
        site: S(`HOUSE~${g}`),
        slot: S(`BENCH~${b}~PLANT~${p}`),
        kind: S('Plant'),
        species: S('fern'),
      })),
    ]),
  ]);
}

function designOf(items: Item[]): TableDesign {
  const d = new DesignInferrer({
    tableName: 'Greenhouses',
    keys: { partitionKey: 'site', sortKey: 'slot', partitionKeyType: 'S', sortKeyType: 'S' },
  });
  d.addPage(items);
  return d.result().design;
}

const scan: ReadOrigin = { operation: 'Scan', items: 27, at: Date.UTC(2026, 10, 23, 14, 2), projected: false };
function keptOf(from: ReadOrigin, design = designOf(greenhouses())): KeptModel {
  return { from, design, overrides: {}, evidence: [], templates: [], entityCounts: [], samples: {} };
}

describe("which read keeps the table's model", () => {
  it("a read of the table's own keys with whole items speaks for the table; an index, a projection or nothing does not", () => {
    expect(informsTable(scan)).toBe(true);
    expect(informsTable({ ...scan, operation: 'Query', items: 4 })).toBe(true);
    expect(informsTable({ ...scan, index: 'ByKind' })).toBe(false);
    expect(informsTable({ ...scan, projected: true })).toBe(false);
    expect(informsTable({ ...scan, items: 0 })).toBe(false);
  });

  it('a read replaces the kept model only when it read at least as many items', () => {
    const kept = keptOf(scan);
    expect(replacesKept({ ...scan, operation: 'Query', items: 9 }, kept)).toBe(false);
    expect(replacesKept({ ...scan, items: 27 }, kept)).toBe(true);
    expect(replacesKept({ ...scan, items: 40 }, kept)).toBe(true);
    expect(replacesKept({ ...scan, items: 40, projected: true }, kept)).toBe(false);
    expect(replacesKept({ ...scan, items: 40, index: 'ByKind' }, kept)).toBe(false);
    expect(replacesKept({ ...scan, operation: 'Query', items: 1 }, null)).toBe(true);
  });

  it('a narrow read of one partition infers less than the Scan kept', () => {
    const all = designOf(greenhouses());
    const narrow = designOf(greenhouses().filter((i) => (i.slot as { S: string }).S.startsWith('BENCH~b1~')));
    expect(all.entities.map((e) => e.name).sort()).toEqual(['Bench', 'House', 'Plant']);
    expect(narrow.entities.map((e) => e.name)).toEqual(['Plant']);
    expect(all.parentEntity).toBe('House');
    expect(narrow.parentEntity).toBeUndefined();
  });
});

describe('what the panel says about the read on screen', () => {
  it('names the read the model comes from', () => {
    const at = new Date(scan.at);
    const hhmm = `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
    expect(describeOrigin({ ...scan, items: 855 })).toBe(`the Scan of 855 items at ${hhmm}`);
    expect(describeOrigin({ ...scan, operation: 'Query', index: 'GSI1', items: 1 }, false)).toBe(
      'the Query of index GSI1 of 1 item',
    );
  });

  it('says why a later read did not replace it, and what it found that the model lacks', () => {
    const kept = keptOf(scan);
    const names = kept.design.entities.map((e) => e.name);
    expect(laterReadNote(kept, { ...scan, operation: 'Query', items: 0, projected: true }, [], names)).toBe(
      'The read on screen (the Query of 0 items) did not replace the model: it asked for some attributes only.',
    );
    expect(laterReadNote(kept, { ...scan, operation: 'Query', items: 5, index: 'ByKind' }, [], names)).toMatch(
      /an index read/,
    );
    expect(laterReadNote(kept, { ...scan, operation: 'Query', items: 5 }, ['Plant', 'Seedling'], names)).toBe(
      'The read on screen (the Query of 5 items) did not replace the model: it read fewer items (5). It found `Seedling`, which the model does not have: read more of the table to add it.',
    );
  });
});

describe("the user's choices on a kept model", () => {
  it('a rename made after the model was kept applies, through the names it was inferred with', () => {
    const design = designOf(greenhouses());
    const keptRenamed = reapplyOverrides(design, {}, { entityNames: { Plant: 'Seedling' } });
    expect(keptRenamed.entities.map((e) => e.name).sort()).toEqual(['Bench', 'House', 'Seedling']);
    // Kept under one rename, shown under another: Seedling -> Plant -> Sprout.
    const again = reapplyOverrides(
      keptRenamed,
      { entityNames: { Plant: 'Seedling' } },
      { entityNames: { Plant: 'Sprout' }, parentEntity: 'Bench' },
    );
    expect(again.entities.map((e) => e.name).sort()).toEqual(['Bench', 'House', 'Sprout']);
    expect(again.parentEntity).toBe('Bench');
    expect(reapplyOverrides(design, {}, {})).toBe(design);
  });
});

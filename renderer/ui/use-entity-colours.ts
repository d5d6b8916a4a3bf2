/**
 * The colour of each entity of the read on screen, the same wherever it is drawn (legend, rows,
 * strips, the design diagram).
 */
import { useMemo } from 'react';
import { entityTypeColoursKeepingRenames, type EntityColour } from '../../shared/collections/colours.js';
import type { EntityTypeSummary } from '../../shared/design/infer/entity-type-info.js';
import { keptModelOf } from '../store/design-slice.js';
import { useApp } from '../store/index.js';

/**
 * Every type's colour goes by its name alone, so a table keeps its colours whichever type is the
 * parent: giving the parent the first colour recoloured two types at each parent choice (and at
 * each read whose detected parent differed). The parent is marked by its row, not its colour.
 * And by the table's whole set of entities (its kept or imported model), not this read's alone: a
 * Query that finds four of seven types gave them other slots than the Scan that found all seven.
 * And a type the user renamed keeps the colour of the name it was inferred as.
 */
export function useEntityColours(
  types: readonly EntityTypeSummary[],
  extra: readonly string[] = NONE,
): Map<string, EntityColour> {
  const kept = useApp(keptModelOf);
  const imported = useApp((s) => s.designChoices.model);
  const renames = useApp((s) => s.designChoices.overrides.entityNames);
  return useMemo(() => {
    const table = [kept?.design, imported].flatMap((d) => d?.entities.map((e) => e.name) ?? []);
    const all = entityTypeColoursKeepingRenames([...types.map((t) => t.name), ...table, ...extra], renames);
    return new Map([...types.map((t) => t.name), ...extra].map((n) => [n, all.get(n)!]));
  }, [types, kept, imported, extra, renames]);
}

const NONE: readonly string[] = [];

/**
 * The table's model kept across reads (see shared/design/model/model-across-reads.ts): where a read came from,
 * what it found, and which model the Design panel shows -- the read on screen's own, when it speaks
 * for the table at least as well as the kept one, else the kept one with a note about the read.
 */
import { applyOverrides, type DesignChoices } from '../../../shared/design/model/design-choices.js';
import type { TableDesign } from '../../../shared/design/model/table-design.js';
import {
  describeOrigin,
  laterReadNote,
  parentSortsAt,
  reapplyOverrides,
  replacesKept,
  selfKeyedEntities,
  typingModel,
  type KeptModel,
  type ReadOrigin,
} from '../../../shared/design/model/model-across-reads.js';
import type { Item } from '../../../shared/dynamo/types.js';
import type { ReadSession } from '../collections/read-session.js';
import type { BuiltRead } from '../query/build-read.js';
import { designView, type DesignView } from './design-view.js';

/** Where a read came from, as the kept model states it; its items include those without the read's keys (a projection). */
export function originOf(built: BuiltRead, session: ReadSession, at: number): ReadOrigin {
  const items = session.itemCount + session.grouper.skippedCount;
  if (built.operation === 'get')
    return { operation: 'GetItem', items, at, projected: built.request.ProjectionExpression !== undefined };
  const r = built.spec.request;
  const index = built.indexName ?? r.IndexName;
  const projected = r.ProjectionExpression !== undefined || (r.Select !== undefined && r.Select !== 'ALL_ATTRIBUTES');
  return {
    operation: built.operation === 'scan' ? 'Scan' : 'Query',
    items,
    at,
    ...(index ? { index } : {}),
    projected,
  };
}

/** A few items of each entity from the read, for the exported model's sample data. */
export function samplesOf(session: ReadSession, design: TableDesign, perEntity = 3): Record<string, Item[]> {
  const out: Record<string, Item[]> = {};
  const wanted = new Set(design.entities.map((e) => e.name));
  let missing = wanted.size;
  for (const c of session.grouper.collections) {
    for (let i = 0; i < c.items.length && missing > 0; i++) {
      const t = c.typeAt(i);
      if (!wanted.has(t)) continue;
      const list = (out[t] ??= []);
      if (list.length < perEntity) {
        list.push(c.items[i]!);
        if (list.length === perEntity) missing--;
      }
    }
    if (missing === 0) break;
  }
  return out;
}

/** What to keep of a read: its inferred design under the choices in force, and a few items per entity. */
export function keptFrom(session: ReadSession, choices: DesignChoices, origin: ReadOrigin): KeptModel {
  const view = designView(session, { ...choices, model: null });
  const collections = session.grouper.collections;
  const sorts = parentSortsAt(collections, session.keyNames.sortKey);
  return {
    ...(origin.index === undefined ? { selfKeyed: selfKeyedEntities(collections, view.entityCounts) } : {}),
    ...(sorts !== null && origin.index === undefined ? { parentSorts: sorts } : {}),
    from: origin,
    design: view.design,
    overrides: choices.overrides,
    evidence: view.evidence,
    templates: view.templates,
    entityCounts: [...view.entityCounts],
    samples: samplesOf(session, view.design),
  };
}

export interface ShownModel {
  view: DesignView;
  /** Where the model comes from, in a phrase ("Inferred from the Scan of 855 items at 14:02"). */
  source: string;
  /** What the read on screen adds, when the model is not its own. */
  note: string | null;
  /** True when the model is the kept one, not the read on screen's. */
  kept: boolean;
  samples: () => Record<string, Item[]>;
}

/** The model the Design panel shows and exports for the read on screen. */
export function shownModel(
  session: ReadSession,
  choices: DesignChoices,
  origin: ReadOrigin | null,
  kept: KeptModel | null,
): ShownModel {
  const live = designView(session, choices);
  if (choices.model) {
    return {
      view: live,
      source: `Imported model (${importedName(choices.model)})`,
      note: null,
      kept: false,
      samples: () => samplesOf(session, live.design),
    };
  }
  if (kept === null || origin === null || replacesKept(origin, kept)) {
    // The kept model is this read's own once it ended: say when it was read.
    const ended =
      kept !== null && origin !== null && kept.from.items === origin.items && kept.from.operation === origin.operation;
    const what = origin
      ? describeOrigin(ended ? kept.from : origin, ended)
      : `the ${session.itemCount.toLocaleString('en-US')} items read`;
    return {
      view: live,
      source: `Inferred from ${what} (the read on screen)`,
      note: null,
      kept: false,
      samples: () => samplesOf(session, live.design),
    };
  }
  const { view, samples } = keptView(kept, choices);
  const found = origin.index === undefined && !origin.projected ? live.design.entities.map((e) => e.name) : [];
  return {
    view,
    source: `Inferred from ${describeOrigin(kept.from)}`,
    note: laterReadNote(
      kept,
      origin,
      found,
      view.design.entities.map((e) => e.name),
    ),
    kept: true,
    samples: () => samples,
  };
}

/** The kept model under the choices made since: renames follow by position, as entities keep their order. */
function keptView(kept: KeptModel, choices: DesignChoices): { view: DesignView; samples: Record<string, Item[]> } {
  const design = reapplyOverrides(kept.design, kept.overrides, choices.overrides);
  const now = new Map(kept.design.entities.map((e, i) => [e.name, design.entities[i]!.name]));
  const to = (n: string) => now.get(n) ?? n;
  const view: DesignView = {
    design,
    inForce: design,
    evidence: kept.evidence,
    templates: kept.templates.map((t) => ({ ...t, entity: to(t.entity) })),
    entityCounts: new Map(kept.entityCounts.map(([n, c]) => [to(n), c])),
    inferredNames: startingNames(design, choices),
  };
  const samples = Object.fromEntries(Object.entries(kept.samples).map(([n, items]) => [to(n), items]));
  return { view, samples };
}

/** Shown entity name -> the name the user's renames start from. */
function startingNames(design: TableDesign, choices: DesignChoices): Map<string, string> {
  const renames = choices.overrides.entityNames ?? {};
  return new Map(
    design.entities.map((e) => [e.name, Object.keys(renames).find((k) => renames[k] === e.name) ?? e.name]),
  );
}

/**
 * With no read of the table on screen (the table just opened, or the app reloaded): the model
 * imported for it, else the one remembered from its most informative read; null without either.
 * Nothing was read, so it has no item counts and no checks of the data.
 */
export function rememberedModel(choices: DesignChoices, kept: KeptModel | null): ShownModel | null {
  if (choices.model) {
    const design = applyOverrides(choices.model, choices.overrides);
    const view: DesignView = {
      design,
      inForce: design,
      evidence: [],
      templates: [],
      entityCounts: new Map(),
      inferredNames: startingNames(design, choices),
      byModel: true,
    };
    return {
      view,
      source: `Imported model (${importedName(choices.model)})`,
      note: null,
      kept: false,
      samples: () => ({}),
    };
  }
  if (kept === null) return null;
  const { view, samples } = keptView(kept, choices);
  return {
    view,
    source: `Remembered for this table: inferred from ${describeOrigin(kept.from)}`,
    note: null,
    kept: true,
    samples: () => samples,
  };
}

function importedName(model: TableDesign): string {
  return model.source === 'onetable' ? 'OneTable' : model.source === 'nosql-workbench' ? 'NoSQL Workbench' : 'edited';
}

/** A Scan of the table itself, of whole items: it reads the table as it is, and may teach a new model. */
export function readsWholeTable(built: BuiltRead): boolean {
  if (built.operation !== 'scan') return false;
  const r = built.spec.request;
  return (
    (built.indexName ?? r.IndexName) === undefined &&
    r.ProjectionExpression === undefined &&
    (r.Select === undefined || r.Select === 'ALL_ATTRIBUTES')
  );
}

/**
 * The model a read of the table is typed by, when the user imported none: the table's kept model
 * (this session's, else the one remembered from an earlier one), for every read but a whole-item
 * Scan of the table, which reads the table afresh. Null without one.
 */
export function typingModelFor(built: BuiltRead, choices: DesignChoices, kept: KeptModel | null): TableDesign | null {
  if (choices.model !== null || readsWholeTable(built)) return null;
  const model = kept !== null ? typingModel(kept) : (choices.kept?.design ?? null);
  // A model inferred under another type attribute than the one the user chose since would name
  // the items by the attribute the user turned away from: the read infers under the choice.
  if (
    model !== null &&
    'typeAttribute' in choices.overrides &&
    (choices.overrides.typeAttribute ?? undefined) !== model.typeAttribute
  )
    return null;
  return model;
}

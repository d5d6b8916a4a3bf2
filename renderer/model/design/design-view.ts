/**
 * What the Design panel shows for the read on screen: the design in force (an imported model with
 * the user's choices on top, or what the grouping inferred) with the evidence for it, and the
 * checks of the data against it. Built only while the panel is visible; the checks follow the read
 * page by page through one DesignCheck per session and design.
 */
import type { ItemCollection } from '../../../shared/collections/item-collection.js';
import type { Classification } from '../../../shared/design/check/entity-of-item.js';
import { DesignCheck } from '../../../shared/design/check/design-check.js';
import { applyOverrides, type DesignChoices } from '../../../shared/design/model/design-choices.js';
import type { TemplateSummary } from '../../../shared/design/infer/types.js';
import { parentsOf, type DesignEvidence, type TableDesign } from '../../../shared/design/model/table-design.js';
import type { ReadSession } from '../collections/read-session.js';

export interface DesignView {
  /** The design in force: the imported model with the user's choices, or what was inferred. */
  design: TableDesign;
  evidence: DesignEvidence[];
  /** The grouping's own reading of the table (what is in force where the model says nothing). */
  inForce: TableDesign;
  /** Templates as found in the data, with the entity each belongs to and its items. */
  templates: TemplateSummary[];
  /** Entity names as the grouping shows them, with their item counts. */
  entityCounts: Map<string, number>;
  /** Shown entity name -> the name the user's renames start from. */
  inferredNames: Map<string, string>;
  /** True when an imported model is in force: the choices' hints name it. */
  byModel?: boolean;
}

export function designView(session: ReadSession, choices: DesignChoices): DesignView {
  const g = session.grouper;
  const result = g.design();
  const entityCounts = new Map(g.entityTypes().map((t) => [t.name, t.items]));
  const renames = choices.overrides.entityNames ?? {};
  const design = choices.model ? applyOverrides(choices.model, choices.overrides) : result.design;
  const inferredNames = new Map<string, string>();
  for (const e of design.entities)
    inferredNames.set(e.name, Object.keys(renames).find((k) => renames[k] === e.name) ?? e.name);
  if (!choices.model)
    return {
      design,
      inForce: result.design,
      evidence: result.evidence,
      templates: result.templates,
      entityCounts,
      inferredNames,
    };
  // An imported model is in force whatever the read on screen carries: a projected or empty read
  // has no type attribute of its own, and saying "none" then contradicts the model typing the grid.
  const typeLine: DesignEvidence = {
    topic: 'type-attribute',
    text: design.typeAttribute
      ? `type attribute \`${design.typeAttribute}\` (the imported model's)`
      : 'the imported model names no type attribute: entities from its key templates',
  };
  const evidence = [typeLine, ...result.evidence.filter((e) => e.topic !== 'type-attribute')];
  const inForce: TableDesign = {
    ...result.design,
    ...(design.typeAttribute ? { typeAttribute: design.typeAttribute } : {}),
  };
  return { design, inForce, evidence, templates: result.templates, entityCounts, inferredNames, byModel: true };
}

/** One check per session and design; a new page only adds to it. */
const checks = new WeakMap<ReadSession, { key: string; grouper: unknown; check: DesignCheck }>();

export function designCheckFor(session: ReadSession, view: DesignView, byModel: boolean): DesignCheck {
  const key = JSON.stringify(view.design);
  const known = checks.get(session);
  if (known && known.key === key && known.grouper === session.grouper) return known.check;
  // Without a model, the grouping has typed every item already: the check reads those types.
  const classify = byModel
    ? undefined
    : (_item: unknown, index: number, c: unknown): Classification => ({
        entity: (c as ItemCollection).typeAt(index),
        keysFit: true,
      });
  const check = new DesignCheck(view.design, classify);
  // Inferred designs may give collections different parents (an org's record, a lone ticket): the
  // grouping's own choice counts. So it does for a model that names no parent (a OneTable schema
  // has no place for one): the checks then call parent what the grid marks as parent.
  if (!byModel || parentsOf(view.design).length === 0) check.parentOf = (c) => (c as ItemCollection).parentIndex;
  checks.set(session, { key, grouper: session.grouper, check });
  return check;
}

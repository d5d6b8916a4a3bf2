/**
 * What the Design panel shows for the read on screen: the design in force (an imported model with
 * the user's choices on top, or what the grouping inferred) with the evidence for it, and the
 * checks of the data against it. Built only while the panel is visible; the checks follow the read
 * page by page through one DesignCheck per session and design.
 */
import type { ItemCollection } from '../../../shared/collections/item-collection.js';
import type { Classification } from '../../../shared/design/classify.js';
import { DesignCheck } from '../../../shared/design/design-check.js';
import { applyOverrides, type DesignChoices } from '../../../shared/design/design-typing.js';
import type { DesignEvidence, EntityDesign, TableDesign } from '../../../shared/design/model.js';
import type { ReadSession } from '../collections/read-session.js';

export interface DesignView {
  design: TableDesign;
  evidence: DesignEvidence[];
  /** Entity names as the grouping shows them, with their item counts. */
  entityCounts: Map<string, number>;
  /** Entities of the design keyed by the name the user's renames start from. */
  inferredNames: Map<string, string>;
}

/** Until inference offers templates, the inferred design is the grouping's types and parent. */
function inferredDesign(session: ReadSession, tableName: string): { design: TableDesign; evidence: DesignEvidence[] } {
  const g = session.grouper;
  const types = g.entityTypes();
  const parent = g.dominantParentType();
  const fallback = g.keyNames.sortKey ?? g.keyNames.partitionKey;
  const evidence: DesignEvidence[] = [];
  const delimiter = g.delimiter;
  evidence.push({ topic: 'delimiter', text: delimiter ? `delimiter \`${delimiter}\` in the sort keys` : 'no delimiter found in the sort keys' });
  for (const t of types) {
    const text = t.name === fallback
      ? `\`${t.name}\`: ${t.items.toLocaleString('en-US')} items whose key names no type (ids, numbers, dates)`
      : `\`${t.name}\`: ${t.items.toLocaleString('en-US')} items in ${t.collections.toLocaleString('en-US')} collections`;
    evidence.push({ topic: 'entity', text, items: t.items });
  }
  if (parent) {
    const withParent = g.collections.filter((c) => c.parentType === parent).length;
    evidence.push({ topic: 'parent', text: `parent: ${parent} (at the head of ${withParent.toLocaleString('en-US')} of ${g.collections.length.toLocaleString('en-US')} collections)` });
  } else evidence.push({ topic: 'parent', text: 'parent: none found (no item is once per collection at its head)' });
  const entities: EntityDesign[] = types.map((t) => ({ name: t.name, keys: {} }));
  return {
    design: {
      source: 'inferred', tableName, keys: { partitionKey: g.keyNames.partitionKey, ...(g.keyNames.sortKey ? { sortKey: g.keyNames.sortKey } : {}) },
      ...(delimiter ? { delimiter } : {}), entities, ...(parent ? { parentEntity: parent } : {}),
    },
    evidence,
  };
}

function modelEvidence(model: TableDesign): DesignEvidence[] {
  const from = model.source === 'onetable' ? 'OneTable schema' : model.source === 'nosql-workbench' ? 'NoSQL Workbench model' : 'edited model';
  const out: DesignEvidence[] = [{ topic: 'model', text: `entities from the imported ${from}: ${model.entities.length}` }];
  if (model.typeAttribute) out.push({ topic: 'type-attribute', text: `types from attribute \`${model.typeAttribute}\`` });
  if (model.delimiter) out.push({ topic: 'delimiter', text: `delimiter \`${model.delimiter}\`` });
  for (const e of model.entities) {
    const keys = Object.entries(e.keys).map(([a, t]) => `${a} \`${t}\``).join(', ');
    out.push({ topic: 'template', text: `${e.name}${e.typeValue !== undefined ? ` (${model.typeAttribute} = ${e.typeValue})` : ''}: ${keys || 'no key templates'}` });
  }
  out.push({ topic: 'parent', text: model.parentEntity ? `parent: ${model.parentEntity}` : 'parent: none in the model' });
  return out;
}

export function designView(session: ReadSession, choices: DesignChoices, tableName: string): DesignView {
  const entityCounts = new Map(session.grouper.entityTypes().map((t) => [t.name, t.items]));
  const renames = choices.overrides.entityNames ?? {};
  const inferredNames = new Map<string, string>();
  if (choices.model) {
    const design = applyOverrides(choices.model, choices.overrides);
    choices.model.entities.forEach((e, i) => inferredNames.set(design.entities[i]!.name, e.name));
    return { design, evidence: modelEvidence(choices.model), entityCounts, inferredNames };
  }
  const { design, evidence } = inferredDesign(session, tableName);
  for (const e of design.entities) inferredNames.set(e.name, Object.keys(renames).find((k) => renames[k] === e.name) ?? e.name);
  if (choices.overrides.typeAttribute) evidence.unshift({ topic: 'type-attribute', text: `types from attribute \`${choices.overrides.typeAttribute}\` (your choice)` });
  return { design: applyOverrides(design, { ...choices.overrides, entityNames: {} }), evidence, entityCounts, inferredNames };
}

/** One check per session and design; a new page only adds to it. */
const checks = new WeakMap<ReadSession, { key: string; grouper: unknown; check: DesignCheck }>();

export function designCheckFor(session: ReadSession, view: DesignView, byModel: boolean): DesignCheck {
  const key = JSON.stringify(view.design);
  const known = checks.get(session);
  if (known && known.key === key && known.grouper === session.grouper) return known.check;
  const fallback = session.keyNames.sortKey ?? session.keyNames.partitionKey;
  // Without a model, the grouping has typed every item already: the check reads those types.
  const classify = byModel ? undefined : (_item: unknown, index: number, c: unknown): Classification => {
    const type = (c as ItemCollection).typeAt(index);
    return { entity: type === fallback ? null : type, keysFit: true };
  };
  const check = new DesignCheck(view.design, classify);
  checks.set(session, { key, grouper: session.grouper, check });
  return check;
}

/**
 * Reshaping the entities once they are named: the user's "template -> entity" choices, entities
 * of one name merged, and a parent known only by its attributes named after the partition key.
 */
import { nameFromKeyAttribute } from './entity-naming.js';
import { templateChoice } from '../model/design-choices.js';
import type { ParentChoice } from './parent-choice.js';
import type { InferredEntity } from './types.js';

/**
 * A parent known only by its attributes is the thing the partition key identifies: `machineId`
 * heads a machine's collection, so that entity is a Machine.
 */
export function nameParentAfterKey(
  entities: InferredEntity[],
  parent: ParentChoice,
  pkName: string,
  renamed: Record<string, string> | undefined,
): void {
  const e = entities.find((x) => x.name === parent.entity);
  const name = nameFromKeyAttribute(pkName);
  if (
    e === undefined ||
    name === null ||
    (e.source !== 'attributes' && e.source !== 'fallback') ||
    entities.some((x) => x.name === name)
  )
    return;
  const from = e.name;
  e.name = renamed?.[name] ?? name;
  e.source = 'key-attribute';
  parent.entity = e.name;
  for (const r of parent.ranked) if (r.entity === from) r.entity = e.name;
}

/** Applies "template -> entity" choices: every class of that template joins the named entity. */
export function regroupByTemplate(
  entities: InferredEntity[],
  choice: Record<string, string>,
  attribute: string,
): InferredEntity[] {
  const out = new Map(entities.map((e) => [e.name, e]));
  // By the template's literal structure: a choice stored as `sk=ORDER:{n}` holds for `sk=ORDER:{orderId}`.
  for (const e of entities) {
    for (const c of [...e.classes]) {
      const to = templateChoice(choice, `${attribute}=${c.template!.text}`);
      if (to === undefined || to === e.name) continue;
      e.classes.splice(e.classes.indexOf(c), 1);
      let target = out.get(to);
      if (target === undefined)
        out.set(to, (target = { name: to, metadataLike: false, classes: [], source: 'override', stray: false }));
      target.classes.push(c);
    }
  }
  return [...out.values()].filter((e) => e.classes.length > 0);
}

export function mergeSameNames(entities: InferredEntity[]): InferredEntity[] {
  const byName = new Map<string, InferredEntity>();
  for (const e of entities) {
    const seen = byName.get(e.name);
    if (seen === undefined) byName.set(e.name, e);
    else seen.classes.push(...e.classes);
  }
  return [...byName.values()];
}

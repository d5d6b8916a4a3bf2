/**
 * A staged change read against the table's design, before it is committed: what the write would
 * do to the item's place in the design that a per-attribute diff does not say. The item may come
 * to fit no entity, turn into another entity, lose or garble its type attribute, leave its item
 * collection (in the table or in an index), or give a key attribute a type its template cannot
 * build. Each finding is a sentence naming the attribute and the entity; none stops the commit
 * (the design is a reading of the data, not a rule DynamoDB enforces), except what the write gate
 * (review.ts) already calls a problem.
 */
import { ModelClassifier, type Classification } from '../design/check/entity-of-item.js';
import { isOpaqueTemplate } from '../design/model/key-template.js';
import type { TableDesign } from '../design/model/table-design.js';
import type { AttributeValue, Item, TableDescription } from '../dynamo/types.js';
import type { StagedChange } from './change.js';
import { sameValue } from './value-equality.js';
import type { ReviewNote } from './review.js';

const shown = (v: AttributeValue | undefined): string => {
  if (v === undefined) return '(absent)';
  const [type, inner] = Object.entries(v)[0]!;
  return typeof inner === 'string' ? `"${inner}"` : `${type} ${JSON.stringify(inner)}`;
};

const typeOf = (v: AttributeValue): string => Object.keys(v)[0]!;

function templatesOf(design: TableDesign, entityName: string): string {
  const e = design.entities.find((x) => x.name === entityName);
  return e
    ? Object.entries(e.keys)
        .map(([k, t]) => `${k} = ${t}`)
        .join(', ')
    : '';
}

/** The partition keys an item has in the table and in each index of the design, by where. */
function collections(design: TableDesign, item: Item): Map<string, AttributeValue | undefined> {
  const out = new Map<string, AttributeValue | undefined>([['the table', item[design.keys.partitionKey]]]);
  for (const index of design.indexes ?? []) {
    if (index.kind === 'GSI') out.set(`index ${index.name}`, item[index.partitionKey]);
  }
  return out;
}

export function designReview(change: StagedChange, design: TableDesign, table?: TableDescription): ReviewNote[] {
  const { before, after } = change;
  if (!after) return [];
  const notes: ReviewNote[] = [];
  const note = (message: string) => notes.push({ level: 'note', message });
  const classifier = new ModelClassifier(design);
  const classify = (item: Item): Classification => {
    const c = classifier.classify(item);
    // The classifier reads templates only; a self-keyed entity has none for its sort key.
    const self = design.entities.find(
      (e) => e.name === c.entity && e.keyedBySelf && e.keys[design.keys.sortKey ?? ''] === undefined,
    );
    const sk = design.keys.sortKey;
    if (
      self &&
      sk !== undefined &&
      !(item[sk] && item[design.keys.partitionKey] && sameValue(item[sk]!, item[design.keys.partitionKey]!))
    )
      return { entity: null, keysFit: false };
    return c;
  };
  const was = before ? classify(before) : undefined;
  const now = classify(after);
  const typeAttr = design.typeAttribute;

  if (now.entity === null) {
    const names = design.entities.map((e) => e.name);
    const from = was?.entity ? ` (it was ${was.entity})` : '';
    if (names.length > 0)
      note(
        `After this change the item fits no entity of the design${from}: its keys match none of the templates of ${names.join(', ')}.`,
      );
  } else if (!now.keysFit) {
    note(
      `The type attribute "${typeAttr}" says ${now.entity}, but the keys do not fit ${now.entity}'s templates (${templatesOf(design, now.entity)}).`,
    );
  } else if (was?.entity && was.entity !== now.entity) {
    note(`The item turns from ${was.entity} into ${now.entity}.`);
  }

  if (typeAttr !== undefined && before && before[typeAttr] !== undefined) {
    const v = after[typeAttr];
    if (v === undefined)
      note(
        `The change drops the type attribute "${typeAttr}" (was ${shown(before[typeAttr])}): readers that tell entities by it no longer see this item as ${was?.entity ?? 'what it was'}.`,
      );
    else if (
      !sameValue(before[typeAttr]!, v) &&
      !design.entities.some((e) => e.typeValue !== undefined && 'S' in v && v.S === e.typeValue)
    ) {
      note(
        `The type attribute "${typeAttr}" becomes ${shown(v)}, which names no entity of the design (${design.entities.flatMap((e) => (e.typeValue ? [`"${e.typeValue}"`] : [])).join(', ')}).`,
      );
    }
  }

  if (before) {
    const a = collections(design, before);
    const b = collections(design, after);
    for (const [where, old] of a) {
      const next = b.get(where);
      if (old === undefined || (next !== undefined && sameValue(old, next))) continue;
      note(
        next === undefined
          ? `The item leaves its item collection ${shown(old)} in ${where}: it no longer has that key.`
          : `The item moves out of its item collection ${shown(old)} into ${shown(next)} in ${where}.`,
      );
    }
  }

  // A key the design builds from text (literal segments) must stay text; the table's own
  // attribute definitions, when known, are the write gate's to check (review.ts).
  const entity = design.entities.find((e) => e.name === (now.entity ?? was?.entity));
  for (const [attribute, template] of Object.entries(entity?.keys ?? {})) {
    const v = after[attribute];
    if (v === undefined || isOpaqueTemplate(template) || 'S' in v) continue;
    if (table?.AttributeDefinitions.some((d) => d.AttributeName === attribute)) continue;
    note(
      `${attribute} is ${typeOf(v)}, but ${entity!.name} builds it as text (${template}); items of the index it keys would not match it as a string.`,
    );
  }
  return notes;
}

/**
 * The inference as the rest of the app reads it: a TableDesign, the template list, and the
 * evidence lines the Design panel shows ("types from attribute `kind`", "templates: ...",
 * "parent: Tenant").
 */
import type { InferenceInput, InferredEntity, TemplateSummary } from './types.js';
import type { DesignEvidence, EntityDesign, TableDesign } from '../model/table-design.js';
import type { ParentChoice } from './parent-choice.js';
import { partitionTemplate } from './partition-template.js';
import type { TypeChoice } from './type-choice.js';
import { count } from '../../text/count.js';

interface Parts {
  delimiters: string[];
  typeChoice: TypeChoice;
  entities: InferredEntity[];
  parent: ParentChoice;
  strays: number;
}

/** Classes per entity whose partition keys make its template: enough to tell literals, bounded per inference. */
const PK_TEMPLATE_CLASSES = 64;

const pct = (x: number) => `${Math.round(x * 100)}%`;

const PARENT_WHY: Record<string, string> = {
  override: 'your choice',
  model: 'the imported model',
  'sort-key-equals-partition-key': 'its sort key equals the partition key',
  'metadata-type': 'named like a collection\u2019s own record',
  'singular-type': 'once per collection while other entities repeat',
};

export function describeDesign(
  cl: InferenceInput,
  p: Parts,
): { design: TableDesign; evidence: DesignEvidence[]; templates: TemplateSummary[] } {
  const keys = cl.options.keys;
  const attribute = keys.sortKey ?? keys.partitionKey;
  const templates: TemplateSummary[] = [];
  const entities: EntityDesign[] = [];
  const total = cl.classes.reduce((n, c) => n + c.seen, 0);
  const notAttributes = new Set([
    keys.partitionKey,
    ...(keys.sortKey ? [keys.sortKey] : []),
    ...(p.typeChoice.name ? [p.typeChoice.name] : []),
  ]);
  for (const e of p.entities) {
    const byTemplate = new Map<string, number>();
    const attrs = new Map<string, number>();
    let items = 0;
    for (const c of e.classes) {
      byTemplate.set(c.template!.text, (byTemplate.get(c.template!.text) ?? 0) + c.seen);
      items += c.seen;
      // Every attribute of the class's first item, watched ones (`status`, `section`) included: per class, not per item.
      for (const a in c.first) if (!notAttributes.has(a)) attrs.set(a, (attrs.get(a) ?? 0) + c.seen);
    }
    const ranked = [...byTemplate].sort((a, b) => b[1] - a[1]);
    for (const [template, n] of ranked) templates.push({ attribute, template, entity: e.name, items: n });
    const attributes = [...attrs].filter(([, n]) => n >= items * 0.5).map(([a]) => a);
    const pkTemplate =
      keys.sortKey === undefined || keys.partitionKeyType === 'N' || keys.partitionKeyType === 'B'
        ? null
        : partitionTemplate(
            e.classes.slice(0, PK_TEMPLATE_CLASSES).map((c) => ({ key: c.partitionKey, seen: c.seen })),
            p.delimiters,
            new Set(attrs.keys()),
          );
    entities.push({
      name: e.name,
      ...(e.typeValue !== undefined ? { typeValue: e.typeValue } : {}),
      keys: {
        ...(pkTemplate !== null ? { [keys.partitionKey]: pkTemplate } : {}),
        ...(ranked.length > 0 ? { [attribute]: ranked[0]![0] } : {}),
      },
      attributes,
    });
  }
  templates.sort((a, b) => b.items - a.items);
  // Collections of different kinds may each have their own parent: every one that heads some.
  const heads = p.parent.heads ?? [];
  const source = cl.model
    ? cl.model.source
    : cl.overrides && Object.keys(cl.overrides).length > 0
      ? 'edited'
      : 'inferred';
  const design: TableDesign = {
    source,
    tableName: cl.options.tableName,
    keys: { partitionKey: keys.partitionKey, ...(keys.sortKey ? { sortKey: keys.sortKey } : {}) },
    ...(p.typeChoice.name ? { typeAttribute: p.typeChoice.name } : {}),
    ...(p.delimiters.length > 0 ? { delimiter: p.delimiters[0]! } : {}),
    entities,
    ...(p.parent.entity ? { parentEntity: p.parent.entity } : {}),
    ...(heads.length > 1 ? { parentEntities: heads.map((h) => h.entity) } : {}),
    ...(cl.model?.indexes ? { indexes: cl.model.indexes } : {}),
  };
  const evidence: DesignEvidence[] = [];
  const t = p.typeChoice;
  const learnedItems = cl.options.learned?.typeAttributeItems;
  if (t.name) {
    const why =
      t.reason === 'override'
        ? 'your choice'
        : t.reason === 'model'
          ? 'the imported model'
          : t.reason === 'learned'
            ? `${t.learnedFromLarger ? 'a larger' : 'an earlier'} read of this table${learnedItems ? ` (${count(learnedItems, 'item')})` : ''}`
            : t.reason === 'name'
              ? 'its name'
              : t.byKeys === false
                ? 'each value keeps to one shape of attributes'
                : `its values line up with key shapes (${pct(t.purity)})`;
    evidence.push({
      topic: 'type-attribute',
      text: `types from attribute \`${t.name}\` (on ${pct(t.coverage)} of items; ${why})`,
      items: Math.round(t.coverage * total),
    });
  } else if (p.entities.some((e) => e.source === 'learned')) {
    const attr = cl.options.learned?.typeAttribute;
    evidence.push({
      topic: 'type-attribute',
      text: `no type attribute on these items: named by the ${attr ? `\`${attr}\`` : 'type'} values a larger read found per key template`,
    });
  } else
    evidence.push({
      topic: 'type-attribute',
      text: 'no type attribute: entities from key templates and attribute shapes',
    });
  if (p.delimiters.length > 0) {
    evidence.push({
      topic: 'delimiter',
      text: `delimiter ${p.delimiters.map((d) => `\`${d}\``).join(' and ')} in ${attribute} values`,
      items: p.delimiters.reduce((n, d) => n + cl.delimiters.votes(d), 0),
    });
  } else if (keys.sortKeyType === undefined || keys.sortKeyType === 'S')
    evidence.push({ topic: 'delimiter', text: `no delimiter found in ${attribute} values` });
  // One template of several entities (`{n}` of readings and faults, told apart by their type or
  // attributes) is listed once, with its entities, not once per entity.
  const byText = new Map<string, { items: number; entities: [string, number][] }>();
  for (const x of templates) {
    let t = byText.get(x.template);
    if (t === undefined) byText.set(x.template, (t = { items: 0, entities: [] }));
    t.items += x.items;
    t.entities.push([x.entity, x.items]);
  }
  const merged = [...byText].sort((a, b) => b[1].items - a[1].items);
  const shown = merged
    .slice(0, 8)
    .map(
      ([text, t]) =>
        `\`${text}\` ${t.items.toLocaleString('en-US')} item${t.items === 1 ? '' : 's'}${t.entities.length > 1 ? ` (${t.entities.map(([e, n]) => `${e} ${n.toLocaleString('en-US')}`).join(', ')})` : ''}`,
    );
  if (shown.length > 0)
    evidence.push({
      topic: 'template',
      text: `templates: ${shown.join(', ')}${merged.length > 8 ? `, and ${merged.length - 8} more` : ''}`,
      items: total,
    });
  for (const e of p.entities) {
    const how =
      e.source === 'type-value'
        ? `type value \`${e.typeValue ?? e.name}\``
        : e.source === 'learned'
          ? `type value \`${e.typeValue ?? e.name}\`, which a larger read found on ${e.learnedFrom ?? 'its template'}`
          : e.source === 'literals'
            ? 'template literals'
            : e.source === 'key-attribute'
              ? 'the partition key it heads'
              : e.source === 'sort-key'
                ? `the sort key attribute \`${attribute}\``
                : e.source === 'attributes'
                  ? 'its own attributes'
                  : e.source === 'model'
                    ? cl.model?.source === 'inferred'
                      ? 'the table\u2019s design'
                      : 'the imported model'
                    : e.source === 'override'
                      ? 'your choice'
                      : `no name in keys or attributes: called after ${attribute}`;
    evidence.push({
      topic: 'entity',
      text: `${e.name}: named from ${how}`,
      items: e.classes.reduce((n, c) => n + c.seen, 0),
    });
  }
  evidence.push(parentEvidence(p.parent));
  if (cl.model?.source === 'inferred') {
    // The table's own model, kept from a confident read: this read is typed as that one was.
    const fit =
      p.strays === 0
        ? 'every item fits one of them'
        : `${plural(p.strays, 'item')} fit no entity of the table\u2019s design`;
    evidence.push({
      topic: 'model',
      text: `typed by the table\u2019s design (${cl.model.entities.length} entities, inferred from a larger read of the table): ${fit}`,
      items: p.strays,
    });
  } else if (cl.model)
    evidence.push({
      topic: 'model',
      text: `model from ${cl.model.source}: ${cl.model.entities.length} entities; ${p.strays.toLocaleString('en-US')} item${p.strays === 1 ? '' : 's'} fit none of them`,
      items: p.strays,
    });
  return { design, evidence, templates };
}

const plural = (n: number, what: string) => `${n.toLocaleString('en-US')} ${what}${n === 1 ? '' : 's'}`;

/** "parent: X (why)", or, when kinds of collection have different parents, each with the collections it heads. */
function parentEvidence(parent: ParentChoice): DesignEvidence {
  const heads = parent.heads ?? [];
  const sampled =
    parent.counted !== undefined && parent.total !== undefined && parent.counted < parent.total
      ? ` of ${plural(parent.counted, 'collection')} sampled`
      : '';
  if (heads.length > 1) {
    const list = heads.map((h) => `${h.entity} (${plural(h.collections, 'collection')}${sampled})`).join(', ');
    return {
      topic: 'parent',
      text: `parents: ${list}; each collection's is the first of these it holds`,
      items: heads.reduce((n, h) => n + h.collections, 0),
    };
  }
  if (!parent.entity && parent.lone)
    return { topic: 'parent', text: 'parent: none (every collection read holds one item)' };
  if (!parent.entity) return { topic: 'parent', text: 'parent: none found (no entity heads each collection)' };
  return { topic: 'parent', text: `parent: ${parent.entity} (${PARENT_WHY[parent.reason ?? 'override']})` };
}

/**
 * One pass of inference over the shape classes: delimiters, the type attribute, key templates,
 * entities and their names, the parent, and the evidence for each, applying the user's overrides
 * and an imported model. Sets each class's template and entity, so names change without
 * re-reading an item.
 */
import { isMetadataLike } from './metadata-names.js';
import {
  clusterByAttributes,
  nameFromAttributes,
  nameFromKeyAttribute,
  nameFromLiterals,
  nameFromNamingAttribute,
  typeValueNames,
} from './entity-naming.js';
import { segmentsOf } from './key-shape.js';
import { matchModel } from './model-match.js';
import type { DesignLearned } from '../model/table-design.js';
import { countOverCollections, tallyParents } from './parent-evidence.js';
import { chooseParent, type EntityStats } from './parent-choice.js';
import type { ShapeClass, TemplateRecord } from './shape-class.js';
import { canonicalParts, templateOf } from './templates-from-classes.js';
import { chooseTypeAttribute, type LearnedType } from './type-choice.js';
import { describeDesign } from './describe-design.js';
import { mergeSameNames, nameParentAfterKey, regroupByTemplate } from './entity-regrouping.js';
import {
  contentAttributes,
  edgeNames,
  nameFromTableKeys,
  partitionKinds,
  pkVariables,
  tableKeyLiterals,
} from './key-names.js';
import type { Inference, InferenceInput, InferredEntity, TemplateSummary } from './types.js';

/** Past this many classes, classes of one template and entity share a representative for new items. */
const SHARE_REPRESENTATIVE_FROM = 200;
const SHARE_REPRESENTATIVE_ITEMS = 5000;

function delimitersFor(cl: InferenceInput): string[] {
  const o = cl.overrides?.delimiter;
  if (typeof o === 'string' && o !== '') return [o];
  if (o === null) return [];
  const active = cl.delimiters.active();
  // A small read's few keys may not show the table's delimiter (or show a date's `:` instead).
  const learned = cl.options.learned?.delimiter;
  if (learned && (cl.delimiters.sampled < 20 || active.length === 0))
    return [learned, ...active.filter((d) => d !== learned)];
  return active;
}

function learnedType(learned: DesignLearned | null | undefined): LearnedType | undefined {
  if (!learned?.typeAttribute) return undefined;
  return {
    name: learned.typeAttribute,
    ...(learned.typeAttributeItems !== undefined ? { items: learned.typeAttributeItems } : {}),
  };
}

export function inferDesign(cl: InferenceInput): Inference {
  const classes = cl.classes;
  const keys = cl.options.keys;
  const delimiters = delimitersFor(cl);
  for (const c of classes) {
    if (c.sortKind !== 'S') {
      c.segments = [];
      continue;
    }
    const inPk = pkVariables(c.partitionKey, delimiters);
    c.segments = segmentsOf(c.sortKey, delimiters).map((s) => ({ ...s, inPk: s.word && inPk.has(s.text) }));
  }
  const typeChoice = chooseTypeAttribute(
    classes,
    cl.sample.watched,
    cl.overrides?.typeAttribute,
    cl.model?.typeAttribute,
    learnedType(cl.options.learned),
    cl.tableKey !== null,
  );
  const tv = (c: ShapeClass) => (typeChoice.index < 0 ? undefined : c.typeValues[typeChoice.index]);
  const content = contentAttributes(keys.tableKeys);
  const parts = canonicalParts(
    classes.map((c) => ({ segments: c.segments as never, typeValue: tv(c), attributes: content(c), seen: c.seen })),
    partitionKinds(classes, delimiters),
  );
  const templates = new Map<string, TemplateRecord>();
  const literalWords = new Set<string>();
  classes.forEach((c, i) => {
    const t = templateOf(parts[i]!, c.segments);
    const key = c.sortKind === 'S' ? t.key : `<${c.sortKind}>`;
    let rec = templates.get(key);
    // Named once per template, its variables kept clear of the attributes its items carry.
    const text = () =>
      c.sortKind === 'S'
        ? templateOf(parts[i]!, c.segments, new Set(Object.keys(c.first))).text
        : `{${c.sortKind === 'N' ? 'n' : c.sortKind === 'B' ? 'bytes' : ''}}`;
    if (rec === undefined) templates.set(key, (rec = { key, text: text(), literals: t.literals }));
    for (const l of t.literals) literalWords.add(l);
    c.template = rec;
  });

  // Entities: by type value, else by literals, else by attribute shape.
  const delimiter = delimiters[0] ?? '#';
  const named = new Map<string, InferredEntity>();
  const entityNamed = (name: string, source: InferredEntity['source']): InferredEntity => {
    let e = named.get(name);
    if (e === undefined) named.set(name, (e = { name, metadataLike: false, classes: [], source, stray: false }));
    return e;
  };
  const templateTypes = new Map<TemplateRecord, Map<string, number>>();
  for (const c of classes) {
    const v = tv(c);
    if (v === undefined || c.template!.literals.length === 0) continue;
    let m = templateTypes.get(c.template!);
    if (m === undefined) templateTypes.set(c.template!, (m = new Map()));
    m.set(v, (m.get(v) ?? 0) + c.seen);
  }
  // A read whose items lack the type attribute names them by what a larger read learned of their templates.
  const lt = cl.learnedTypes;
  const ovType = cl.overrides?.typeAttribute;
  const useLearned = lt.size > 0 && !cl.model && (ovType === undefined || ovType === cl.options.learned?.typeAttribute);
  const valueCounts = new Map<string, number>();
  for (const c of classes) {
    const v = tv(c);
    if (v !== undefined) valueCounts.set(v, (valueCounts.get(v) ?? 0) + c.seen);
  }
  if (useLearned) for (const v of lt.values) if (!valueCounts.has(v)) valueCounts.set(v, 0);
  const nameFromTypeValue = typeValueNames(valueCounts);
  const edges = edgeNames(classes, delimiters, delimiter);
  const shapeless: ShapeClass[] = [];
  const byTableKey = tableKeyLiterals(
    cl,
    classes.filter((c) => tv(c) === undefined && c.template!.literals.length === 0 && !templateTypes.has(c.template!)),
  );
  for (const c of classes) {
    const v = tv(c);
    if (v !== undefined) {
      const e = entityNamed(nameFromTypeValue(v), 'type-value');
      e.typeValue ??= v;
      e.classes.push(c);
      continue;
    }
    const t = c.template!;
    const typed = templateTypes.get(t);
    if (typed !== undefined) {
      // Untyped items of a template whose typed items agree: they are that type too.
      const [best] = [...typed].sort((a, b) => b[1] - a[1]);
      entityNamed(nameFromTypeValue(best![0]), 'type-value').classes.push(c);
      continue;
    }
    const learned = useLearned ? lt.match(c.first) : null;
    if (learned !== null) {
      const e = entityNamed(nameFromTypeValue(learned.value), 'learned');
      e.typeValue ??= learned.value;
      e.learnedFrom ??= `${learned.attribute} \`${learned.template}\``;
      e.classes.push(c);
    } else if (t.literals.length > 0) {
      entityNamed(edges.get(c) ?? nameFromLiterals(t.literals, delimiter), 'literals').classes.push(c);
    } else if (byTableKey.has(c)) {
      entityNamed(byTableKey.get(c)!, 'literals').classes.push(c);
    } else shapeless.push(c);
  }
  const ordered = [...shapeless].sort((a, b) => b.seen - a.seen || a.id - b.id);
  const clusters = clusterByAttributes(ordered, (c) => c.attributes);
  const clusterAttrs = clusters.map((cs) => [...new Set(cs.flatMap((c) => c.attributes))]);
  const otherAttrs = [...named.values()].map((e) => [...new Set(e.classes.flatMap((c) => c.attributes))]);
  clusters.forEach((cs, i) => {
    const items = cs.reduce((n, c) => n + c.seen, 0);
    const skEqPk = cs.reduce((n, c) => n + c.skEqPk, 0);
    let name: string | null = null;
    let source: InferredEntity['source'] = 'attributes';
    if (skEqPk >= items * 0.5) {
      const pkSegs = segmentsOf(cs[0]!.partitionKey, delimiters);
      name = pkSegs.length > 1 && pkSegs[0]!.word ? pkSegs[0]!.text : nameFromKeyAttribute(keys.partitionKey);
      source = 'key-attribute';
    }
    if (name === null) {
      name = nameFromTableKeys(cs[0]!, keys.tableKeys ?? [], keys, delimiters);
      source = 'literals';
    }
    const others = [...otherAttrs, ...clusterAttrs.filter((_, k) => k !== i)];
    if (
      name === null &&
      clusters.length === 1 &&
      keys.sortKey !== undefined &&
      nameFromKeyAttribute(keys.sortKey) !== null &&
      nameFromNamingAttribute(clusterAttrs[i]!, others) === null
    ) {
      // The one entity the keys say nothing of, with no attribute that names it: its sort key
      // attribute says what its items are (`location` of stores in COUNTRY#REGION#CITY#STORE),
      // better than a list of its attributes; as the last fallback does, by the attribute's name.
      name = keys.sortKey;
      source = 'sort-key';
    }
    if (name === null) {
      name = nameFromAttributes(clusterAttrs[i]!, others);
      source = 'attributes';
    }
    if (name === null) {
      name = keys.sortKey ?? keys.partitionKey;
      source = 'fallback';
    }
    let unique = name;
    for (let n = 2; named.has(unique) && named.get(unique)!.source !== source; n++) unique = `${name} ${n}`;
    const e = entityNamed(unique, source);
    e.classes.push(...cs);
  });

  const ov = cl.overrides;
  let entities = [...named.values()];
  if (ov?.templateEntity) entities = regroupByTemplate(entities, ov.templateEntity, keys.sortKey ?? keys.partitionKey);
  let strays = 0;
  if (cl.model) {
    const watched = cl.sample.watched;
    const matched = matchModel(entities, cl.model, keys, (c, attr) => {
      const i = watched.indexOf(attr);
      return i < 0 ? undefined : c.typeValues[i];
    });
    entities = matched.entities;
    strays = matched.strays;
  }
  if (ov?.entityNames) {
    for (const e of entities) {
      const to = ov.entityNames[e.name];
      if (to) {
        e.name = to;
        e.source = 'override';
      }
    }
  }
  entities = mergeSameNames(entities);
  for (const e of entities) {
    e.metadataLike =
      isMetadataLike(e.name) ||
      e.classes.some((c) => c.template!.literals.some(isMetadataLike)) ||
      (e.typeValue !== undefined && isMetadataLike(e.typeValue));
    for (const c of e.classes) c.entity = e;
  }
  const read = cl.collectionSource?.() ?? [];
  const counts = countOverCollections(read);
  const stats: EntityStats[] = entities.map((e) => {
    const k = counts.get(e);
    return {
      name: e.name,
      metadataLike: e.metadataLike,
      bare: e.classes.some((c) => c.template!.literals.length === 1 && c.segments.length === 1),
      items: e.classes.reduce((n, c) => n + c.seen, 0),
      collections: k?.collections ?? 0,
      singularIn: k?.singularIn ?? 0,
      parentEvidence: k?.parentEvidence ?? 0,
      skEqPk: k?.skEqPk ?? 0,
      heads: k?.heads ?? 0,
      withOthers: k?.withOthers ?? 0,
    };
  });
  const modelParents = cl.model?.parentEntities?.length ? cl.model.parentEntities : cl.model?.parentEntity;
  const parent = chooseParent(stats, ov?.parentEntity, modelParents);
  nameParentAfterKey(entities, parent, keys.partitionKey, ov?.entityNames);
  const tally = tallyParents(read, parent.ranked);
  parent.heads = parent.ranked
    .filter((r) => tally.byEntity.has(r.entity))
    .map((r) => ({ entity: r.entity, collections: tally.byEntity.get(r.entity)! }));
  parent.counted = tally.counted;
  parent.total = tally.total;

  // Once the read is large, classes of one template and entity (split only by a word value or by an
  // attribute that turned out not to be the type) store new items under one class, so runs of one
  // entity are not broken by them. Small reads keep every class apart, so no decision is premature.
  const seen = classes.reduce((n, c) => n + c.seen, 0);
  if (classes.length >= SHARE_REPRESENTATIVE_FROM || seen >= SHARE_REPRESENTATIVE_ITEMS) {
    const reps = new Map<string, ShapeClass>();
    for (const c of classes) {
      const k = `${c.template!.key}\u0001${c.entity!.name}\u0001${tv(c) ?? ''}\u0001${c.template!.literals.length === 0 ? c.attributes.join(',') : ''}`;
      const r = reps.get(k);
      if (r === undefined) reps.set(k, c);
      else if (c.rep === c) c.rep = r;
    }
  }
  const inference = {
    delimiters,
    typeChoice,
    literalWords,
    entities,
    parent,
    strays,
    templates: [] as TemplateSummary[],
  };
  return { ...inference, ...describeDesign(cl, inference) };
}

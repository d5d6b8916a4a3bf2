/**
 * What the grouper (grouping.ts) says about a whole read once its items are grouped: the entity
 * types with their counts, the type most often chosen as parent, and what a large read teaches a
 * later small read of the same table. Apart from the grouping loop, which is built for speed; these
 * run once per question, over classes and collections rather than items.
 */
import type { KeyNames } from '../dynamo/types.js';
import type { EntityTypeInfo, EntityTypeSummary } from '../design/infer/entity-type-info.js';
import { templateTypeValues } from '../design/infer/learned-types.js';
import type { ShapeClass } from '../design/infer/shape-class.js';
import type { Inference } from '../design/infer/types.js';
import type { DesignLearned, DesignOverrides } from '../design/model/table-design.js';
import type { Delimiter } from './delimiters.js';

/** A read of at least this many items is sure enough of its type attribute to teach later small reads. */
const LEARN_FROM_ITEMS = 20;

/** Entity types in first-seen order with their counts across the classes (classes of one name add up). */
export function entityTypesOf(classes: readonly ShapeClass[]): EntityTypeSummary[] {
  const byName = new Map<string, EntityTypeInfo>();
  for (const cls of classes) {
    if (cls.items === 0) continue;
    const name = cls.name;
    const e = byName.get(name);
    if (e === undefined) {
      byName.set(name, {
        name,
        metadataLike: cls.metadataLike,
        items: cls.items,
        collections: cls.collections,
        singularIn: cls.singularIn,
        parentEvidence: cls.parentEvidence,
      });
    } else {
      e.items += cls.items;
      e.collections += cls.collections;
      e.singularIn += cls.singularIn;
      e.parentEvidence += cls.parentEvidence;
    }
  }
  return [...byName.values()];
}

/** The type most often chosen as parent across the collections that have one; null when none has. */
export function dominantParentTypeOf(collections: Iterable<{ readonly parentType: string | null }>): string | null {
  const votes = new Map<string, number>();
  let best: string | null = null;
  let bestVotes = 0;
  for (const c of collections) {
    const t = c.parentType;
    if (t === null) continue;
    const v = (votes.get(t) ?? 0) + 1;
    votes.set(t, v);
    if (v > bestVotes) {
      best = t;
      bestVotes = v;
    }
  }
  return best;
}

export interface LearnInput {
  /** The design as inferred now; asked only when the read is large enough to teach. */
  current: () => Inference;
  classes: readonly ShapeClass[];
  itemCount: number;
  keyNames: KeyNames;
  /** The grouper's options that say where the read's findings came from. */
  options: {
    learned?: DesignLearned | null;
    tableKeys?: readonly string[];
    delimiter?: Delimiter | null;
    design?: DesignOverrides | null;
  };
}

/**
 * What this read found that a later small read of the table should start from, when the read was
 * large enough to be sure and found it itself (not from the user's choice, a model or an earlier
 * read). The delimiter only from the table's own keys: an index's keys may be built otherwise.
 */
export function learnedFromRead({ current, classes, itemCount, keyNames, options }: LearnInput): DesignLearned | null {
  if (itemCount < LEARN_FROM_ITEMS) return null;
  const i = current();
  const out: DesignLearned = {};
  const t = i.typeChoice;
  // 'learned': this read took the earlier finding as its default and its items bore it out.
  if (t.name !== null && (t.reason === 'name' || t.reason === 'statistics' || t.reason === 'learned')) {
    out.typeAttribute = t.name;
    // Taken from the earlier read, it rests on that read's items, not on this one's.
    const items = t.reason === 'learned' ? options.learned?.typeAttributeItems : itemCount;
    if (items !== undefined) out.typeAttributeItems = items;
    const types = templateTypeValues(classes, keyNames.sortKey ?? keyNames.partitionKey, (c) => c.typeValues[t.index]);
    if (Object.keys(types).length > 0) out.templateTypes = types;
  }
  const indexRead =
    options.tableKeys !== undefined &&
    options.tableKeys.some((k) => k !== keyNames.partitionKey && k !== keyNames.sortKey);
  const d = i.delimiters[0];
  if (d !== undefined && !indexRead && options.delimiter == null && options.design?.delimiter == null)
    out.delimiter = d;
  return Object.keys(out).length > 0 ? out : null;
}

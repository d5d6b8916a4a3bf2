/**
 * Which entity of a design an item is: by the type attribute's value when the design has one and
 * the item carries it, else by the key templates the item's keys fit (the most specific wins).
 * Also says when the two disagree, which is how the data is checked against an imported model.
 */
import type { AttributeValue, Item } from '../../dynamo/types.js';
import type { TableDesign } from '../model/table-design.js';
import { literalLength, templateMatcher } from '../model/key-template.js';

export interface Classification {
  /** The entity's name, or null for an item that fits no entity (a stray). */
  entity: string | null;
  /** False when the type attribute names an entity whose templates the keys do not fit. */
  keysFit: boolean;
}

interface CompiledEntity {
  name: string;
  typeValue?: string;
  tests: { attr: string; required: boolean; test: (v: string) => boolean }[];
  specificity: number;
}

const text = (v: AttributeValue | undefined): string | undefined => {
  if (v === undefined) return undefined;
  if ('S' in v) return v.S;
  if ('N' in v) return v.N;
  if ('B' in v) return v.B;
  return undefined;
};

export class ModelClassifier {
  private readonly entities: CompiledEntity[];
  private readonly byTypeValue = new Map<string, CompiledEntity>();

  constructor(readonly design: TableDesign) {
    const tableKeys = new Set([design.keys.partitionKey, ...(design.keys.sortKey ? [design.keys.sortKey] : [])]);
    this.entities = design.entities.map((e) => {
      const tests = Object.entries(e.keys).map(([attr, t]) => ({
        attr,
        required: tableKeys.has(attr),
        test: templateMatcher(t, design.delimiter),
      }));
      const c: CompiledEntity = {
        name: e.name,
        tests,
        specificity: Object.values(e.keys).reduce((n, t) => n + literalLength(t), 0),
      };
      if (e.typeValue !== undefined) {
        c.typeValue = e.typeValue;
        this.byTypeValue.set(e.typeValue, c);
      }
      return c;
    });
  }

  private fits(e: CompiledEntity, item: Item): boolean {
    for (const t of e.tests) {
      const v = text(item[t.attr]);
      if (v === undefined) {
        if (t.required) return false;
        continue;
      }
      if (!t.test(v)) return false;
    }
    return true;
  }

  classify(item: Item): Classification {
    const ta = this.design.typeAttribute;
    if (ta !== undefined) {
      const v = item[ta];
      const named = v !== undefined && 'S' in v ? this.byTypeValue.get(v.S) : undefined;
      if (named) return { entity: named.name, keysFit: this.fits(named, item) };
    }
    let best: CompiledEntity | null = null;
    for (const e of this.entities) {
      if (!e.tests.some((t) => t.required)) continue;
      if (this.fits(e, item) && (best === null || e.specificity > best.specificity)) best = e;
    }
    return { entity: best?.name ?? null, keysFit: best !== null };
  }
}

/**
 * The condition "the item is as read", within what DynamoDB takes in one condition expression:
 * 4,096 bytes of text, 300 operators and functions (each comparator, function, size() and AND),
 * and 1 MB of text plus every name and value substituted, per use (measured against DynamoDB
 * Local: test/integration/writes/big-item-conditions.test.ts). An item of 500 attributes, or one
 * nested 30 levels deep, needs more than that to be compared in full; DynamoDB still lets one
 * delete it, so the app must too. Then the condition holds as many attributes as fit, cheapest to
 * compare first (so the most attributes are checked: scalars and sets before lists and maps),
 * and the plan says so: the sender compares the whole item by a consistent read just before, and
 * the page says which guarantee holds.
 */
import type { AttributeValue, Item } from '../dynamo/types.js';
import { utf8Length } from '../dynamo/utf8.js';
import { valueBytes } from '../expressions/validate-sizes.js';
import { holdsValueTerms } from './holds-value.js';
import type { Placeholders } from './placeholders.js';

export const MAX_CONDITION_BYTES = 4096;
export const MAX_CONDITION_OPERATORS = 300;
export const MAX_CONDITION_SUBSTITUTED_BYTES = 1024 * 1024;

/** What a condition costs against DynamoDB's three limits. */
export interface ConditionCost {
  bytes: number;
  operators: number;
  substituted: number;
}

/** One term's operators: a comparison or function, plus a size() inside it. */
const termOperators = (term: string) => 1 + (term.startsWith('size(') ? 1 : 0);

/** The cost of terms joined by AND; `names`/`values` are the placeholder maps that resolve them. */
export function conditionCost(
  terms: readonly string[],
  names: Record<string, string>,
  values: Record<string, AttributeValue> | undefined,
): ConditionCost {
  const text = terms.join(' AND ');
  let substituted = utf8Length(text);
  for (const t of terms) {
    for (const n of t.match(/#n\d+/g) ?? []) substituted += utf8Length(names[n] ?? '');
    for (const v of t.match(/:v\d+/g) ?? []) if (values?.[v]) substituted += valueBytes(values[v]);
  }
  return {
    bytes: utf8Length(text),
    operators: terms.reduce((n, t) => n + termOperators(t), Math.max(0, terms.length - 1)),
    substituted,
  };
}

export function fits(c: ConditionCost): boolean {
  return (
    c.bytes <= MAX_CONDITION_BYTES &&
    c.operators <= MAX_CONDITION_OPERATORS &&
    c.substituted <= MAX_CONDITION_SUBSTITUTED_BYTES
  );
}

/** The terms that hold when attribute `name` still has value `v`. */
export function attributeTerms(name: string, v: AttributeValue, p: Placeholders): string[] {
  const out: string[] = [];
  holdsValueTerms(p.name(name), v, p, out);
  return out;
}

/** How many terms a value needs, to order attributes cheapest first without building them. */
function termCount(v: AttributeValue): number {
  if ('L' in v) return 2 + v.L.reduce((n, e) => n + termCount(e), 0);
  if ('M' in v) return 2 + Object.values(v.M).reduce((n, e) => n + termCount(e), 0);
  return 1;
}

export interface PartialCondition {
  terms: string[];
  placeholders: Placeholders;
  /** Attributes (besides the key) compared by the condition, and how many the item has. */
  checked: number;
  of: number;
}

/**
 * As many of `names` as fit after `head` (terms already in the condition), cheapest first, item
 * order among equals. `fresh` gives the placeholders the head was built with, built again.
 */
export function mostThatFit(
  item: Item,
  names: readonly string[],
  head: (p: Placeholders) => string[],
  fresh: () => Placeholders,
): PartialCondition {
  const order = names
    .map((name, i) => ({ name, i, cost: termCount(item[name]!) }))
    .sort((a, b) => a.cost - b.cost || a.i - b.i);
  let p = fresh();
  let terms = head(p);
  let checked = 0;
  for (const { name } of order) {
    const trial = p.fork();
    const more = [...terms, ...attributeTerms(name, item[name]!, trial)];
    const maps = trial.maps();
    if (!fits(conditionCost(more, maps.ExpressionAttributeNames, maps.ExpressionAttributeValues))) continue;
    p = trial;
    terms = more;
    checked++;
  }
  return { terms, placeholders: p, checked, of: names.length };
}

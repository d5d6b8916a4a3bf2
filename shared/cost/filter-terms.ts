/**
 * The attributes a FilterExpression keeps items by, and how, as far as a key could serve them: a
 * filter that is a conjunction (AND) of conditions on top-level attributes. A key condition takes
 * only `=` on a partition key and `=`, `<`, `<=`, `>`, `>=`, BETWEEN or begins_with on a sort key
 * (DynamoDB's KeyConditionExpression), so a term that is none of these, or an OR, NOT, a nested
 * path or a function of another kind, is left as a filter the index would still apply.
 */
import { parseConditionSyntax } from '../expressions/parse-syntax.js';
import type { SyntaxCondition, SyntaxOperand } from '../expressions/syntax.js';

export type KeyOperator = '=' | 'range' | 'begins_with';

export interface FilterTerm {
  /** The attribute's name, placeholders resolved. */
  attribute: string;
  operator: KeyOperator;
  /** The placeholder of the value it is compared with, when one (`:s`): its type is the key's type. */
  value?: string;
}

const RANGE = new Set(['<', '<=', '>', '>=']);

function attributeOf(o: SyntaxOperand, names: Readonly<Record<string, string>>): string | null {
  if (o.kind !== 'path' || o.path.segments.length !== 1) return null;
  const s = o.path.segments[0];
  return s.placeholder ? (names[s.text] ?? null) : s.text;
}

const valueOf = (o: SyntaxOperand | undefined) => (o?.kind === 'value' ? o.text : undefined);

function term(c: SyntaxCondition, names: Readonly<Record<string, string>>): FilterTerm | null {
  if (c.kind === 'compare') {
    const left = attributeOf(c.left, names);
    const right = attributeOf(c.right, names);
    const [attribute, value] = left && c.right.kind === 'value' ? [left, c.right] : [right, c.left];
    if (!attribute || value.kind !== 'value') return null;
    if (c.op === '=') return { attribute, operator: '=', value: value.text };
    return RANGE.has(c.op) ? { attribute, operator: 'range', value: value.text } : null;
  }
  if (c.kind === 'between') {
    const attribute = attributeOf(c.operand, names);
    return attribute ? { attribute, operator: 'range', ...opt(valueOf(c.low)) } : null;
  }
  if (c.kind === 'call' && c.name === 'begins_with') {
    const attribute = c.args[0] ? attributeOf(c.args[0], names) : null;
    return attribute ? { attribute, operator: 'begins_with', ...opt(valueOf(c.args[1])) } : null;
  }
  return null;
}

const opt = (value: string | undefined) => (value === undefined ? {} : { value });

/**
 * The terms of `filter` a key could serve, or null when the filter cannot be read as a whole or
 * has none (an OR at the top: no one key serves both sides).
 */
export function filterTerms(filter: string, names: Readonly<Record<string, string>> = {}): FilterTerm[] | null {
  if (filter.trim() === '') return null;
  const parsed = parseConditionSyntax(filter, 'FilterExpression');
  if (!parsed.ok) return null;
  const parts = parsed.value.kind === 'and' ? parsed.value.conditions : [parsed.value];
  const terms = parts.map((p) => term(p, names)).filter((t): t is FilterTerm => t !== null);
  return terms.length > 0 ? terms : null;
}

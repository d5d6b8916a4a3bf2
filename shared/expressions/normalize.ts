/**
 * The normal form of a model: nested and/or of the same kind flattened, single-member groups
 * unwrapped, empty groups (and a `not` of nothing) dropped, an empty projection dropped.
 * `compile` prints this form, `parse` returns it, so parse(compile(m)) equals normalizeModel(m).
 */
import type { Condition, ExpressionModel } from './model.js';

export function normalizeCondition(c: Condition): Condition | undefined {
  switch (c.kind) {
    case 'and':
    case 'or': {
      const members: Condition[] = [];
      for (const child of c.conditions) {
        const n = normalizeCondition(child);
        if (n === undefined) continue;
        if (n.kind === c.kind) members.push(...n.conditions);
        else members.push(n);
      }
      if (members.length === 0) return undefined;
      if (members.length === 1) return members[0];
      return { kind: c.kind, conditions: members };
    }
    case 'not': {
      const inner = normalizeCondition(c.condition);
      return inner === undefined ? undefined : { kind: 'not', condition: inner };
    }
    default:
      return c;
  }
}

export function normalizeModel(m: ExpressionModel): ExpressionModel {
  const out: ExpressionModel = {};
  if (m.keyCondition) out.keyCondition = m.keyCondition;
  const filter = m.filter ? normalizeCondition(m.filter) : undefined;
  if (filter) out.filter = filter;
  if (m.projection && m.projection.length > 0) out.projection = m.projection;
  return out;
}

/**
 * How a WHERE clause meets a key schema: its top-level AND conjuncts, and which of them are an
 * equality or IN on the partition key and a range condition on the sort key. DynamoDB decides
 * Query or Scan from exactly this (a Query needs = or IN on the partition key at the top level).
 */
import type { PqExpr } from './ast.js';

export function conjuncts(e: PqExpr | undefined): PqExpr[] {
  if (!e) return [];
  if (e.kind === 'binary' && e.op === 'AND') return [...conjuncts(e.left), ...conjuncts(e.right)];
  return [e];
}

/** A path that is exactly the one attribute `name` (no nesting), as key conditions need. */
export function isAttribute(e: PqExpr, name: string): boolean {
  return e.kind === 'path' && e.segments.length === 1 && e.segments[0] === name;
}

export function isValue(e: PqExpr): boolean {
  return e.kind === 'literal' || e.kind === 'param';
}

export type KeyPart = { kind: 'eq'; value: PqExpr; source: PqExpr } | { kind: 'in'; values: PqExpr[]; source: PqExpr };

/** The partition key condition among the conjuncts: `pk = v`, `v = pk` or `pk IN [...]`. */
export function partitionKeyPart(parts: PqExpr[], pk: string): KeyPart | undefined {
  for (const p of parts) {
    if (p.kind === 'binary' && p.op === '=') {
      if (isAttribute(p.left, pk) && isValue(p.right)) return { kind: 'eq', value: p.right, source: p };
      if (isAttribute(p.right, pk) && isValue(p.left)) return { kind: 'eq', value: p.left, source: p };
    }
    if (p.kind === 'in' && !p.not && isAttribute(p.operand, pk) && p.values.length > 0 && p.values.every(isValue)) {
      return { kind: 'in', values: p.values, source: p };
    }
  }
  return undefined;
}

export type SortPart =
  | { op: '=' | '<' | '<=' | '>' | '>='; value: PqExpr; source: PqExpr }
  | { op: 'between'; low: PqExpr; high: PqExpr; source: PqExpr }
  | { op: 'begins_with'; value: PqExpr; source: PqExpr };

const FLIP: Record<string, '=' | '<' | '<=' | '>' | '>='> = { '=': '=', '<': '>', '<=': '>=', '>': '<', '>=': '<=' };

/** The first conjunct a Query's key condition can take on the sort key. */
export function sortKeyPart(parts: PqExpr[], sk: string | undefined): SortPart | undefined {
  if (sk === undefined) return undefined;
  for (const p of parts) {
    if (p.kind === 'binary' && p.op in FLIP) {
      if (isAttribute(p.left, sk) && isValue(p.right))
        return { op: p.op as SortPart['op'] & '=', value: p.right, source: p };
      if (isAttribute(p.right, sk) && isValue(p.left)) return { op: FLIP[p.op]!, value: p.left, source: p };
    }
    if (p.kind === 'between' && !p.not && isAttribute(p.operand, sk) && isValue(p.low) && isValue(p.high))
      return { op: 'between', low: p.low, high: p.high, source: p };
    if (
      p.kind === 'call' &&
      p.name === 'begins_with' &&
      p.args.length === 2 &&
      isAttribute(p.args[0]!, sk) &&
      isValue(p.args[1]!)
    ) {
      return { op: 'begins_with', value: p.args[1]!, source: p };
    }
  }
  return undefined;
}

/**
 * A parsed PartiQL statement, as DynamoDB reads it. Every node keeps where it was written
 * (`at`: offset and end in the statement text), so a refusal can point at the offending words.
 */
import type { AttributeValue } from '../dynamo/types.js';

export interface Span {
  offset: number;
  end: number;
}

export type PqSegment = string | number;

export type PqExpr =
  | { kind: 'path'; segments: PqSegment[]; at: Span }
  | { kind: 'literal'; value: AttributeValue; at: Span }
  | { kind: 'missing'; at: Span }
  | { kind: 'param'; index: number; at: Span }
  | { kind: 'list'; items: PqExpr[]; at: Span }
  | { kind: 'bag'; items: PqExpr[]; at: Span }
  | { kind: 'map'; entries: Array<{ key: string; value: PqExpr }>; at: Span }
  | { kind: 'call'; name: string; args: PqExpr[]; at: Span; nameAt: Span }
  | { kind: 'binary'; op: string; left: PqExpr; right: PqExpr; at: Span; opAt: Span }
  | { kind: 'not'; operand: PqExpr; at: Span }
  | { kind: 'negate'; sign: string; operand: PqExpr; at: Span }
  | { kind: 'between'; operand: PqExpr; low: PqExpr; high: PqExpr; not: boolean; at: Span }
  | { kind: 'in'; operand: PqExpr; values: PqExpr[]; not: boolean; at: Span; listAt: Span }
  | { kind: 'is'; operand: PqExpr; what: string; not: boolean; at: Span; whatAt: Span }
  | { kind: 'like'; operand: PqExpr; pattern: PqExpr; at: Span };

export interface PqTarget {
  table: string;
  index?: string;
  at: Span;
}

export interface PqOrderBy {
  path: PqExpr;
  descending: boolean;
}

export interface PqSelect {
  kind: 'select';
  /** Undefined for `*`. */
  projection?: PqExpr[];
  from: PqTarget;
  where?: PqExpr;
  orderBy: PqOrderBy[];
  at: Span;
}

export interface PqInsert {
  kind: 'insert';
  into: PqTarget;
  value: PqExpr;
  at: Span;
}

export type PqUpdateAction = { kind: 'set'; path: PqExpr; value: PqExpr } | { kind: 'remove'; path: PqExpr };

export interface PqUpdate {
  kind: 'update';
  target: PqTarget;
  actions: PqUpdateAction[];
  where?: PqExpr;
  returning?: string;
  at: Span;
}
export interface PqDelete {
  kind: 'delete';
  from: PqTarget;
  where?: PqExpr;
  returning?: string;
  at: Span;
}

export type PqStatement = PqSelect | PqInsert | PqUpdate | PqDelete;

/** A refusal or a parse error, pointing at what is wrong. */
export interface PqProblem {
  message: string;
  offset: number;
  end: number;
  /** The offending text as written. */
  token?: string;
}

export function span(offset: number, end: number): Span {
  return { offset, end };
}

/** Small builders that keep the expression tests readable. */
import type { AttributeValue } from '../../../shared/dynamo/types.js';
import type { Condition, DocumentPath, Operand } from '../../../shared/expressions/model.js';

export const S = (s: string): AttributeValue => ({ S: s });
export const N = (n: string): AttributeValue => ({ N: n });
export const B = (b: string): AttributeValue => ({ B: b });
export const p = (...segments: Array<string | number>): Operand => ({ kind: 'path', path: segments });
export const v = (value: AttributeValue): Operand => ({ kind: 'value', value });
export const eq = (path: DocumentPath, value: AttributeValue): Condition => ({
  kind: 'compare',
  op: '=',
  left: { kind: 'path', path },
  right: v(value),
});
export const and = (...conditions: Condition[]): Condition => ({ kind: 'and', conditions });
export const or = (...conditions: Condition[]): Condition => ({ kind: 'or', conditions });
export const not = (condition: Condition): Condition => ({ kind: 'not', condition });

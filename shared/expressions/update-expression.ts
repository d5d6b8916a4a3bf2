/**
 * UpdateExpression, checked as DynamoDB checks it before it writes: the clauses SET, REMOVE, ADD
 * and DELETE, each at most once, in any order; SET's values `operand`, `operand + operand` or
 * `operand - operand`, where an operand is a path, a :value, if_not_exists(path, operand) or
 * list_append(operand, operand); ADD and DELETE take a path and a :value. Beyond the grammar: a key
 * attribute cannot be updated, no two paths may overlap, ADD takes a number or a set, DELETE a
 * set, + and - numbers, list_append lists, and every placeholder must be defined. What it finds
 * is located like any expression problem; which placeholders it used is handed back so the
 * request's unused ones can be told.
 */
import type { AttributeValue } from '../dynamo/types.js';
import { isReservedWord } from './reserved-words.js';
import { problemAt, type ExpressionProblem } from './problems.js';
import { tokenize, type Token } from './tokenizer.js';

const FIELD = 'UpdateExpression';
const CLAUSES = new Set(['SET', 'REMOVE', 'ADD', 'DELETE']);
type Path = Array<string | number>;

export interface UpdateCheck {
  problems: ExpressionProblem[];
  usedNames: Set<string>;
  usedValues: Set<string>;
  /** Top-level attributes each SET assigns a :value to directly, with that value. */
  assigned: Array<{ name: string; value: AttributeValue }>;
}

class Fail extends Error {}

export function checkUpdateExpression(
  text: string,
  names: Record<string, string> | undefined,
  values: Record<string, AttributeValue> | undefined,
  keyNames: string[],
): UpdateCheck {
  const out: UpdateCheck = { problems: [], usedNames: new Set(), usedValues: new Set(), assigned: [] };
  const problem = (t: Token | undefined, message: string) =>
    out.problems.push(problemAt(FIELD, text, t?.offset ?? 0, t?.text, message));
  if (text.trim() === '') {
    problem(undefined, 'UpdateExpression is empty; DynamoDB refuses an empty expression');
    return out;
  }
  const tokens = tokenize(text);
  let at = 0;
  const peek = () => tokens[at]!;
  const next = () => tokens[at++]!;
  const fail = (t: Token, message: string): never => {
    problem(t, message);
    throw new Fail();
  };
  const expect = (s: string) => {
    const t = next();
    if (t.text !== s) fail(t, `expected "${s}" ${t.kind === 'end' ? 'at the end' : `but found "${t.text}"`}`);
  };
  const paths: Array<{ path: Path; token: Token }> = [];

  const nameOf = (t: Token): string => {
    if (t.kind === 'nameRef') {
      out.usedNames.add(t.text);
      const v = names && Object.hasOwn(names, t.text) ? names[t.text] : undefined;
      if (v === undefined)
        fail(t, `"${t.text}" is used in UpdateExpression but not defined in ExpressionAttributeNames`);
      return v!;
    }
    if (t.kind === 'word') {
      if (isReservedWord(t.text))
        fail(
          t,
          `"${t.text}" is a reserved word in DynamoDB; use a placeholder such as #n0 in ExpressionAttributeNames`,
        );
      return t.text;
    }
    if (t.kind === 'keyword')
      fail(t, `"${t.text}" is a reserved word in DynamoDB; use a placeholder such as #n0 in ExpressionAttributeNames`);
    return fail(
      t,
      `expected an attribute name or #placeholder but found ${t.kind === 'end' ? 'the end' : `"${t.text}"`}`,
    );
  };
  const path = (): { path: Path; token: Token } => {
    const token = peek();
    const p: Path = [nameOf(next())];
    for (;;) {
      if (peek().text === '.') {
        next();
        p.push(nameOf(next()));
        continue;
      }
      if (peek().text === '[') {
        next();
        const n = next();
        if (n.kind !== 'number') fail(n, 'expected a list index (a whole number) inside [ ]');
        p.push(Number(n.text));
        expect(']');
        continue;
      }
      return { path: p, token };
    }
  };
  const value = (): { token: Token; v?: AttributeValue } => {
    const t = next();
    out.usedValues.add(t.text);
    const v = values && Object.hasOwn(values, t.text) ? values[t.text] : undefined;
    if (v === undefined)
      fail(t, `"${t.text}" is used in UpdateExpression but not defined in ExpressionAttributeValues`);
    return { token: t, v };
  };
  type Operand = { kind: 'path' | 'value' | 'fn'; token: Token; v?: AttributeValue; fn?: string };
  const operand = (): Operand => {
    const t = peek();
    if (t.kind === 'valueRef') {
      const v = value();
      return { kind: 'value', token: t, v: v.v };
    }
    if (t.kind === 'word' && tokens[at + 1]?.text === '(') {
      const fn = t.text;
      next();
      next();
      if (fn === 'if_not_exists') {
        if (peek().kind === 'valueRef')
          fail(peek(), 'if_not_exists takes an attribute path first, then the value to use when it is absent');
        path();
        expect(',');
        operand();
      } else if (fn === 'list_append') {
        for (const [i, o] of [operand(), (expect(','), operand())].entries()) {
          if (o.kind === 'value' && o.v && !('L' in o.v))
            fail(o.token, `list_append takes lists; operand ${i + 1} ("${o.token.text}") is not a list (L)`);
        }
      } else
        fail(
          t,
          `"${fn}" is not a function of UpdateExpression: SET takes if_not_exists(path, value) and list_append(list1, list2)`,
        );
      expect(')');
      return { kind: 'fn', token: t, fn };
    }
    const p = path();
    return { kind: 'path', token: p.token };
  };
  const isOp = (t: Token) => t.text === '+' || t.text === '-';
  const numberOperand = (o: Operand, op: string) => {
    if (o.kind === 'value' && o.v && !('N' in o.v))
      fail(o.token, `"${op}" takes numbers; "${o.token.text}" is not a number (N)`);
  };
  const addPath = (p: { path: Path; token: Token }) => {
    if (p.path.length === 1 && keyNames.includes(String(p.path[0])))
      fail(
        p.token,
        `"${String(p.path[0])}" is part of the table's key; UpdateItem cannot change a key attribute (delete the item and put it with the new key)`,
      );
    for (const other of paths) {
      const n = Math.min(other.path.length, p.path.length);
      if (other.path.slice(0, n).every((s, i) => s === p.path[i]))
        fail(
          p.token,
          `this path overlaps "${other.token.text}…" updated earlier in the expression: DynamoDB refuses two document paths that overlap`,
        );
    }
    paths.push(p);
  };

  const seen = new Set<string>();
  try {
    if (peek().kind === 'end') fail(peek(), 'expected SET, REMOVE, ADD or DELETE');
    while (peek().kind !== 'end') {
      const c = next();
      const clause = c.text.toUpperCase();
      if (c.kind !== 'word' || !CLAUSES.has(clause))
        fail(c, `expected SET, REMOVE, ADD or DELETE but found "${c.text}"`);
      if (seen.has(clause))
        fail(
          c,
          `the ${clause} clause appears twice; DynamoDB takes each clause once (separate its actions with commas)`,
        );
      seen.add(clause);
      do {
        const p = path();
        addPath(p);
        if (clause === 'SET') {
          expect('=');
          const first = operand();
          if (isOp(peek())) {
            const op = next().text;
            const second = operand();
            numberOperand(first, op);
            numberOperand(second, op);
          } else if (first.kind === 'value' && first.v && p.path.length === 1)
            out.assigned.push({ name: String(p.path[0]), value: first.v });
        } else if (clause === 'ADD' || clause === 'DELETE') {
          if (peek().kind !== 'valueRef') fail(peek(), `${clause} takes a path and then a :value`);
          const v = value();
          if (v.v && clause === 'ADD' && !('N' in v.v || 'SS' in v.v || 'NS' in v.v || 'BS' in v.v))
            fail(v.token, `ADD takes a number or a set; "${v.token.text}" is neither`);
          if (v.v && clause === 'DELETE' && !('SS' in v.v || 'NS' in v.v || 'BS' in v.v))
            fail(v.token, `DELETE takes a set (SS, NS or BS) of the members to remove; "${v.token.text}" is not a set`);
        }
      } while (peek().text === ',' && next());
    }
  } catch (e) {
    if (!(e instanceof Fail)) throw e;
  }
  return out;
}

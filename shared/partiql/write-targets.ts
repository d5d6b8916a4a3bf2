/**
 * PartiQL INSERT, UPDATE and DELETE as the items they write, before anything is read: each
 * statement's key (from INSERT's item, or from = on every key attribute in WHERE), the conditions
 * beyond the key, and its own `?` values. Several statements (a batch or a transaction) are
 * checked together: DynamoDB's limits, reads and writes not mixed, and never two statements on
 * one item. Offsets in the problems are in the whole text.
 */
import { keyIdentity } from '../dynamo/compare.js';
import type { AttributeValue, Item, TableDescription } from '../dynamo/types.js';
import { setOwn } from '../dynamo/own-property.js';
import type { PqDelete, PqExpr, PqInsert, PqProblem, PqUpdate } from './ast.js';
import { classifyStatement } from './classify.js';
import { multipleStatementProblems } from './batch-and-transaction-rules.js';
import { splitStatements, type StatementPiece } from './statements.js';
import { Untranslatable, valueOf } from './to-condition.js';
import { conjuncts, isAttribute, isValue } from './where-parts.js';

export type WriteStatement = PqInsert | PqUpdate | PqDelete;
export type SeveralAs = 'batch' | 'transaction';

export interface WriteTarget {
  statement: WriteStatement;
  piece: StatementPiece;
  /** The `?` values of this statement, in order. */
  params: AttributeValue[];
  TableName: string;
  key: Item;
  /** INSERT's item. */
  item?: Item;
  /** The WHERE conjuncts beyond the key, decided on the item as read. */
  conditions: PqExpr[];
}

export type WriteTargets = { ok: true; targets: WriteTarget[] } | { ok: false; problems: PqProblem[] };

/** Whether the text holds writes (so the editor stages rather than reads). */
export function isWriteText(text: string): boolean {
  return splitStatements(text).some((p) => /^(INSERT|UPDATE|DELETE)\b/i.test(p.text));
}

export function writeTargets(
  text: string,
  table: TableDescription,
  params: readonly AttributeValue[],
  several: SeveralAs = 'transaction',
): WriteTargets {
  const pieces = splitStatements(text);
  const problems: PqProblem[] = [];
  const whole = (message: string, piece?: StatementPiece) =>
    problems.push({ message, offset: piece?.offset ?? 0, end: piece ? piece.offset + piece.text.length : text.length });
  if (pieces.length === 0)
    return { ok: false, problems: [{ message: 'no statement: write INSERT, UPDATE or DELETE', offset: 0, end: 0 }] };
  // Each statement's own problems are reported below at their place; here only what concerns them together.
  if (pieces.length > 1)
    for (const m of multipleStatementProblems(
      several,
      pieces.map((p) => p.text),
      table,
    ))
      if (!/^statement \d+:/.test(m)) whole(m);
  const targets: WriteTarget[] = [];
  let nextParam = 0;
  for (const piece of pieces) {
    const c = classifyStatement(piece.text, table);
    const shift = (p: PqProblem): PqProblem => ({ ...p, offset: p.offset + piece.offset, end: p.end + piece.offset });
    if (!c.ok) {
      problems.push(...c.problems.map(shift));
      continue;
    }
    const own = params.slice(nextParam, nextParam + c.paramCount);
    nextParam += c.paramCount;
    problems.push(...c.problems.map(shift));
    if (c.statement.kind === 'select') {
      if (pieces.length === 1) whole('this is a SELECT: it reads, so nothing is staged', piece);
      continue;
    }
    if (own.length < c.paramCount) {
      whole(`the statement has ${c.paramCount} parameter${c.paramCount === 1 ? '' : 's'} (?) without a value`, piece);
      continue;
    }
    try {
      targets.push(targetOf(c.statement, piece, own, table));
    } catch (e) {
      if (!(e instanceof Untranslatable)) throw e;
      problems.push(
        shift({
          message: e.message,
          offset: e.at.offset,
          end: e.at.end,
          token: piece.text.slice(e.at.offset, e.at.end),
        }),
      );
    }
  }
  const seen = new Map<string, number>();
  targets.forEach((t, i) => {
    const id = keyIdentity(t.key, keyNames(table));
    const first = seen.get(id);
    if (first !== undefined)
      whole(
        `statements ${first + 1} and ${i + 1} write the same item; DynamoDB refuses two writes to one item in a ${several}`,
        t.piece,
      );
    else seen.set(id, i);
  });
  if (problems.length === 0 && targets.length === 0)
    whole('no INSERT, UPDATE or DELETE here: several SELECTs are run one at a time');
  return problems.length > 0 ? { ok: false, problems } : { ok: true, targets };
}

function keyNames(table: TableDescription): { partitionKey: string; sortKey?: string } {
  const pk = table.KeySchema.find((k) => k.KeyType === 'HASH')!.AttributeName;
  const sk = table.KeySchema.find((k) => k.KeyType === 'RANGE')?.AttributeName;
  return { partitionKey: pk, ...(sk !== undefined ? { sortKey: sk } : {}) };
}

function targetOf(
  s: WriteStatement,
  piece: StatementPiece,
  params: AttributeValue[],
  table: TableDescription,
): WriteTarget {
  const keys = table.KeySchema.map((k) => k.AttributeName);
  const typeOf = (name: string) => table.AttributeDefinitions.find((d) => d.AttributeName === name)?.AttributeType;
  const checkType = (name: string, v: AttributeValue, at: PqExpr) => {
    const t = Object.keys(v)[0];
    if (t !== typeOf(name))
      throw new Untranslatable(`the key attribute ${name} is of type ${typeOf(name)}; this value is ${t}`, at.at);
  };
  const base = { statement: s, piece, params, TableName: table.TableName };
  if (s.kind === 'insert') {
    const item = valueOf(s.value, params);
    if (!('M' in item)) throw new Untranslatable("INSERT takes one item as a map: VALUE {'pk': 'a', ...}", s.value.at);
    const key: Item = {};
    for (const k of keys) {
      const v = item.M[k];
      if (v === undefined) throw new Untranslatable(`the item needs its key attribute ${k}`, s.value.at);
      checkType(k, v, s.value);
      setOwn(key, k, v);
    }
    const whole: Item = {};
    for (const name of Object.keys(item.M)) setOwn(whole, name, item.M[name]!);
    return { ...base, key, item: whole, conditions: [] };
  }
  const parts = conjuncts(s.where);
  const used = new Set<PqExpr>();
  const key: Item = {};
  for (const k of keys) {
    const part = parts.find(
      (p) =>
        p.kind === 'binary' &&
        p.op === '=' &&
        ((isAttribute(p.left, k) && isValue(p.right)) || (isAttribute(p.right, k) && isValue(p.left))),
    );
    if (!part || part.kind !== 'binary')
      throw new Untranslatable(
        `${s.kind.toUpperCase()} changes one item: WHERE needs = on the key attribute ${k}`,
        (s.where ?? (s.kind === 'update' ? s.target : s.from)).at,
      );
    const valueExpr = isAttribute(part.left, k) ? part.right : part.left;
    const v = valueOf(valueExpr, params);
    checkType(k, v, valueExpr);
    setOwn(key, k, v);
    used.add(part);
  }
  return { ...base, key, conditions: parts.filter((p) => !used.has(p)) };
}

/**
 * A PartiQL UPDATE's SET and REMOVE applied to the item as read, so the statement can be staged
 * as the whole item it leaves (a change like any edit) rather than sent. Operands are taken from
 * the item before the update, as DynamoDB does; what DynamoDB refuses (a path into nothing, `+`
 * on a string, overlapping paths, a function it lacks) throws Untranslatable with the reason and
 * the place, each checked against AWS DynamoDB Local (test/integration/partiql/).
 */
import { addDecimalText } from '../dynamo/decimal-add.js';
import { numberProblem, normalizeNumber } from '../dynamo/numbers.js';
import type { AttributeValue, Item } from '../dynamo/types.js';
import { setOwn } from '../dynamo/own-property.js';
import type { PqExpr, PqSegment, PqUpdateAction } from './ast.js';
import { Untranslatable, valueOf } from './to-condition.js';

const INVALID_PATH = 'the document path is invalid for update: its parent is not there or is not a map or list';

export function applyUpdate(item: Item, actions: readonly PqUpdateAction[], params: readonly AttributeValue[]): Item {
  checkOverlaps(actions);
  // Every operand is read from the item as it was, before any action applies.
  const sets = actions.flatMap((a) =>
    a.kind === 'set' ? [{ path: pathOf(a.path), at: a.path, value: evaluate(a.value, item, params, a.path) }] : [],
  );
  const removes = actions.flatMap((a) => (a.kind === 'remove' ? [{ path: pathOf(a.path), at: a.path }] : []));
  let out = copy(item);
  for (const s of sets) out = s.value === undefined ? removeAt(out, s.path) : setAt(out, s.path, s.value, s.at);
  // List elements removed from the highest index down, so each index means the list as read.
  removes.sort((a, b) => compareForRemoval(b.path, a.path));
  for (const r of removes) out = removeAt(out, r.path, r.at);
  return out;
}

function pathOf(e: PqExpr): PqSegment[] {
  if (e.kind !== 'path') throw new Untranslatable('expected an attribute path', e.at);
  return e.segments;
}

function checkOverlaps(actions: readonly PqUpdateAction[]): void {
  const seen: Array<{ key: PqSegment[] }> = [];
  for (const a of actions) {
    const p = pathOf(a.path);
    const clash = seen.find((s) => isPrefix(s.key, p) || isPrefix(p, s.key));
    if (clash)
      throw new Untranslatable(
        `two actions change overlapping paths (${pathName(clash.key)} and ${pathName(p)}); DynamoDB refuses that: keep one`,
        a.path.at,
      );
    seen.push({ key: p });
  }
}

const isPrefix = (a: PqSegment[], b: PqSegment[]) => a.length <= b.length && a.every((s, i) => s === b[i]);
const pathName = (p: PqSegment[]) =>
  p.map((s, i) => (typeof s === 'number' ? `[${s}]` : i === 0 ? s : `.${s}`)).join('');

function compareForRemoval(a: PqSegment[], b: PqSegment[]): number {
  const last = (p: PqSegment[]) => p[p.length - 1];
  const la = last(a);
  const lb = last(b);
  return typeof la === 'number' && typeof lb === 'number' ? la - lb : 0;
}

/** A SET value; undefined when a set_delete leaves the set empty (the attribute then goes). */
function evaluate(
  e: PqExpr,
  item: Item,
  params: readonly AttributeValue[],
  target: PqExpr,
): AttributeValue | undefined {
  switch (e.kind) {
    case 'path': {
      const v = valueAt(item, e.segments);
      if (v === undefined)
        throw new Untranslatable(
          `${pathName(e.segments)} is not in the item as read; DynamoDB refuses an update that reads an attribute the item lacks`,
          e.at,
        );
      return v;
    }
    case 'binary': {
      if (e.op !== '+' && e.op !== '-') throw new Untranslatable(`an UPDATE takes + and - only, not ${e.op}`, e.opAt);
      const left = evaluate(e.left, item, params, target);
      const right = evaluate(e.right, item, params, target);
      for (const [side, v] of [
        [e.left, left],
        [e.right, right],
      ] as const) {
        if (!v || !('N' in v))
          throw new Untranslatable(
            `${e.op} takes numbers; this operand is ${v ? Object.keys(v)[0] : 'missing'}`,
            side.at,
          );
      }
      const sum = addDecimalText((left as { N: string }).N, (right as { N: string }).N, e.op === '-')!;
      const problem = numberProblem(sum);
      if (problem) throw new Untranslatable(`the result ${sum}: ${problem}`, e.at);
      return { N: sum };
    }
    case 'call':
      return callValue(e, item, params, target);
    default:
      return valueOf(e, params);
  }
}

function callValue(
  e: Extract<PqExpr, { kind: 'call' }>,
  item: Item,
  params: readonly AttributeValue[],
  target: PqExpr,
): AttributeValue | undefined {
  if (e.args.length !== 2) throw new Untranslatable(`${e.name} takes 2 arguments`, e.at);
  const [a, b] = e.args as [PqExpr, PqExpr];
  if (e.name === 'list_append') {
    const x = evaluate(a, item, params, target);
    const y = evaluate(b, item, params, target);
    if (!x || !('L' in x) || !y || !('L' in y)) throw new Untranslatable('list_append joins two lists', e.at);
    return { L: [...x.L, ...y.L] };
  }
  if (e.name === 'set_add' || e.name === 'set_delete') {
    if (a.kind !== 'path' || target.kind !== 'path' || JSON.stringify(a.segments) !== JSON.stringify(target.segments)) {
      throw new Untranslatable(`the first argument of ${e.name} must be the attribute being set`, a.at);
    }
    const current = valueAt(item, a.segments);
    const members = valueOf(b, params);
    return e.name === 'set_add' ? setAdd(current, members, e) : setDelete(current, members, e);
  }
  throw new Untranslatable(`an UPDATE's SET takes list_append, set_add and set_delete; not ${e.name}`, e.nameAt);
}

type SetValue = { SS: string[] } | { NS: string[] } | { BS: string[] };
const setType = (v: AttributeValue | undefined) =>
  v && ('SS' in v ? 'SS' : 'NS' in v ? 'NS' : 'BS' in v ? 'BS' : undefined);
const membersOf = (v: SetValue) => ('SS' in v ? v.SS : 'NS' in v ? v.NS : v.BS);
const canonical = (type: string, m: string) => (type === 'NS' ? normalizeNumber(m) : m);

function setAdd(
  current: AttributeValue | undefined,
  add: AttributeValue,
  e: Extract<PqExpr, { kind: 'call' }>,
): AttributeValue {
  const type = setType(add);
  if (!type) throw new Untranslatable('set_add adds a set << >>', e.at);
  if (current === undefined) return add;
  if (setType(current) !== type)
    throw new Untranslatable(
      `set_add needs a set of one type: the attribute is ${Object.keys(current)[0]}, the members ${type}`,
      e.at,
    );
  const have = membersOf(current as SetValue);
  const seen = new Set(have.map((m) => canonical(type, m)));
  const more = membersOf(add as SetValue).filter((m) => !seen.has(canonical(type, m)));
  return { [type]: [...have, ...more] } as AttributeValue;
}

function setDelete(
  current: AttributeValue | undefined,
  remove: AttributeValue,
  e: Extract<PqExpr, { kind: 'call' }>,
): AttributeValue | undefined {
  const type = setType(remove);
  if (!type) throw new Untranslatable('set_delete removes a set << >>', e.at);
  if (current === undefined) return undefined;
  if (setType(current) !== type)
    throw new Untranslatable(
      `set_delete needs a set of one type: the attribute is ${Object.keys(current)[0]}, the members ${type}`,
      e.at,
    );
  const gone = new Set(membersOf(remove as SetValue).map((m) => canonical(type, m)));
  const left = membersOf(current as SetValue).filter((m) => !gone.has(canonical(type, m)));
  return left.length === 0 ? undefined : ({ [type]: left } as AttributeValue);
}

export function valueAt(item: Item, path: readonly PqSegment[]): AttributeValue | undefined {
  let v: AttributeValue | undefined = Object.hasOwn(item, path[0] as string) ? item[path[0] as string] : undefined;
  for (const seg of path.slice(1)) {
    if (v === undefined) return undefined;
    if (typeof seg === 'number') v = 'L' in v ? v.L[seg] : undefined;
    else v = 'M' in v && Object.hasOwn(v.M, seg) ? v.M[seg] : undefined;
  }
  return v;
}

function copy(item: Item): Item {
  const out: Item = {};
  for (const k of Object.keys(item)) setOwn(out, k, item[k]!);
  return out;
}

function setAt(item: Item, path: readonly PqSegment[], value: AttributeValue, at: PqExpr): Item {
  const [head, ...rest] = path as [string, ...PqSegment[]];
  if (rest.length === 0) {
    setOwn(item, head, value);
    return item;
  }
  const inner = Object.hasOwn(item, head) ? item[head] : undefined;
  if (inner === undefined) throw new Untranslatable(INVALID_PATH, at.at);
  setOwn(item, head, setInside(inner, rest, value, at));
  return item;
}

function setInside(v: AttributeValue, path: readonly PqSegment[], value: AttributeValue, at: PqExpr): AttributeValue {
  const [seg, ...rest] = path as [PqSegment, ...PqSegment[]];
  if (typeof seg === 'number') {
    if (!('L' in v)) throw new Untranslatable(INVALID_PATH, at.at);
    const list = [...v.L];
    if (rest.length === 0) {
      // An index past the end appends, as DynamoDB does.
      if (seg >= list.length) list.push(value);
      else list[seg] = value;
    } else {
      if (list[seg] === undefined) throw new Untranslatable(INVALID_PATH, at.at);
      list[seg] = setInside(list[seg]!, rest, value, at);
    }
    return { L: list };
  }
  if (!('M' in v)) throw new Untranslatable(INVALID_PATH, at.at);
  const map: Record<string, AttributeValue> = {};
  for (const k of Object.keys(v.M)) setOwn(map, k, v.M[k]!);
  if (rest.length === 0) setOwn(map, seg, value);
  else {
    if (!Object.hasOwn(map, seg)) throw new Untranslatable(INVALID_PATH, at.at);
    setOwn(map, seg, setInside(map[seg]!, rest, value, at));
  }
  return { M: map };
}

/** REMOVE of what is not there changes nothing, as in DynamoDB. */
function removeAt(item: Item, path: readonly PqSegment[], at?: PqExpr): Item {
  const [head, ...rest] = path as [string, ...PqSegment[]];
  if (!Object.hasOwn(item, head)) return item;
  if (rest.length === 0) {
    const out: Item = {};
    for (const k of Object.keys(item)) if (k !== head) setOwn(out, k, item[k]!);
    return out;
  }
  const inner = removeInside(item[head]!, rest, at);
  if (inner) setOwn(item, head, inner);
  return item;
}

function removeInside(v: AttributeValue, path: readonly PqSegment[], at?: PqExpr): AttributeValue | undefined {
  const [seg, ...rest] = path as [PqSegment, ...PqSegment[]];
  // REMOVE into a value that is not a list (for [n]) or not a map (for .name): DynamoDB refuses the path.
  if (at && (typeof seg === 'number' ? !('L' in v) : !('M' in v))) throw new Untranslatable(INVALID_PATH, at.at);
  if (typeof seg === 'number') {
    if (!('L' in v) || seg >= v.L.length) return undefined;
    const list = [...v.L];
    if (rest.length === 0) list.splice(seg, 1);
    else {
      const inner = removeInside(list[seg]!, rest, at);
      if (!inner) return undefined;
      list[seg] = inner;
    }
    return { L: list };
  }
  if (!('M' in v) || !Object.hasOwn(v.M, seg)) return undefined;
  const map: Record<string, AttributeValue> = {};
  for (const k of Object.keys(v.M)) if (rest.length > 0 || k !== seg) setOwn(map, k, v.M[k]!);
  if (rest.length > 0) {
    const inner = removeInside(v.M[seg]!, rest, at);
    if (!inner) return undefined;
    setOwn(map, seg, inner);
  }
  return { M: map };
}

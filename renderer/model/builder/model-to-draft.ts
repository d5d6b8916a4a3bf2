/**
 * A model (from pasted text, a saved pattern or the plain form) turned back into the builder's
 * controls. What the rows cannot show (size() on both sides, a value compared with a value) is
 * reported by what it is, so nothing is dropped silently.
 */
import type { Comparator, Condition, ExpressionModel, Operand } from '../../../shared/expressions/model.js';
import type { ReadOptions } from '../../../shared/paste/parse-request.js';
import {
  emptyBuilderDraft,
  emptyGroup,
  emptyRow,
  newId,
  type BuilderDraft,
  type BuilderOperation,
  type FilterGroup,
  type FilterNode,
  type FilterRow,
  type ValueText,
} from './builder-draft.js';
import { pathText } from './path-text.js';
import { valueToText } from './value-text.js';
import { keyValueText } from '../../../shared/dynamo/scalar-view.js';

export type ToDraftResult = { ok: true; draft: BuilderDraft; notes: string[] } | { ok: false; errors: string[] };

const MIRROR: Record<Comparator, Comparator> = { '=': '=', '<>': '<>', '<': '>', '<=': '>=', '>': '<', '>=': '<=' };

function operandText(o: Operand): ValueText | undefined {
  if (o.kind === 'value') return valueToText(o.value);
  if (o.kind === 'path') return { type: 'path', text: pathText(o.path) };
  return undefined;
}

function row(patch: Partial<FilterRow>): FilterRow {
  return { ...emptyRow(), ...patch };
}

function conditionToNode(c: Condition, errors: string[]): FilterNode | undefined {
  const unsupported = (what: string) => {
    errors.push(
      `The filter has ${what}, which the builder's rows cannot show; edit it in the plain form's filter expression instead`,
    );
    return undefined;
  };
  switch (c.kind) {
    case 'and':
    case 'or': {
      const children = c.conditions
        .map((x) => conditionToNode(x, errors))
        .filter((n): n is FilterNode => n !== undefined);
      return { ...emptyGroup(c.kind), children };
    }
    case 'not': {
      const inner = conditionToNode(c.condition, errors);
      if (!inner) return undefined;
      if (inner.kind === 'group' && !inner.not) return { ...inner, not: true };
      return { ...emptyGroup('and'), not: true, children: [inner] };
    }
    case 'attribute_exists':
      return row({ path: pathText(c.path), op: 'exists' });
    case 'attribute_not_exists':
      return row({ path: pathText(c.path), op: 'not_exists' });
    case 'attribute_type':
      return row({ path: pathText(c.path), op: 'attribute_type', typeName: c.type });
    case 'begins_with':
    case 'contains': {
      const v = operandText(c.kind === 'begins_with' ? c.prefix : c.operand);
      if (!v) return unsupported(`${c.kind} with a size() operand`);
      return row({ path: pathText(c.path), op: c.kind, value: v });
    }
    case 'between': {
      const low = operandText(c.low);
      const high = operandText(c.high);
      if (c.operand.kind !== 'path' || !low || !high)
        return unsupported('a BETWEEN on size() or with size() bounds (write it as two comparisons)');
      return row({ path: pathText(c.operand.path), op: 'between', value: low, value2: high });
    }
    case 'in': {
      const list = c.values.map(operandText);
      if (c.operand.kind !== 'path' || list.some((v) => v === undefined))
        return unsupported('an IN on size() or with size() in its list');
      return row({ path: pathText(c.operand.path), op: 'in', list: list as ValueText[] });
    }
    case 'compare': {
      let { left, right, op } = c;
      if (left.kind === 'value' || (left.kind === 'path' && right.kind === 'size')) {
        [left, right] = [right, left];
        op = MIRROR[op];
      }
      if (left.kind === 'size' && right.kind !== 'size')
        return row({ path: pathText(left.path), op: 'size', sizeOp: op, value: operandText(right)! });
      if (left.kind === 'path' && right.kind !== 'size')
        return row({ path: pathText(left.path), op, value: operandText(right)! });
      return unsupported(left.kind === 'value' ? 'a value compared with a value' : 'size() compared with size()');
    }
  }
}

/** The builder's draft for `model` on `table`, with the read's other fields where it has controls. */
export function modelToDraft(
  table: string,
  operation: BuilderOperation,
  model: ExpressionModel,
  options: ReadOptions = {},
): ToDraftResult {
  const errors: string[] = [];
  const notes: string[] = [];
  const d = emptyBuilderDraft(table);
  d.operation = operation;
  d.index = options.IndexName ?? '';
  const kc = model.keyCondition;
  if (kc && operation === 'Query') {
    d.pk = keyValueText(kc.partitionKey.value) ?? '';
    const s = kc.sortKey;
    if (s) {
      d.skOp = s.op;
      if (s.op === 'between') {
        d.sk = keyValueText(s.low) ?? '';
        d.sk2 = keyValueText(s.high) ?? '';
      } else d.sk = keyValueText(s.value) ?? '';
    }
  }
  if (operation === 'Query') d.desc = options.ScanIndexForward === false;
  if (options.Limit !== undefined) d.limit = String(options.Limit);
  d.consistent = options.ConsistentRead === true;
  if (model.filter) {
    const node = conditionToNode(model.filter, errors);
    const root: FilterGroup =
      node === undefined ? emptyGroup() : node.kind === 'group' ? node : { ...emptyGroup(), children: [node] };
    d.filter = root;
  }
  d.projection = (model.projection ?? []).map((p) => ({ id: newId('p'), path: pathText(p) }));
  if (options.Select !== undefined && options.Select !== 'ALL_ATTRIBUTES')
    notes.push(`Select ${options.Select} is not one of the builder's controls and was left out`);
  if (options.ExclusiveStartKey)
    notes.push('ExclusiveStartKey was left out: Run reads from the start, and the code loops over the pages');
  if (options.Segment !== undefined || options.TotalSegments !== undefined)
    notes.push('Segment and TotalSegments were left out: the plain form runs parallel scans');
  if (d.filter.children.length === 0) d.filter = emptyGroup();
  return errors.length > 0 ? { ok: false, errors } : { ok: true, draft: d, notes };
}

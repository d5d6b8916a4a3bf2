/**
 * What the expression builder holds, as the user typed it: key fields, a filter tree of rows and
 * AND / OR / NOT groups, projection paths. Text stays text until the request is built, so a
 * half-typed number or JSON list is never lost. Pure data, so it can be tested without React.
 */
import type { AttributeTypeName, Comparator } from '../../../shared/expressions/model.js';
import { DEFAULT_CAP, type KeyConditionDraft } from '../query/query-draft.js';

export type BuilderOperation = 'Query' | 'Scan';

/** A value's type as chosen beside it; 'path' compares with another attribute instead. */
export type ValueType = AttributeTypeName | 'path';

export interface ValueText {
  type: ValueType;
  text: string;
  /** For L and M: the text is DynamoDB JSON ({"S": "x"} per element) rather than plain JSON. */
  dynamoJson?: boolean;
}

export type RowOperator =
  Comparator | 'between' | 'in' | 'exists' | 'not_exists' | 'begins_with' | 'contains' | 'attribute_type' | 'size';

export interface FilterRow {
  kind: 'row';
  id: string;
  /** An attribute path as typed: `Status`, `address.city`, `tags[0]`, `"order.total"`. */
  path: string;
  op: RowOperator;
  /** The comparison applied to size(path). */
  sizeOp: Comparator;
  /** The operand: the value compared with, the lower bound, the prefix, the size. */
  value: ValueText;
  /** The upper bound of BETWEEN. */
  value2: ValueText;
  /** The list of IN. */
  list: ValueText[];
  /** The type attribute_type tests for. */
  typeName: AttributeTypeName;
}

export interface FilterGroup {
  kind: 'group';
  id: string;
  op: 'and' | 'or';
  not: boolean;
  children: FilterNode[];
}

export type FilterNode = FilterRow | FilterGroup;

export interface ProjectionEntry {
  id: string;
  path: string;
}

export interface BuilderDraft extends KeyConditionDraft {
  operation: BuilderOperation;
  /** Item cap, as typed ('' reads to the end): not part of the request, but of the read (and its link). */
  cap: string;
  filter: FilterGroup;
  projection: ProjectionEntry[];
  /** Alias every attribute name (#n0...), or only the names that need it. */
  aliasAll: boolean;
}

/** Which operators take which operands, for the row's controls and for building. */
export const ROW_OPERATORS: ReadonlyArray<{ op: RowOperator; label: string }> = [
  { op: '=', label: '= equals' },
  { op: '<>', label: '<> not equal' },
  { op: '<', label: '< less than' },
  { op: '<=', label: '<= at most' },
  { op: '>', label: '> greater than' },
  { op: '>=', label: '>= at least' },
  { op: 'between', label: 'BETWEEN (inclusive)' },
  { op: 'in', label: 'IN (one of)' },
  { op: 'begins_with', label: 'begins_with' },
  { op: 'contains', label: 'contains' },
  { op: 'exists', label: 'exists' },
  { op: 'not_exists', label: 'not exists' },
  { op: 'attribute_type', label: 'attribute_type (is of type)' },
  { op: 'size', label: 'size (length) compared' },
];

export const VALUE_TYPES: ReadonlyArray<{ type: ValueType; label: string }> = [
  { type: 'S', label: 'S string' },
  { type: 'N', label: 'N number' },
  { type: 'B', label: 'B binary (base64)' },
  { type: 'BOOL', label: 'BOOL boolean' },
  { type: 'NULL', label: 'NULL' },
  { type: 'L', label: 'L list (JSON)' },
  { type: 'M', label: 'M map (JSON)' },
  { type: 'SS', label: 'SS string set' },
  { type: 'NS', label: 'NS number set' },
  { type: 'BS', label: 'BS binary set' },
  { type: 'path', label: 'another attribute' },
];

export function rowTakesValue(op: RowOperator): boolean {
  return op !== 'exists' && op !== 'not_exists' && op !== 'attribute_type' && op !== 'in';
}

let nextId = 0;
/** Ids only need to be unique within one page's drafts. */
export function newId(prefix: string): string {
  nextId += 1;
  return `${prefix}${nextId.toString(36)}`;
}

export function emptyValue(type: ValueType = 'S'): ValueText {
  return { type, text: '' };
}

export function emptyRow(): FilterRow {
  return {
    kind: 'row',
    id: newId('r'),
    path: '',
    op: '=',
    sizeOp: '>',
    value: emptyValue(),
    value2: emptyValue(),
    list: [emptyValue()],
    typeName: 'S',
  };
}

export function emptyGroup(op: 'and' | 'or' = 'and'): FilterGroup {
  return { kind: 'group', id: newId('g'), op, not: false, children: [] };
}

export function emptyBuilderDraft(table: string): BuilderDraft {
  return {
    table,
    operation: 'Query',
    index: '',
    pk: '',
    skOp: '',
    sk: '',
    sk2: '',
    desc: false,
    limit: '',
    cap: DEFAULT_CAP,
    consistent: false,
    filter: emptyGroup(),
    projection: [],
    aliasAll: true,
  };
}

/** The group or row with `id`, rewritten by `fn`; other nodes are kept as they are (same objects). */
export function updateNode(root: FilterGroup, id: string, fn: (n: FilterNode) => FilterNode | null): FilterGroup {
  const visit = (n: FilterNode): FilterNode | null => {
    if (n.id === id) return fn(n);
    if (n.kind === 'row') return n;
    let changed = false;
    const children: FilterNode[] = [];
    for (const c of n.children) {
      const next = visit(c);
      if (next !== c) changed = true;
      if (next) children.push(next);
    }
    return changed ? { ...n, children } : n;
  };
  const out = visit(root);
  return out && out.kind === 'group' ? out : emptyGroup();
}

export function removeNode(root: FilterGroup, id: string): FilterGroup {
  return updateNode(root, id, () => null);
}

export function addChild(root: FilterGroup, groupId: string, child: FilterNode): FilterGroup {
  return updateNode(root, groupId, (n) => (n.kind === 'group' ? { ...n, children: [...n.children, child] } : n));
}

/** Every row of the tree, depth first, in reading order. */
export function rowsOf(group: FilterGroup): FilterRow[] {
  return group.children.flatMap((c) => (c.kind === 'row' ? [c] : rowsOf(c)));
}

/**
 * The tool forms' text made into a read: which table or index, which partition-key values (a shard
 * pattern or a list), the sort-key condition and direction. Each problem names its field.
 */
import type { TableDescription } from '../../../shared/dynamo/types.js';
import { keySchemaFor } from '../../../shared/expressions/key-schema.js';
import { parsePartitionPattern } from '../../../shared/reads/partition-values.js';
import { partitionRequest, type SortCondition, type SortOperator } from '../../../shared/reads/partition-query.js';
import { checkRequest } from '../../../shared/requests/gate.js';
import { keyValueFromText } from '../query/key-value.js';
import type { ToolReadSpec } from './merged-run.js';
import { count } from '../../../shared/text/count.js';

export interface ToolDraft {
  /** '' for the table itself. */
  index: string;
  pattern: string;
  sortOp: SortOperator | '';
  sortValue: string;
  sortValue2: string;
  newestFirst: boolean;
}

export type ToolField =
  'index' | 'pattern' | 'sortValue' | 'sortValue2' | 'pageSize' | 'partitionLimit' | 'concurrency' | 'limit';

export interface ToolProblem {
  field: ToolField;
  message: string;
}

export type ToolSpecResult = { ok: true; spec: ToolReadSpec } | { ok: false; problems: ToolProblem[] };

export const SORT_OPERATORS: readonly [SortOperator | '', string][] = [
  ['', 'none'],
  ['=', '='],
  ['<', '<'],
  ['<=', '<='],
  ['>', '>'],
  ['>=', '>='],
  ['begins_with', 'begins with'],
  ['between', 'between'],
];

export function buildToolSpec(table: TableDescription, d: ToolDraft): ToolSpecResult {
  const schema = keySchemaFor(table, d.index || undefined);
  if (!schema.ok) return { ok: false, problems: [{ field: 'index', message: schema.message }] };
  const s = schema.schema;
  const problems: ToolProblem[] = [];
  const parts = parsePartitionPattern(d.pattern, s.partitionKeyType, s.partitionKey);
  if (!parts.ok) {
    const at = parts.position !== undefined ? ` (at character ${parts.position})` : '';
    problems.push({ field: 'pattern', message: `Partition keys: ${parts.message}${at}` });
  }
  let sort: SortCondition | undefined;
  if (d.sortOp !== '') {
    if (!s.sortKey || !s.sortKeyType) {
      problems.push({ field: 'sortValue', message: `Sort key condition: ${s.label} has no sort key; choose "none"` });
    } else {
      const first = keyValueFromText(d.sortValue, s.sortKeyType, 'Sort key value', s.sortKey);
      if (!first.ok) problems.push({ field: 'sortValue', message: first.message });
      const second =
        d.sortOp === 'between'
          ? keyValueFromText(d.sortValue2, s.sortKeyType, 'Sort key upper value', s.sortKey)
          : null;
      if (second && !second.ok) problems.push({ field: 'sortValue2', message: second.message });
      if (first.ok && (!second || second.ok))
        sort = { op: d.sortOp, values: second?.ok ? [first.value, second.value] : [first.value] };
    }
  }
  if (problems.length > 0 || !parts.ok) return { ok: false, problems };
  const { label: _l, index: _i, tableKeys, ...keyNames } = s;
  const where = d.index ? `${table.TableName} index ${d.index}` : table.TableName;
  const sortText = sort
    ? ` and ${s.sortKey} ${sort.op === 'begins_with' ? 'begins with' : sort.op} ${sort.values.map((v) => JSON.stringify(Object.values(v)[0])).join(' and ')}`
    : '';
  const spec: ToolReadSpec = {
    query: {
      TableName: table.TableName,
      keyNames,
      tableKeys,
      ...(d.index ? { IndexName: d.index } : {}),
      ...(sort ? { sort } : {}),
      forward: !d.newestFirst,
    },
    partitions: parts.values,
    tableKeys,
    summary: `Query ${where} where ${s.partitionKey} in ${count(parts.values.length, 'partition')}${sortText}${d.newestFirst ? ', largest sort key first' : ''}`,
  };
  const gated = gateProblems(table, spec);
  return gated.length > 0 ? { ok: false, problems: gated } : { ok: true, spec };
}

/**
 * Each partition's Query through the one pre-send gate (shared/requests/gate.ts), each problem put
 * beside the field it came from: the partition value, or a sort key value. One problem per field.
 */
function gateProblems(table: TableDescription, spec: ToolReadSpec): ToolProblem[] {
  const out: ToolProblem[] = [];
  for (const partition of spec.partitions) {
    let request;
    try {
      request = partitionRequest(spec.query, partition);
    } catch {
      continue;
    }
    for (const p of checkRequest('query', request, table)) {
      const placeholder = p.field.startsWith('ExpressionAttributeValues.')
        ? p.field.slice('ExpressionAttributeValues.'.length)
        : p.token;
      const field: ToolField =
        placeholder === ':fo_sk0' ? 'sortValue' : placeholder === ':fo_sk1' ? 'sortValue2' : 'pattern';
      if (out.some((o) => o.field === field)) continue;
      const which = field === 'pattern' ? ` (partition ${JSON.stringify(Object.values(partition)[0])})` : '';
      out.push({ field, message: `${p.message}${which}` });
    }
  }
  return out;
}

export function wholeNumber(
  text: string,
  field: ToolField,
  label: string,
  min: number,
  max: number,
  problems: ToolProblem[],
): number {
  const t = text.trim();
  const n = Number(t);
  if (!/^\d+$/.test(t) || n < min || n > max) {
    problems.push({
      field,
      message: `${label}: expected a whole number from ${min} to ${max.toLocaleString('en-US')}, got "${t}"`,
    });
    return min;
  }
  return n;
}

/**
 * The form's draft made into a read: a Query or Scan spec for the paged read, or a GetItem request,
 * plus the key schema its results are grouped by. Every problem names the field it is about.
 */
import type { ApiRequest } from '../../../shared/api.js';
import { compareKeyValues } from '../../../shared/dynamo/compare.js';
import { summaryValueText } from '../../../shared/dynamo/value-summary.js';
import type { AttributeValue, KeyNames, TableDescription } from '../../../shared/dynamo/types.js';
import { keySchemaFor, type KeySchemaInUse } from '../../../shared/expressions/key-schema.js';
import type { ReadSpec } from '../../../shared/reads/paged-read.js';
import { gateProblems, type KeySites } from './gate-fields.js';
import { keyValueFromText, KEY_TYPE_NAMES } from './key-value.js';
import { parseNamesMap, parseValuesMap } from './placeholder-maps.js';
import type { DraftField, FieldProblem, QueryDraft } from './query-draft.js';
import { limitsText } from './read-limits.js';
import { draftBudget } from './draft-budget.js';
import type { ReadBudget } from '../../../shared/reads/read-budget.js';

import type { StatementToRun } from '../../../shared/reads/statement-pages.js';

export interface BuiltPagedRead {
  operation: 'query' | 'scan';
  spec: ReadSpec;
  cap?: number;
  /** Stop once this is consumed (read units or dollars), with the rest to resume. */
  budget?: ReadBudget;
  keyNames: KeyNames;
  /** The table's own key attributes, shown after the read's keys. */
  tableKeys: string[];
  indexName?: string;
  consistent: boolean;
  summary: string;
  /** A PartiQL SELECT: its pages come from executeStatement (shared/reads/statement-pages.ts). */
  statement?: StatementToRun;
}

export interface BuiltGetItem {
  operation: 'get';
  request: ApiRequest<'getItem'>;
  keyNames: KeyNames;
  tableKeys: string[];
  consistent: boolean;
  summary: string;
}

export type BuiltRead = BuiltPagedRead | BuiltGetItem;

/** The table a built read reads (through its index, if any). */
export function readTableOf(built: BuiltRead): string {
  return built.operation === 'get' ? built.request.TableName : built.spec.request.TableName;
}
export type BuildResult = { ok: true; read: BuiltRead } | { ok: false; problems: FieldProblem[] };

export const GSI_CONSISTENT_REASON = 'Global secondary indexes support only eventually consistent reads';

function positiveInt(
  text: string,
  field: DraftField,
  label: string,
  problems: FieldProblem[],
  max = Number.MAX_SAFE_INTEGER,
): number | undefined {
  const t = text.trim();
  if (t === '') return undefined;
  const n = Number(t);
  if (!/^\d+$/.test(t) || !Number.isSafeInteger(n) || n < 1 || n > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? '1 or more' : `from 1 to ${max.toLocaleString('en-US')}`;
    problems.push({ field, message: `${label}: expected a whole number ${range}, got "${t}"` });
    return undefined;
  }
  return n;
}

/** Picks placeholders that the user's own maps do not use. */
function freePlaceholder(base: string, taken: Record<string, unknown>): string {
  if (!(base in taken)) return base;
  for (let i = 1; ; i++) if (!(`${base}_${i}` in taken)) return `${base}_${i}`;
}

/** An expression with its placeholders written out, as the builder's summary shows it: `status = "OPEN"`. */
function readable(text: string, names: Record<string, string>, values: Record<string, AttributeValue>): string {
  return text.replace(/[#:][A-Za-z0-9_]+/g, (p) =>
    p.startsWith('#') ? (names[p] ?? p) : values[p] ? summaryValueText(values[p]!) : p,
  );
}

/** The projection, for the summary line: a read of some attributes says which. */
function only(d: QueryDraft, names: Record<string, string>): string {
  return d.projection.trim() ? `, only ${readable(d.projection.trim(), names, {})}` : '';
}

function keyCondition(
  schema: KeySchemaInUse,
  d: QueryDraft,
  names: Record<string, string>,
  values: Record<string, AttributeValue>,
  problems: FieldProblem[],
) {
  const pk = keyValueFromText(d.pk, schema.partitionKeyType, 'Partition key', schema.partitionKey);
  if (!pk.ok) problems.push({ field: 'pk', message: pk.message });
  const pkName = freePlaceholder('#pk', names);
  const pkValue = freePlaceholder(':pk', values);
  let text = `${pkName} = ${pkValue}`;
  let summary = `${schema.partitionKey} = ${pk.ok ? summaryValueText(pk.value) : '?'}`;
  const keyNames: Record<string, string> = { [pkName]: schema.partitionKey };
  const sites: KeySites = { [pkName]: 'pk', [pkValue]: 'pk' };
  const keyValues: Record<string, AttributeValue> = pk.ok ? { [pkValue]: pk.value } : {};
  if (d.skOp !== '') {
    if (!schema.sortKey || !schema.sortKeyType) {
      problems.push({ field: 'skOp', message: `Sort key condition: ${schema.label} has no sort key; choose "none"` });
    } else {
      const sk = keyValueFromText(d.sk, schema.sortKeyType, 'Sort key value', schema.sortKey);
      if (!sk.ok) problems.push({ field: 'sk', message: sk.message });
      const skName = freePlaceholder('#sk', names);
      const skValue = freePlaceholder(':sk', values);
      keyNames[skName] = schema.sortKey;
      sites[skName] = 'skOp';
      sites[skValue] = 'sk';
      if (sk.ok) keyValues[skValue] = sk.value;
      if (d.skOp === 'begins_with') {
        if (schema.sortKeyType === 'N')
          problems.push({
            field: 'skOp',
            message: `Sort key condition: begins_with works on String and Binary sort keys; "${schema.sortKey}" is a Number`,
          });
        text += ` AND begins_with(${skName}, ${skValue})`;
        summary += ` AND begins_with(${schema.sortKey}, ${sk.ok ? summaryValueText(sk.value) : '?'})`;
      } else if (d.skOp === 'between') {
        const hi = keyValueFromText(d.sk2, schema.sortKeyType, 'Sort key upper value', schema.sortKey);
        if (!hi.ok) problems.push({ field: 'sk2', message: hi.message });
        const hiValue = freePlaceholder(':sk2', values);
        sites[hiValue] = 'sk2';
        if (hi.ok) keyValues[hiValue] = hi.value;
        if (sk.ok && hi.ok && compareKeyValues(sk.value, hi.value) > 0) {
          problems.push({
            field: 'sk2',
            message: `Sort key upper value: ${summaryValueText(hi.value)} is below the lower value ${summaryValueText(sk.value)}; BETWEEN needs low <= high`,
          });
        }
        text += ` AND ${skName} BETWEEN ${skValue} AND ${hiValue}`;
        summary += ` AND ${schema.sortKey} BETWEEN ${sk.ok ? summaryValueText(sk.value) : '?'} AND ${hi.ok ? summaryValueText(hi.value) : '?'}`;
      } else {
        text += ` AND ${skName} ${d.skOp} ${skValue}`;
        summary += ` AND ${schema.sortKey} ${d.skOp} ${sk.ok ? summaryValueText(sk.value) : '?'}`;
      }
    }
  }
  return { text, summary, keyNames, keyValues, sites };
}

export function buildRead(d: QueryDraft, table: TableDescription): BuildResult {
  const problems: FieldProblem[] = [];
  const index = d.operation === 'get' ? undefined : d.index || undefined;
  const schemaResult = keySchemaFor(table, index);
  if (!schemaResult.ok) return { ok: false, problems: [{ field: 'index', message: `Index: ${schemaResult.message}` }] };
  const schema = schemaResult.schema;
  const keyNames: KeyNames = {
    partitionKey: schema.partitionKey,
    partitionKeyType: schema.partitionKeyType,
    ...(schema.sortKey ? { sortKey: schema.sortKey, sortKeyType: schema.sortKeyType } : {}),
  };
  const tableKeys = schema.tableKeys;
  const where = index ? `${table.TableName} (index ${index})` : table.TableName;
  if (d.consistent && schema.index?.global)
    problems.push({ field: 'consistent', message: `Consistent read: ${GSI_CONSISTENT_REASON}; "${index}" is a GSI` });

  if (d.operation === 'get') return buildGetItem(d, table, schema, keyNames, tableKeys, problems);

  const names = parseNamesMap(d.names);
  if (!names.ok) problems.push({ field: 'names', message: names.message });
  const values = parseValuesMap(d.values);
  if (!values.ok) problems.push({ field: 'values', message: values.message });
  const userNames = names.ok ? names.value : {};
  const userValues = values.ok ? values.value : {};
  const limit = positiveInt(d.limit, 'limit', 'Limit', problems);
  const cap = positiveInt(d.cap, 'cap', 'Item cap', problems);
  const budget = draftBudget(d, problems);
  const common = {
    TableName: table.TableName,
    ...(index ? { IndexName: index } : {}),
    ...(limit ? { Limit: limit } : {}),
    ...(d.consistent ? { ConsistentRead: true } : {}),
    ...(d.filter.trim() ? { FilterExpression: d.filter.trim() } : {}),
    ...(d.projection.trim() ? { ProjectionExpression: d.projection.trim() } : {}),
  };

  if (d.operation === 'scan') {
    const segments = positiveInt(d.segments, 'segments', 'Parallel segments', problems, 1000);
    if (problems.length) return { ok: false, problems };
    const maps = {
      ...(Object.keys(userNames).length ? { ExpressionAttributeNames: userNames } : {}),
      ...(Object.keys(userValues).length ? { ExpressionAttributeValues: userValues } : {}),
    };
    const spec: ReadSpec = {
      kind: 'scan',
      request: { ...common, ...maps },
      ...(segments && segments > 1 ? { totalSegments: segments } : {}),
    };
    const gated = gateProblems('scan', spec.request, table, schema, {});
    if (gated.length) return { ok: false, problems: gated };
    const summary = `Scan ${where}${d.filter.trim() ? ` where ${readable(d.filter.trim(), userNames, userValues)}` : ''}${only(d, userNames)}${limitsText({ limit, cap, segments })}`;
    return {
      ok: true,
      read: {
        operation: 'scan',
        spec,
        ...(cap ? { cap } : {}),
        ...(budget ? { budget } : {}),
        keyNames,
        tableKeys,
        ...(index ? { indexName: index } : {}),
        consistent: d.consistent,
        summary,
      },
    };
  }

  const kc = keyCondition(schema, d, userNames, userValues, problems);
  if (problems.length) return { ok: false, problems };
  const request = {
    ...common,
    KeyConditionExpression: kc.text,
    ExpressionAttributeNames: { ...userNames, ...kc.keyNames },
    ExpressionAttributeValues: { ...userValues, ...kc.keyValues },
    ...(d.desc ? { ScanIndexForward: false } : {}),
  };
  const gated = gateProblems('query', request, table, schema, kc.sites);
  if (gated.length) return { ok: false, problems: gated };
  const summary = `Query ${where} where ${kc.summary}${d.desc ? ', newest first' : ''}${d.filter.trim() ? `, filter ${readable(d.filter.trim(), userNames, userValues)}` : ''}${only(d, userNames)}${limitsText({ limit, cap })}`;
  return {
    ok: true,
    read: {
      operation: 'query',
      spec: { kind: 'query', request },
      ...(cap ? { cap } : {}),
      ...(budget ? { budget } : {}),
      keyNames,
      tableKeys,
      ...(index ? { indexName: index } : {}),
      consistent: d.consistent,
      summary,
    },
  };
}

function buildGetItem(
  d: QueryDraft,
  table: TableDescription,
  schema: KeySchemaInUse,
  keyNames: KeyNames,
  tableKeys: string[],
  problems: FieldProblem[],
): BuildResult {
  const Key: Record<string, AttributeValue> = {};
  const pk = keyValueFromText(d.pk, schema.partitionKeyType, 'Partition key', schema.partitionKey);
  if (pk.ok) Key[schema.partitionKey] = pk.value;
  else problems.push({ field: 'pk', message: pk.message });
  if (schema.sortKey && schema.sortKeyType) {
    const sk =
      d.sk === '' && schema.sortKeyType === 'S'
        ? {
            ok: false as const,
            message: `Sort key value: GetItem needs the full key; enter "${schema.sortKey}" (a ${KEY_TYPE_NAMES[schema.sortKeyType]}) too`,
          }
        : keyValueFromText(d.sk, schema.sortKeyType, 'Sort key value', schema.sortKey);
    if (sk.ok) Key[schema.sortKey] = sk.value;
    else problems.push({ field: 'sk', message: sk.message });
  }
  const names = parseNamesMap(d.names);
  if (!names.ok) problems.push({ field: 'names', message: names.message });
  if (problems.length) return { ok: false, problems };
  const request: ApiRequest<'getItem'> = {
    TableName: table.TableName,
    Key,
    ...(d.consistent ? { ConsistentRead: true } : {}),
    ...(d.projection.trim() ? { ProjectionExpression: d.projection.trim() } : {}),
    ...(names.ok && Object.keys(names.value).length ? { ExpressionAttributeNames: names.value } : {}),
  };
  const gated = gateProblems('getItem', request, table, schema, {});
  if (gated.length) return { ok: false, problems: gated };
  const keyText = Object.entries(Key)
    .map(([k, v]) => `${k} = ${summaryValueText(v)}`)
    .join(', ');
  return {
    ok: true,
    read: {
      operation: 'get',
      request,
      keyNames,
      tableKeys,
      consistent: d.consistent,
      summary: `GetItem ${table.TableName} where ${keyText}${only(d, names.ok ? names.value : {})}`,
    },
  };
}

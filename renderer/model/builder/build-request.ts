/**
 * The builder's draft made into the exact Query or Scan request: the model, compiled with shared
 * placeholders, then checked by the one pre-send gate (shared/requests/gate.ts). Every problem is tied to the
 * control it concerns, whether the builder found it (a bad number) or validate did (a token).
 */
import { summaryValueText } from '../../../shared/dynamo/value-summary.js';
import type { ApiRequest } from '../../../shared/api.js';
import type { AttributeValue, TableDescription } from '../../../shared/dynamo/types.js';
import { compile, type CompiledExpressions } from '../../../shared/expressions/compile.js';
import { keySchemaFor, type KeySchemaInUse } from '../../../shared/expressions/key-schema.js';
import type { DocumentPath, ExpressionModel, KeyCondition } from '../../../shared/expressions/model.js';
import { VALUE_PREFIX } from '../../../shared/expressions/names.js';
import { checkRequest } from '../../../shared/requests/gate.js';
import { keyValueFromText } from '../query/key-value.js';
import { rowsOf, type BuilderDraft } from './builder-draft.js';
import { buildFilter, type ControlProblem } from './build-filter.js';
import { parsePathText } from './path-text.js';

export type { ControlProblem } from './build-filter.js';

export type BuilderRequest =
  | Omit<ApiRequest<'query'>, 'connectionId' | 'requestId' | 'ExclusiveStartKey'>
  | Omit<ApiRequest<'scan'>, 'connectionId' | 'requestId' | 'ExclusiveStartKey' | 'Segment' | 'TotalSegments'>;

export interface BuiltBuilder {
  operation: 'Query' | 'Scan';
  schema?: KeySchemaInUse;
  model: ExpressionModel;
  compiled: CompiledExpressions;
  request: BuilderRequest;
  problems: ControlProblem[];
  /** The control each value placeholder came from: valueSites[3] typed :v3. */
  valueSites: string[];
}

export const GSI_CONSISTENT_REASON = 'Global secondary indexes serve eventually consistent reads only';

function keyCondition(
  d: BuilderDraft,
  s: KeySchemaInUse,
  problems: ControlProblem[],
  sites: string[],
): KeyCondition | undefined {
  const pk = keyValueFromText(d.pk, s.partitionKeyType, 'Partition key', s.partitionKey);
  if (!pk.ok) problems.push({ control: 'pk', message: pk.message, pending: d.pk === '' });
  let sortKey: KeyCondition['sortKey'];
  const skSites: string[] = [];
  if (d.skOp !== '' && s.sortKey && s.sortKeyType) {
    const name = s.sortKey;
    const low = keyValueFromText(d.sk, s.sortKeyType, 'Sort key value', name);
    if (!low.ok) problems.push({ control: 'sk', message: low.message, pending: d.sk === '' });
    if (d.skOp === 'begins_with' && s.sortKeyType === 'N') {
      problems.push({
        control: 'skOp',
        message: `Sort key condition: begins_with works on string and binary sort keys; "${name}" is a number`,
      });
    } else if (d.skOp === 'between') {
      const high = keyValueFromText(d.sk2, s.sortKeyType, 'Sort key upper value', name);
      if (!high.ok) problems.push({ control: 'sk2', message: high.message, pending: d.sk2 === '' });
      if (low.ok && high.ok) sortKey = { name, op: 'between', low: low.value, high: high.value };
      skSites.push('sk', 'sk2');
    } else if (low.ok) {
      sortKey =
        d.skOp === 'begins_with'
          ? { name, op: 'begins_with', value: low.value }
          : { name, op: d.skOp, value: low.value };
      skSites.push('sk');
    }
    if (!sortKey) return undefined;
  } else if (d.skOp !== '') {
    problems.push({ control: 'skOp', message: `Sort key condition: ${s.label} has no sort key; choose "none"` });
  }
  if (!pk.ok) return undefined;
  sites.push('pk', ...(sortKey ? skSites : []));
  return { partitionKey: { name: s.partitionKey, value: pk.value }, ...(sortKey ? { sortKey } : {}) };
}

function positiveInt(text: string, control: string, label: string, problems: ControlProblem[]): number | undefined {
  const t = text.trim();
  if (t === '') return undefined;
  const n = Number(t);
  if (!/^\d+$/.test(t) || !Number.isSafeInteger(n) || n < 1) {
    problems.push({ control, message: `${label}: expected a whole number, 1 or more, got "${t}"` });
    return undefined;
  }
  return n;
}

export function buildFromDraft(d: BuilderDraft, table: TableDescription): BuiltBuilder {
  const problems: ControlProblem[] = [];
  const sites: string[] = [];
  const schemaResult = keySchemaFor(table, d.index || undefined);
  const schema = schemaResult.ok ? schemaResult.schema : undefined;
  if (!schemaResult.ok) problems.push({ control: 'index', message: `Index: ${schemaResult.message}` });
  const model: ExpressionModel = {};
  if (d.operation === 'Query' && schema) {
    const kc = keyCondition(d, schema, problems, sites);
    if (kc) model.keyCondition = kc;
  }
  const filter = buildFilter(d.filter, problems);
  if (filter) {
    model.filter = filter.condition;
    sites.push(...filter.sites);
  }
  const projection: DocumentPath[] = [];
  for (const entry of d.projection) {
    if (entry.path.trim() === '') continue;
    const p = parsePathText(entry.path);
    if (p.ok) projection.push(p.path);
    else problems.push({ control: entry.id, message: `Projection: ${p.message}` });
  }
  if (projection.length) model.projection = projection;
  const limit = positiveInt(d.limit, 'limit', 'Limit', problems);
  positiveInt(d.cap, 'cap', 'Item cap', problems);
  const consistent = d.consistent && !(schema?.index?.global ?? false);

  const compiled = compile(model, { aliasAllNames: d.aliasAll });
  const request: BuilderRequest = {
    TableName: table.TableName,
    ...(d.index ? { IndexName: d.index } : {}),
    ...compiled,
    ...(d.operation === 'Query' && d.desc ? { ScanIndexForward: false } : {}),
    ...(limit ? { Limit: limit } : {}),
    ...(consistent ? { ConsistentRead: true } : {}),
  };
  const keyProblem = problems.some((p) => ['pk', 'sk', 'sk2', 'skOp', 'index'].includes(p.control));
  for (const p of checkRequest(d.operation === 'Query' ? 'query' : 'scan', request, table)) {
    // The builder already said what is missing from the key; validate would say it again, less precisely.
    if (keyProblem && p.field === 'KeyConditionExpression' && p.token === undefined) continue;
    if (!schema && p.field === 'IndexName') continue;
    problems.push({
      control: controlFor(p.field, p.token, d, schema, compiled, sites),
      message: p.message,
      field: p.field,
      ...(p.token !== undefined ? { token: p.token } : {}),
      ...(p.column !== undefined ? { column: p.column } : {}),
    });
  }
  return {
    operation: d.operation,
    ...(schema ? { schema } : {}),
    model,
    compiled,
    request,
    problems,
    valueSites: sites,
  };
}

/** Which control a validation problem is about, from its field and token. */
function controlFor(
  field: string,
  token: string | undefined,
  d: BuilderDraft,
  schema: KeySchemaInUse | undefined,
  compiled: CompiledExpressions,
  sites: string[],
): string {
  if (field === 'IndexName') return 'index';
  if (field === 'Select') return 'request';
  if (field === 'ConsistentRead') return 'consistent';
  if (field === 'Limit') return 'limit';
  const placeholder = field.startsWith('ExpressionAttributeValues.')
    ? field.slice('ExpressionAttributeValues.'.length)
    : token;
  if (placeholder?.startsWith(VALUE_PREFIX)) {
    const n = Number(placeholder.slice(VALUE_PREFIX.length));
    const site = Number.isInteger(n) ? sites[n] : undefined;
    if (site) return site;
  }
  if (field === 'KeyConditionExpression') {
    if (token === 'begins_with') return 'skOp';
    const name = token === undefined ? undefined : (compiled.ExpressionAttributeNames?.[token] ?? token);
    return name !== undefined && name === schema?.sortKey ? 'skOp' : 'pk';
  }
  // A token may be a whole path ("#n0.#n1[2]"): the control is the one whose path holds all its names.
  const names =
    token === undefined
      ? []
      : token
          .split(/[.[\]]+/)
          .filter((t) => t !== '' && !/^\d+$/.test(t))
          .map((t) => compiled.ExpressionAttributeNames?.[t] ?? t);
  if (names.length === 0) return 'request';
  const uses = (text: string) => {
    const p = parsePathText(text);
    return p.ok && names.every((n) => p.path.includes(n));
  };
  if (field === 'FilterExpression') {
    const row = rowsOf(d.filter).find((r) => uses(r.path));
    if (row) return `${row.id}.path`;
  }
  if (field === 'ProjectionExpression') {
    const entry = d.projection.find((e) => uses(e.path));
    if (entry) return entry.id;
  }
  return 'request';
}

const showValue = summaryValueText;

/** The expression with its placeholders written out: `EntityRef = "WS#acme"`. */
export function readable(text: string, c: CompiledExpressions): string {
  return text.replace(/[#:][A-Za-z0-9_]+/g, (p) => {
    if (p.startsWith('#')) return c.ExpressionAttributeNames?.[p] ?? p;
    const v = c.ExpressionAttributeValues?.[p];
    return v ? showValue(v) : p;
  });
}

/** One line for the results header and the history: what was read, from where. */
export function summarize(b: BuiltBuilder): string {
  const r = b.request;
  const where = r.IndexName ? `${r.TableName} (index ${r.IndexName})` : r.TableName;
  const c = b.compiled;
  const parts = [
    b.operation === 'Query' ? `Query ${where} where ${readable(c.KeyConditionExpression ?? '', c)}` : `Scan ${where}`,
  ];
  if ('ScanIndexForward' in r && r.ScanIndexForward === false) parts.push('newest first');
  if (c.FilterExpression) parts.push(`filter ${readable(c.FilterExpression, c)}`);
  if (c.ProjectionExpression) parts.push(`only ${readable(c.ProjectionExpression, c)}`);
  return parts.join(', ');
}

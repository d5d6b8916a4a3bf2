/**
 * A SELECT as the equivalent Query, Scan or GetItem requests, for servers without PartiQL
 * (dynalite, the sandbox): the key condition from = or IN on the partition key and one sort key
 * condition, every other conjunct as the FilterExpression, the projection as ProjectionExpression,
 * ORDER BY ... DESC as ScanIndexForward false. IN on the partition key is one Query per value.
 */
import type { AttributeValue, Item, TableDescription } from '../dynamo/types.js';
import { compile, type CompiledExpressions } from '../expressions/compile.js';
import { keySchemaFor } from '../expressions/key-schema.js';
import type { Condition, DocumentPath, ExpressionModel, KeyCondition, SortKeyCondition } from '../expressions/model.js';
import type { PqExpr, PqProblem, PqSelect } from './ast.js';
import { toCondition, toPath, Untranslatable, valueOf } from './to-condition.js';
import { conjuncts, partitionKeyPart, sortKeyPart } from './where-parts.js';

export type TranslatedMethod = 'query' | 'scan' | 'getItem';

export interface TranslatedRequest extends CompiledExpressions {
  TableName: string;
  IndexName?: string;
  Key?: Item;
  ScanIndexForward?: boolean;
}

export interface TranslatedSelect {
  method: TranslatedMethod;
  /** One request, or one Query per partition key value of an IN. */
  requests: TranslatedRequest[];
  /** The builder's model of the (first) request, for "open in the builder". */
  model: ExpressionModel;
  /** The selected paths, to give results PartiQL's flat shape (see `shapeLikePartiql`). */
  projection?: DocumentPath[];
}

export type TranslateResult = { ok: true; translated: TranslatedSelect } | { ok: false; problem: PqProblem };

export function translateSelect(
  text: string,
  s: PqSelect,
  table: TableDescription,
  params: readonly AttributeValue[] = [],
): TranslateResult {
  try {
    return { ok: true, translated: translate(s, table, params) };
  } catch (e) {
    if (e instanceof Untranslatable)
      return {
        ok: false,
        problem: { message: e.message, offset: e.at.offset, end: e.at.end, token: text.slice(e.at.offset, e.at.end) },
      };
    throw e;
  }
}

function translate(s: PqSelect, table: TableDescription, params: readonly AttributeValue[]): TranslatedSelect {
  const schema = keySchemaFor(table, s.from.index);
  if (!schema.ok) throw new Untranslatable(schema.message, s.from.at);
  const { partitionKey, sortKey } = schema.schema;
  const projection = s.projection?.map((p) => toPath(p));
  const parts = conjuncts(s.where);
  const pk = partitionKeyPart(parts, partitionKey);
  const base = { TableName: table.TableName, ...(s.from.index !== undefined ? { IndexName: s.from.index } : {}) };
  const descending = s.orderBy.some((o) => o.descending && o.path.kind === 'path' && o.path.segments[0] === sortKey);

  if (!pk) {
    const model: ExpressionModel = { ...filterOf(parts, [], params), ...(projection ? { projection } : {}) };
    return {
      method: 'scan',
      requests: [{ ...base, ...compile(requestModel(model)) }],
      model,
      ...(projection ? { projection } : {}),
    };
  }
  const sk = sortKeyPart(parts, sortKey);
  const used: PqExpr[] = [pk.source, ...(sk ? [sk.source] : [])];
  const pkValues = pk.kind === 'eq' ? [valueOf(pk.value, params)] : pk.values.map((v) => valueOf(v, params));
  const rest = parts.filter((p) => !used.includes(p));
  if (
    s.from.index === undefined &&
    pk.kind === 'eq' &&
    rest.length === 0 &&
    (sortKey === undefined || sk?.op === '=')
  ) {
    const Key: Item = {
      [partitionKey]: pkValues[0]!,
      ...(sortKey !== undefined && sk?.op === '=' ? { [sortKey]: valueOf(sk.value, params) } : {}),
    };
    const model: ExpressionModel = { ...(projection ? { projection } : {}) };
    return {
      method: 'getItem',
      requests: [{ ...base, Key, ...compile(requestModel(model)) }],
      model,
      ...(projection ? { projection } : {}),
    };
  }
  const sortCondition = sk && sortKey !== undefined ? sortOf(sk, sortKey, params) : undefined;
  const models = pkValues.map((value): ExpressionModel => {
    const keyCondition: KeyCondition = {
      partitionKey: { name: partitionKey, value },
      ...(sortCondition ? { sortKey: sortCondition } : {}),
    };
    return { keyCondition, ...filterOf(rest, [], params), ...(projection ? { projection } : {}) };
  });
  return {
    method: 'query',
    requests: models.map((m) => ({
      ...base,
      ...compile(requestModel(m)),
      ...(descending ? { ScanIndexForward: false } : {}),
    })),
    model: models[0]!,
    ...(projection ? { projection } : {}),
  };
}

function filterOf(parts: PqExpr[], used: PqExpr[], params: readonly AttributeValue[]): { filter?: Condition } {
  const rest = parts.filter((p) => !used.includes(p)).map((p) => toCondition(p, params));
  if (rest.length === 0) return {};
  return { filter: rest.length === 1 ? rest[0]! : { kind: 'and', conditions: rest } };
}

function sortOf(
  sk: NonNullable<ReturnType<typeof sortKeyPart>>,
  name: string,
  params: readonly AttributeValue[],
): SortKeyCondition {
  if (sk.op === 'between') return { name, op: 'between', low: valueOf(sk.low, params), high: valueOf(sk.high, params) };
  return { name, op: sk.op, value: valueOf(sk.value, params) } as SortKeyCondition;
}

/**
 * The request reads the top-level attributes the selected paths start from: DynamoDB returns
 * projected list elements packed (l[1] alone comes back as l[0]), so the nested value is taken
 * from the whole attribute by `shapeLikePartiql`. The units read are the same either way.
 */
function requestModel(m: ExpressionModel): ExpressionModel {
  if (!m.projection) return m;
  const tops = [...new Set(m.projection.map((p) => p[0] as string))];
  return { ...m, projection: tops.map((t) => [t]) };
}

/**
 * PartiQL returns a selected path flat, under its last name: `m.x` as `x`, `l[0]` as `l[0]`.
 * A Query or Scan returns it nested; this gives a translated read's items PartiQL's shape.
 */
export function shapeLikePartiql(item: Item, projection: readonly DocumentPath[] | undefined): Item {
  if (!projection) return item;
  const out: Item = {};
  for (const p of projection) {
    let v: AttributeValue | undefined = item[p[0] as string];
    for (const seg of p.slice(1)) {
      if (v === undefined) break;
      v = typeof seg === 'number' ? ('L' in v ? v.L[seg] : undefined) : 'M' in v ? v.M[seg] : undefined;
    }
    if (v !== undefined) out[flatName(p)] = v;
  }
  return out;
}

export function flatName(p: DocumentPath): string {
  let i = p.length - 1;
  while (i > 0 && typeof p[i] === 'number') i--;
  return (
    String(p[i]) +
    p
      .slice(i + 1)
      .map((n) => `[${n}]`)
      .join('')
  );
}

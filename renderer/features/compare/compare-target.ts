/**
 * The read on screen, aimed at another table: the same key condition, filter and projection, on a
 * table whose key attributes may be named differently (`PK`/`SK` here, `pk`/`sk` there). Names are
 * renamed through the request's `#name` map, so the expressions themselves never change; a request
 * that names a key attribute without a placeholder cannot be renamed safely and says so.
 */
import type { ApiRequest } from '../../../shared/api.js';
import type { TableDescription } from '../../../shared/dynamo/types.js';
import type { ReadSpec } from '../../../shared/reads/paged-read.js';
import { keyRenames, renameAttributes, type CompareKeys } from '../../../shared/compare/read-compare.js';
import type { BuiltRead } from '../../model/query/build-read.js';

export type CompareRead =
  { kind: 'paged'; spec: ReadSpec; cap?: number } | { kind: 'get'; request: ApiRequest<'getItem'> };

export type TargetResult = { ok: true; read: CompareRead; keys: CompareKeys } | { ok: false; problem: string };

/** The key names of a table, or of one of its indexes. */
export function keysOf(table: TableDescription, indexName?: string): CompareKeys | null {
  const schema = indexName
    ? [...(table.GlobalSecondaryIndexes ?? []), ...(table.LocalSecondaryIndexes ?? [])].find(
        (i) => i.IndexName === indexName,
      )?.KeySchema
    : table.KeySchema;
  if (!schema) return null;
  const pk = schema.find((k) => k.KeyType === 'HASH')?.AttributeName;
  const sk = schema.find((k) => k.KeyType === 'RANGE')?.AttributeName;
  if (pk === undefined) return null;
  return sk === undefined ? { partitionKey: pk } : { partitionKey: pk, sortKey: sk };
}

function renamedNames(
  names: Record<string, string> | undefined,
  renames: Map<string, string>,
): Record<string, string> | undefined {
  if (!names) return names;
  return Object.fromEntries(Object.entries(names).map(([ph, name]) => [ph, renames.get(name) ?? name]));
}

/** Whether an expression names one of the renamed attributes as it is, without a `#placeholder`. */
function namesDirectly(expressions: (string | undefined)[], renames: Map<string, string>): string | undefined {
  for (const name of renames.keys()) {
    const word = new RegExp(`(^|[^#:A-Za-z0-9_])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^A-Za-z0-9_]|$)`);
    if (expressions.some((e) => e !== undefined && word.test(e))) return name;
  }
  return undefined;
}

/**
 * The read to run on the right: `built` (the read on screen, on a table keyed `leftTableKeys`)
 * aimed at `right`. The index the read uses must exist there too.
 */
export function aimAt(built: BuiltRead, leftTable: TableDescription, right: TableDescription): TargetResult {
  const leftKeys = keysOf(leftTable);
  const rightKeys = keysOf(right);
  if (!leftKeys || !rightKeys) return { ok: false, problem: 'Compare with table: its key schema could not be read.' };
  if ((leftKeys.sortKey === undefined) !== (rightKeys.sortKey === undefined)) {
    return {
      ok: false,
      problem: `Compare with table: ${right.TableName} has ${rightKeys.sortKey === undefined ? 'no sort key' : 'a sort key'}, ${leftTable.TableName} ${leftKeys.sortKey === undefined ? 'has none' : 'has one'}; their items cannot be matched by key.`,
    };
  }
  const renames = keyRenames(leftKeys, rightKeys);
  if (built.operation === 'get') {
    const Key = renameAttributes(built.request.Key, renames);
    const names = renamedNames(built.request.ExpressionAttributeNames, renames);
    const direct = namesDirectly([built.request.ProjectionExpression], renames);
    if (direct) return { ok: false, problem: `Compare: the projection names ${direct} without a #placeholder.` };
    const { requestId: _drop, connectionId: _conn, ...rest } = built.request;
    return {
      ok: true,
      keys: leftKeys,
      read: {
        kind: 'get',
        request: { ...rest, TableName: right.TableName, Key, ...(names ? { ExpressionAttributeNames: names } : {}) },
      },
    };
  }
  if (built.statement) {
    return {
      ok: false,
      problem:
        'Compare runs Query, Scan and GetItem reads; open this statement in the form or the builder to compare it.',
    };
  }
  if (built.indexName && !keysOf(right, built.indexName)) {
    return { ok: false, problem: `Compare with table: ${right.TableName} has no index ${built.indexName}.` };
  }
  const req = built.spec.request as Record<string, unknown> & { ExpressionAttributeNames?: Record<string, string> };
  const direct = namesDirectly(
    [req.KeyConditionExpression, req.FilterExpression, req.ProjectionExpression].map((e) =>
      typeof e === 'string' ? e : undefined,
    ),
    renames,
  );
  if (direct)
    return { ok: false, problem: `Compare: the read names ${direct} without a #placeholder, so it cannot be renamed.` };
  const names = renamedNames(req.ExpressionAttributeNames, renames);
  const request = { ...req, TableName: right.TableName, ...(names ? { ExpressionAttributeNames: names } : {}) };
  const spec = { ...built.spec, request } as ReadSpec;
  return { ok: true, keys: leftKeys, read: { kind: 'paged', spec, ...(built.cap ? { cap: built.cap } : {}) } };
}

/** The read on screen as it is, for the left side. */
export function asIs(built: BuiltRead): CompareRead {
  if (built.operation === 'get') {
    const { requestId: _drop, connectionId: _conn, ...rest } = built.request;
    return { kind: 'get', request: rest };
  }
  return { kind: 'paged', spec: built.spec, ...(built.cap ? { cap: built.cap } : {}) };
}

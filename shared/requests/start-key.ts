/**
 * ExclusiveStartKey, by the rules DynamoDB Local applies (each checked in the fidelity suite):
 * exactly the key attributes of the table, plus the index's when an index is read; each of the
 * key's type and not empty; and for a Query, a key the key condition could have returned: the
 * same partition key value, and a sort key inside the condition's range.
 *
 * One rule of DynamoDB Local's is left out on purpose: it refuses a start key at the inclusive end
 * of the range in the direction read (`sk <= :x` read forwards from :x). AWS DynamoDB hands back a
 * LastEvaluatedKey wherever a page fills up, that end included, and a paged read must be able to
 * pass it back; refusing it would break the last page of such reads. See known-differences.ts.
 */
import type { AttributeValue, Item, TableDescription } from '../dynamo/types.js';
import { compareValues, decodeBase64 } from '../expressions/compare-values.js';
import { keyConditionFromSyntax } from '../expressions/key-condition.js';
import { keySchemaFor } from '../expressions/key-schema.js';
import type { SortKeyCondition } from '../expressions/model.js';
import { parseConditionSyntax } from '../expressions/parse-syntax.js';
import type { ExpressionProblem } from '../expressions/problems.js';
import { Resolver, type PlaceholderMaps } from '../expressions/resolve.js';
import { keyAttributes, keyValueProblems } from './key-values.js';

export interface StartKeyRequest extends PlaceholderMaps {
  IndexName?: string;
  KeyConditionExpression?: string;
  ScanIndexForward?: boolean;
  ExclusiveStartKey?: Item;
}

const FIELD = 'ExclusiveStartKey';

export function startKeyProblems(
  method: 'query' | 'scan',
  request: StartKeyRequest,
  table: TableDescription,
): ExpressionProblem[] {
  const key = request.ExclusiveStartKey;
  if (key === undefined) return [];
  const attributes = keyAttributes(table, request.IndexName);
  if (!attributes) return [];
  const names = attributes.map((a) => `"${a.name}"`).join(', ');
  const what =
    request.IndexName === undefined
      ? `table "${table.TableName}"`
      : `index "${request.IndexName}" (its keys and the table's)`;
  const given = Object.keys(key);
  const missing = attributes.filter((a) => !given.includes(a.name)).map((a) => `"${a.name}"`);
  const extra = given.filter((g) => !attributes.some((a) => a.name === g)).map((g) => `"${g}"`);
  if (missing.length > 0 || extra.length > 0) {
    const parts = [
      missing.length ? `it lacks ${missing.join(', ')}` : '',
      extra.length
        ? `${extra.join(', ')} ${extra.length > 1 ? 'are not key attributes' : 'is not a key attribute'}`
        : '',
    ].filter(Boolean);
    return [
      {
        field: FIELD,
        ...(extra[0] ? { token: extra[0].slice(1, -1) } : {}),
        message: `${FIELD} must hold exactly the key attributes of ${what}: ${names}; ${parts.join(', and ')}. Pass the LastEvaluatedKey of the previous page unchanged`,
      },
    ];
  }
  const problems = keyValueProblems(FIELD, key, attributes, false);
  if (problems.length > 0 || method !== 'query') return problems;
  return rangeProblems(request, table, key);
}

function rangeProblems(request: StartKeyRequest, table: TableDescription, key: Item): ExpressionProblem[] {
  const text = request.KeyConditionExpression;
  const schema = keySchemaFor(table, request.IndexName);
  if (text === undefined || !schema.ok) return [];
  const syntax = parseConditionSyntax(text, 'KeyConditionExpression');
  if (!syntax.ok) return [];
  const resolver = new Resolver(request);
  const kc = keyConditionFromSyntax(syntax.value, resolver.in('KeyConditionExpression', text), schema.schema);
  // A key condition with problems of its own is reported by validate; the start key waits for it.
  if (!kc || resolver.problems.length > 0) return [];
  const { partitionKey, sortKey } = kc.keyCondition;
  const pkValue = key[partitionKey.name];
  if (pkValue && compareValues(pkValue, partitionKey.value) !== 0) {
    return [
      {
        field: `${FIELD}.${partitionKey.name}`,
        token: partitionKey.name,
        message: `${FIELD}.${partitionKey.name} is ${show(pkValue)}, but the key condition reads ${partitionKey.name} = ${show(partitionKey.value)}; a Query continues only from a key of the partition it reads`,
      },
    ];
  }
  const skValue = sortKey ? key[sortKey.name] : undefined;
  if (!sortKey || !skValue) return [];
  const why = outsideRange(sortKey, skValue);
  return why
    ? [
        {
          field: `${FIELD}.${sortKey.name}`,
          token: sortKey.name,
          message: `${FIELD}.${sortKey.name} is ${show(skValue)}, ${why}; a Query continues only from a key inside its sort key condition`,
        },
      ]
    : [];
}

/** Why the start key's sort key value lies outside the condition, or undefined when it is inside. */
function outsideRange(c: SortKeyCondition, v: AttributeValue): string | undefined {
  const cmp = (bound: AttributeValue) => compareValues(v, bound);
  switch (c.op) {
    case '=':
      return cmp(c.value) === 0 ? undefined : `not ${show(c.value)} as the condition requires`;
    case 'begins_with':
      return startsWith(v, c.value) ? undefined : `which does not begin with ${show(c.value)}`;
    case '<':
    case '<=': {
      const d = cmp(c.value);
      if (d === undefined) return undefined;
      return d > 0 || (d === 0 && c.op === '<') ? `outside the condition ${c.op} ${show(c.value)}` : undefined;
    }
    case '>':
    case '>=': {
      const d = cmp(c.value);
      if (d === undefined) return undefined;
      return d < 0 || (d === 0 && c.op === '>') ? `outside the condition ${c.op} ${show(c.value)}` : undefined;
    }
    case 'between': {
      const lo = cmp(c.low);
      const hi = cmp(c.high);
      if (lo === undefined || hi === undefined) return undefined;
      return lo < 0 || hi > 0 ? `outside BETWEEN ${show(c.low)} AND ${show(c.high)}` : undefined;
    }
  }
}

function startsWith(v: AttributeValue, prefix: AttributeValue): boolean {
  if ('S' in v && 'S' in prefix) return v.S.startsWith(prefix.S);
  if ('B' in v && 'B' in prefix) {
    const a = decodeBase64(v.B);
    const p = decodeBase64(prefix.B);
    return !!a && !!p && p.length <= a.length && p.every((b, i) => a[i] === b);
  }
  return true;
}

function show(v: AttributeValue): string {
  const text = JSON.stringify(v);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

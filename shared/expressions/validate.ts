/**
 * The rules DynamoDB enforces on a Query or Scan's expressions, checked before the request is
 * sent, against the key schema of the table or of the index named. Each problem names the request
 * field, the token when there is one, and says what to change.
 */
import { attributeValueProblem } from '../api-values.js';
import { attributeValueSize } from '../dynamo/item-size.js';
import type { TableDescription } from '../dynamo/types.js';
import { compile, type CompileOptions } from './compile.js';
import { utf8Length } from './compare-values.js';
import { keySchemaFor, type KeySchemaInUse } from './key-schema.js';
import type { ExpressionModel } from './model.js';
import { NAME_PLACEHOLDER, VALUE_PLACEHOLDER } from './names.js';
import type { ExpressionInput } from './parse.js';
import { parseConditionSyntax, parseProjectionSyntax } from './parse-syntax.js';
import type { ExpressionProblem } from './problems.js';
import { Resolver, type FieldResolver } from './resolve.js';
import type { SyntaxCondition, SyntaxPath } from './syntax.js';
import { conditionPaths, countOperators } from './syntax.js';
import { checkCondition, checkPath } from './validate-expression.js';
import { checkKeyCondition } from './validate-key.js';
import { checkExpressionSize, checkValueSizes } from './validate-sizes.js';

export const MAX_EXPRESSION_BYTES = 4096;
export const MAX_PLACEHOLDER_BYTES = 255;
/** All names and values of one request together: placeholders, attribute names and value sizes. */
export const MAX_SUBSTITUTION_BYTES = 2 * 1024 * 1024;
export const MAX_OPERATORS = 300;

export interface ReadRequestInput extends ExpressionInput {
  IndexName?: string;
  ConsistentRead?: boolean;
}

export type ReadOperation = 'Query' | 'Scan';

export function validateRead(
  operation: ReadOperation,
  request: ReadRequestInput,
  table: TableDescription,
): ExpressionProblem[] {
  const problems: ExpressionProblem[] = [];
  const schemaResult = keySchemaFor(table, request.IndexName);
  let schema: KeySchemaInUse | undefined;
  if (schemaResult.ok) schema = schemaResult.schema;
  else problems.push({ field: 'IndexName', token: request.IndexName, message: schemaResult.message });
  if (request.ConsistentRead === true && schema?.index?.global) {
    problems.push({
      field: 'ConsistentRead',
      message: `ConsistentRead cannot be true when reading the global secondary index "${schema.index.name}": GSIs are eventually consistent only. Leave it out, or read the table or a local secondary index`,
    });
  }
  if (operation === 'Query' && request.KeyConditionExpression === undefined) {
    problems.push({
      field: 'KeyConditionExpression',
      message: 'a Query needs a KeyConditionExpression that tests the partition key with "="; without one, use a Scan',
    });
  }
  if (operation === 'Scan' && request.KeyConditionExpression !== undefined) {
    problems.push({
      field: 'KeyConditionExpression',
      message:
        'a Scan takes no KeyConditionExpression (the SDK would drop it silently); run a Query, or move the condition into FilterExpression',
    });
  }
  problems.push(...checkMaps(request), ...checkSubstitutionSize(request), ...checkValueSizes(request));

  const resolver = new Resolver(request);
  // Which placeholders are unused is only known once every expression has parsed.
  let allParsed = true;
  const conditions: Array<[keyof ExpressionInput, 'key' | 'filter']> = [
    ['KeyConditionExpression', 'key'],
    ['FilterExpression', 'filter'],
  ];
  for (const [field, role] of conditions) {
    const text = request[field];
    if (typeof text !== 'string') continue;
    if (!checkLength(field, text, problems)) continue;
    const syntax = parseConditionSyntax(text, field);
    if (!syntax.ok) {
      problems.push(syntax.problem);
      allParsed = false;
      continue;
    }
    const operators = countOperators(syntax.value);
    if (operators > MAX_OPERATORS) {
      problems.push({
        field,
        message: `${field} has ${operators} operators and functions; DynamoDB allows at most ${MAX_OPERATORS} per expression. Test several values at once with IN (:a, :b, ...) instead of "=" joined by OR, or split the read into several requests`,
      });
    }
    problems.push(...checkExpressionSize(field, text, syntax.value, request));
    const r = resolver.in(field, text);
    checkCondition(syntax.value, r);
    if (role === 'key' && operation === 'Query' && schema) checkKeyCondition(syntax.value, r, schema);
    if (role === 'filter' && operation === 'Query' && schema) checkFilterKeys(syntax.value, r, schema);
  }
  const projection = request.ProjectionExpression;
  if (typeof projection === 'string' && checkLength('ProjectionExpression', projection, problems)) {
    const syntax = parseProjectionSyntax(projection, 'ProjectionExpression');
    if (!syntax.ok) {
      problems.push(syntax.problem);
      allParsed = false;
    } else {
      problems.push(...checkExpressionSize('ProjectionExpression', projection, syntax.value, request));
      checkProjection(syntax.value, resolver.in('ProjectionExpression', projection));
    }
  }
  problems.push(...resolver.problems);
  if (allParsed) problems.push(...unused(request, resolver));
  return problems;
}

/** Validates what `compile` makes of a model, so the builder can show problems as the user edits. */
export function validateModel(
  operation: ReadOperation,
  model: ExpressionModel,
  table: TableDescription,
  read: { IndexName?: string; ConsistentRead?: boolean } = {},
  options: CompileOptions = {},
): ExpressionProblem[] {
  return validateRead(operation, { ...compile(model, options), ...read }, table);
}

function checkLength(field: string, text: string, problems: ExpressionProblem[]): boolean {
  if (text.trim() === '') {
    problems.push({
      field,
      message: `${field} is empty; DynamoDB refuses an empty expression, so leave the field out`,
    });
    return false;
  }
  const bytes = utf8Length(text);
  if (bytes > MAX_EXPRESSION_BYTES) {
    problems.push({
      field,
      message: `${field} is ${bytes} bytes long; DynamoDB allows at most ${MAX_EXPRESSION_BYTES} bytes (4 KB) per expression`,
    });
  }
  return true;
}

function checkMaps(request: ReadRequestInput): ExpressionProblem[] {
  const out: ExpressionProblem[] = [];
  const maps = [
    ['ExpressionAttributeNames', request.ExpressionAttributeNames, NAME_PLACEHOLDER, '#'],
    ['ExpressionAttributeValues', request.ExpressionAttributeValues, VALUE_PLACEHOLDER, ':'],
  ] as const;
  for (const [mapName, map, syntax, prefix] of maps) {
    if (map === undefined) continue;
    const keys = Object.keys(map);
    if (keys.length === 0)
      out.push({ field: mapName, message: `${mapName} is empty; DynamoDB refuses an empty map, so leave it out` });
    for (const k of keys) {
      const field = `${mapName}.${k}`;
      if (!syntax.test(k)) {
        out.push({
          field,
          token: k,
          message: `"${k}" is not a valid placeholder: it must be "${prefix}" followed by letters, digits or underscores, such as ${prefix === '#' ? '#n0' : ':v0'}`,
        });
      } else if (utf8Length(k) > MAX_PLACEHOLDER_BYTES) {
        out.push({
          field,
          token: k,
          message: `placeholder "${k.slice(0, 20)}..." is ${utf8Length(k)} bytes long; DynamoDB allows at most ${MAX_PLACEHOLDER_BYTES}`,
        });
      }
    }
  }
  for (const [k, name] of Object.entries(request.ExpressionAttributeNames ?? {})) {
    if (name === '')
      out.push({
        field: `ExpressionAttributeNames.${k}`,
        token: k,
        message: `${k} stands for an empty attribute name; attribute names have at least one character`,
      });
  }
  for (const [k, v] of Object.entries(request.ExpressionAttributeValues ?? {})) {
    const problem = attributeValueProblem(v);
    if (problem) out.push({ field: `ExpressionAttributeValues.${k}`, token: k, message: `${k}: ${problem}` });
  }
  return out;
}

/**
 * DynamoDB's 2 MB limit on the substitution variables. A value is sized by the item-size rules
 * (attributeValueSize), the measure DynamoDB bills and limits items by, rather than by the length
 * of its JSON, whose quotes and type keys DynamoDB never stores. Malformed values are left to
 * checkMaps, which reports them.
 */
function checkSubstitutionSize(request: ReadRequestInput): ExpressionProblem[] {
  let names = 0;
  for (const [k, name] of Object.entries(request.ExpressionAttributeNames ?? {})) {
    names += utf8Length(k) + (typeof name === 'string' ? utf8Length(name) : 0);
  }
  let values = 0;
  for (const [k, v] of Object.entries(request.ExpressionAttributeValues ?? {})) {
    values += utf8Length(k) + (attributeValueProblem(v) === null ? attributeValueSize(v) : 0);
  }
  const total = names + values;
  if (total <= MAX_SUBSTITUTION_BYTES) return [];
  const figures = `ExpressionAttributeNames and ExpressionAttributeValues together take ${total} bytes (names ${names}, values ${values}); DynamoDB allows at most ${MAX_SUBSTITUTION_BYTES} bytes (2 MB) for all of them in one request`;
  // Blame the names only when they are over the limit by themselves: then smaller values cannot help.
  if (names > MAX_SUBSTITUTION_BYTES) {
    return [
      {
        field: 'ExpressionAttributeNames',
        message: `${figures}. Use shorter attribute names, or read fewer attributes per request`,
      },
    ];
  }
  return [
    {
      field: 'ExpressionAttributeValues',
      message: `${figures}. Compare with smaller values, or split the read into several requests with fewer values each`,
    },
  ];
}

/**
 * A Query's filter runs after the key condition, and DynamoDB refuses one that names the key
 * attributes of what is read: the table's keys for a Query on the table, the index's keys for a
 * Query on an index. The table's own keys are ordinary attributes in an index read, so a filter
 * on them is accepted there.
 */
function checkFilterKeys(c: SyntaxCondition, r: FieldResolver, schema: KeySchemaInUse): void {
  const keys = [schema.partitionKey, schema.sortKey].filter((k): k is string => k !== undefined);
  for (const p of conditionPaths(c)) {
    const head = p.segments[0];
    const name = r.name(head.text, head.placeholder, head.offset);
    if (!keys.includes(name)) continue;
    r.problem(
      head.offset,
      head.text,
      `"${name}" is a key attribute of ${schema.label}; a Query's FilterExpression cannot test key attributes, so test it in KeyConditionExpression instead`,
    );
  }
}

function checkProjection(paths: SyntaxPath[], r: FieldResolver): void {
  const resolved = paths.map((p) => {
    checkPath(p, r);
    return p.segments.map((s) => (s.kind === 'index' ? `[${s.index}]` : `.${r.name(s.text, s.placeholder, s.offset)}`));
  });
  // DynamoDB refuses a path that repeats another or lies inside it ("a" with "a.b").
  resolved.forEach((p, i) => {
    const other = resolved.findIndex(
      (q, j) => j < i && (q.length <= p.length ? q.every((s, k) => s === p[k]) : p.every((s, k) => s === q[k])),
    );
    if (other >= 0) {
      const at = paths[i]!;
      const text = r.text.slice(at.offset).split(',')[0]!.trim();
      r.problem(
        at.offset,
        text,
        `this path overlaps an earlier one in ProjectionExpression ("${r.text.slice(paths[other]!.offset).split(',')[0]!.trim()}"); list each attribute once, and not both a map and something inside it`,
      );
    }
  });
}

function unused(request: ReadRequestInput, resolver: Resolver): ExpressionProblem[] {
  const out: ExpressionProblem[] = [];
  for (const k of Object.keys(request.ExpressionAttributeNames ?? {})) {
    if (!resolver.usedNames.has(k))
      out.push({
        field: `ExpressionAttributeNames.${k}`,
        token: k,
        message: `${k} is defined in ExpressionAttributeNames but no expression uses it; DynamoDB refuses unused placeholders, so remove it`,
      });
  }
  for (const k of Object.keys(request.ExpressionAttributeValues ?? {})) {
    if (!resolver.usedValues.has(k))
      out.push({
        field: `ExpressionAttributeValues.${k}`,
        token: k,
        message: `${k} is defined in ExpressionAttributeValues but no expression uses it; DynamoDB refuses unused placeholders, so remove it`,
      });
  }
  return out;
}

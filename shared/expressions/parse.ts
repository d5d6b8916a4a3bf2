/**
 * Pasted expressions -> model. Takes the three expression strings with their placeholder maps;
 * the key names, when known, decide which part of the key condition is the partition key (without
 * them, the part tested with "=" comes first). An empty expression counts as absent here;
 * validate is where DynamoDB's refusal of it is reported.
 */
import type { ExpressionModel } from './model.js';
import { normalizeModel } from './normalize.js';
import { keyConditionFromSyntax, type KeyNamesHint } from './key-condition.js';
import { parseConditionSyntax, parseProjectionSyntax } from './parse-syntax.js';
import type { ExpressionProblem } from './problems.js';
import { Resolver, type PlaceholderMaps } from './resolve.js';

export interface ExpressionInput extends PlaceholderMaps {
  KeyConditionExpression?: string;
  FilterExpression?: string;
  ProjectionExpression?: string;
}

export type ParseResult = { ok: true; model: ExpressionModel } | { ok: false; errors: ExpressionProblem[] };

export function parseExpressions(input: ExpressionInput, keys?: KeyNamesHint): ParseResult {
  const resolver = new Resolver(input);
  const errors: ExpressionProblem[] = [];
  const model: ExpressionModel = {};
  const present = (s: string | undefined): s is string => s !== undefined && s.trim() !== '';

  const key = input.KeyConditionExpression;
  if (present(key)) {
    const syntax = parseConditionSyntax(key, 'KeyConditionExpression');
    if (!syntax.ok) errors.push(syntax.problem);
    else {
      const kc = keyConditionFromSyntax(syntax.value, resolver.in('KeyConditionExpression', key), keys);
      if (kc) model.keyCondition = kc.keyCondition;
    }
  }
  const filter = input.FilterExpression;
  if (present(filter)) {
    const syntax = parseConditionSyntax(filter, 'FilterExpression');
    if (!syntax.ok) errors.push(syntax.problem);
    else model.filter = resolver.in('FilterExpression', filter).condition(syntax.value);
  }
  const projection = input.ProjectionExpression;
  if (present(projection)) {
    const syntax = parseProjectionSyntax(projection, 'ProjectionExpression');
    if (!syntax.ok) errors.push(syntax.problem);
    else {
      const r = resolver.in('ProjectionExpression', projection);
      model.projection = syntax.value.map((p) => r.path(p));
    }
  }
  errors.push(...resolver.problems);
  return errors.length > 0 ? { ok: false, errors } : { ok: true, model: normalizeModel(model) };
}

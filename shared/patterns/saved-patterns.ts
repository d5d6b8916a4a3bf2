/**
 * Saved access patterns: a named Query or Scan on one table whose values may hold slots, so
 * "List a workspace's projects, newest first" is kept once and run for any workspace.
 *
 * A slot is `{name}` inside a value of ExpressionAttributeValues: `{"S": "WS#{workspace}"}`. In S
 * values slots mix with text, and `{{` / `}}` stand for literal braces; an N or B value is either
 * a literal or exactly one slot, since half a number or half of a base64 text means nothing.
 * Values inside lists, maps and sets are kept literal.
 */
import { attributeValueProblem } from '../api-values.js';
import { isBase64 } from '../dynamo/base64.js';
import { numberProblem } from '../dynamo/numbers.js';
import type { AttributeValue } from '../dynamo/types.js';
import { literalTemplate, parseTemplate, renderTemplate, templateProblem } from './slot-template.js';

export interface PatternRequest {
  IndexName?: string;
  KeyConditionExpression?: string;
  FilterExpression?: string;
  ProjectionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  /** Values as DynamoDB JSON; S, N and B texts are templates that may hold slots. */
  ExpressionAttributeValues?: Record<string, AttributeValue>;
  ScanIndexForward?: boolean;
  Limit?: number;
  ConsistentRead?: boolean;
}

export interface SavedPattern {
  name: string;
  table: string;
  operation: 'Query' | 'Scan';
  request: PatternRequest;
}

export interface SlotUse {
  slot: string;
  /** The value placeholder that holds it, e.g. ":v0". */
  placeholder: string;
  type: 'S' | 'N' | 'B';
}

type TemplateValue = { placeholder: string; type: 'S' | 'N' | 'B'; template: string };

function templateValues(request: PatternRequest): TemplateValue[] {
  const out: TemplateValue[] = [];
  for (const [placeholder, v] of Object.entries(request.ExpressionAttributeValues ?? {})) {
    if ('S' in v) out.push({ placeholder, type: 'S', template: v.S });
    else if ('N' in v) out.push({ placeholder, type: 'N', template: v.N });
    else if ('B' in v) out.push({ placeholder, type: 'B', template: v.B });
  }
  return out;
}

/** Every slot the pattern asks for, in the order its values are listed, each named once. */
export function slotsOf(pattern: Pick<SavedPattern, 'request'>): SlotUse[] {
  const seen = new Set<string>();
  const out: SlotUse[] = [];
  for (const v of templateValues(pattern.request)) {
    const parsed = parseTemplate(v.template);
    if (!parsed.ok) continue;
    for (const p of parsed.parts) {
      if (p.kind !== 'slot' || seen.has(p.name)) continue;
      seen.add(p.name);
      out.push({ slot: p.name, placeholder: v.placeholder, type: v.type });
    }
  }
  return out;
}

export interface SlotProblem {
  slot: string;
  message: string;
}

export type FillResult = { ok: true; request: PatternRequest } | { ok: false; problems: SlotProblem[] };

/** The pattern's request with every slot filled in; each problem names its slot. */
export function fillPattern(
  pattern: Pick<SavedPattern, 'request'>,
  values: Readonly<Record<string, string>>,
): FillResult {
  const problems: SlotProblem[] = [];
  const filled: Record<string, AttributeValue> = {};
  const missing = new Set<string>();
  for (const { slot } of slotsOf(pattern)) {
    if ((values[slot] ?? '') === '') missing.add(slot);
  }
  for (const slot of missing) problems.push({ slot, message: `enter a value for {${slot}}` });
  for (const [placeholder, v] of Object.entries(pattern.request.ExpressionAttributeValues ?? {})) {
    const tv = templateValues({ ExpressionAttributeValues: { [placeholder]: v } })[0];
    if (!tv) {
      filled[placeholder] = v;
      continue;
    }
    const parsed = parseTemplate(tv.template);
    if (!parsed.ok) {
      problems.push({ slot: '', message: `${placeholder}: ${parsed.message}` });
      continue;
    }
    const text = renderTemplate(parsed.parts, (slot) => values[slot] ?? '');
    const slot = parsed.parts.find((p): p is { kind: 'slot'; name: string } => p.kind === 'slot')?.name ?? '';
    if (missing.has(slot)) continue;
    if (tv.type === 'N') {
      const problem = numberProblem(text.trim());
      if (problem) problems.push({ slot, message: `{${slot || placeholder}} is a number: ${problem}` });
      else filled[placeholder] = { N: text.trim() };
    } else if (tv.type === 'B') {
      if (!isBase64(text.trim()))
        problems.push({
          slot,
          message: `{${slot || placeholder}} is binary: enter its bytes as base64, e.g. AAEC/w==`,
        });
      else filled[placeholder] = { B: text.trim() };
    } else {
      filled[placeholder] = { S: text };
    }
  }
  if (problems.length > 0) return { ok: false, problems };
  const request: PatternRequest = { ...pattern.request };
  if (request.ExpressionAttributeValues) request.ExpressionAttributeValues = filled;
  return { ok: true, request };
}

/** Why a pattern's values are not templates of valid values, per placeholder. */
export function valueTemplateProblems(
  values: Record<string, unknown>,
): Array<{ placeholder: string; message: string }> {
  const out: Array<{ placeholder: string; message: string }> = [];
  for (const [placeholder, v] of Object.entries(values)) {
    const scalar =
      v !== null && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 1
        ? (['S', 'N', 'B'] as const).find((t) => t in v && typeof (v as Record<string, unknown>)[t] === 'string')
        : undefined;
    if (scalar) {
      const problem = templateProblem(scalar, (v as Record<string, string>)[scalar]!);
      if (problem) out.push({ placeholder, message: problem });
      continue;
    }
    const problem = attributeValueProblem(v);
    if (problem) out.push({ placeholder, message: problem });
  }
  return out;
}

export type MakePatternResult =
  { ok: true; pattern: SavedPattern } | { ok: false; problems: Array<{ field: string; message: string }> };

/**
 * A pattern from a request as built, with some of its S, N or B values rewritten as templates
 * (`templates[":v0"] = "WS#{workspace}"`); the other values are kept literally.
 */
export function makePattern(
  name: string,
  table: string,
  operation: 'Query' | 'Scan',
  request: PatternRequest,
  templates: Readonly<Record<string, string>> = {},
): MakePatternResult {
  const problems: Array<{ field: string; message: string }> = [];
  if (name.trim() === '')
    problems.push({
      field: 'name',
      message: 'Name: give the pattern a name, e.g. "List a workspace\'s projects, newest first"',
    });
  const values: Record<string, AttributeValue> = {};
  for (const [placeholder, v] of Object.entries(request.ExpressionAttributeValues ?? {})) {
    const template = templates[placeholder];
    const type = 'S' in v ? 'S' : 'N' in v ? 'N' : 'B' in v ? 'B' : undefined;
    if (template === undefined || type === undefined) {
      values[placeholder] = literalTemplate(v);
      continue;
    }
    const problem = templateProblem(type, template);
    if (problem) problems.push({ field: placeholder, message: problem });
    values[placeholder] = { [type]: template } as AttributeValue;
  }
  if (problems.length > 0) return { ok: false, problems };
  const kept: PatternRequest = { ...request };
  if (request.ExpressionAttributeValues) kept.ExpressionAttributeValues = values;
  return { ok: true, pattern: { name: name.trim(), table, operation, request: kept } };
}

/** Adds `incoming` to `list`, replacing a pattern of the same table and name. */
export function upsertPatterns(
  list: readonly SavedPattern[],
  incoming: readonly SavedPattern[],
): { patterns: SavedPattern[]; added: number; replaced: number } {
  const out = [...list];
  let added = 0;
  let replaced = 0;
  for (const p of incoming) {
    const at = out.findIndex((q) => q.table === p.table && q.name === p.name);
    if (at >= 0) {
      out[at] = p;
      replaced++;
    } else {
      out.push(p);
      added++;
    }
  }
  return { patterns: out, added, replaced };
}

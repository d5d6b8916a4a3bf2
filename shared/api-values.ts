/**
 * Runtime schemas for DynamoDB JSON. Hand-written checks rather than a zod union, because a union's
 * error says "invalid input" where a user needs "ExpressionAttributeValues.:pk: N must be a number
 * written as a string".
 */
import { z } from 'zod';
import type { AttributeValue, Item } from './dynamo/types.js';

const NUMBER_TEXT = /^-?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const MAX_DEPTH = 32;

/** Returns why `v` is not a DynamoDB AttributeValue, with the path inside it, or null when it is. */
export function attributeValueProblem(v: unknown, path = '', depth = 0): string | null {
  const found = problemOf(v, depth);
  if (!found) return null;
  const where = [path, ...found.path.reverse()].filter(Boolean).join('.');
  return where ? `${where}: ${found.message}` : found.message;
}

interface Found { message: string; path: string[] }

/**
 * The path is built only on the way back from a problem: a valid value of a million elements must
 * not cost a million path strings (this runs on every request, before anything else).
 */
function problemOf(v: unknown, depth: number): Found | null {
  const fail = (message: string): Found => ({ message, path: [] });
  if (depth > MAX_DEPTH) return fail(`nested deeper than ${MAX_DEPTH} levels`);
  if (v === null || typeof v !== 'object' || Array.isArray(v)) {
    return fail('expected a DynamoDB JSON value such as {"S":"text"} or {"N":"1"}');
  }
  const keys = Object.keys(v);
  if (keys.length !== 1) {
    return fail(`expected exactly one type key (S, N, B, BOOL, NULL, L, M, SS, NS, BS), found ${keys.length ? keys.join(', ') : 'none'}`);
  }
  const type = keys[0]!;
  const inner = (v as Record<string, unknown>)[type];
  switch (type) {
    case 'S':
      return typeof inner === 'string' ? null : fail('S must be a string');
    case 'N':
      return typeof inner === 'string' && NUMBER_TEXT.test(inner.trim())
        ? null
        : fail('N must be a number written as a string, e.g. {"N":"42"}');
    case 'B':
      return typeof inner === 'string' && BASE64.test(inner) ? null : fail('B must be base64 text');
    case 'BOOL':
      return typeof inner === 'boolean' ? null : fail('BOOL must be true or false');
    case 'NULL':
      return inner === true ? null : fail('NULL must be true');
    case 'SS':
    case 'NS':
    case 'BS': {
      if (!Array.isArray(inner) || inner.length === 0) return fail(`${type} must be a non-empty list`);
      const check = type === 'SS' ? (s: unknown) => typeof s === 'string'
        : type === 'NS' ? (s: unknown) => typeof s === 'string' && NUMBER_TEXT.test(s)
          : (s: unknown) => typeof s === 'string' && BASE64.test(s);
      const bad = inner.findIndex((s) => !check(s));
      if (bad >= 0) return fail(`${type}[${bad}] is not a ${type === 'SS' ? 'string' : type === 'NS' ? 'number string' : 'base64 string'}`);
      if (new Set(inner).size !== inner.length) return fail(`${type} holds the same element twice; a set's elements are unique`);
      return null;
    }
    case 'L': {
      if (!Array.isArray(inner)) return fail('L must be a list');
      for (let i = 0; i < inner.length; i++) {
        const p = problemOf(inner[i], depth + 1);
        if (p) { p.path.push(`L[${i}]`); return p; }
      }
      return null;
    }
    case 'M': {
      if (inner === null || typeof inner !== 'object' || Array.isArray(inner)) return fail('M must be an object');
      for (const k in inner) {
        if (!Object.prototype.hasOwnProperty.call(inner, k)) continue;
        const p = problemOf((inner as Record<string, unknown>)[k], depth + 1);
        if (p) { p.path.push(`M.${k}`); return p; }
      }
      return null;
    }
    default:
      return fail(`unknown type key "${type}"; expected one of S, N, B, BOOL, NULL, L, M, SS, NS, BS`);
  }
}

export const attributeValueSchema = z.unknown().superRefine((v, ctx) => {
  const problem = attributeValueProblem(v);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
}) as unknown as z.ZodType<AttributeValue, AttributeValue>;

export const itemSchema = z.unknown().superRefine((v, ctx) => {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) {
    ctx.addIssue({ code: 'custom', message: v === undefined ? 'is required: an object of attribute names to DynamoDB JSON values' : 'expected an object of attribute names to DynamoDB JSON values' });
    return;
  }
  for (const [k, val] of Object.entries(v)) {
    const problem = attributeValueProblem(val, k);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return;
    }
  }
}) as unknown as z.ZodType<Item, Item>;

/**
 * Runtime schemas for DynamoDB JSON. Hand-written checks rather than a zod union, because a union's
 * error says "invalid input" where a user needs "ExpressionAttributeValues.:pk: N must be a number
 * written as a string".
 */
import { z } from 'zod';
import { decodeBase64 } from './dynamo/base64.js';
import { normalizeNumber, numberTextProblem } from './dynamo/numbers.js';
import type { AttributeValue, Item } from './dynamo/types.js';

/** Strict base64, as DynamoDB takes it: whole groups of four, padded; "A" or "A===" is not base64. */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const MAX_DEPTH = 32;
/**
 * A binary value is at most 1 MB (the most names and values one request may carry), which is this
 * many base64 characters; bounded before the pattern, whose repeated group overflowed the stack on
 * 10 MB of text.
 */
const MAX_BASE64_CHARS = 4 * Math.ceil((1024 * 1024) / 3);
/** Far longer than any number DynamoDB stores (38 digits, exponents to 126), so errors can quote it. */
const MAX_NUMBER_CHARS = 1_000;
const base64 = (s: unknown) => typeof s === 'string' && s.length <= MAX_BASE64_CHARS && BASE64.test(s);

/** Returns why `v` is not a DynamoDB AttributeValue, with the path inside it, or null when it is. */
export function attributeValueProblem(v: unknown, path = '', depth = 0): string | null {
  const at = path ? `${path}: ` : '';
  if (depth > MAX_DEPTH) return `${at}nested deeper than ${MAX_DEPTH} levels`;
  if (v === null || typeof v !== 'object' || Array.isArray(v)) {
    return `${at}expected a DynamoDB JSON value such as {"S":"text"} or {"N":"1"}`;
  }
  const keys = Object.keys(v);
  if (keys.length !== 1) {
    return `${at}expected exactly one type key (S, N, B, BOOL, NULL, L, M, SS, NS, BS), found ${keys.length ? keys.join(', ') : 'none'}`;
  }
  const type = keys[0]!;
  const inner = (v as Record<string, unknown>)[type];
  const sub = (p: string) => (path ? `${path}.${p}` : p);
  switch (type) {
    case 'S':
      return typeof inner === 'string' ? null : `${at}S must be a string`;
    case 'N': {
      if (typeof inner !== 'string') return `${at}N must be a number written as a string, e.g. {"N":"42"}`;
      if (inner.length > MAX_NUMBER_CHARS) return `${at}N is at most ${MAX_NUMBER_CHARS} characters`;
      const problem = numberTextProblem(inner);
      return problem ? `${at}N must be a number DynamoDB can read: ${problem}` : null;
    }
    case 'B':
      if (typeof inner === 'string' && inner.length > MAX_BASE64_CHARS)
        return `${at}B is at most 1 MB (${MAX_BASE64_CHARS} base64 characters)`;
      return base64(inner)
        ? null
        : `${at}B must be base64 text: whole groups of four characters, padded with = (such as "AQID" or "AQ==")`;
    case 'BOOL':
      return typeof inner === 'boolean' ? null : `${at}BOOL must be true or false`;
    case 'NULL':
      return inner === true ? null : `${at}NULL must be true`;
    case 'SS':
    case 'NS':
    case 'BS': {
      if (!Array.isArray(inner) || inner.length === 0) return `${at}${type} must be a non-empty list`;
      const check =
        type === 'SS'
          ? (s: unknown) => typeof s === 'string'
          : type === 'NS'
            ? (s: unknown) => typeof s === 'string' && s.length <= MAX_NUMBER_CHARS && numberTextProblem(s) === null
            : base64;
      const bad = inner.findIndex((s) => !check(s));
      if (bad >= 0) {
        const numberWhy =
          type === 'NS' && typeof inner[bad] === 'string'
            ? `: ${(inner[bad] as string).length > MAX_NUMBER_CHARS ? `at most ${MAX_NUMBER_CHARS} characters` : numberTextProblem(inner[bad] as string)}`
            : '';
        return `${at}${type}[${bad}] is not a ${type === 'SS' ? 'string' : type === 'NS' ? 'number string' : 'base64 string'}${numberWhy}`;
      }
      return duplicateMember(type, inner as string[], at);
    }
    case 'L': {
      if (!Array.isArray(inner)) return `${at}L must be a list`;
      for (let i = 0; i < inner.length; i++) {
        const p = attributeValueProblem(inner[i], sub(`L[${i}]`), depth + 1);
        if (p) return p;
      }
      return null;
    }
    case 'M': {
      if (inner === null || typeof inner !== 'object' || Array.isArray(inner)) return `${at}M must be an object`;
      for (const [k, val] of Object.entries(inner)) {
        if (k === '') return `${at}M has an empty key; every name in a map needs at least one character`;
        const p = attributeValueProblem(val, sub(`M.${k}`), depth + 1);
        if (p) return p;
      }
      return null;
    }
    default:
      return `${at}unknown type key "${type}"; expected one of S, N, B, BOOL, NULL, L, M, SS, NS, BS`;
  }
}

/**
 * DynamoDB compares set members by value: "1", "1.0" and "+1" are one number, and "AQ==" and "AQ"
 * are one byte.
 */
function duplicateMember(type: 'SS' | 'NS' | 'BS', members: string[], at: string): string | null {
  const canonical = (m: string) =>
    type === 'NS' ? normalizeNumber(m) : type === 'BS' ? Array.from(decodeBase64(m)).join(',') : m;
  const seen = new Map<string, number>();
  for (let i = 0; i < members.length; i++) {
    const key = canonical(members[i]!);
    const first = seen.get(key);
    if (first !== undefined) {
      const same =
        members[first] === members[i]
          ? `"${members[i]}"`
          : `"${members[first]}" and "${members[i]}" (the same ${type === 'NS' ? 'number' : 'bytes'})`;
      return `${at}${type} holds ${same} twice (${type}[${first}] and ${type}[${i}]); a set's members are unique`;
    }
    seen.set(key, i);
  }
  return null;
}

export const attributeValueSchema = z.unknown().superRefine((v, ctx) => {
  const problem = attributeValueProblem(v);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
}) as unknown as z.ZodType<AttributeValue, AttributeValue>;

export const itemSchema = z.unknown().superRefine((v, ctx) => {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) {
    ctx.addIssue({
      code: 'custom',
      message:
        v === undefined
          ? 'is required: an object of attribute names to DynamoDB JSON values'
          : 'expected an object of attribute names to DynamoDB JSON values',
    });
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

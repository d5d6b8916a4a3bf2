/**
 * Size limits DynamoDB puts on an expression together with its names and values, measured against
 * DynamoDB Local: each expression's text plus every name and value it substitutes (counted once
 * per use) is at most 1 MB; a list or map value at most 400 KB; an attribute name under 64 KB.
 */
import { attributeValueProblem } from '../api-values.js';
import { base64ByteLength } from '../dynamo/base64.js';
import { numberSize } from '../dynamo/item-size.js';
import type { AttributeValue } from '../dynamo/types.js';
import { utf8Length } from './compare-values.js';
import type { ExpressionProblem } from './problems.js';
import type { PlaceholderMaps } from './resolve.js';
import { forEachOperand, type SyntaxCondition, type SyntaxPath } from './syntax.js';

export const MAX_EXPRESSION_WITH_VALUES_BYTES = 1024 * 1024;
export const MAX_CONTAINER_VALUE_BYTES = 400 * 1024;
export const MAX_ATTRIBUTE_NAME_BYTES = 65535;

/**
 * A value's size as DynamoDB measures it for these limits: the bytes of its strings, numbers and
 * binary, and of map keys; lists, maps and sets add nothing of their own.
 */
export function valueBytes(v: AttributeValue): number {
  if ('S' in v) return utf8Length(v.S);
  if ('N' in v) return numberSize(v.N);
  if ('B' in v) return base64ByteLength(v.B);
  if ('BOOL' in v || 'NULL' in v) return 1;
  if ('SS' in v) return v.SS.reduce((n, s) => n + utf8Length(s), 0);
  if ('NS' in v) return v.NS.reduce((n, s) => n + numberSize(s), 0);
  if ('BS' in v) return v.BS.reduce((n, s) => n + base64ByteLength(s), 0);
  if ('L' in v) return v.L.reduce((n, e) => n + valueBytes(e), 0);
  let n = 0;
  for (const [k, e] of Object.entries(v.M)) n += utf8Length(k) + valueBytes(e);
  return n;
}

/**
 * Text plus every name and value it substitutes, each counted per use. `c` is a condition's syntax
 * tree, or a projection's paths.
 */
export function checkExpressionSize(
  field: string,
  text: string,
  c: SyntaxCondition | SyntaxPath[],
  maps: PlaceholderMaps,
): ExpressionProblem[] {
  let substituted = 0;
  const names = maps.ExpressionAttributeNames;
  const addPath = (p: SyntaxPath) => {
    for (const s of p.segments) {
      if (s.kind !== 'name' || !s.placeholder) continue;
      const name = names && Object.hasOwn(names, s.text) ? names[s.text] : undefined;
      if (typeof name === 'string') substituted += utf8Length(name);
    }
  };
  if (Array.isArray(c)) c.forEach(addPath);
  else {
    forEachOperand(c, (o) => {
      if (o.kind === 'path') addPath(o.path);
      if (o.kind !== 'value') return;
      const map = maps.ExpressionAttributeValues;
      const v = map && Object.hasOwn(map, o.text) ? map[o.text] : undefined;
      if (v !== undefined && attributeValueProblem(v) === null) substituted += valueBytes(v);
    });
  }
  const total = utf8Length(text) + substituted;
  if (total <= MAX_EXPRESSION_WITH_VALUES_BYTES) return [];
  return [
    {
      field,
      message: `${field} with the names and values it uses comes to ${total} bytes (each use counts); DynamoDB allows at most ${MAX_EXPRESSION_WITH_VALUES_BYTES} bytes (1 MB). Use shorter names or smaller values, or split the read`,
    },
  ];
}

export function checkValueSizes(maps: PlaceholderMaps): ExpressionProblem[] {
  const out: ExpressionProblem[] = [];
  for (const [k, name] of Object.entries(maps.ExpressionAttributeNames ?? {})) {
    if (typeof name === 'string' && utf8Length(name) > MAX_ATTRIBUTE_NAME_BYTES) {
      out.push({
        field: `ExpressionAttributeNames.${k}`,
        token: k,
        message: `${k} stands for a name of ${utf8Length(name)} bytes; DynamoDB attribute names are at most ${MAX_ATTRIBUTE_NAME_BYTES} bytes`,
      });
    }
  }
  for (const [k, v] of Object.entries(maps.ExpressionAttributeValues ?? {})) {
    if (attributeValueProblem(v) !== null || !('L' in v || 'M' in v)) continue;
    const size = valueBytes(v);
    if (size > MAX_CONTAINER_VALUE_BYTES) {
      out.push({
        field: `ExpressionAttributeValues.${k}`,
        token: k,
        message: `${k} is a ${'L' in v ? 'list' : 'map'} of ${size} bytes; DynamoDB takes a list or map value of at most ${MAX_CONTAINER_VALUE_BYTES} bytes (400 KB), the item size limit`,
      });
    }
  }
  return out;
}

/** A value in one short line, for request summaries where the whole value would not fit. */
import type { AttributeValue } from './types.js';

/** A value as it reads in a one-line summary of a request: strings quoted, binary in angle brackets. */
export function summaryValueText(v: AttributeValue): string {
  if ('S' in v) return JSON.stringify(v.S);
  if ('N' in v) return v.N;
  if ('B' in v) return `<${v.B}>`;
  if ('BOOL' in v) return String(v.BOOL);
  if ('NULL' in v) return 'null';
  return JSON.stringify(v);
}

/**
 * When an attribute name may stand bare in an expression, and the placeholder scheme `compile`
 * uses. DynamoDB reads a bare word as a name only when it starts with a letter, holds letters and
 * digits, and is not reserved; anything else must go through ExpressionAttributeNames.
 */
import { isReservedWord } from './reserved-words.js';

const PLAIN_NAME = /^[A-Za-z][A-Za-z0-9]*$/;

/** Why `name` cannot be written bare, or null when it can. */
export function aliasReason(name: string): string | null {
  if (name === '') return 'it is empty';
  if (isReservedWord(name)) return `"${name}" is a DynamoDB reserved word`;
  if (/^[0-9]/.test(name)) return `"${name}" starts with a digit`;
  if (!PLAIN_NAME.test(name)) {
    const bad = [...name].find((c) => !/[A-Za-z0-9]/.test(c)) ?? '';
    return `"${name}" contains ${describeChar(bad)}`;
  }
  return null;
}

export function needsAlias(name: string): boolean {
  return aliasReason(name) !== null;
}

export function describeChar(c: string): string {
  if (c === '.') return 'a dot';
  if (c === '-') return 'a dash';
  if (c === ' ') return 'a space';
  if (c === '_') return 'an underscore';
  if (/\s/.test(c))
    return `a whitespace character (U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`;
  return `"${c}"`;
}

/**
 * Placeholders: names are `#n0, #n1, ...` and values `:v0, :v1, ...`, each numbered by one counter
 * that runs across the key condition, then the filter, then the projection, in reading order.
 */
export const NAME_PREFIX = '#n';
export const VALUE_PREFIX = ':v';

/** DynamoDB's placeholder syntax: # or : then letters, digits or underscores. */
export const NAME_PLACEHOLDER = /^#[A-Za-z0-9_]+$/;
export const VALUE_PLACEHOLDER = /^:[A-Za-z0-9_]+$/;

/**
 * What is wrong with a model file, said so a person can fix it: the field (as a path into the
 * file), what was expected there, and what was found.
 */
export class DesignImportError extends Error {
  override readonly name = 'DesignImportError';
  constructor(
    readonly field: string,
    readonly expected: string,
    found?: unknown,
    message?: string,
  ) {
    super(
      message ??
        `${field || 'The file'}: expected ${expected}${found === undefined ? '' : `, found ${describeFound(found)}`}.`,
    );
  }
}

/** Passed as `found` when the field is missing, so the message says "found nothing". */
export const MISSING = Symbol('missing');

export function describeFound(v: unknown): string {
  if (v === undefined || v === MISSING) return 'nothing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return `a list of ${v.length}`;
  if (typeof v === 'string') return v.length > 40 ? `the text "${v.slice(0, 39)}…"` : `the text "${v}"`;
  if (typeof v === 'object') return 'an object';
  return `the ${typeof v} ${String(v)}`;
}

export type Json = Record<string, unknown>;

export function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function objectAt(v: unknown, field: string): Json {
  if (!isObject(v)) throw new DesignImportError(field, 'an object', v === undefined ? MISSING : v);
  return v;
}

export function arrayAt(v: unknown, field: string): unknown[] {
  if (!Array.isArray(v)) throw new DesignImportError(field, 'a list', v === undefined ? MISSING : v);
  return v;
}

export function stringAt(v: unknown, field: string): string {
  if (typeof v !== 'string' || v.length === 0)
    throw new DesignImportError(field, 'a non-empty text', v === undefined ? MISSING : v);
  return v;
}

export function optionalStringAt(v: unknown, field: string): string | undefined {
  return v === undefined ? undefined : stringAt(v, field);
}

/** Parses JSON text, naming the line and column of a syntax error. */
export function parseJsonText(text: string, what: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    const pos = /position (\d+)/.exec(message);
    let where = '';
    if (pos) {
      const before = text.slice(0, Number(pos[1]));
      const line = before.split('\n').length;
      where = ` at line ${line}, column ${before.length - before.lastIndexOf('\n')}`;
    }
    throw new DesignImportError(what, 'JSON text', undefined, `${what} is not JSON${where}: ${message}`);
  }
}

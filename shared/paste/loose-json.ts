/**
 * Reads the first object literal in pasted text: strict JSON (the CLI's --cli-input-json) or the
 * looser literals people paste from code (JavaScript or Python: unquoted or single-quoted keys,
 * trailing commas, comments, True/False/None). Numbers keep their text, so a 20-digit number is
 * not rounded on its way to an N value. Never throws.
 */
import { describePosition, problemAt, type ExpressionProblem } from '../expressions/problems.js';

/** A number as written in the source. */
export class NumberText {
  constructor(readonly text: string) {}
}

export type LooseValue = string | boolean | null | NumberText | LooseValue[] | { [key: string]: LooseValue };

export type LooseResult =
  { ok: true; value: { [key: string]: LooseValue } } | { ok: false; problem: ExpressionProblem };

const MAX_DEPTH = 64;

class Failure {
  constructor(
    readonly offset: number,
    readonly message: string,
  ) {}
}

export function readFirstObject(text: string): LooseResult {
  const start = text.indexOf('{');
  if (start < 0) {
    return {
      ok: false,
      problem: {
        field: 'request',
        message:
          'No request found: paste a Query or Scan input as JSON, such as {"TableName": "...", "KeyConditionExpression": "..."}',
      },
    };
  }
  const read = readObjectAt(text, start);
  return read.ok ? { ok: true, value: read.value } : read;
}

/** The object literal whose "{" is at `start`, and the offset just past its closing "}". */
export function readObjectAt(
  text: string,
  start: number,
): { ok: true; value: { [key: string]: LooseValue }; end: number } | { ok: false; problem: ExpressionProblem } {
  const reader = new Reader(text, start);
  try {
    const value = reader.object(0);
    return { ok: true, value, end: reader.offset };
  } catch (e) {
    if (!(e instanceof Failure)) throw e;
    return {
      ok: false,
      problem: problemAt(
        'request',
        text,
        e.offset,
        undefined,
        `At ${describePosition(text, e.offset)} of the pasted request: ${e.message}`,
      ),
    };
  }
}

class Reader {
  constructor(
    private readonly s: string,
    private i: number,
  ) {}

  get offset(): number {
    return this.i;
  }

  object(depth: number): { [key: string]: LooseValue } {
    if (depth > MAX_DEPTH) throw new Failure(this.i, 'The request is nested too deeply');
    const out: { [key: string]: LooseValue } = {};
    this.i++; // {
    for (;;) {
      this.space();
      if (this.peek() === '}') {
        this.i++;
        return out;
      }
      const key = this.key();
      this.space();
      if (this.peek() !== ':') throw new Failure(this.i, `Expected ":" after the key "${key}"`);
      this.i++;
      Object.defineProperty(out, key, {
        value: this.value(depth + 1, key),
        enumerable: true,
        writable: true,
        configurable: true,
      });
      this.space();
      const c = this.peek();
      if (c === ',') this.i++;
      else if (c !== '}') throw new Failure(this.i, `Expected "," or "}" after the value of "${key}"`);
    }
  }

  private array(depth: number, key: string): LooseValue[] {
    if (depth > MAX_DEPTH) throw new Failure(this.i, 'The request is nested too deeply');
    const out: LooseValue[] = [];
    this.i++; // [
    for (;;) {
      this.space();
      if (this.peek() === ']') {
        this.i++;
        return out;
      }
      out.push(this.value(depth + 1, key));
      this.space();
      const c = this.peek();
      if (c === ',') this.i++;
      else if (c !== ']') throw new Failure(this.i, `Expected "," or "]" in the list under "${key}"`);
    }
  }

  private key(): string {
    const c = this.peek();
    if (c === '"' || c === "'") return this.string();
    const m = /^[A-Za-z_$][A-Za-z0-9_$]*|^[0-9]+/.exec(this.s.slice(this.i, this.i + 300));
    if (!m)
      throw new Failure(
        this.i,
        c === undefined ? 'The request ends before its closing "}"' : 'Expected a key (a quoted name)',
      );
    this.i += m[0].length;
    return m[0];
  }

  private value(depth: number, key: string): LooseValue {
    this.space();
    const c = this.peek();
    if (c === undefined) throw new Failure(this.i, 'The request ends before its closing "}"');
    if (c === '{') return this.object(depth);
    if (c === '[') return this.array(depth, key);
    if (c === '"' || c === "'" || c === '`') return this.string();
    const rest = this.s.slice(this.i, this.i + 400);
    const num = /^-?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?n?/.exec(rest);
    if (num) {
      this.i += num[0].length;
      return new NumberText(num[0].replace(/n$/, ''));
    }
    const word = /^[A-Za-z_$][A-Za-z0-9_$.]*/.exec(rest);
    if (word) {
      this.i += word[0].length;
      switch (word[0]) {
        case 'true':
        case 'True':
          return true;
        case 'false':
        case 'False':
          return false;
        case 'null':
        case 'None':
        case 'undefined':
          return null;
      }
      throw new Failure(
        this.i - word[0].length,
        `The value of "${key}" is the variable ${word[0]}; paste the request with literal values in place of variables`,
      );
    }
    throw new Failure(this.i, `Expected a value for "${key}"`);
  }

  private string(): string {
    const quote = this.s[this.i]!;
    const start = this.i;
    this.i++;
    let out = '';
    for (;;) {
      const c = this.s[this.i];
      if (c === undefined) throw new Failure(start, 'This string is never closed');
      this.i++;
      if (c === quote) return out;
      if (quote === '`' && c === '$' && this.s[this.i] === '{') {
        throw new Failure(
          this.i - 1,
          'A template string with ${...} cannot be read; paste the request with literal values',
        );
      }
      if (c !== '\\') {
        out += c;
        continue;
      }
      const e = this.s[this.i++];
      switch (e) {
        case 'n':
          out += '\n';
          break;
        case 't':
          out += '\t';
          break;
        case 'r':
          out += '\r';
          break;
        case 'b':
          out += '\b';
          break;
        case 'f':
          out += '\f';
          break;
        case '0':
          out += '\0';
          break;
        case 'u': {
          const hex = /^[0-9a-fA-F]{4}/.exec(this.s.slice(this.i, this.i + 4));
          if (!hex) throw new Failure(this.i - 2, 'Expected four hex digits after \\u');
          out += String.fromCharCode(parseInt(hex[0], 16));
          this.i += 4;
          break;
        }
        case undefined:
          throw new Failure(start, 'This string is never closed');
        default:
          out += e; // \" \' \\ \/ and any other escaped character stand for themselves
      }
    }
  }

  private peek(): string | undefined {
    return this.s[this.i];
  }

  /** Skips whitespace and comments: JavaScript line and block comments, Python # comments. */
  private space(): void {
    for (;;) {
      const c = this.s[this.i];
      if (c !== undefined && /\s/.test(c)) this.i++;
      else if (c === '/' && this.s[this.i + 1] === '/') this.skipTo('\n');
      else if (c === '#') this.skipTo('\n');
      else if (c === '/' && this.s[this.i + 1] === '*') {
        const end = this.s.indexOf('*/', this.i + 2);
        this.i = end < 0 ? this.s.length : end + 2;
      } else return;
    }
  }

  private skipTo(ch: string): void {
    const end = this.s.indexOf(ch, this.i);
    this.i = end < 0 ? this.s.length : end + 1;
  }
}

/**
 * Masking for a copy: a chosen attribute's value replaced by a stable fake of the same type and
 * length, so a production collection can be brought into a local table without its people in it.
 * The fake is a keyed permutation (keyed-permutation.ts) under a salt the user may keep: the same
 * value gives the same fake on every item (a customer id in an order and in the customer's own
 * key still match), different values of the same shape never share one, and a masked key stays a
 * valid key. What is kept on purpose, as the shape a reader of the copy needs: ASCII punctuation
 * and spaces (the `#` of `USER#123`, so each run between them is masked alone and `123` masks the
 * same inside a key and on its own), the case of letters, where digits are, a number's sign,
 * point, exponent and count of significant digits (so it stays within DynamoDB's 38 digits and
 * range), lengths of strings and binaries, the order and count of list and set elements, map
 * attribute names, BOOL and NULL. A letter outside ASCII becomes an ASCII letter (never longer).
 */
import { decodeBase64, encodeBase64 } from '../dynamo/base64.js';
import { setOwn } from '../dynamo/own-property.js';
import { utf8Encode } from '../dynamo/utf8.js';
import type { AttributeValue } from '../dynamo/types.js';
import { Hmac } from './hmac-sha256.js';
import { KeyedPermutation, permuteDigits } from './keyed-permutation.js';

const CACHE_LIMIT = 50_000;
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';
const NUMBER = /^([+-]?)(\d*)(?:\.(\d*))?([eE][+-]?\d+)?$/;

export class MaskError extends Error {}

const isKept = (c: string) => c.length === 1 && c.charCodeAt(0) < 128 && !/[A-Za-z0-9]/.test(c);

export class Masker {
  private readonly hmac: Hmac;
  private readonly permutation: KeyedPermutation;
  private readonly cache = new Map<string, string>();

  constructor(salt: string) {
    if (salt.length === 0) throw new MaskError('salt: expected a salt of at least one character');
    this.hmac = new Hmac(utf8Encode(salt));
    this.permutation = new KeyedPermutation(this.hmac);
  }

  /** The fake of `value`; `field` names it in an error (`item 3, email`). */
  value(value: AttributeValue, field: string): AttributeValue {
    if ('S' in value) return { S: this.string(value.S) };
    if ('N' in value) return { N: this.number(value.N, field) };
    if ('B' in value) return { B: this.binary(value.B) };
    if ('SS' in value)
      return {
        SS: this.distinct(
          value.SS.map((s) => this.string(s)),
          field,
        ),
      };
    if ('NS' in value)
      return {
        NS: this.distinct(
          value.NS.map((s) => this.number(s, field)),
          field,
        ),
      };
    if ('BS' in value)
      return {
        BS: this.distinct(
          value.BS.map((s) => this.binary(s)),
          field,
        ),
      };
    if ('L' in value) return { L: value.L.map((v, i) => this.value(v, `${field}[${i}]`)) };
    if ('M' in value) {
      const out: Record<string, AttributeValue> = {};
      for (const [name, v] of Object.entries(value.M)) setOwn(out, name, this.value(v, `${field}.${name}`));
      return { M: out };
    }
    return value;
  }

  private cached(kind: string, text: string, make: () => string): string {
    const id = `${kind}\u0000${text}`;
    const hit = this.cache.get(id);
    if (hit !== undefined) return hit;
    if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
    const made = make();
    this.cache.set(id, made);
    return made;
  }

  /** Letters stay letters of the same case, digits digits, punctuation and spaces in place. */
  string(text: string): string {
    return this.cached('S', text, () => {
      let out = '';
      let run: string[] = [];
      const flush = () => {
        if (run.length) out += this.run(run);
        run = [];
      };
      for (const c of text) {
        if (isKept(c)) {
          flush();
          out += c;
        } else run.push(c);
      }
      flush();
      return out;
    });
  }

  /** One run of characters between kept ones, permuted as a whole (in chunks when long). */
  private run(chars: string[]): string {
    const alphabets = chars.map((c) =>
      UPPER.includes(c) ? UPPER : LOWER.includes(c) ? LOWER : DIGITS.includes(c) ? DIGITS : null,
    );
    const shape = alphabets.map((a) => (a === UPPER ? 'A' : a === LOWER ? 'a' : a === DIGITS ? '9' : 'x')).join('');
    const positions = chars.flatMap((_, i) => (alphabets[i] ? [i] : []));
    const image = permuteDigits(
      this.permutation,
      positions.map((i) => alphabets[i]!.indexOf(chars[i]!)),
      positions.map((i) => alphabets[i]!.length),
      `S|${shape}`,
    );
    const out = [...chars];
    positions.forEach((at, j) => (out[at] = alphabets[at]![image[j]!]!));
    if (positions.length < chars.length) {
      // Letters outside ASCII: drawn from the whole run's hash, so they still depend on every character.
      const drawn = this.hmac.digest(utf8Encode(`x|${chars.join('')}`));
      chars.forEach((_, i) => {
        if (!alphabets[i]) out[i] = LOWER[(drawn[i % drawn.length]! + i) % 26]!;
      });
    }
    return out.join('');
  }

  /**
   * The digits from the first to the last that is not zero are permuted, the first and last of
   * them kept from 1-9 so the count of significant digits (DynamoDB's precision) stays the same;
   * the zeros around them, the sign, the point and the exponent stay.
   */
  number(text: string, field: string): string {
    return this.cached('N', text, () => {
      const m = NUMBER.exec(text);
      if (!m || (m[2] === '' && !m[3]))
        throw new MaskError(`${field}: expected a number as decimal text, got "${text}"`);
      const [, sign = '', int = '', frac = '', exponent = ''] = m;
      const digits = [...int, ...frac];
      const first = digits.findIndex((d) => d !== '0');
      if (first < 0) return text;
      let last = digits.length - 1;
      while (digits[last] === '0') last--;
      const span = digits.slice(first, last + 1);
      const radices = span.map((_, i) => (i === 0 || i === span.length - 1 ? 9 : 10));
      const value = span.map((d, i) => Number(d) - (radices[i] === 9 ? 1 : 0));
      const image = permuteDigits(this.permutation, value, radices, 'N');
      image.forEach((d, i) => (digits[first + i] = String(d + (radices[i] === 9 ? 1 : 0))));
      const masked = digits.join('');
      const point = text.includes('.') ? `.${masked.slice(int.length)}` : '';
      return `${sign}${masked.slice(0, int.length)}${point}${exponent}`;
    });
  }

  /** Bytes of the same count. */
  binary(base64: string): string {
    return this.cached('B', base64, () => {
      const bytes = Array.from(decodeBase64(base64));
      return encodeBase64(
        Uint8Array.from(
          permuteDigits(
            this.permutation,
            bytes,
            bytes.map(() => 256),
            'B',
          ),
        ),
      );
    });
  }

  /** A set whose fakes collided (possible only through letters outside ASCII) cannot be written. */
  private distinct(values: string[], field: string): string[] {
    if (new Set(values).size !== values.length)
      throw new MaskError(`${field}: two elements of the set got the same fake; leave this attribute out instead`);
    return values;
  }
}

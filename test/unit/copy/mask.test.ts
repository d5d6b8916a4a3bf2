/**
 * Masking keeps type and length, is the same for the same input and salt, differs across salts,
 * and never gives two different values of one shape the same fake (checked exhaustively on small
 * shapes, where a hash would collide by the birthday bound, and on many random values).
 */
import { describe, expect, it } from 'vitest';
import { Masker } from '../../../shared/copy/mask.js';
import { decodeBase64, encodeBase64 } from '../../../shared/dynamo/base64.js';
import { itemSize } from '../../../shared/dynamo/item-size.js';

const m = new Masker('salt-1');

/** A small seeded generator, so a failure can be run again. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x9e3779b9) >>> 0) / 2 ** 32;
}

const shape = (s: string) => s.replace(/[A-Z]/g, 'A').replace(/[a-z]/g, 'a').replace(/[0-9]/g, '9');

describe('Masker', () => {
  it('keeps a string’s length, case and punctuation, and is stable', () => {
    for (const s of ['USER#alice@example.com', 'ORDER#2024-01-05#0001', 'x', 'Hello, World!', 'a'.repeat(100)]) {
      const fake = m.string(s);
      expect(fake).toHaveLength(s.length);
      expect(shape(fake)).toBe(shape(s));
      expect(fake).not.toBe(s);
      expect(m.string(s)).toBe(fake);
      expect(new Masker('salt-1').string(s)).toBe(fake);
      expect(new Masker('salt-2').string(s)).not.toBe(fake);
    }
  });

  it('masks a run between delimiters the same inside a key and on its own, so references match', () => {
    const id = m.string('123');
    expect(m.string('CUSTOMER#123')).toBe(`${m.string('CUSTOMER')}#${id}`);
    expect(m.value({ S: '123' }, 'f')).toEqual({ S: id });
  });

  it('never gives two strings of one shape the same fake (every 3-digit and 2-letter value)', () => {
    const digits = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'));
    expect(new Set(digits.map((d) => m.string(d))).size).toBe(1000);
    const letters = [...'abcdefghijklmnopqrstuvwxyz'].flatMap((a) =>
      [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((b) => a + b),
    );
    const fakes = letters.map((l) => m.string(l));
    expect(new Set(fakes).size).toBe(letters.length);
    expect(fakes.every((f) => /^[a-z][A-Z]$/.test(f))).toBe(true);
  });

  it('keeps a string outside ASCII no longer in bytes than it was', () => {
    const s = 'Zoë Ünal, 東京';
    const fake = m.string(s);
    expect([...fake]).toHaveLength([...s].length);
    expect(new TextEncoder().encode(fake).length).toBeLessThanOrEqual(new TextEncoder().encode(s).length);
  });

  it('keeps a number’s sign, point, exponent and significant digits, as exact text', () => {
    const cases = [
      '0',
      '7',
      '-42',
      '1000',
      '3.14159',
      '0.000123',
      '-0.5',
      '1E-130',
      '9.9999E+125',
      '12345678901234567890123456789012345678',
      '-1.2345678901234567890123456789012345678E+100',
    ];
    for (const n of cases) {
      const fake = m.number(n, 'f');
      expect(fake.replace(/\d/g, '9')).toBe(n.replace(/\d/g, '9'));
      const sig = (t: string) =>
        t
          .replace(/[eE].*$/, '')
          .replace(/[-.]/g, '')
          .replace(/^0+/, '')
          .replace(/0+$/, '').length;
      expect(sig(fake)).toBe(sig(n));
      expect(m.number(n, 'f')).toBe(fake);
    }
    expect(m.number('0', 'f')).toBe('0');
  });

  it('gives distinct numbers distinct fakes (every value 1..9999)', () => {
    const fakes = new Set<string>();
    for (let i = 1; i < 10_000; i++) fakes.add(String(Number(m.number(String(i), 'f'))));
    expect(fakes.size).toBe(9999);
  });

  it('keeps a binary’s length and a set’s and list’s elements one for one', () => {
    const bytes = Uint8Array.from({ length: 37 }, (_, i) => i * 7);
    const fake = decodeBase64(m.binary(encodeBase64(bytes)));
    expect(fake).toHaveLength(37);
    expect(Array.from(fake)).not.toEqual(Array.from(bytes));
    const set = m.value({ SS: ['a1', 'a2', 'b3'] }, 'f') as { SS: string[] };
    expect(set.SS).toHaveLength(3);
    expect(set.SS[0]).toBe(m.string('a1'));
    const item = {
      M: {
        name: { S: 'Ann' },
        tags: { L: [{ N: '12' }, { BOOL: true }, { NULL: true as const }] },
        bs: { BS: [encodeBase64(bytes)] },
      },
    };
    const masked = m.value(item, 'f');
    expect(Object.keys((masked as { M: object }).M)).toEqual(['name', 'tags', 'bs']);
    expect(itemSize({ a: masked })).toBe(itemSize({ a: item }));
  });

  it('rarely collides on random values of mixed shapes (property check, 20,000 values)', () => {
    const r = rng(42);
    const alphabet = 'ABCabc0123456789#-_@.';
    const inputs = new Set<string>();
    while (inputs.size < 20_000) {
      const len = 1 + Math.floor(r() * 12);
      inputs.add(Array.from({ length: len }, () => alphabet[Math.floor(r() * alphabet.length)]).join(''));
    }
    const fakes = new Set<string>();
    for (const s of inputs) {
      const f = m.string(s);
      expect(f.length).toBe(s.length);
      expect(shape(f)).toBe(shape(s));
      fakes.add(f);
    }
    expect(fakes.size).toBe(inputs.size);
  });

  it('refuses a number that is not decimal text, naming the field', () => {
    expect(() => m.value({ N: 'abc' }, 'item 3, price')).toThrow('item 3, price: expected a number as decimal text');
  });
});

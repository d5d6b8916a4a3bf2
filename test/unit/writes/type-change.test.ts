import { describe, expect, it } from 'vitest';
import { changeType, decodeUtf8 } from '../../../shared/writes/form/type-change.js';
import type { FormValue } from '../../../shared/writes/form/item-form.js';

const ok = (v: FormValue, to: Parameters<typeof changeType>[1]) => {
  const r = changeType(v, to, 'x');
  if ('problem' in r) throw new Error(r.problem);
  return r.value;
};
const refused = (v: FormValue, to: Parameters<typeof changeType>[1]) => {
  const r = changeType(v, to, 'total');
  if ('value' in r) throw new Error(`converted to ${JSON.stringify(r.value)}`);
  return r.problem;
};

describe("changing an attribute's type on purpose", () => {
  it('carries a value over where it means the same', () => {
    expect(ok({ type: 'S', text: '12345678901234567890123456789012345678' }, 'N')).toEqual({
      type: 'N',
      text: '12345678901234567890123456789012345678',
    });
    expect(ok({ type: 'N', text: '1E-130' }, 'S')).toEqual({ type: 'S', text: '1E-130' });
    expect(ok({ type: 'S', text: 'hé' }, 'B')).toEqual({ type: 'B', text: 'aMOp' });
    expect(ok({ type: 'B', text: 'aMOp' }, 'S')).toEqual({ type: 'S', text: 'hé' });
    expect(ok({ type: 'S', text: 'true' }, 'BOOL')).toEqual({ type: 'BOOL', value: true });
    expect(ok({ type: 'BOOL', value: false }, 'S')).toEqual({ type: 'S', text: 'false' });
    expect(ok({ type: 'N', text: '7' }, 'NS')).toEqual({ type: 'NS', members: ['7'] });
    expect(ok({ type: 'NS', members: ['1', '2'] }, 'L')).toEqual({
      type: 'L',
      items: [
        { type: 'N', text: '1' },
        { type: 'N', text: '2' },
      ],
    });
    expect(
      ok(
        {
          type: 'L',
          items: [
            { type: 'S', text: 'a' },
            { type: 'S', text: 'b' },
          ],
        },
        'SS',
      ),
    ).toEqual({ type: 'SS', members: ['a', 'b'] });
    expect(ok({ type: 'NS', members: ['1', '20'] }, 'SS')).toEqual({ type: 'SS', members: ['1', '20'] });
    expect(ok({ type: 'SS', members: ['3', '4'] }, 'NS')).toEqual({ type: 'NS', members: ['3', '4'] });
    expect(ok({ type: 'NULL' }, 'M')).toEqual({ type: 'M', entries: [] });
    expect(ok({ type: 'M', entries: [] }, 'NULL')).toEqual({ type: 'NULL' });
  });

  it('refuses, saying why, where the value cannot become the new type', () => {
    expect(refused({ type: 'S', text: 'abc' }, 'N')).toMatch(/^total cannot become a number: /);
    expect(refused({ type: 'B', text: '//79' }, 'S')).toMatch(/not UTF-8 text/);
    expect(refused({ type: 'B', text: 'AQ' }, 'S')).toMatch(/base64 is not valid/);
    expect(refused({ type: 'M', entries: [] }, 'S')).toBe(
      'total is a map and cannot become a string: change its value by hand, or remove it and add it again as S',
    );
    expect(refused({ type: 'N', text: '5' }, 'BOOL')).toMatch(/a number and cannot become a boolean/);
    expect(refused({ type: 'SS', members: ['a', 'b'] }, 'NS')).toMatch(/cannot become a number/);
    expect(
      refused(
        {
          type: 'L',
          items: [
            { type: 'S', text: 'a' },
            { type: 'S', text: 'a' },
          ],
        },
        'SS',
      ),
    ).toMatch(/holds "a" twice/);
    expect(refused({ type: 'L', items: [] }, 'NS')).toMatch(/DynamoDB has no empty set/);
    expect(
      refused(
        {
          type: 'L',
          items: [
            { type: 'S', text: '1' },
            { type: 'N', text: '2' },
          ],
        },
        'NS',
      ),
    ).toMatch(/mixes S and N/);
    expect(refused({ type: 'L', items: [{ type: 'BOOL', value: true }] }, 'SS')).toMatch(/holds a BOOL element/);
    expect(ok({ type: 'NS', members: ['1', '1.0'] }, 'SS')).toEqual({ type: 'SS', members: ['1', '1.0'] });
  });
});

describe('strict UTF-8', () => {
  it('decodes text and refuses overlong forms, surrogates and cut sequences', () => {
    expect(decodeUtf8(new Uint8Array([0x68, 0xc3, 0xa9, 0xf0, 0x9f, 0x98, 0x80]))).toBe('hé😀');
    expect(decodeUtf8(new Uint8Array([0xc0, 0xaf]))).toBeNull();
    expect(decodeUtf8(new Uint8Array([0xed, 0xa0, 0x80]))).toBeNull();
    expect(decodeUtf8(new Uint8Array([0xe2, 0x82]))).toBeNull();
    expect(decodeUtf8(new Uint8Array([0xff]))).toBeNull();
  });
});

/**
 * The masking hash against the published vectors (FIPS 180-2 for SHA-256, RFC 4231 for HMAC),
 * and against Node's crypto on lengths around the block boundaries where padding goes wrong.
 */
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Hmac, sha256 } from '../../../shared/copy/hmac-sha256.js';

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');
const bytes = (s: string) => new TextEncoder().encode(s);

describe('sha256 and HMAC-SHA-256', () => {
  it('matches the published vectors', () => {
    expect(hex(sha256(bytes('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hex(sha256(bytes('')))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    const key = new Uint8Array(20).fill(0x0b);
    expect(hex(new Hmac(key).digest(bytes('Hi There')))).toBe(
      'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
    );
  });

  it("agrees with Node's crypto at every length up to 200 bytes and with long keys", () => {
    for (let n = 0; n <= 200; n++) {
      const data = Uint8Array.from({ length: n }, (_, i) => (i * 31 + n) & 0xff);
      expect(hex(sha256(data))).toBe(createHash('sha256').update(data).digest('hex'));
      const key = Uint8Array.from({ length: n }, (_, i) => (i * 7) & 0xff);
      expect(hex(new Hmac(key).digest(data))).toBe(createHmac('sha256', key).update(data).digest('hex'));
    }
  });
});

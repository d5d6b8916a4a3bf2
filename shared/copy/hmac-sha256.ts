/**
 * HMAC-SHA-256 in plain TypeScript, synchronous, for masking: the fake of a value must be the same
 * on every item, page and run with the same salt, and must not be guessable without the salt.
 * WebCrypto would do, but it is asynchronous and `shared/` cannot reach Node's crypto; a masked
 * copy calls this a few times per value, so the keyed state is prepared once per salt.
 */
const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);
const INITIAL = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];

const w = new Uint32Array(64);
const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));

/** One 64-byte block into the state `h`. */
function compress(h: Uint32Array, block: Uint8Array, at: number): void {
  for (let i = 0; i < 16; i++) {
    const j = at + i * 4;
    w[i] = (block[j]! << 24) | (block[j + 1]! << 16) | (block[j + 2]! << 8) | block[j + 3]!;
  }
  for (let i = 16; i < 64; i++) {
    const a = w[i - 15]!;
    const b = w[i - 2]!;
    const s0 = rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3);
    const s1 = rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10);
    w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
  }
  let a = h[0]!;
  let b = h[1]!;
  let c = h[2]!;
  let d = h[3]!;
  let e = h[4]!;
  let f = h[5]!;
  let g = h[6]!;
  let hh = h[7]!;
  for (let i = 0; i < 64; i++) {
    const t1 = (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i]! + w[i]!) | 0;
    const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    hh = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  h[0] = (h[0]! + a) | 0;
  h[1] = (h[1]! + b) | 0;
  h[2] = (h[2]! + c) | 0;
  h[3] = (h[3]! + d) | 0;
  h[4] = (h[4]! + e) | 0;
  h[5] = (h[5]! + f) | 0;
  h[6] = (h[6]! + g) | 0;
  h[7] = (h[7]! + hh) | 0;
}

const tail = new Uint8Array(128);

/** SHA-256 of `data` continuing from `state` after `done` bytes already compressed (a multiple of 64). */
function finish(state: Uint32Array, data: Uint8Array, done: number): Uint8Array {
  const h = new Uint32Array(state);
  const whole = data.length - (data.length % 64);
  for (let at = 0; at < whole; at += 64) compress(h, data, at);
  const rest = data.length - whole;
  const size = rest < 56 ? 64 : 128;
  tail.fill(0, 0, size);
  tail.set(data.subarray(whole));
  tail[rest] = 0x80;
  const bits = (done + data.length) * 8;
  const high = Math.floor(bits / 2 ** 32);
  for (let i = 0; i < 4; i++) {
    tail[size - 8 + i] = (high >>> (24 - i * 8)) & 0xff;
    tail[size - 4 + i] = (bits >>> (24 - i * 8)) & 0xff;
  }
  for (let at = 0; at < size; at += 64) compress(h, tail, at);
  const out = new Uint8Array(32);
  for (let i = 0; i < 8; i++) {
    const x = h[i]!;
    out[i * 4] = x >>> 24;
    out[i * 4 + 1] = (x >>> 16) & 0xff;
    out[i * 4 + 2] = (x >>> 8) & 0xff;
    out[i * 4 + 3] = x & 0xff;
  }
  return out;
}

export function sha256(data: Uint8Array): Uint8Array {
  return finish(new Uint32Array(INITIAL), data, 0);
}

/** HMAC-SHA-256 under one key, its inner and outer pads compressed once. */
export class Hmac {
  private readonly inner = new Uint32Array(INITIAL);
  private readonly outer = new Uint32Array(INITIAL);

  constructor(key: Uint8Array) {
    const block = new Uint8Array(64);
    block.set(key.length > 64 ? sha256(key) : key);
    const pad = new Uint8Array(64);
    for (let i = 0; i < 64; i++) pad[i] = block[i]! ^ 0x36;
    compress(this.inner, pad, 0);
    for (let i = 0; i < 64; i++) pad[i] = block[i]! ^ 0x5c;
    compress(this.outer, pad, 0);
  }

  digest(message: Uint8Array): Uint8Array {
    return finish(this.outer, finish(this.inner, message, 64), 64);
  }
}

/**
 * The shape of a key value, read without knowing the delimiter: runs of letters are kept as words,
 * runs that hold a digit (ids, dates, numbers, ULIDs) or that are very long become "a variable",
 * every other character is kept as punctuation. `ORDER:2024:001` and `ORDER:2025:117` have one
 * shape; `USER#alice` and `USER#bob` two (whether `alice` is a literal is decided later, from
 * statistics). Which punctuation is the delimiter is decided later too, so a delimiter settled on
 * the tenth page does not invalidate what the first nine were classified as.
 *
 * The hash runs once per item in the grouping loop: char codes only, no slicing, no allocation.
 */

/** A run of letters this long or longer is an id (a base32 or hex id with no digit in it), not a word. */
const LONG_RUN = 20;
const FNV = 0x811c9dc5;

/** Results of the last `hashKey` call: two independent 30-bit hashes and whether the key has a word. */
export const shapeOut = { h1: 0, h2: 0, hasWord: false };

function isLetter(c: number): boolean {
  const l = c | 32;
  return (l >= 97 && l <= 122) || c >= 0xc0;
}

/** Character classes below 128: 0 punctuation, 1 digit, 2 letter. Higher code points are letters. */
const CLASS = new Uint8Array(128);
for (let c = 48; c <= 57; c++) CLASS[c] = 1;
for (let c = 65; c <= 90; c++) CLASS[c] = 2;
for (let c = 97; c <= 122; c++) CLASS[c] = 2;

export function hashKey(s: string, seed1: number, seed2: number): void {
  let h1 = seed1;
  let h2 = seed2;
  let hasWord = false;
  const n = s.length;
  let i = 0;
  while (i < n) {
    let c = s.charCodeAt(i);
    let k = c < 128 ? CLASS[c]! : 2;
    if (k === 0) {
      h1 = Math.imul(h1 ^ (c + 0x10000), 16777619);
      h2 = (Math.imul(h2, 33) + c + 3) | 0;
      i++;
      continue;
    }
    // A run of letters and digits, read in a loop of its own: its letters hash into r, and the
    // run as a whole goes into h1 and h2 once, as a word or as "a variable".
    const start = i;
    let r = FNV;
    let digit = 0;
    for (;;) {
      if (k === 1) digit = 1;
      else r = Math.imul(r ^ c, 16777619);
      if (++i >= n) break;
      c = s.charCodeAt(i);
      k = c < 128 ? CLASS[c]! : 2;
      if (k === 0) break;
    }
    const run = i - start;
    if (digit === 1 || run >= LONG_RUN) {
      h1 = Math.imul(h1 ^ 0x5bd1e995, 16777619);
      h2 = (Math.imul(h2, 33) + 17) | 0;
    } else {
      // The second hash sees each run once, not each character: independent enough to verify the first.
      hasWord = true;
      h1 = Math.imul(h1 ^ r, 16777619);
      h2 = (Math.imul(h2, 33) + (r ^ (r >>> 13)) + run) | 0;
    }
  }
  shapeOut.h1 = h1;
  shapeOut.h2 = h2;
  shapeOut.hasWord = hasWord;
}

/** Mixes a short text (a type attribute's value) into a pair of hashes. */
export function mixText(h: number, s: string): number {
  let x = h;
  for (let i = 0; i < s.length; i++) x = Math.imul(x ^ s.charCodeAt(i), 16777619);
  return Math.imul(x ^ s.length, 0x01000193);
}

/** An order-independent hash of an item's attribute names (length and end characters of each). */
export function attributeNamesHash(item: object): number {
  let sum = 0;
  let xor = 0;
  let count = 0;
  for (const k in item) {
    const n = k.length;
    const p = (n * 131 + k.charCodeAt(0) * 31 + k.charCodeAt(n - 1) * 7 + (n > 2 ? k.charCodeAt(n >> 1) : 0)) | 0;
    sum = (sum + p) | 0;
    xor ^= Math.imul(p, 0x9e3779b1);
    count++;
  }
  return Math.imul(sum ^ xor, 16777619) + count;
}

/** One token of a key: a word, a variable run, or one punctuation character. */
export type KeyToken = { kind: 'word'; text: string } | { kind: 'var'; text: string } | { kind: 'punct'; text: string };

export function tokenize(s: string): KeyToken[] {
  const out: KeyToken[] = [];
  let start = -1;
  let digit = false;
  for (let i = 0; i <= s.length; i++) {
    const c = i < s.length ? s.charCodeAt(i) : -1;
    const alnum = c >= 0 && ((c >= 48 && c <= 57) || isLetter(c));
    if (alnum) {
      if (start < 0) start = i;
      if (c <= 57) digit = true;
      continue;
    }
    if (start >= 0) {
      const text = s.slice(start, i);
      out.push({ kind: digit || text.length >= LONG_RUN ? 'var' : 'word', text });
      start = -1;
      digit = false;
    }
    if (c >= 0) out.push({ kind: 'punct', text: s[i]! });
  }
  return out;
}

/** A key segment between delimiters: literal-looking (`ORDER`, `SAN_FRANCISCO`, `info`) or not. */
export interface KeySegment {
  text: string;
  word: boolean;
  /** The delimiter that follows it ('' for the last). */
  after: string;
}

// Leading punctuation belongs to the word (`~info`, `#META`): a delimiter at the very start of a
// key is part of its first segment, and such a key repeated across collections is a literal, not `{id}`.
const WORD_SEGMENT = /^[^A-Za-z0-9\u00c0-\uffff]*[A-Za-z\u00c0-\uffff][A-Za-z\u00c0-\uffff_]*$/;

/** Splits a key on any of `delimiters` (longest first at each position). */
export function segmentsOf(s: string, delimiters: readonly string[]): KeySegment[] {
  const tokens = tokenize(s);
  const out: KeySegment[] = [];
  let text = '';
  let hasVar = false;
  const ordered = [...delimiters].sort((a, b) => b.length - a.length);
  let i = 0;
  const close = (after: string) => {
    out.push({ text, word: !hasVar && WORD_SEGMENT.test(text), after });
    text = '';
    hasVar = false;
  };
  while (i < tokens.length) {
    const t = tokens[i]!;
    if (t.kind === 'punct') {
      let matched = '';
      for (const d of ordered) {
        let ok = true;
        for (let k = 0; k < d.length; k++)
          if (tokens[i + k]?.kind !== 'punct' || tokens[i + k]!.text !== d[k]) {
            ok = false;
            break;
          }
        if (ok) {
          matched = d;
          break;
        }
      }
      // A delimiter at the very start (`#x`) is part of the first segment, not a split.
      if (matched !== '' && (text !== '' || out.length > 0)) {
        close(matched);
        i += matched.length;
        continue;
      }
    }
    if (t.kind === 'var') hasVar = true;
    text += t.text;
    i++;
  }
  close('');
  return out;
}

/** The kind of a variable segment, for showing a template: `{n}`, `{date}`, `{id}`. */
export function variableLabel(sample: string): string {
  if (/^\d+$/.test(sample)) return 'n';
  if (/^\d{4}-\d{2}(-\d{2})?/.test(sample)) return 'date';
  return 'id';
}

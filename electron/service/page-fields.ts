/**
 * Where a page body's top-level fields are, found without parsing its items. Web mode sends
 * DynamoDB's body on as it came (page-body.ts), so the service never needs a page's items there;
 * parsing a 1.7 MB page into objects only to drop them took 17-44 ms per page on the bench machine,
 * on the critical path of every paged read (the next page's request waits for it). This walk
 * allocates nothing per item: one pass skips strings and counts brackets, checks that Items is an
 * array of objects and counts them, and leaves the items as bytes for whoever asks for them.
 *
 * Anything it does not expect (a key written with escapes, a duplicate key, a value that is not
 * where JSON puts one, a body cut short) gives undefined, and the SDK reads the answer as usual.
 * It checks structure, not every token: bad JSON inside an item (which DynamoDB does not send)
 * would fail where the items are parsed, in the page (web mode's "not JSON") or the service.
 */

export interface FieldSpan {
  start: number;
  end: number;
}

export interface PageFields {
  /** Each top-level field's value, as byte offsets into the body. */
  fields: Map<string, FieldSpan>;
  /** How many items the Items array holds (0 when there is no Items field). */
  itemCount: number;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

const isSpace = (c: number | undefined) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

function skipSpace(b: Uint8Array, i: number): number {
  while (isSpace(b[i])) i++;
  return i;
}

/** The index after the string that starts at `i` (a quote), or -1 when it never closes. */
function skipString(b: Uint8Array, i: number): number {
  for (let j = i + 1; j < b.length; j++) {
    const c = b[j];
    if (c === BACKSLASH) j++;
    else if (c === QUOTE) return j + 1;
  }
  return -1;
}

/**
 * The index after the value that starts at `i` (-1 when it is cut short or unbalanced), and for an
 * array, how many elements it holds if every one is an object (-1 if one is not). One pass, with
 * strings skipped inline: this loop runs over every byte of a megabyte page.
 */
function skipValue(b: Uint8Array, i: number): { end: number; objects: number } {
  const first = b[i];
  const n = b.length;
  if (first === QUOTE) return { end: skipString(b, i), objects: -1 };
  if (first !== OPEN_BRACE && first !== OPEN_BRACKET) {
    // A number, true, false or null: up to the next delimiter.
    let j = i;
    while (j < n && b[j] !== COMMA && b[j] !== CLOSE_BRACE && b[j] !== CLOSE_BRACKET && !isSpace(b[j])) j++;
    return { end: j > i ? j : -1, objects: -1 };
  }
  let depth = 0;
  let objects = first === OPEN_BRACKET ? 0 : -1;
  for (let j = i; j < n; j++) {
    const c = b[j];
    if (c === QUOTE) {
      if (depth === 1) objects = -1;
      for (j++; j < n; j++) {
        const d = b[j];
        if (d === BACKSLASH) j++;
        else if (d === QUOTE) break;
      }
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (depth === 1 && objects >= 0) objects = c === OPEN_BRACE ? objects + 1 : -1;
      depth++;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth--;
      if (depth === 0) return { end: j + 1, objects };
    } else if (depth === 1 && c !== COMMA && !isSpace(c)) objects = -1;
  }
  return { end: -1, objects: -1 };
}

/** The top-level fields of a JSON object body, or undefined (see the header) to leave it to the SDK. */
export function pageFields(b: Uint8Array): PageFields | undefined {
  let i = skipSpace(b, 0);
  if (b[i] !== OPEN_BRACE) return undefined;
  const fields = new Map<string, FieldSpan>();
  let itemCount = 0;
  i = skipSpace(b, i + 1);
  if (b[i] !== CLOSE_BRACE) {
    for (;;) {
      if (b[i] !== QUOTE) return undefined;
      const keyEnd = skipString(b, i);
      if (keyEnd < 0) return undefined;
      const keyBytes = b.subarray(i + 1, keyEnd - 1);
      if (keyBytes.includes(BACKSLASH)) return undefined;
      const key = Buffer.from(keyBytes.buffer, keyBytes.byteOffset, keyBytes.byteLength).toString('utf8');
      if (fields.has(key)) return undefined;
      i = skipSpace(b, keyEnd);
      if (b[i] !== COLON) return undefined;
      const start = skipSpace(b, i + 1);
      const { end, objects } = skipValue(b, start);
      if (end < 0) return undefined;
      fields.set(key, { start, end });
      if (key === 'Items') itemCount = objects;
      i = skipSpace(b, end);
      if (b[i] === CLOSE_BRACE) break;
      if (b[i] !== COMMA) return undefined;
      i = skipSpace(b, i + 1);
    }
  }
  if (skipSpace(b, i + 1) !== b.length) return undefined;
  // Items must be an array of objects (objects is -1 for anything else).
  return itemCount < 0 ? undefined : { fields, itemCount };
}

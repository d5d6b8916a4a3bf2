/**
 * A body is UTF-8 or it is refused. Decoding leniently turned invalid bytes into U+FFFD, which was
 * then stored in the user's items and names; the refusal names the field the bad bytes are in.
 */
import { ApiError, REQUEST_VALIDATION } from '../../shared/api-errors.js';

const strict = new TextDecoder('utf-8', { fatal: true });

export function decodeUtf8Body(bytes: Buffer): string {
  try {
    return strict.decode(bytes);
  } catch {
    const at = firstInvalidByte(bytes);
    const field = jsonPathAt(bytes.subarray(0, at).toString('utf8'));
    throw new ApiError({
      name: REQUEST_VALIDATION,
      statusCode: 400,
      ...(field ? { field } : {}),
      message: `${field ? `${field}: ` : ''}the request body is not valid UTF-8 (byte ${at + 1} of ${bytes.length} starts an invalid sequence); send text as UTF-8, and binary values as base64 in a B attribute`,
    });
  }
}

/** The offset of the first byte that does not start (or continue) a valid UTF-8 sequence. */
export function firstInvalidByte(b: Uint8Array): number {
  let i = 0;
  while (i < b.length) {
    const c = b[i]!;
    if (c < 0x80) {
      i++;
      continue;
    }
    let n: number;
    let min: number;
    if (c >= 0xc2 && c <= 0xdf) {
      n = 1;
      min = 0x80;
    } else if (c >= 0xe0 && c <= 0xef) {
      n = 2;
      min = 0x800;
    } else if (c >= 0xf0 && c <= 0xf4) {
      n = 3;
      min = 0x10000;
    } else return i;
    let cp = c & (0x3f >> n);
    for (let k = 1; k <= n; k++) {
      const d = b[i + k];
      if (d === undefined || (d & 0xc0) !== 0x80) return i;
      cp = (cp << 6) | (d & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return i;
    i += n + 1;
  }
  return b.length;
}

interface Frame {
  object: boolean;
  key: string;
  index: number;
  expectKey: boolean;
}

/**
 * The path of the JSON value (or key) being written where `prefix` ends, as the API names fields:
 * `Key.pk.S`, `ExpressionAttributeValues.:v.SS[2]`. Empty at the top level.
 */
export function jsonPathAt(prefix: string): string {
  const stack: Frame[] = [];
  for (let i = 0; i < prefix.length; i++) {
    const c = prefix[i];
    const top = stack[stack.length - 1];
    if (c === '"') {
      let j = i + 1;
      while (j < prefix.length && prefix[j] !== '"') j += prefix[j] === '\\' ? 2 : 1;
      if (top?.object && top.expectKey) top.key = keyText(prefix.slice(i + 1, Math.min(j, prefix.length)));
      i = j;
    } else if (c === '{' || c === '[') {
      stack.push({ object: c === '{', key: '', index: 0, expectKey: c === '{' });
    } else if (c === '}' || c === ']') {
      stack.pop();
    } else if (c === ',' && top) {
      if (top.object) top.expectKey = true;
      else top.index++;
    } else if (c === ':' && top?.object) {
      top.expectKey = false;
    }
  }
  let path = '';
  for (const f of stack) path += f.object ? `${path ? '.' : ''}${f.key}` : `[${f.index}]`;
  return path;
}

function keyText(raw: string): string {
  try {
    return JSON.parse(`"${raw}"`) as string;
  } catch {
    return raw;
  }
}

/**
 * JSON.parse turns 25-digit numbers into doubles. This parser keeps every number as its text,
 * `{ $number: "1234..." }`, so a test can tell whether a program printed every digit.
 */
export type LosslessJson =
  null | boolean | string | { $number: string } | LosslessJson[] | { [k: string]: LosslessJson };

export function parseLossless(text: string): LosslessJson {
  let i = 0;
  const fail = (what: string): never => {
    throw new Error(`not JSON: expected ${what} at offset ${i}: ${JSON.stringify(text.slice(i, i + 40))}`);
  };
  const space = () => {
    while (i < text.length && ' \t\r\n'.includes(text[i]!)) i++;
  };
  const value = (): LosslessJson => {
    space();
    const c = text[i];
    if (c === '{') {
      i++;
      const out: Record<string, LosslessJson> = {};
      space();
      if (text[i] === '}') {
        i++;
        return out;
      }
      for (;;) {
        space();
        if (text[i] !== '"') fail('a key');
        const key = string();
        space();
        if (text[i++] !== ':') fail('":"');
        Object.defineProperty(out, key, { value: value(), enumerable: true, writable: true, configurable: true });
        space();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i++] === '}') return out;
        fail('"," or "}"');
      }
    }
    if (c === '[') {
      i++;
      const out: LosslessJson[] = [];
      space();
      if (text[i] === ']') {
        i++;
        return out;
      }
      for (;;) {
        out.push(value());
        space();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i++] === ']') return out;
        fail('"," or "]"');
      }
    }
    if (c === '"') return string();
    const number = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (number) {
      i += number[0].length;
      return { $number: number[0] };
    }
    for (const [word, v] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return v;
      }
    }
    return fail('a value');
  };
  const string = (): string => {
    const m = /^"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/.exec(text.slice(i));
    if (!m) return fail('a string');
    i += m[0].length;
    return JSON.parse(m[0]) as string;
  };
  const out = value();
  space();
  if (i !== text.length) fail('the end of the text');
  return out;
}

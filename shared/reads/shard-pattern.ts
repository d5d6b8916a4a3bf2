/**
 * What a user types to name several partition keys at once: a numbered range of shards
 * (`WS#acme#01..#10`, `WS#acme#01..10`, or a base key plus `#1..#10`), or a list, one key a line
 * (or comma-separated on one line, or a JSON array of strings when a key holds a comma).
 * The result is key texts; `partition-values.ts` types them for the key attribute.
 */

/** Beyond this a typed range is more likely a slip than a plan (ten thousand parallel Queries). */
export const MAX_SHARDS = 1000;

export type ShardPatternResult =
  | { ok: true; keys: string[]; kind: 'range' | 'list' }
  | {
      ok: false;
      message: string;
      /** 1-based character position of the problem, when there is one. */ position?: number;
    };

const RANGE = '..';

function fail(message: string, position?: number): ShardPatternResult {
  return position === undefined ? { ok: false, message } : { ok: false, message, position };
}

/**
 * Parses a shard pattern. `base`, when given, is put in front of the pattern, so a base key
 * `WS#acme` with the suffix `#01..#10` reads as `WS#acme#01..#10`.
 */
export function parseShardPattern(text: string, base = ''): ShardPatternResult {
  const trimmed = text.trim();
  if (trimmed === '') return fail('type a numbered range such as <key>#01..#10, or several keys, one a line');
  if (trimmed.startsWith('[')) return parseJsonList(trimmed);
  const lines = trimmed
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
  if (lines.length > 1) return list(lines.map((l) => base + l));
  const only = lines[0]!;
  if (only.includes(RANGE)) return parseRange(base + only, base.length);
  if (only.includes(','))
    return list(
      only
        .split(',')
        .map((p) => p.trim())
        .filter((p) => p !== '')
        .map((p) => base + p),
    );
  return list([base + only]);
}

function list(keys: string[]): ShardPatternResult {
  const unique = [...new Set(keys)];
  if (unique.length > MAX_SHARDS)
    return fail(`${unique.length} keys is more than the ${MAX_SHARDS} one read may fan out to`);
  return { ok: true, keys: unique, kind: 'list' };
}

function parseJsonList(text: string): ShardPatternResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    return fail(`the list starts with "[" but is not valid JSON: ${(e as Error).message}`);
  }
  if (!Array.isArray(parsed) || parsed.length === 0)
    return fail('expected a JSON array of keys in double quotes, e.g. ["tag#music", "tag#book"]');
  const bad = parsed.findIndex((v) => typeof v !== 'string' || v === '');
  if (bad >= 0) return fail(`entry ${bad + 1} of the list is not a key in double quotes`);
  return list(parsed as string[]);
}

/**
 * `<prefix><first>..<lead><last><suffix>`: `lead` may repeat any tail of the prefix (`#10`,
 * `acme#10`, the whole key) or be empty (`01..10`). Leading zeros on either bound set the width
 * that every number is padded to, since zero-padded shard ids are what a writer usually makes.
 */
function parseRange(text: string, baseLength: number): ShardPatternResult {
  const at = text.indexOf(RANGE);
  if (text.indexOf(RANGE, at + RANGE.length) >= 0) {
    return fail('a pattern can hold one range ("..") only', text.indexOf(RANGE, at + RANGE.length) + 1 - baseLength);
  }
  const left = text.slice(0, at);
  const right = text.slice(at + RANGE.length);
  const firstDigits = /(\d+)$/.exec(left)?.[1];
  if (firstDigits === undefined) {
    return fail(
      'expected a number just before ".." (the first shard, e.g. 01 in WS#acme#01..#10)',
      Math.max(1, at - baseLength),
    );
  }
  const prefix = left.slice(0, left.length - firstDigits.length);
  const end = matchEnd(prefix, right);
  if (end === null) {
    return fail(
      'expected the last shard number after "..", e.g. #10 or 10 in WS#acme#01..#10',
      at + RANGE.length + 1 - baseLength,
    );
  }
  const first = Number.parseInt(firstDigits, 10);
  const last = Number.parseInt(end.digits, 10);
  const count = Math.abs(last - first) + 1;
  if (count > MAX_SHARDS)
    return fail(`the range ${first}..${last} names ${count} keys, more than the ${MAX_SHARDS} one read may fan out to`);
  const padded = /^0\d/.test(firstDigits) || /^0\d/.test(end.digits);
  const width = padded ? Math.max(firstDigits.length, end.digits.length) : 0;
  const step = last >= first ? 1 : -1;
  const keys: string[] = [];
  for (let n = first; ; n += step) {
    keys.push(prefix + String(n).padStart(width, '0') + end.suffix);
    if (n === last) break;
  }
  return { ok: true, keys, kind: 'range' };
}

function matchEnd(prefix: string, right: string): { digits: string; suffix: string } | null {
  // Longest repeated tail first, so `T2#01..T2#10` reads its lead as "T2#", not "T".
  for (let k = prefix.length; k >= 0; k--) {
    const lead = prefix.slice(prefix.length - k);
    if (!right.startsWith(lead)) continue;
    const m = /^(\d+)(.*)$/s.exec(right.slice(lead.length));
    if (m) return { digits: m[1]!, suffix: m[2]! };
  }
  return null;
}

/**
 * A projection that names an attribute no item has (`emial`, or `Email` for `email`: names are
 * case-sensitive) returns the items without it and says nothing. After a read, the attributes it
 * asked for that none of the items read carried, each with the name the items did carry that it
 * most likely meant. A filter naming such an attribute (`attribute_not_exists(etyp)`) passes or
 * drops every item just as silently, so its names are looked at the same way.
 */
import { parseConditionSyntax } from '../expressions/parse-syntax.js';
import { conditionPaths } from '../expressions/syntax.js';

export interface AbsentAttribute {
  name: string;
  /** An attribute of the items read that differs only in case, or by one or two letters. */
  likely?: string;
}

/** The top-level attribute each projected path starts at (`a.b[0]` -> `a`), `#placeholders` resolved. */
export function projectedTopNames(projection: string, names: Readonly<Record<string, string>> = {}): string[] {
  const out = new Set<string>();
  for (const part of projection.split(',')) {
    const head = /^\s*([^.[\s]+)/.exec(part)?.[1];
    if (head) out.add(head.startsWith('#') ? (names[head] ?? head) : head);
  }
  return [...out];
}

/**
 * The top-level attribute each path of a filter starts at, `#placeholders` resolved; none when the
 * filter does not parse (the form says why before the read).
 */
export function filteredTopNames(filter: string, names: Readonly<Record<string, string>> = {}): string[] {
  const parsed = parseConditionSyntax(filter, 'FilterExpression');
  if (!parsed.ok) return [];
  const out = new Set<string>();
  for (const p of conditionPaths(parsed.value)) {
    const head = p.segments[0];
    out.add(head.placeholder ? (names[head.text] ?? head.text) : head.text);
  }
  return [...out];
}

/**
 * `seen`: every attribute name of the items read. `known`: names the table is known to have (its
 * model's), where the one meant is looked for too: the items of a projected read carry only what
 * it asked for, so the right name is seldom among them. Nothing to say before an item was read.
 */
export function absentProjected(
  projected: readonly string[],
  seen: ReadonlySet<string>,
  itemsRead: number,
  known: Iterable<string> = [],
): AbsentAttribute[] {
  if (itemsRead === 0) return [];
  const candidates = new Set([...seen, ...known]);
  const out: AbsentAttribute[] = [];
  for (const name of projected) {
    if (seen.has(name) || name.startsWith('#')) continue;
    candidates.delete(name);
    const likely = likeliest(name, candidates);
    out.push(likely === undefined ? { name } : { name, likely });
  }
  return out;
}

function likeliest(name: string, seen: ReadonlySet<string>): string | undefined {
  const lower = name.toLowerCase();
  let best: string | undefined;
  let bestDistance = Math.min(2, Math.floor(name.length / 3));
  for (const s of seen) {
    if (s.toLowerCase() === lower) return s;
    if (Math.abs(s.length - name.length) > bestDistance) continue;
    const d = distance(lower, s.toLowerCase(), bestDistance);
    if (d <= bestDistance && (best === undefined || d < bestDistance)) {
      best = s;
      bestDistance = d;
    }
  }
  return best;
}

/** Edit distance (insert, delete, replace, swap of neighbours), given up past `limit`. */
function distance(a: string, b: string, limit: number): number {
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let low = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      row.push(v);
      low = Math.min(low, v);
    }
    if (low > limit) return limit + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/**
 * Which values differ between two images of an item, down into maps: a conflict names what the
 * other writer changed (`reading.hum`, not "reading"), and which of those the user changed too,
 * where re-applying on top puts the user's value over theirs.
 */
import type { AttributeValue, Item } from '../dynamo/types.js';
import { sameValue } from './value-equality.js';

export interface PathChange {
  path: string;
  before?: AttributeValue;
  after?: AttributeValue;
}

const SIMPLE = /^[A-Za-z_][A-Za-z0-9_]*$/;
const step = (at: string, name: string) =>
  SIMPLE.test(name) ? (at ? `${at}.${name}` : name) : `${at}[${JSON.stringify(name)}]`;

function walk(
  a: Record<string, AttributeValue>,
  b: Record<string, AttributeValue>,
  at: string,
  out: PathChange[],
): void {
  const names = [...Object.keys(a), ...Object.keys(b).filter((k) => !Object.hasOwn(a, k))];
  for (const name of names) {
    const x = Object.hasOwn(a, name) ? a[name] : undefined;
    const y = Object.hasOwn(b, name) ? b[name] : undefined;
    const path = step(at, name);
    if (x && y && 'M' in x && 'M' in y) walk(x.M, y.M, path, out);
    else if (!x || !y || !sameValue(x, y)) out.push({ path, ...(x ? { before: x } : {}), ...(y ? { after: y } : {}) });
  }
}

export function changedPaths(a: Item | undefined, b: Item | undefined): PathChange[] {
  const out: PathChange[] = [];
  walk(a ?? {}, b ?? {}, '', out);
  return out;
}

/** Paths both the user (read → mine) and the other writer (read → now) changed, to different values. */
export function clashingPaths(read: Item | undefined, mine: Item | undefined, now: Item | undefined): string[] {
  const within = (p: string, q: string) => p === q || p.startsWith(`${q}.`) || p.startsWith(`${q}[`);
  const near = (paths: string[]) => (p: string) => paths.some((q) => within(p, q) || within(q, p));
  const ours = near(changedPaths(read, mine).map((c) => c.path));
  const apart = near(changedPaths(mine, now).map((c) => c.path));
  return changedPaths(read, now)
    .map((c) => c.path)
    .filter((p) => ours(p) && apart(p));
}

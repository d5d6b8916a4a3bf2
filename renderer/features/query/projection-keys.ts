/**
 * A projection that leaves out the key attributes returns items that cannot be grouped into
 * collections. This adds the keys it lacks to a read's draft: bare where DynamoDB allows the name,
 * else through a new `#name` placeholder, so the draft stays one DynamoDB accepts.
 */
import { needsAlias } from '../../../shared/expressions/names.js';
import { projectedTopNames } from '../../../shared/reads/absent-projected.js';
import { parseNamesMap } from '../../model/query/placeholder-maps.js';
import type { QueryDraft } from '../../model/query/query-draft.js';

/** The draft's names map, or null when the form would refuse it. */
function parseNames(text: string): Record<string, string> | null {
  const r = parseNamesMap(text);
  return r.ok ? r.value : null;
}

/** Key attributes `draft`'s projection leaves out (none when it has no projection). */
export function missingKeys(draft: QueryDraft, keys: readonly string[]): string[] {
  if (draft.projection.trim() === '') return [];
  const names = parseNames(draft.names);
  if (names === null) return [];
  const have = new Set(projectedTopNames(draft.projection, names));
  return keys.filter((k) => !have.has(k));
}

/** The draft with `keys` added to its projection, or null when its names map cannot be read. */
export function withKeyAttributes(draft: QueryDraft, keys: readonly string[]): QueryDraft | null {
  const names = parseNames(draft.names);
  if (names === null) return null;
  const missing = missingKeys(draft, keys);
  if (missing.length === 0) return draft;
  const added: string[] = [];
  const nextNames = { ...names };
  for (const k of missing) {
    if (!needsAlias(k)) {
      added.push(k);
      continue;
    }
    const existing = Object.entries(nextNames).find(([, v]) => v === k)?.[0];
    let placeholder = existing;
    if (placeholder === undefined) {
      const base = `#${k.replace(/[^A-Za-z0-9_]/g, '_')}`;
      placeholder = base;
      for (let n = 2; placeholder in nextNames; n++) placeholder = `${base}${n}`;
      nextNames[placeholder] = k;
    }
    added.push(placeholder);
  }
  const namesChanged = Object.keys(nextNames).length !== Object.keys(names).length;
  return {
    ...draft,
    projection: [draft.projection.trim().replace(/,\s*$/, ''), ...added].join(', '),
    ...(namesChanged ? { names: JSON.stringify(nextNames) } : {}),
  };
}

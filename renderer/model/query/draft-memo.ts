/**
 * The renderer's one check of a read: a form's draft is built (and judged by the pre-send gate)
 * once per change of the draft, whoever asks: the form's render for the messages beside its
 * fields, its cost estimate, and Run, which sends what was built. Drafts are replaced, never
 * changed in place, so a draft object is its own key; a new object equal to the last one built
 * (an empty draft made again) is the same draft. The service checks the request once more
 * before it is sent (electron/service/request-gate.ts); nothing checks it in between.
 */
import type { TableDescription } from '../../../shared/dynamo/types.js';

export interface DraftMemo<D extends object, R> {
  /** The build of `draft` against `table`, made now only if this draft was not built before. */
  of(draft: D, table: TableDescription): R;
  /** How many times the build ran: a draft built twice is a check made twice. */
  readonly builds: number;
}

/** `same`: whether two draft objects are the same draft (for drafts made again from nothing). */
export function memoOnDraft<D extends object, R>(
  build: (draft: D, table: TableDescription) => R,
  same?: (a: D, b: D) => boolean,
): DraftMemo<D, R> {
  const byDraft = new WeakMap<D, { table: TableDescription; result: R }>();
  let last: { draft: D; table: TableDescription; result: R } | undefined;
  let builds = 0;
  return {
    of(draft, table) {
      const hit = byDraft.get(draft);
      if (hit && hit.table === table) return hit.result;
      if (last && last.table === table && same?.(last.draft, draft)) {
        byDraft.set(draft, { table, result: last.result });
        return last.result;
      }
      builds++;
      const result = build(draft, table);
      byDraft.set(draft, { table, result });
      last = { draft, table, result };
      return result;
    },
    get builds() {
      return builds;
    },
  };
}

/** Two flat drafts (every field a string, number or boolean) with the same fields. */
export function sameFlatDraft<D extends object>(a: D, b: D): boolean {
  if (a === b) return true;
  const ka = Object.keys(a) as (keyof D)[];
  return ka.length === Object.keys(b).length && ka.every((k) => a[k] === b[k]);
}

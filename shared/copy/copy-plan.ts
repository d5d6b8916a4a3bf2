/**
 * What a copy does to each source item on its way to the target, in one pure step the dialog, the
 * dry run and the tests share: attributes left out, attributes masked (mask.ts), keys renamed to
 * the target's names and checked (key-map.ts). A mask names a whole attribute or a path inside
 * one (mask-paths.ts); index key attributes renamed to the target's (index-key-map.ts). An item that cannot be copied is refused with the
 * reason naming it and the field, never sent.
 */
import { setOwn } from '../dynamo/own-property.js';
import type { Item } from '../dynamo/types.js';
import { applyRenames, type AttributeRename } from './index-key-map.js';
import { applyKeyMap, type KeyFieldMap } from './key-map.js';
import { Masker, MaskError } from './mask.js';
import { maskAttribute, outermost, pathText, type MaskPath } from './mask-paths.js';

export interface CopyOptions {
  keys: readonly KeyFieldMap[];
  /** Index key attributes given to the target under its own names. */
  renames?: readonly AttributeRename[];
  /** Top-level attributes (by the source's names) not copied. */
  leaveOut: readonly string[];
  /** Attributes (by the source's names), or paths of map keys inside them, replaced by their fakes. */
  mask: readonly (string | MaskPath)[];
  /** The masking salt: kept, the same values get the same fakes in a later copy. */
  salt: string;
}

export type CopiedItem = { ok: true; item: Item } | { ok: false; problem: string };

/** A short name for an item in a refusal: its position and its key as read. */
export function itemLabel(item: Item, index: number, keyNames: readonly string[]): string {
  const key = keyNames
    .filter((k) => Object.hasOwn(item, k))
    .map((k) => `${k}=${String(Object.values(item[k]!)[0])}`)
    .join(', ');
  return `item ${index + 1}${key ? ` (${key})` : ''}`;
}

export class CopyPlan {
  private readonly masker: Masker | null;
  private readonly leaveOut: ReadonlySet<string>;
  private readonly mask: readonly MaskPath[];
  private readonly masked: ReadonlySet<string>;

  constructor(private readonly options: CopyOptions) {
    const problem = checkOptions(options);
    if (problem) throw new MaskError(problem);
    this.leaveOut = new Set(options.leaveOut);
    this.mask = outermost(options.mask.map(asPath));
    this.masked = new Set(this.mask.map((p) => p[0]!));
    this.masker = options.mask.length > 0 ? new Masker(options.salt) : null;
  }

  /** The item as the target gets it; `index` counts from 0 over the whole copy. */
  copy(item: Item, index: number): CopiedItem {
    const label = itemLabel(
      item,
      index,
      this.options.keys.map((k) => k.source),
    );
    const out: Item = {};
    try {
      for (const [name, value] of Object.entries(item)) {
        if (this.leaveOut.has(name)) continue;
        setOwn(out, name, this.masked.has(name) ? maskAttribute(name, value, this.mask, this.masker!, label) : value);
      }
    } catch (e) {
      if (e instanceof MaskError) return { ok: false, problem: e.message };
      throw e;
    }
    const keyed = applyKeyMap(out, this.options.keys, label);
    return keyed.ok && this.options.renames?.length ? applyRenames(keyed.item, this.options.renames, label) : keyed;
  }
}

const asPath = (m: string | MaskPath): MaskPath => (typeof m === 'string' ? [m] : m);

/** What is wrong with the options as a whole, in the dialog's words, or null. */
export function checkOptions(options: CopyOptions): string | null {
  const keySources = new Set(options.keys.map((k) => k.source));
  const leftKey = options.leaveOut.find((a) => keySources.has(a));
  if (leftKey !== undefined) return `Leave out: ${leftKey} gives a key of the target, so it cannot be left out.`;
  const both = options.mask.map(asPath).find((p) => options.leaveOut.includes(p[0]!));
  if (both !== undefined) return `Mask: ${pathText(both)} is left out already; choose one of the two.`;
  const empty = options.mask.map(asPath).find((p) => p.length === 0);
  if (empty !== undefined) return 'Mask: expected an attribute name or a path of map keys, got an empty path.';
  if (options.mask.length > 0 && options.salt.length === 0) return 'Salt: expected a salt to mask with.';
  return null;
}

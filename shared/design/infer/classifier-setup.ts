/**
 * What a shape classifier (shape-classifier.ts) is given and how it starts: which key attributes
 * it hashes beside the read's sort key (an index read's table key, a model's table sort key), and
 * which attributes it watches from the first item (the user's type attribute, the model's, the one
 * an earlier read learned). Decided once per classifier, apart from the per-item work.
 */
import type { DesignLearned, DesignOverrides, TableDesign } from '../model/table-design.js';
import { isTypeLikeName } from './attribute-sample.js';
import type { InferenceKeys } from './types.js';

export interface ClassifierOptions {
  tableName: string;
  keys: InferenceKeys;
  overrides?: DesignOverrides | null;
  model?: TableDesign | null;
  /** What a confident earlier read of the table found: the defaults a small read starts from. */
  learned?: DesignLearned | null;
  /** Attributes to watch from the first item (those an earlier classifier of the same read took up). */
  watch?: readonly string[];
}

/** A key attribute read beside the read's own keys, with the partition key of its table when that differs. */
export interface SideKey {
  pk: string | undefined;
  key: string;
}

export interface ClassifierKeys {
  skName: string | undefined;
  keyAttributes: Set<string>;
  /**
   * On an index read, the table's own sort key (or partition key) when the index's keys are other
   * attributes: a KEYS_ONLY projection still carries it, and its words type an item the index's
   * keys say nothing of.
   */
  tableKey: SideKey | null;
  /** An index read typed by a model: the table's sort key, every shape of which is a class of its own. */
  modelKey: SideKey | null;
  /** The key hashed beside the read's sort key: the model's table sort key, else the table key of an index read. */
  hashedKey: SideKey | null;
}

export function classifierKeys(k: InferenceKeys, model: TableDesign | null): ClassifierKeys {
  const keyAttributes = new Set([k.partitionKey, ...(k.sortKey ? [k.sortKey] : [])]);
  const tk = (k.tableKeys ?? []).filter((a) => !keyAttributes.has(a));
  const tableKey =
    tk.length === 0
      ? null
      : { pk: k.tableKeys![0] === tk[tk.length - 1] ? undefined : k.tableKeys![0], key: tk[tk.length - 1]! };
  // A model types an index read's items by the table's keys they carry: those keys tell classes apart
  // (also on an index keyed by the table's keys the other way round, where the table's sort key is not the read's).
  const mk = model?.keys;
  const modelKey =
    mk?.sortKey !== undefined && mk.sortKey !== k.sortKey
      ? { pk: mk.partitionKey === mk.sortKey ? undefined : mk.partitionKey, key: mk.sortKey }
      : null;
  return { skName: k.sortKey, keyAttributes, tableKey, modelKey, hashedKey: modelKey ?? tableKey };
}

/** The attributes watched from the first item: those given, the user's type attribute, the model's, then a learned one. */
export function watchedFromStart(
  options: ClassifierOptions,
  overrides: DesignOverrides | null,
  model: TableDesign | null,
): string[] {
  const forced = [...(options.watch ?? [])];
  const ot = overrides?.typeAttribute;
  if (typeof ot === 'string' && !forced.includes(ot)) forced.push(ot);
  if (model?.typeAttribute && !forced.includes(model.typeAttribute)) forced.push(model.typeAttribute);
  const lt = options.learned?.typeAttribute;
  if (lt !== undefined && ot === undefined && !forced.includes(lt)) forced.push(lt);
  return forced;
}

/** The key attributes left out of the attribute statistics: all but a type-like partition key (an inverted index's names the entity). */
export function unsampledKeys(keys: InferenceKeys, keyAttributes: ReadonlySet<string>): Set<string> {
  const sampled = new Set(keyAttributes);
  if (isTypeLikeName(keys.partitionKey)) sampled.delete(keys.partitionKey);
  return sampled;
}

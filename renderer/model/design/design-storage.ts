/**
 * The design choices for a table on a connection (overrides and an imported model), remembered
 * through the app's storage interface so the table opens as the user left it. A stored value that
 * no longer parses is dropped rather than breaking the read.
 */
import { NO_CHOICES, type DesignChoices, type KeptTypingModel } from '../../../shared/design/model/design-choices.js';
import { isObject } from '../../../shared/design/formats/import-errors.js';
import type { DesignLearned, TableDesign } from '../../../shared/design/model/table-design.js';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const designKey = (connectionId: string | undefined, table: string) =>
  `ice.design.${connectionId ?? 'sandbox'}.${table}`;

export function loadDesignChoices(storage: Store, connectionId: string | undefined, table: string): DesignChoices {
  try {
    const raw = storage.getItem(designKey(connectionId, table));
    if (raw === null) return NO_CHOICES;
    const v = JSON.parse(raw) as unknown;
    if (!isObject(v) || !isObject(v.overrides)) return NO_CHOICES;
    const model = isObject(v.model) && Array.isArray(v.model.entities) ? (v.model as unknown as TableDesign) : null;
    const learned = isObject(v.learned) ? pickLearned(v.learned) : undefined;
    const sorts = isObject(v.kept) ? v.kept.parentSorts : undefined;
    const kept: KeptTypingModel | undefined =
      isObject(v.kept) &&
      isObject(v.kept.design) &&
      Array.isArray(v.kept.design.entities) &&
      isObject(v.kept.design.keys)
        ? {
            design: v.kept.design as unknown as TableDesign,
            ...(sorts === 'first' || sorts === 'last' ? { parentSorts: sorts } : {}),
            ...(keptFrom(v.kept.from) ?? {}),
          }
        : undefined;
    return { overrides: v.overrides, model, ...(learned ? { learned } : {}), ...(kept ? { kept } : {}) };
  } catch {
    return NO_CHOICES;
  }
}

export function saveDesignChoices(
  storage: Store,
  connectionId: string | undefined,
  table: string,
  choices: DesignChoices,
): void {
  try {
    const empty =
      choices.model === null &&
      Object.keys(choices.overrides).length === 0 &&
      choices.learned === undefined &&
      choices.kept === undefined;
    if (empty) storage.removeItem(designKey(connectionId, table));
    else storage.setItem(designKey(connectionId, table), JSON.stringify(choices));
  } catch {
    // The choice still applies to this session.
  }
}

function pickLearned(v: Record<string, unknown>): DesignLearned | undefined {
  const out: DesignLearned = {};
  if (typeof v.typeAttribute === 'string' && v.typeAttribute !== '') out.typeAttribute = v.typeAttribute;
  if (
    out.typeAttribute &&
    typeof v.typeAttributeItems === 'number' &&
    Number.isSafeInteger(v.typeAttributeItems) &&
    v.typeAttributeItems > 0
  )
    out.typeAttributeItems = v.typeAttributeItems;
  if (typeof v.delimiter === 'string' && v.delimiter !== '') out.delimiter = v.delimiter;
  if (isObject(v.templateTypes)) {
    const types = Object.entries(v.templateTypes).filter(
      (e): e is [string, string] => typeof e[1] === 'string' && e[0].includes('='),
    );
    if (types.length > 0) out.templateTypes = Object.fromEntries(types);
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

function keptFrom(v: unknown): { from: NonNullable<KeptTypingModel['from']> } | null {
  if (!isObject(v) || typeof v.items !== 'number' || typeof v.at !== 'number') return null;
  const operation = v.operation === 'Scan' || v.operation === 'Query' || v.operation === 'GetItem' ? v.operation : null;
  return operation === null ? null : { from: { operation, items: v.items, at: v.at } };
}

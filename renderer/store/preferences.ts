/**
 * UI preferences kept between runs through the app storage: which editor and code tab were open,
 * the tool tab, the inspector's format. Read once when the store is made; written when one changes.
 */
import type { StoreApi } from 'zustand/vanilla';
import { appStorage } from '../api/service-storage.js';
import type { AppState } from './index.js';

export const PREFS_KEY = 'ice.prefs';

type Prefs = Pick<AppState, 'readEditor' | 'snippetLanguage' | 'toolTab' | 'inspectorFormat'>;
const FIELDS = ['readEditor', 'snippetLanguage', 'toolTab', 'inspectorFormat'] as const;

function read(): Partial<Prefs> {
  try {
    const v: unknown = JSON.parse(appStorage().getItem(PREFS_KEY) ?? '{}');
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Partial<Prefs>) : {};
  } catch {
    return {};
  }
}

/** Applies the kept preferences (each only if it is still one the store knows) and keeps them. */
export function keepPreferences(store: StoreApi<AppState>, allowed: { [K in keyof Prefs]: readonly Prefs[K][] }): void {
  const kept = read();
  const patch: Partial<Prefs> = {};
  for (const f of FIELDS) {
    const v = kept[f];
    if (v !== undefined && (allowed[f] as readonly unknown[]).includes(v)) (patch as Record<string, unknown>)[f] = v;
  }
  if (Object.keys(patch).length) store.setState(patch);
  store.subscribe((s, prev) => {
    if (FIELDS.every((f) => s[f] === prev[f])) return;
    appStorage().setItem(PREFS_KEY, JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, s[f]]))));
  });
}

/**
 * localStorage when the page has one, else a memory stand-in (a test's store, a storage-disabled
 * browser), so remembering history or a parent choice never breaks a read.
 */
type Storage3 = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const memory = new Map<string, string>();
const memoryStorage: Storage3 = {
  getItem: (k) => memory.get(k) ?? null,
  setItem: (k, v) => { memory.set(k, v); },
  removeItem: (k) => { memory.delete(k); },
};

export function appStorage(): Storage3 {
  try {
    const s = (globalThis as { localStorage?: Storage }).localStorage;
    if (s) return s;
  } catch {
    // Access can throw when storage is disabled.
  }
  return memoryStorage;
}

/**
 * The one door every feature uses to keep something between runs (history, saved patterns, parent
 * and design choices, preferences). Backed by the service, which keeps it on disk in the app's data
 * folder: loaded once at startup, then read from memory and written through, so reads stay
 * synchronous and a restart (or a new port in web mode) loses nothing. What an older version left in
 * this browser's localStorage is taken over once. Until the service answers, and in tests, it is
 * memory only.
 */
import type { ExplorerApi } from '../../shared/api.js';

/** The part of the Web Storage interface the app keeps things through (AppStorage, or a test's own). */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
/** What the take-over needs of localStorage: its keys too. */
export type LocalStorageLike = KeyValueStore & Pick<Storage, 'key' | 'length'>;
type StateApi = Pick<ExplorerApi, 'getAppState' | 'updateAppState'>;

/** Set in localStorage once its entries are in the service, so they are taken over only once. */
export const MIGRATED_MARK = 'ice.migratedToService';
/** An older version's keys all start `ice.`; the web token lives in sessionStorage, never here. */
const isOurs = (k: string) => k.startsWith('ice.') && k !== MIGRATED_MARK && k !== 'ice.token';

export interface StorageNotice {
  kind: 'error' | 'info';
  message: string;
}

export class AppStorage implements KeyValueStore {
  private readonly entries = new Map<string, string>();
  private pendingSet = new Map<string, string>();
  private pendingRemove = new Set<string>();
  /** Writes on their way, with the keys each carries. */
  private readonly inFlight = new Map<Promise<void>, ReadonlySet<string>>();
  private scheduled = false;
  private backend: StateApi | null = null;
  private noticeValue: StorageNotice | null = null;
  private readonly listeners = new Set<() => void>();

  getItem(key: string): string | null {
    return this.entries.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    if (this.entries.get(key) === value) return;
    this.entries.set(key, value);
    this.pendingRemove.delete(key);
    this.pendingSet.set(key, value);
    this.schedule();
    this.emit();
  }

  removeItem(key: string): void {
    if (!this.entries.has(key)) return;
    this.entries.delete(key);
    this.pendingSet.delete(key);
    this.pendingRemove.add(key);
    this.schedule();
    this.emit();
  }

  keys(): string[] {
    return [...this.entries.keys()];
  }

  /** Loads the service's state, takes over localStorage once, and from then on writes through. */
  async start(api: StateApi, local: LocalStorageLike | null): Promise<void> {
    const snapshot = await api.getAppState();
    // Anything set before the service answered (nothing, normally) wins over what was on disk.
    const early = new Map(this.entries);
    this.entries.clear();
    for (const [k, v] of Object.entries(snapshot.entries)) this.entries.set(k, v);
    for (const [k, v] of early) this.entries.set(k, v);
    this.backend = api;
    if (snapshot.notice) this.setNotice({ kind: 'error', message: snapshot.notice });
    const taken = local ? takeOver(local, this.entries) : null;
    if (taken && taken.size > 0) {
      for (const [k, v] of taken) this.entries.set(k, v);
      await api.updateAppState({ set: Object.fromEntries(taken), localStorageMigrated: true });
      this.setNotice({
        kind: 'info',
        message: `Took over ${taken.size} saved item${taken.size === 1 ? '' : 's'} (patterns, history, choices) from this browser; they are now kept in ${snapshot.location}.`,
      });
    }
    if (taken) markTaken(local!);
    if (this.pendingSet.size || this.pendingRemove.size) this.schedule();
  }

  /**
   * Sends what is still waiting at once, without waiting for the writes in flight: the page is going
   * away (a reload straight after a change), and a change queued behind that write would be lost.
   */
  flushNow(): void {
    if (!this.backend || (this.pendingSet.size === 0 && this.pendingRemove.size === 0)) return;
    const set = Object.fromEntries(this.pendingSet);
    const remove = [...this.pendingRemove];
    this.pendingSet = new Map();
    this.pendingRemove = new Set();
    void this.backend
      .updateAppState({ ...(Object.keys(set).length ? { set } : {}), ...(remove.length ? { remove } : {}) })
      .catch(() => undefined);
  }

  /** Resolves once every change made so far is on disk (or has failed, with a notice). */
  async flushed(): Promise<void> {
    while (this.scheduled || this.inFlight.size > 0) {
      if (this.inFlight.size > 0) await Promise.all(this.inFlight.keys());
      else await Promise.resolve();
    }
  }

  notice(): StorageNotice | null {
    return this.noticeValue;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The service could not be asked (an older server, a lost connection): memory only, and say so. */
  reportStartFailure(e: unknown): void {
    this.setNotice({
      kind: 'error',
      message: `Saved patterns, history and choices could not be loaded: ${(e as Error)?.message ?? String(e)}. Changes last until the page is closed.`,
    });
  }

  dismissNotice(): void {
    this.setNotice(null);
  }

  private setNotice(n: StorageNotice | null): void {
    this.noticeValue = n;
    this.emit();
  }

  /** Listeners hear every change of an entry or of the notice, and read what they need. */
  private emit(): void {
    for (const l of this.listeners) l();
  }

  /**
   * Changes made in one turn go together in one write. A change to a key whose earlier value is
   * still on its way waits for that write (so the service keeps the later value); changes to other
   * keys go at once, beside it. Queued behind a write in flight, the read's address kept as the
   * read ended was lost when the window closed straight after.
   */
  private schedule(): void {
    if (!this.backend || this.scheduled) return;
    this.scheduled = true;
    queueMicrotask(() => {
      this.scheduled = false;
      this.sendReady();
    });
  }

  private sendReady(): void {
    const busy = new Set<string>();
    for (const keys of this.inFlight.values()) for (const k of keys) busy.add(k);
    const set: Record<string, string> = {};
    const remove: string[] = [];
    for (const [k, v] of this.pendingSet)
      if (!busy.has(k)) {
        set[k] = v;
        this.pendingSet.delete(k);
      }
    for (const k of this.pendingRemove)
      if (!busy.has(k)) {
        remove.push(k);
        this.pendingRemove.delete(k);
      }
    const keys = new Set([...Object.keys(set), ...remove]);
    if (keys.size === 0) return;
    const write = this.backend!.updateAppState({
      ...(Object.keys(set).length ? { set } : {}),
      ...(remove.length ? { remove } : {}),
    })
      .then(
        () => undefined,
        (e: unknown) => {
          this.setNotice({
            kind: 'error',
            message: `Could not save: ${(e as Error).message}. The change lasts until the page is closed.`,
          });
        },
      )
      .finally(() => {
        this.inFlight.delete(write);
        // What waited for these keys goes now.
        if (this.pendingSet.size || this.pendingRemove.size) this.schedule();
      });
    this.inFlight.set(write, keys);
  }
}

function takeOver(local: LocalStorageLike, have: ReadonlyMap<string, string>): Map<string, string> | null {
  try {
    if (local.getItem(MIGRATED_MARK) !== null) return null;
    const found = new Map<string, string>();
    for (let i = 0; i < local.length; i++) {
      const k = local.key(i);
      if (k === null || !isOurs(k) || have.has(k)) continue;
      const v = local.getItem(k);
      if (v !== null) found.set(k, v);
    }
    return found;
  } catch {
    return null;
  }
}

function markTaken(local: LocalStorageLike): void {
  try {
    local.setItem(MIGRATED_MARK, new Date().toISOString());
  } catch {
    // A storage that refuses the mark is read again next time; entries already taken are skipped.
  }
}

const shared = new AppStorage();

/** The app's storage; memory only until `startAppStorage` has loaded the service's state. */
export function appStorage(): AppStorage {
  return shared;
}

export function startAppStorage(api: StateApi): Promise<void> {
  const events = globalThis as { addEventListener?: (type: string, listener: () => void) => void };
  events.addEventListener?.('pagehide', () => shared.flushNow());
  return shared.start(api, browserLocalStorage());
}

function browserLocalStorage(): LocalStorageLike | null {
  try {
    return (globalThis as { localStorage?: Storage }).localStorage ?? null;
  } catch {
    return null;
  }
}

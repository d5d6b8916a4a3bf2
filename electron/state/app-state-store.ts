/**
 * What the user keeps between runs (saved patterns, history, parent and design choices, UI
 * preferences, added endpoints) in one JSON file in the app's data folder. Loaded once; every
 * change is applied in order (one write at a time), checked against size bounds, and written
 * atomically, so a crash leaves the previous version and a failed write changes nothing.
 */
import { rename, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { ApiError } from '../../shared/api-errors.js';
import { readIfPresent, removeLeftoverTemps, writeFileAtomic } from './atomic-file.js';
import { quoteShort } from '../../shared/text/quote-short.js';

export const APP_STATE_FILE = 'app-state.json';
export const APP_STATE_FORMAT = 'item-collection-explorer/app-state';
export const APP_STATE_VERSION = 1;

export const STATE_LIMITS = {
  keyChars: 300,
  valueBytes: 2 * 1024 * 1024,
  totalBytes: 16 * 1024 * 1024,
  entries: 5000,
  endpoints: 200,
};

/** An added endpoint as kept on disk: where and what it is, never a secret. */
export interface SavedEndpoint {
  id: string;
  name: string;
  endpoint: string;
  region: string;
  /** A profile whose credentials sign this endpoint's requests (its name only). */
  profile?: string;
  /**
   * The access key id it signs with, when it has its own key: an identifier, not a secret (the
   * AWS CLI keeps it in plain config too). Its secret is never kept, and is asked for again.
   */
  accessKeyId?: string;
  /** Time bounds given when the endpoint was added, in ms. */
  connectTimeoutMs?: number;
  responseTimeoutMs?: number;
  callTimeoutMs?: number;
}

export interface AppStateFile {
  format: typeof APP_STATE_FORMAT;
  version: typeof APP_STATE_VERSION;
  /** Set once the renderer has taken over what an older version kept in localStorage. */
  localStorageMigrated: boolean;
  entries: Record<string, string>;
  endpoints: SavedEndpoint[];
  /** The number the next added endpoint's id takes, so an id a link names is never given to another. */
  nextEndpoint: number;
}

export interface AppStateChange {
  set?: Record<string, string>;
  remove?: string[];
  localStorageMigrated?: boolean;
}

const savedEndpointSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  endpoint: z.string().min(1),
  region: z.string().min(1),
  profile: z.string().min(1).optional(),
  accessKeyId: z.string().min(1).max(128).optional(),
  connectTimeoutMs: z.number().int().min(100).max(600_000).optional(),
  responseTimeoutMs: z.number().int().min(100).max(600_000).optional(),
  callTimeoutMs: z.number().int().min(100).max(600_000).optional(),
});

const fileSchema = z.object({
  format: z.literal(APP_STATE_FORMAT),
  version: z.literal(APP_STATE_VERSION),
  localStorageMigrated: z.boolean().default(false),
  entries: z.record(z.string(), z.string()).default({}),
  endpoints: z.array(savedEndpointSchema).default([]),
  nextEndpoint: z.number().int().positive().default(1),
});

const empty = (): AppStateFile => ({
  format: APP_STATE_FORMAT,
  version: APP_STATE_VERSION,
  localStorageMigrated: false,
  entries: {},
  endpoints: [],
  nextEndpoint: 1,
});

export const STATE_TOO_LARGE = 'AppStateTooLarge';
export const STATE_WRITE_FAILED = 'AppStateWriteFailed';

export class AppStateStore {
  /** Undefined for a store kept in memory only (a session started without a data folder). */
  readonly path: string | undefined;
  private state?: AppStateFile;
  private loading?: Promise<AppStateFile>;
  private queue: Promise<unknown> = Promise.resolve();
  /** Why the file on disk could not be used, once, for the user to read. */
  private notice?: string;

  constructor(dir: string | undefined) {
    this.path = dir === undefined ? undefined : join(dir, APP_STATE_FILE);
  }

  /** The state as loaded (once) from disk; a damaged file is set aside and the app starts empty. */
  async load(): Promise<AppStateFile> {
    this.loading ??= this.readFromDisk();
    return this.loading;
  }

  /** The state after every change asked for before this call (a reload right after a save sees it). */
  settled(): Promise<AppStateFile> {
    return this.serialized(() => this.load());
  }

  /** The message about a damaged file, if loading found one. */
  loadNotice(): string | undefined {
    return this.notice;
  }

  /** Applies one change after every change before it; nothing changes if the write fails. */
  update(change: AppStateChange): Promise<{ bytes: number }> {
    return this.serialized(async () => {
      const current = await this.load();
      const next: AppStateFile = { ...current, entries: { ...current.entries } };
      for (const key of change.remove ?? []) delete next.entries[key];
      for (const [key, value] of Object.entries(change.set ?? {})) {
        checkEntry(key, value);
        next.entries[key] = value;
      }
      if (change.localStorageMigrated !== undefined) next.localStorageMigrated = change.localStorageMigrated;
      return this.commit(next);
    });
  }

  saveEndpoints(endpoints: readonly SavedEndpoint[], nextEndpoint = 1): Promise<{ bytes: number }> {
    return this.serialized(async () => {
      if (endpoints.length > STATE_LIMITS.endpoints) {
        throw new ApiError({
          name: STATE_TOO_LARGE,
          field: 'endpoint',
          message: `At most ${STATE_LIMITS.endpoints} endpoints are kept; remove one first`,
        });
      }
      const current = await this.load();
      return this.commit({
        ...current,
        endpoints: endpoints.map((e) => ({ ...e })),
        nextEndpoint: Math.max(current.nextEndpoint, nextEndpoint),
      });
    });
  }

  private serialized<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async commit(next: AppStateFile): Promise<{ bytes: number }> {
    const keys = Object.keys(next.entries).length;
    if (keys > STATE_LIMITS.entries) {
      throw new ApiError({
        name: STATE_TOO_LARGE,
        message: `The app state would hold ${keys} entries; at most ${STATE_LIMITS.entries} are kept. Clear some history or patterns first.`,
      });
    }
    const text = `${JSON.stringify(next, null, 1)}\n`;
    const bytes = Buffer.byteLength(text, 'utf8');
    if (bytes > STATE_LIMITS.totalBytes) {
      throw new ApiError({
        name: STATE_TOO_LARGE,
        message: `The app state would be ${mib(bytes)}; at most ${mib(STATE_LIMITS.totalBytes)} is kept. Clear some history or patterns first.`,
      });
    }
    try {
      if (this.path !== undefined) await writeFileAtomic(this.path, text);
    } catch (e) {
      throw new ApiError({
        name: STATE_WRITE_FAILED,
        message: `Could not save the app state to ${this.path}: ${(e as Error).message}`,
      });
    }
    this.state = next;
    this.loading = Promise.resolve(next);
    return { bytes };
  }

  private async readFromDisk(): Promise<AppStateFile> {
    if (this.path === undefined) return (this.state = empty());
    await removeLeftoverTemps(this.path);
    let read;
    let tooLarge: string | undefined;
    try {
      // A file over the bound is not read at all (50 MB took 425 MB to load, and no save fitted after).
      const size = await stat(this.path).then(
        (s) => s.size,
        () => 0,
      );
      if (size > STATE_LIMITS.totalBytes)
        tooLarge = `it is ${mib(size)}, over the ${mib(STATE_LIMITS.totalBytes)} the app keeps`;
      read = tooLarge ? { status: 'ok' as const, text: '' } : await readIfPresent(this.path);
    } catch (e) {
      this.notice = `The saved app state in ${this.path} could not be read (${(e as Error).message}). The app starts without saved patterns, history and endpoints.`;
      return (this.state = empty());
    }
    if (read.status === 'missing') return (this.state = empty());
    const problem = tooLarge ?? parseProblem(read.text);
    if (typeof problem !== 'string') return (this.state = problem);
    const aside = `${this.path}.corrupt-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    let kept = `it was kept as ${aside}`;
    try {
      await rename(this.path, aside);
    } catch (e) {
      kept = `it could not be moved aside (${(e as Error).message}) and will be replaced on the next save`;
    }
    this.notice = `The saved app state in ${this.path} could not be read (${problem}); ${kept}. The app starts without saved patterns, history and endpoints.`;
    return (this.state = empty());
  }
}

/** The parsed file, or why it cannot be used. */
function parseProblem(text: string): AppStateFile | string {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return `not valid JSON: ${(e as Error).message}`;
  }
  const r = fileSchema.safeParse(raw);
  if (!r.success) {
    const issue = r.error.issues[0]!;
    return `${issue.path.map(String).join('.') || 'the file'}: ${issue.message}`;
  }
  return boundsProblem(r.data as AppStateFile) ?? (r.data as AppStateFile);
}

/** The bounds every save is held to, checked on load too: a file past them could never be saved again. */
function boundsProblem(file: AppStateFile): string | undefined {
  const keys = Object.keys(file.entries);
  if (keys.length > STATE_LIMITS.entries)
    return `it holds ${keys.length} entries, over the ${STATE_LIMITS.entries} the app keeps`;
  if (file.endpoints.length > STATE_LIMITS.endpoints)
    return `it holds ${file.endpoints.length} endpoints, over the ${STATE_LIMITS.endpoints} the app keeps`;
  for (const key of keys) {
    if (key.length === 0 || key.length > STATE_LIMITS.keyChars || key === '__proto__')
      return `an entry's key is not 1 to ${STATE_LIMITS.keyChars} characters`;
    const bytes = Buffer.byteLength(file.entries[key]!, 'utf8');
    if (bytes > STATE_LIMITS.valueBytes)
      return `the entry ${quoteShort(key)} is ${mib(bytes)}, over the ${mib(STATE_LIMITS.valueBytes)} one entry may hold`;
  }
  return undefined;
}

function checkEntry(key: string, value: string): void {
  if (key === '__proto__')
    throw new ApiError({
      name: 'RequestValidationError',
      field: 'set',
      message: 'set: "__proto__" is not allowed as a key',
    });
  if (key.length === 0 || key.length > STATE_LIMITS.keyChars) {
    throw new ApiError({
      name: STATE_TOO_LARGE,
      field: 'set',
      message: `An app-state key must be 1 to ${STATE_LIMITS.keyChars} characters; got ${key.length}`,
    });
  }
  const bytes = Buffer.byteLength(value, 'utf8');
  if (bytes > STATE_LIMITS.valueBytes) {
    throw new ApiError({
      name: STATE_TOO_LARGE,
      field: `set.${key}`,
      message: `"${key}" is ${mib(bytes)}; one entry may be at most ${mib(STATE_LIMITS.valueBytes)}`,
    });
  }
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 1024 * 1024 ? 2 : 1)} MiB`;

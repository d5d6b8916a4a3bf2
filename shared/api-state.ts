/**
 * The part of the contract about what the user keeps: the app state the service holds on disk (a
 * map of named entries the renderer reads once and writes through), and saved access patterns
 * kept as a file in the user's own repository. Spread into `requestSchemas` in api.ts.
 */
import { z } from 'zod';

/** The bounds the service enforces; the schemas refuse what could never fit before it is sent. */
export const APP_STATE_KEY_MAX = 300;
export const PATTERNS_FILE_MAX_BYTES = 2 * 1024 * 1024;

const stateKey = z
  .string({ error: 'expected a key as a string' })
  .min(1, 'a key must not be empty')
  .max(APP_STATE_KEY_MAX, `a key is at most ${APP_STATE_KEY_MAX} characters`);
const filePath = z
  .string({ error: 'expected a file path' })
  .min(1, 'a file path must not be empty')
  .max(4096, 'a file path is at most 4096 characters')
  .regex(/\.json$/i, 'expected a path to a .json file');

export const getAppStateRequest = z.strictObject({});

export const updateAppStateRequest = z.strictObject({
  set: z
    .record(z.string(), z.string({ error: 'expected the value as a string' }))
    .superRefine((set, ctx) => {
      // Said here rather than by a key schema, whose failure zod reports only as "Invalid key in record".
      for (const key of Object.keys(set)) {
        const problem =
          key.length === 0
            ? 'a key must not be empty'
            : key.length > APP_STATE_KEY_MAX
              ? `a key is at most ${APP_STATE_KEY_MAX} characters; "${key.slice(0, 40)}…" has ${key.length}`
              : null;
        if (problem) return void ctx.addIssue({ code: 'custom', message: problem });
      }
    })
    .optional(),
  remove: z.array(stateKey).max(10_000, 'at most 10,000 keys at once').optional(),
  /** The renderer has taken over what an older version kept in this browser's localStorage. */
  localStorageMigrated: z.boolean({ error: 'expected true or false' }).optional(),
});

export const readPatternsFileRequest = z.strictObject({ path: filePath });

export const writePatternsFileRequest = z.strictObject({
  path: filePath,
  text: z
    .string({ error: 'expected the file text as a string' })
    .max(PATTERNS_FILE_MAX_BYTES, 'a patterns file is at most 2 MiB'),
});

export interface AppStateSnapshot {
  entries: Record<string, string>;
  localStorageMigrated: boolean;
  /** Where the state is kept, to show the user. */
  location: string;
  /** Set when the file on disk was damaged and set aside: what happened and where it went. */
  notice?: string;
}

export interface PatternsFileText {
  /** The absolute path read or written. */
  path: string;
  text: string;
}

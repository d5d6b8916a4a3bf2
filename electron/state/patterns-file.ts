/**
 * Saved access patterns kept as a file where the user wants them (beside the table's design in
 * their repository): read it, or write it atomically. Only a patterns file is ever replaced, so a
 * mistyped path cannot overwrite someone's code or config; only a patterns file is ever read
 * back, and nothing under the credential and key folders is touched at all, so this method can
 * not be used to read the SSO token cache or any other file through the API.
 */
import { stat } from 'node:fs/promises';
import { isAbsolute, resolve } from 'node:path';
import { ApiError, REQUEST_VALIDATION } from '../../shared/api-errors.js';
import { PATTERNS_FILE_MAX_BYTES } from '../../shared/api-state.js';
import { importPatterns, PATTERN_FILE_FORMAT } from '../../shared/patterns/saved-patterns-file.js';
import { readIfPresent, writeFileAtomic } from './atomic-file.js';
import { protectedFolderOf } from './protected-paths.js';

function absolute(path: string): string {
  if (!isAbsolute(path)) {
    throw new ApiError({
      name: REQUEST_VALIDATION,
      field: 'path',
      statusCode: 400,
      message: `path: expected an absolute path (such as /home/me/repo/access-patterns.json), got "${path}"`,
    });
  }
  return resolve(path);
}

export const PATTERNS_FILE_ERROR = 'PatternsFileError';
export const PROTECTED_PATH = 'ProtectedPath';

const fileError = (path: string, what: string, e: unknown, statusCode = 400) =>
  new ApiError({
    name: PATTERNS_FILE_ERROR,
    field: 'path',
    statusCode,
    message: `Could not ${what} ${path}: ${(e as Error).message}`,
  });

/** Refuses, by name, a path in a folder where credentials or keys are kept. */
async function refuseProtected(file: string): Promise<void> {
  const folder = await protectedFolderOf(file);
  if (folder) {
    throw new ApiError({
      name: PROTECTED_PATH,
      field: 'path',
      statusCode: 403,
      message: `${file} is in ${folder}, where credentials and keys are kept; patterns files are never read from or written there. Keep the patterns file beside the table's design in your repository.`,
    });
  }
}

export async function readPatternsFile(path: string): Promise<{ path: string; text: string }> {
  const file = absolute(path);
  await refuseProtected(file);
  let text: string;
  try {
    const info = await stat(file);
    if (!info.isFile()) throw new Error('it is not a file');
    if (info.size > PATTERNS_FILE_MAX_BYTES)
      throw new Error(`it is ${info.size} bytes; a patterns file is at most ${PATTERNS_FILE_MAX_BYTES}`);
    const read = await readIfPresent(file);
    if (read.status === 'missing') throw Object.assign(new Error('there is no such file'), { code: 'ENOENT' });
    text = read.text;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT')
      throw fileError(file, 'read', new Error('there is no such file'), 404);
    throw fileError(file, 'read', e);
  }
  // Nothing of another file's text goes back, not even in the message (JSON.parse quotes it).
  if (!isPatternsFile(text)) {
    throw new ApiError({
      name: PATTERNS_FILE_ERROR,
      field: 'path',
      statusCode: 400,
      message: `${file} is not an access-patterns file (a JSON object with "format": "${PATTERN_FILE_FORMAT}"), so it was not read; choose a file saved with "Save to file"`,
    });
  }
  return { path: file, text };
}

export async function writePatternsFile(path: string, text: string): Promise<{ path: string; bytes: number }> {
  const file = absolute(path);
  await refuseProtected(file);
  const checked = importPatterns(text);
  if (!checked.ok) {
    throw new ApiError({
      name: REQUEST_VALIDATION,
      field: 'text',
      statusCode: 400,
      message: `text: not a valid patterns file: ${checked.errors[0]}`,
    });
  }
  let existing;
  try {
    existing = await readIfPresent(file);
  } catch (e) {
    throw fileError(file, 'write', e);
  }
  if (existing.status === 'ok' && !isPatternsFile(existing.text)) {
    throw new ApiError({
      name: PATTERNS_FILE_ERROR,
      field: 'path',
      statusCode: 409,
      message: `${file} exists and is not an access-patterns file (format "${PATTERN_FILE_FORMAT}"); choose another name, it was left as it was`,
    });
  }
  try {
    await writeFileAtomic(file, text, 0o644);
  } catch (e) {
    throw fileError(file, 'write', e);
  }
  return { path: file, bytes: Buffer.byteLength(text, 'utf8') };
}

function isPatternsFile(text: string): boolean {
  try {
    return (JSON.parse(text) as { format?: unknown })?.format === PATTERN_FILE_FORMAT;
  } catch {
    return false;
  }
}

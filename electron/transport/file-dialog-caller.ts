/**
 * In Electron the patterns file is the one the user picks in the system's file dialog: the path the
 * page sends only opens the dialog there. So a page that was made to call readPatternsFile still
 * cannot choose a file on its own; a person has to pick it.
 */
import { ApiError } from '../../shared/api-errors.js';
import { traitOf } from '../../shared/api-methods.js';
import type { ApiCaller } from './api-caller.js';
import type { ApiMethod } from '../../shared/api-methods.js';

export type FileDialogKind = 'open' | 'save';
/** Shows the system dialog starting at `suggested`; the chosen path, or undefined when cancelled. */
export type PickFile = (kind: FileDialogKind, suggested: string, method: ApiMethod) => Promise<string | undefined>;

export function fileDialogCaller(service: ApiCaller, pick: PickFile): ApiCaller {
  return {
    async call(method, req, signal) {
      const kind: FileDialogKind | undefined = traitOf(method, 'dialog');
      if (!kind) return service.call(method, req, signal);
      const suggested = (req as { path?: unknown } | null)?.path;
      const chosen = await pick(kind, typeof suggested === 'string' ? suggested : '', method);
      if (chosen === undefined) {
        throw new ApiError({
          name: 'RequestCancelled',
          cancelled: true,
          message: 'No file was chosen, so nothing was read or written.',
        });
      }
      return service.call(method, { ...(req as object), path: chosen }, signal);
    },
  };
}

/**
 * IPC channel names derived from the contract's method list, so the main side and the preload can
 * never drift apart, and the envelope errors travel in (Electron drops an Error's own fields).
 */
import type { ApiMethod } from '../../shared/api-methods.js';
import type { ApiErrorShape } from '../../shared/api-errors.js';

export const channelFor = (method: ApiMethod) => `ExplorerApi.${method}`;

export type IpcEnvelope = { ok: true; value: unknown } | { ok: false; error: ApiErrorShape };

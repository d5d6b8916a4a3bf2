/**
 * What both transports (web mode's HTTP server, Electron IPC) and the call pool call: one API
 * method by name. Declared on its own so the pool and the transports do not import each other.
 */
import type { ApiMethod } from '../../shared/api.js';

export interface ApiCaller {
  call(method: ApiMethod, req: unknown, signal?: AbortSignal): Promise<unknown>;
}

/** The renderer's side of the IPC transport: a typed ExplorerApi built from the method list. */
import type { ExplorerApi } from '../../shared/api.js';
import { apiMethods } from '../../shared/api-methods.js';
import { ApiError } from '../../shared/api-errors.js';
import { channelFor, type IpcEnvelope } from './ipc-channels.js';

/**
 * `rejectWith: 'plain'` rejects with the plain error shape: contextBridge copies plain objects whole
 * but keeps only the message of an Error, and the page needs name and field too.
 */
export function createIpcClient(
  invoke: (channel: string, req: unknown) => Promise<IpcEnvelope>,
  rejectWith: 'error' | 'plain' = 'error',
): ExplorerApi {
  const client: Record<string, (req?: unknown) => Promise<unknown>> = {};
  for (const method of apiMethods) {
    client[method] = async (req?: unknown) => {
      const envelope = await invoke(channelFor(method), req ?? {});
      if (envelope.ok) return envelope.value;
      throw rejectWith === 'plain' ? envelope.error : new ApiError(envelope.error);
    };
  }
  return Object.freeze(client) as unknown as ExplorerApi;
}

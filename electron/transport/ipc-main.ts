/**
 * ExplorerApi over Electron IPC: one `ipcMain.handle` per method. Written against a minimal
 * interface so it is tested in plain Node with the real service and no Electron.
 */
import { apiMethods } from '../../shared/api.js';
import { ApiError } from '../../shared/api-errors.js';
import { channelFor, type IpcEnvelope } from './ipc-channels.js';
import type { ApiCaller } from './api-caller.js';

export interface IpcSenderFrame {
  url: string;
}
export interface IpcEventLike {
  senderFrame: IpcSenderFrame | null;
}
export interface IpcMainLike {
  handle(channel: string, listener: (event: IpcEventLike, ...args: unknown[]) => Promise<IpcEnvelope>): void;
  removeHandler(channel: string): void;
}

/** `isTrustedUrl` decides which page may call: Electron's checklist asks to verify every sender. */
export function registerIpcHandlers(
  ipc: IpcMainLike,
  service: ApiCaller,
  isTrustedUrl: (url: string) => boolean,
): () => void {
  for (const method of apiMethods) {
    ipc.handle(channelFor(method), async (event, req) => {
      const url = event.senderFrame?.url ?? '';
      if (!isTrustedUrl(url)) {
        return {
          ok: false,
          error: new ApiError({
            name: 'ForbiddenSender',
            message: `IPC from an untrusted page (${url || 'unknown'}) was refused`,
          }).toJSON(),
        };
      }
      try {
        return { ok: true, value: await service.call(method, req) };
      } catch (e) {
        return { ok: false, error: ApiError.from(e).toJSON() };
      }
    });
  }
  return () => apiMethods.forEach((m) => ipc.removeHandler(channelFor(m)));
}

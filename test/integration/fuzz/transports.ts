/**
 * Sends one raw request over either transport and reports what came back, without the typed
 * clients' help: web mode as a browser would (fetch with the token), IPC as Electron would
 * (structured clone both ways) through the real registerIpcHandlers.
 */
import { registerIpcHandlers, type IpcEventLike, type IpcMainLike } from '../../../electron/transport/ipc-main.js';
import type { IpcEnvelope } from '../../../electron/transport/ipc-channels.js';
import type { ApiCaller } from '../../../electron/transport/api-caller.js';
import type { ApiErrorShape } from '../../../shared/api-errors.js';

export interface Answer {
  ok: boolean;
  value?: unknown;
  error?: ApiErrorShape;
  /** HTTP status (web mode only). */
  status?: number;
}

export type Send = (method: string, body: unknown) => Promise<Answer>;

export function httpSender(
  baseUrl: string,
  token: string,
): Send & { rawBody: (method: string, body: string | Uint8Array) => Promise<Answer> } {
  const rawBody = async (method: string, body: string | Uint8Array): Promise<Answer> => {
    const res = await fetch(`${baseUrl}/api/${method}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: typeof body === 'string' ? body : new Blob([new Uint8Array(body)]),
    });
    const text = await res.text();
    const parsed = JSON.parse(text) as { error?: ApiErrorShape };
    return res.ok
      ? { ok: true, value: parsed, status: res.status }
      : { ok: false, error: parsed.error, status: res.status };
  };
  const send = (method: string, body: unknown) => rawBody(method, JSON.stringify(body));
  return Object.assign(send, { rawBody });
}

const TRUSTED = 'file:///app/dist/renderer/index.html';

export function ipcSender(service: ApiCaller): Send {
  const handlers = new Map<string, (event: IpcEventLike, ...args: unknown[]) => Promise<IpcEnvelope>>();
  const ipc: IpcMainLike = {
    handle: (channel, listener) => {
      handlers.set(channel, listener);
    },
    removeHandler: (channel) => {
      handlers.delete(channel);
    },
  };
  registerIpcHandlers(ipc, service, (url) => url === TRUSTED);
  return async (method, body) => {
    const handler = handlers.get(`ExplorerApi.${method}`);
    if (!handler) throw new Error(`no IPC channel for ${method}`);
    const envelope = structuredClone(await handler({ senderFrame: { url: TRUSTED } }, structuredClone(body)));
    return envelope.ok ? { ok: true, value: envelope.value } : { ok: false, error: envelope.error };
  };
}

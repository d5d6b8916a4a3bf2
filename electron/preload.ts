/**
 * The whole bridge: one frozen object, window.explorer, whose methods are ExplorerApi's. No raw
 * ipcRenderer, no channel the page can choose.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { createIpcClient } from './transport/ipc-client.js';
import type { IpcEnvelope } from './transport/ipc-channels.js';

const api = createIpcClient((channel, req) => ipcRenderer.invoke(channel, req) as Promise<IpcEnvelope>, 'plain');
contextBridge.exposeInMainWorld('explorer', api);

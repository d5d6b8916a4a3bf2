/**
 * Used only when the electron package is not installed (its binary cannot be downloaded on some
 * build machines): the few Electron APIs this project calls, so type checking still covers
 * electron/main.ts and preload.ts. With electron installed, its own types win (tsconfig paths).
 */
declare namespace ElectronFallback {
  interface IpcMainInvokeEvent {
    senderFrame: { url: string } | null;
  }
  interface NavigationEvent {
    preventDefault(): void;
    url: string;
  }
  interface WebContents {
    setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' | 'allow' }): void;
    on(event: 'will-navigate' | 'will-redirect', listener: (event: NavigationEvent, url: string) => void): this;
    on(event: 'will-frame-navigate', listener: (event: NavigationEvent) => void): this;
    on(event: 'will-attach-webview', listener: (event: { preventDefault(): void }) => void): this;
  }
}

export declare const app: {
  whenReady(): Promise<void>;
  enableSandbox(): void;
  getPath(name: 'userData' | 'home' | 'downloads'): string;
  quit(): void;
  on(event: 'before-quit' | 'window-all-closed', listener: () => void): void;
  on(event: 'web-contents-created', listener: (e: unknown, contents: ElectronFallback.WebContents) => void): void;
};
export declare class BrowserWindow {
  constructor(options: { width?: number; height?: number; title?: string; webPreferences?: Record<string, unknown> });
  webContents: ElectronFallback.WebContents;
  loadURL(url: string): Promise<void>;
}
export declare const protocol: {
  registerSchemesAsPrivileged(schemes: Array<{ scheme: string; privileges?: Record<string, boolean> }>): void;
  handle(scheme: string, handler: (request: Request) => Response | Promise<Response>): void;
};
export declare const ipcMain: {
  handle(
    channel: string,
    listener: (event: ElectronFallback.IpcMainInvokeEvent, ...args: unknown[]) => Promise<unknown>,
  ): void;
  removeHandler(channel: string): void;
};
export declare const ipcRenderer: { invoke(channel: string, ...args: unknown[]): Promise<unknown> };
export declare const contextBridge: { exposeInMainWorld(key: string, api: unknown): void };
export declare const dialog: {
  showOpenDialog(options: {
    defaultPath?: string;
    filters?: Array<{ name: string; extensions: string[] }>;
    properties?: Array<'openFile'>;
  }): Promise<{ canceled: boolean; filePaths: string[] }>;
  showErrorBox(title: string, content: string): void;
  showSaveDialog(options: {
    defaultPath?: string;
    filters?: Array<{ name: string; extensions: string[] }>;
  }): Promise<{ canceled: boolean; filePath?: string }>;
};
export declare const shell: { openExternal(url: string): Promise<void> };
export declare const session: {
  defaultSession: {
    webRequest: {
      onHeadersReceived(
        listener: (
          details: { responseHeaders?: Record<string, string[]> },
          callback: (r: { responseHeaders: Record<string, string[] | string> }) => void,
        ) => void,
      ): void;
    };
    setPermissionRequestHandler(
      handler: (wc: unknown, permission: string, callback: (granted: boolean) => void) => void,
    ): void;
    setPermissionCheckHandler(handler: (wc: unknown, permission: string) => boolean): void;
  };
};
export declare const utilityProcess: {
  fork(
    modulePath: string,
    args?: string[],
    options?: { serviceName?: string; stdio?: 'pipe' | 'ignore' | 'inherit' | Array<'pipe' | 'ignore' | 'inherit'> },
  ): {
    pid?: number;
    stderr: NodeJS.ReadableStream | null;
    postMessage(message: unknown): void;
    on(event: 'message', listener: (message: unknown) => void): void;
    on(event: 'exit', listener: (code: number) => void): void;
    kill(): boolean;
  };
};

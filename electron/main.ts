/**
 * The Electron app: one window with Electron's secure defaults (context isolation, sandbox, no
 * Node in the page, strict CSP, no new windows, no navigation away), and ExplorerApi over IPC.
 */
import { app, BrowserWindow, ipcMain, session, shell } from 'electron';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createAppService } from './app-service.js';
import { registerIpcHandlers } from './transport/ipc-main.js';
import { CONTENT_SECURITY_POLICY } from './transport/http-server.js';

const rendererIndex = join(__dirname, '..', 'dist', 'renderer', 'index.html');
const rendererUrl = pathToFileURL(rendererIndex).href;
const isTrustedUrl = (url: string) => url.split('#')[0]!.split('?')[0] === rendererUrl;

app.enableSandbox();

app.whenReady().then(() => {
  const services = createAppService({
    sandboxDir: join(app.getPath('userData'), 'sandbox'),
    // dynalite runs in a utility process (see sandbox/spawn-child.ts), from its own bundle.
    sandboxChildPath: join(__dirname, 'sandbox-child.cjs'),
  });
  registerIpcHandlers(ipcMain, services.service, isTrustedUrl);

  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] } });
  });
  session.defaultSession.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));

  const win = new BrowserWindow({
    width: 1400,
    height: 900,
    title: 'Item Collection Explorer',
    webPreferences: {
      preload: join(__dirname, 'preload.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      // A middle click would otherwise open a link in a new window, bypassing setWindowOpenHandler.
      disableBlinkFeatures: 'Auxclick',
    },
  });
  win.webContents.setWindowOpenHandler(({ url }) => {
    if (/^https:\/\//.test(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
  win.webContents.on('will-navigate', (event, url) => {
    if (!isTrustedUrl(url)) event.preventDefault();
  });
  void win.loadFile(rendererIndex);

  app.on('before-quit', () => { void services.close(); });
});

app.on('web-contents-created', (_e, contents) => {
  contents.on('will-attach-webview', (event) => event.preventDefault());
});

app.on('window-all-closed', () => app.quit());

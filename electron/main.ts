/**
 * The Electron app: one window with Electron's secure defaults (context isolation, sandbox, no
 * Node in the page, strict CSP), the page served from our own `app://` scheme rather than
 * `file://`, no new windows, no navigation, frame navigation or redirect away, outside links only to
 * AWS documentation, and ExplorerApi over IPC with each sender checked.
 */
import { app, BrowserWindow, dialog, ipcMain, protocol, session, shell } from 'electron';
import { extname, join } from 'node:path';
import { createAppService } from './app-service.js';
import { registerIpcHandlers } from './transport/ipc-main.js';
import { CONTENT_SECURITY_POLICY } from './transport/http-server.js';
import { pooledCaller } from './transport/call-pool.js';
import { fileDialogCaller, type PickFile } from './transport/file-dialog-caller.js';
import {
  APP_INDEX_URL,
  APP_SCHEME,
  APP_SCHEME_PRIVILEGES,
  createAppProtocolHandler,
  isAppPage,
} from './app-protocol.js';
import { guardContents } from './navigation-policy.js';
import { takeFolderLock } from './state/folder-lock.js';

const rendererDir = join(__dirname, '..', 'dist', 'renderer');

app.enableSandbox();
// Must happen before "ready": a scheme's privileges are fixed when the browser process starts.
protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: APP_SCHEME_PRIVILEGES }]);

app.whenReady().then(async () => {
  // One app per data folder: a second would write the app state over the first one's.
  try {
    await takeFolderLock(app.getPath('userData'), { name: 'app-state-lock', what: 'the data folder', waitMs: 10_000 });
  } catch (e) {
    dialog.showErrorBox('Item Collection Explorer is already running', (e as Error).message);
    app.quit();
    return;
  }
  const services = createAppService({
    sandboxDir: join(app.getPath('userData'), 'sandbox'),
    stateDir: app.getPath('userData'),
    // dynalite runs in a utility process (see sandbox/spawn-child.ts), from its own bundle.
    sandboxChildPath: join(__dirname, 'sandbox-child.cjs'),
  });
  const pickFile: PickFile = async (kind, suggested, method) => {
    // An export's file takes its format's extension (json, jsonl, csv); the rest are patterns files.
    const exported = method === 'startExport' ? extname(suggested).slice(1) : '';
    const filters = [
      exported ? { name: 'Export', extensions: [exported] } : { name: 'Access patterns', extensions: ['json'] },
    ];
    const defaultPath = suggested || undefined;
    if (kind === 'save') {
      const r = await dialog.showSaveDialog({ defaultPath, filters });
      return r.canceled ? undefined : r.filePath;
    }
    const r = await dialog.showOpenDialog({ defaultPath, filters, properties: ['openFile'] });
    return r.canceled ? undefined : r.filePaths[0];
  };
  registerIpcHandlers(ipcMain, fileDialogCaller(pooledCaller(services.service), pickFile), isAppPage);

  protocol.handle(APP_SCHEME, createAppProtocolHandler(rendererDir, CONTENT_SECURITY_POLICY));
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] } });
  });
  session.defaultSession.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
  // The synchronous checks (navigator.permissions.query, some device APIs) are refused too.
  session.defaultSession.setPermissionCheckHandler(() => false);

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
  void win.loadURL(APP_INDEX_URL);

  app.on('before-quit', () => {
    void services.close();
  });
});

// Every WebContents, the window's and any other, gets the same guards.
app.on('web-contents-created', (_e, contents) => guardContents(contents, (url) => shell.openExternal(url)));

app.on('window-all-closed', () => app.quit());

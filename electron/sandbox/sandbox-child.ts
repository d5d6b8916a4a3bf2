/**
 * The sandbox's own process: dynalite on a loopback port behind the request guard. Whatever a
 * request makes dynalite do (throw, loop for minutes) happens here, where the app's supervisor can
 * see it and restart the process, never in the Electron main process or the web-mode server.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import dynalite from 'dynalite';
import type { FromChild, StartMessage, ToChild } from './child-protocol.js';
import { guardRequests } from './request-guard.js';
import { FolderLockedError, recordHolder, recoverTables } from './table-recovery.js';

interface ParentPort {
  on(event: 'message', listener: (e: { data: unknown }) => void): void;
  postMessage(message: unknown): void;
}

const parentPort = (process as unknown as { parentPort?: ParentPort }).parentPort;

function post(message: FromChild): Promise<void> {
  if (parentPort) {
    parentPort.postMessage(message);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    if (!process.send || !process.connected) return resolve();
    process.send(message, () => resolve());
  });
}

function onMessage(listener: (m: ToChild) => void): void {
  if (parentPort) parentPort.on('message', (e) => listener(e.data as ToChild));
  else process.on('message', (m) => listener(m as ToChild));
}

let server: Server | undefined;

process.on('uncaughtException', (e) => {
  const message = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
  const exit = () => process.exit(70);
  setTimeout(exit, 500).unref();
  void post({ type: 'crashed', message }).then(exit);
});
/**
 * A forked child whose app died (killed, crashed) must not live on holding the data folder. It
 * ends at once, the way its app did: a normal exit would first close LevelDB, which waits for a
 * compaction in progress (seconds under load, while the next app start waits for the folder).
 * LevelDB's log makes that safe, and table-recovery.ts finishes what dynalite's timers had not.
 */
const orphaned = () => process.kill(process.pid, 'SIGKILL');
if (process.send) {
  process.on('disconnect', orphaned);
  // The channel may have closed while this module was still loading, before the listener existed.
  if (!process.connected) orphaned();
  setInterval(() => {
    if (!process.connected) orphaned();
  }, 500).unref();
}

onMessage((m) => {
  if (m.type === 'start') void start(m);
  else if (m.type === 'stop') stop();
  else if (m.type === 'ping') void post({ type: 'pong', id: m.id });
});

async function start(m: StartMessage): Promise<void> {
  let recovered: string[];
  try {
    recovered = await recoverTables(m.levelDir);
  } catch (e) {
    await post({
      type: 'failed',
      code: e instanceof FolderLockedError ? 'locked' : 'error',
      message: (e as Error).message,
    });
    process.exit(1);
  }
  recordHolder(m.levelDir);
  const s = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0, path: m.levelDir });
  const [inner] = s.listeners('request') as Array<Parameters<typeof guardRequests>[1]>;
  s.removeAllListeners('request');
  s.on('request', guardRequests({ accessKeyId: m.accessKeyId, secretAccessKey: m.secretAccessKey }, inner!));
  // Same port as before a restart when it is still free, so the endpoint the user sees stays put.
  const port = await listen(s, m.port).catch(() => listen(s, 0));
  server = s;
  await post({ type: 'ready', port, recovered });
}

function listen(s: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (e: Error) => reject(e);
    s.once('error', onError);
    s.listen(port, '127.0.0.1', () => {
      s.off('error', onError);
      resolve((s.address() as AddressInfo).port);
    });
  });
}

function stop(): void {
  if (!server) process.exit(0);
  (server as Server & { closeAllConnections?: () => void }).closeAllConnections?.();
  // dynalite's close waits for LevelDB to close, which is what keeps the data safe.
  server.close(() => process.exit(0));
}

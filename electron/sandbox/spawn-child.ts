/**
 * Starts the sandbox's own process. In web mode and tests that is Node's child_process.fork; in
 * Electron it is utilityProcess.fork, because the packaged app turns the RunAsNode fuse off, so
 * the Electron binary cannot be run as Node. Either way the caller sees one small handle.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FromChild, ToChild } from './child-protocol.js';

export interface SandboxChild {
  readonly pid: number | undefined;
  send(message: ToChild): void;
  onMessage(listener: (message: FromChild) => void): void;
  /** Called once, with the exit code (null when killed by a signal). */
  onExit(listener: (code: number | null) => void): void;
  /** The last few kB the process wrote to stderr, to explain a crash. */
  stderrTail(): string;
  kill(): void;
}

/** The child's entry: the bundled .cjs beside main.cjs in Electron, the TypeScript source otherwise. */
export function defaultChildPath(): string {
  return fileURLToPath(new URL('./sandbox-child.ts', import.meta.url));
}

const TAIL_BYTES = 4_096;

export async function spawnSandboxChild(childPath: string = defaultChildPath()): Promise<SandboxChild> {
  let tail = '';
  const keepTail = (d: Buffer | string) => {
    tail = (tail + d.toString()).slice(-TAIL_BYTES);
    if (process.env.ICE_SANDBOX_DEBUG) process.stderr.write(d);
  };
  if (process.versions.electron) {
    const { utilityProcess } = await import('electron');
    const child = utilityProcess.fork(childPath, [], {
      serviceName: 'Item Collection Explorer sandbox',
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr?.on('data', keepTail);
    let exited = false;
    const exitListeners: Array<(code: number | null) => void> = [];
    child.on('exit', (code) => {
      exited = true;
      for (const l of exitListeners) l(code);
    });
    return {
      get pid() {
        return child.pid;
      },
      send: (m) => {
        if (!exited) child.postMessage(m);
      },
      onMessage: (l) => child.on('message', (m) => l(m as FromChild)),
      onExit: (l) => {
        exitListeners.push(l);
      },
      stderrTail: () => tail,
      kill: () => {
        if (!exited) child.kill();
      },
    };
  }
  const child = fork(childPath, [], {
    // The TypeScript source needs tsx's loader; a bundled .cjs/.js needs nothing.
    execArgv: childPath.endsWith('.ts') ? ['--import', 'tsx'] : [],
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    serialization: 'json',
  });
  child.stderr?.on('data', keepTail);
  return {
    get pid() {
      return child.pid;
    },
    send: (m) => {
      if (child.connected) child.send(m);
    },
    onMessage: (l) => child.on('message', (m) => l(m as FromChild)),
    onExit: (l) => {
      child.once('exit', (code) => l(code));
    },
    stderrTail: () => tail,
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}

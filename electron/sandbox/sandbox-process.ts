/**
 * Supervises the sandbox's own process: starts it, notices when it dies, starts it again on the
 * same data folder (and the same port when it can), and kills it when a request has run too long.
 * Each start is a new generation, so a request can tell whether the process it was talking to died.
 */
import type { FromChild } from './child-protocol.js';
import { spawnSandboxChild, type SandboxChild } from './spawn-child.js';

export interface SandboxProcessOptions {
  levelDir: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** The child's entry file; see spawn-child.ts. */
  childPath?: string;
  /** How long one start may take (LevelDB open, table recovery, listen). */
  startTimeoutMs?: number;
}

export class SandboxStartError extends Error {
  constructor(
    message: string,
    readonly code: 'locked' | 'error',
  ) {
    super(message);
    this.name = 'SandboxStartError';
  }
}

interface Generation {
  id: number;
  child: SandboxChild;
  /** Resolves with why the process ended, once it has. */
  ended: Promise<string>;
  /** Set by us when we end it on purpose (stop, restart, time bound). */
  intended: boolean;
}

const STOP_GRACE_MS = 5_000;
/** A process that is not stuck answers a ping in milliseconds; a second leaves room for a busy machine. */
const PING_WAIT_MS = 1_000;

export class SandboxProcess {
  port = 0;
  /** Tables found half created or half deleted by a killed process, and finished on start. */
  recovered: string[] = [];
  private current?: Generation;
  /** The last few generations, so a request can ask whether the one it used died. */
  private readonly generations = new Map<number, Generation>();
  private nextId = 1;
  private nextPing = 1;
  private readonly pongs = new Map<number, () => void>();
  private starting?: Promise<void>;
  private closed = false;
  private lastRestartMs?: number;

  private constructor(private readonly options: SandboxProcessOptions) {}

  static async start(options: SandboxProcessOptions): Promise<SandboxProcess> {
    const p = new SandboxProcess(options);
    await p.launchWithRetry();
    return p;
  }

  get endpoint(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid(): number | undefined {
    return this.current?.child.pid;
  }

  get generation(): number {
    return this.current?.id ?? 0;
  }

  /** How long the last restart took, from the kill or crash to ready. */
  get restartMs(): number | undefined {
    return this.lastRestartMs;
  }

  /** Waits for a start in progress; starts again if the process is gone. */
  async ready(): Promise<void> {
    if (this.closed) throw new SandboxStartError('the local sandbox has been closed', 'error');
    if (this.starting) return this.starting;
    if (!this.current) return this.restart();
  }

  /**
   * Whether generation `id` ended unintentionally, waiting up to `waitMs` for it to: a request cut
   * off by a crash may see its socket close a moment before the exit is reported.
   */
  async crashOf(id: number, waitMs: number): Promise<string | undefined> {
    const g = this.generations.get(id);
    if (!g) return undefined;
    const reason = await Promise.race([
      g.ended,
      new Promise<undefined>((r) => {
        (setTimeout(r, waitMs) as { unref?: () => void }).unref?.();
      }),
    ]);
    return reason !== undefined && !g.intended ? reason : undefined;
  }

  /** Kills the process (whatever it is doing) and starts a new one; concurrent calls share one restart. */
  restart(): Promise<void> {
    if (this.starting) return this.starting;
    const started = performance.now();
    const old = this.current;
    if (old) {
      old.intended = true;
      old.child.kill();
    }
    this.starting = (async () => {
      if (old) await old.ended;
      await this.launchWithRetry();
      this.lastRestartMs = performance.now() - started;
    })().finally(() => {
      this.starting = undefined;
    });
    return this.starting;
  }

  /**
   * Restarts the process if it does not answer a ping within `waitMs`: dynalite busy on the CPU
   * with a request its caller has given up on would otherwise hold up every read after it until
   * each reached the time bound. Requests in flight elsewhere see their connection dropped, which
   * the SDK retries.
   */
  async restartIfStuck(waitMs = PING_WAIT_MS): Promise<boolean> {
    const g = this.current;
    if (!g || this.starting || this.closed) return false;
    const id = this.nextPing++;
    const answered = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        this.pongs.delete(id);
        resolve(false);
      }, waitMs);
      this.pongs.set(id, () => {
        clearTimeout(timer);
        resolve(true);
      });
      g.child.send({ type: 'ping', id });
    });
    if (answered || this.current !== g) return false;
    await this.restart().catch(() => undefined);
    return true;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.starting?.catch(() => undefined);
    const g = this.current;
    if (!g) return;
    g.intended = true;
    g.child.send({ type: 'stop' });
    const timer = setTimeout(() => g.child.kill(), STOP_GRACE_MS);
    await g.ended;
    clearTimeout(timer);
  }

  /** A process that dies while starting (killed, a crash) is given one more try; a held folder is not. */
  private async launchWithRetry(): Promise<void> {
    try {
      await this.launch();
    } catch (e) {
      if (!(e instanceof SandboxStartError) || e.code === 'locked' || this.closed) throw e;
      await this.launch();
    }
  }

  private async launch(): Promise<void> {
    const child = await spawnSandboxChild(this.options.childPath);
    let crashMessage: string | undefined;
    let onMessage: (m: FromChild) => void = () => undefined;
    child.onMessage((m) => {
      if (m.type === 'pong') {
        this.pongs.get(m.id)?.();
        this.pongs.delete(m.id);
        return;
      }
      if (m.type === 'crashed') crashMessage = m.message;
      onMessage(m);
    });
    const g: Generation = {
      id: this.nextId++,
      child,
      intended: false,
      ended: new Promise((resolve) =>
        child.onExit((code) => {
          resolve(
            crashMessage ?? (lastLine(child.stderrTail()) || `the process exited with code ${code ?? 'none (killed)'}`),
          );
        }),
      ),
    };
    this.generations.set(g.id, g);
    // Keep only the last few: a request older than that has long been answered.
    for (const id of this.generations.keys()) if (id < g.id - 8) this.generations.delete(id);
    this.current = g;
    void g.ended.then(() => this.onEnded(g));

    const timeoutMs = this.options.startTimeoutMs ?? 30_000;
    type Outcome = Extract<FromChild, { type: 'ready' | 'failed' }>;
    const ready = await new Promise<Outcome>((resolve) => {
      const timer = setTimeout(
        () => resolve({ type: 'failed', code: 'error', message: `it did not start within ${timeoutMs / 1000} s` }),
        timeoutMs,
      );
      onMessage = (m) => {
        if (m.type === 'ready' || m.type === 'failed') {
          clearTimeout(timer);
          resolve(m);
        }
      };
      void g.ended.then((reason) => {
        clearTimeout(timer);
        resolve({ type: 'failed', code: 'error', message: reason });
      });
      child.send({ type: 'start', levelDir: this.options.levelDir, port: this.port, ...this.options.credentials });
    });
    onMessage = () => undefined;
    if (ready.type !== 'ready') {
      g.intended = true;
      child.kill();
      await g.ended;
      if (this.current === g) this.current = undefined;
      throw new SandboxStartError(`the local sandbox could not start: ${ready.message}`, ready.code);
    }
    this.port = ready.port;
    this.recovered = ready.recovered;
  }

  /** A process that died on its own is started again at once, so the next read finds it up. */
  private onEnded(g: Generation): void {
    if (this.current !== g) return;
    this.current = undefined;
    if (g.intended || this.closed) return;
    void this.restart().catch(() => undefined);
  }
}

function lastLine(text: string): string {
  return (
    text
      .trim()
      .split('\n')
      .filter((l) => /\S/.test(l))
      .at(-1)
      ?.trim() ?? ''
  );
}

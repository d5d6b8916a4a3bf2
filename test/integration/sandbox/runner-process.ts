/** Runs sandbox-runner.ts (or another script) in its own Node process and reads its one-line report. */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface RunnerReport {
  endpoint: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  seeded: number;
  recovered: string[];
  pid: number;
}

export interface Runner {
  child: ChildProcess;
  /** Resolves with READY's report, or rejects with FAILED's message or the exit. */
  ready: Promise<RunnerReport>;
  /** Whether READY (or FAILED) has been printed yet. */
  settled(): boolean;
  output(): string;
  /** Ends stdin, so the runner closes the sandbox and exits. */
  stop(): Promise<void>;
  kill(): Promise<void>;
}

export function startRunner(dataDir: string, script = 'sandbox-runner.ts'): Runner {
  const path = fileURLToPath(new URL(`./${script}`, import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', path, dataDir], { stdio: ['pipe', 'pipe', 'pipe'] });
  let out = '';
  child.stderr!.on('data', (d) => {
    out += d;
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const ready = new Promise<RunnerReport>((resolve, reject) => {
    child.stdout!.on('data', (d) => {
      out += d;
      const ok = /^READY (.*)$/m.exec(out);
      if (ok) resolve(JSON.parse(ok[1]!) as RunnerReport);
      const failed = /^FAILED (.*)$/m.exec(out);
      if (failed) reject(new Error((JSON.parse(failed[1]!) as { message: string }).message));
      if (/^STUCK$/m.test(out)) resolve({} as RunnerReport);
    });
    child.once('exit', (code, signal) =>
      reject(new Error(`the runner exited (${code ?? signal}) before it was ready:\n${out}`)),
    );
  });
  let isSettled = false;
  ready.then(
    () => {
      isSettled = true;
    },
    () => {
      isSettled = true;
    },
  );
  return {
    child,
    ready,
    settled: () => isSettled,
    output: () => out,
    stop: async () => {
      child.stdin!.end();
      await exited;
    },
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

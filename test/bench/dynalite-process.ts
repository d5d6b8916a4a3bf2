/**
 * dynalite in a child process: the benchmark's timings then hold the client's own work, not
 * dynalite's CPU and garbage collection sharing the client's thread.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface DynaliteProcess {
  endpoint: string;
  close(): Promise<void>;
}

export async function startDynaliteProcess(): Promise<DynaliteProcess> {
  const script = fileURLToPath(new URL('./dynalite-child.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script], { stdio: ['pipe', 'pipe', 'inherit'] });
  const endpoint = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`dynalite did not start within 30 s: ${out}`)), 30_000);
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /DYNALITE (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`dynalite exited with ${code}: ${out}`));
    });
  });
  return {
    endpoint,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.stdin!.end();
        setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
      }),
  };
}

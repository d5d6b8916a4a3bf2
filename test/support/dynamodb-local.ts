/**
 * AWS DynamoDB Local (the reference where dynalite and DynamoDB disagree), one JVM per caller on a
 * random loopback port, in memory. The jar is put in .cache/dynamodb-local by
 * scripts/fetch-dynamodb-local.mjs (run by `npm test`); Java comes from the OS (Debian's
 * openjdk-17-jre-headless in CI).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const dynamoDBLocalDir =
  process.env.DYNAMODB_LOCAL_DIR ?? fileURLToPath(new URL('../../.cache/dynamodb-local', import.meta.url));

export interface RunningDynamoDBLocal {
  endpoint: string;
  port: number;
  close(): Promise<void>;
}

export interface DynamoDBLocalOptions {
  /** One database for every access key and region (DynamoDB Local keeps one per key and region otherwise). */
  sharedDb?: boolean;
}

export function dynamoDBLocalAvailable(): boolean {
  return existsSync(join(dynamoDBLocalDir, 'DynamoDBLocal.jar'));
}

export async function startDynamoDBLocal(options: DynamoDBLocalOptions = {}): Promise<RunningDynamoDBLocal> {
  if (!dynamoDBLocalAvailable()) {
    throw new Error(
      `DynamoDB Local is not in ${dynamoDBLocalDir}: run "node scripts/fetch-dynamodb-local.mjs" (npm test does)`,
    );
  }
  // DynamoDB Local cannot listen on port 0, so take a free port from the OS and retry on a race.
  for (let attempt = 0; ; attempt++) {
    const port = await freePort();
    try {
      return await launch(port, options);
    } catch (e) {
      if (attempt >= 3) throw e;
    }
  }
}

async function launch(port: number, options: DynamoDBLocalOptions): Promise<RunningDynamoDBLocal> {
  const args = [
    '-Xms64m',
    '-Xmx512m',
    '-XX:+UseSerialGC',
    '-XX:TieredStopAtLevel=1',
    `-Djava.library.path=${join(dynamoDBLocalDir, 'DynamoDBLocal_lib')}`,
    '-jar',
    join(dynamoDBLocalDir, 'DynamoDBLocal.jar'),
    '-inMemory',
    '-disableTelemetry',
    '-port',
    String(port),
    ...(options.sharedDb ? ['-sharedDb'] : []),
  ];
  const child = spawn(process.env.JAVA ?? 'java', args, { cwd: dynamoDBLocalDir, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (d) => {
    output = (output + d).slice(-4000);
  });
  child.stderr!.on('data', (d) => {
    output = (output + d).slice(-4000);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const spawnError = new Promise<Error>((resolve) => child.once('error', resolve));
  const endpoint = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 60_000;
  for (;;) {
    const failed = await Promise.race([
      exited.then((code) => new Error(`DynamoDB Local exited (code ${code}) before answering:\n${output}`)),
      spawnError.then(
        (e) => new Error(`could not start java for DynamoDB Local (${e.message}); install openjdk-17-jre-headless`),
      ),
      delay(150).then(() => undefined),
    ]);
    if (failed) throw failed;
    if (await answers(endpoint)) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`DynamoDB Local did not answer on ${endpoint} within 60 s:\n${output}`);
    }
  }
  return { endpoint, port, close: () => stop(child, exited) };
}

async function answers(endpoint: string): Promise<boolean> {
  try {
    // Any HTTP answer means the server is up; an unsigned request is refused with 400, which is fine.
    const res = await fetch(endpoint, { method: 'POST', signal: AbortSignal.timeout(1000) });
    await res.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

async function stop(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const done = await Promise.race([exited.then(() => true), delay(5000).then(() => false)]);
  if (!done) {
    child.kill('SIGKILL');
    await exited;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * The local sandbox: dynalite in a supervised process of its own, on a loopback port that answers
 * only this run's credential, with its data in a folder on disk, seeded with the sample tables the
 * first time that folder is used. Later starts keep whatever the user changed; reset() puts the
 * samples back and never touches a table the user created there. A seeding cut short (the app killed) leaves no marker, so the next start does it
 * over from the beginning.
 */
import { randomBytes } from 'node:crypto';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { hasData, hasMarker, levelDir, lockDataDir, removeMarker, SAMPLES_VERSION, writeMarker } from './data-dir.js';
import { sampleTables } from './samples/index.js';
import { seedTables, type SeedProgress, type SeedResult } from './seed.js';
import { SandboxProcess } from './sandbox-process.js';
import { sandboxClient } from './supervised-client.js';
import { deleteTable } from './table-lifecycle.js';
import { listAllTables } from '../service/list-all-tables.js';

export { defaultSandboxDir, SandboxInUseError } from './data-dir.js';
export type { SeedProgress } from './seed.js';

export interface SandboxOptions {
  dataDir: string;
  onProgress?: (progress: SeedProgress) => void;
  /** The time bound of one request to the sandbox; see supervised-client.ts. */
  requestTimeoutMs?: number;
  /** The sandbox process's entry file (the bundled one in Electron); see spawn-child.ts. */
  childPath?: string;
  /** How the user starts on another folder, for the message when this one is in use. */
  moveHint?: string;
}

export interface Sandbox {
  /** Where the sandbox listens now; the same port after a restart whenever it is still free. */
  readonly endpoint: string;
  region: string;
  dataDir: string;
  /** This run's credential: the sandbox refuses any request not signed with it. */
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** What seeding did on this start; absent when the folder was already seeded. */
  seeded?: SeedResult;
  /** Tables a killed process had left half created or half deleted, finished on this start. */
  recovered: string[];
  /** A client that bounds each request and explains a sandbox that crashed under it. */
  client(options?: { maxAttempts?: number }): DynamoDBClient;
  /** The sandbox's process id now, for tests that kill it. */
  readonly pid: number | undefined;
  /** How long the last restart of the process took, in ms. */
  readonly restartMs: number | undefined;
  /**
   * Deletes the sample tables and loads them again; tables of other names (the user's own) are kept.
   * Resolves with the sample tables' names.
   */
  reset(onProgress?: (progress: SeedProgress) => void): Promise<string[]>;
  close(): Promise<void>;
}

const REGION = 'us-east-1';

/** A fresh credential per run: nothing outside this process can have it unless we hand it out. */
function runCredentials() {
  return {
    accessKeyId: `ICESANDBOX${randomBytes(10).toString('hex').toUpperCase()}`,
    secretAccessKey: randomBytes(30).toString('base64url'),
  };
}

export async function startSandbox(options: SandboxOptions): Promise<Sandbox> {
  const { dataDir } = options;
  const lock = await lockDataDir(dataDir, options.moveHint);
  const credentials = runCredentials();
  let proc: SandboxProcess;
  try {
    proc = await SandboxProcess.start({ levelDir: levelDir(dataDir), credentials, childPath: options.childPath });
  } catch (e) {
    await lock.release();
    throw e;
  }
  const makeClient = (maxAttempts?: number) =>
    sandboxClient(proc, { region: REGION, credentials, maxAttempts, requestTimeoutMs: options.requestTimeoutMs });
  const client = makeClient(3);
  const needsSeed = !hasMarker(dataDir) || !hasData(dataDir);

  // One seeding at a time, and close() waits for the one in progress.
  let running: Promise<unknown> = Promise.resolve();
  const serialized = <T>(job: () => Promise<T>): Promise<T> => {
    const result = running.then(job);
    running = result.catch(() => undefined);
    return result;
  };
  // The sandbox crashing or stalling under a seeding request restarts it; seeding starts over once.
  const reseed = (onProgress = options.onProgress): Promise<SeedResult> =>
    serialized(() =>
      replaceAll(client, dataDir, onProgress).catch(async (e: unknown) => {
        // A request refused or cut off at the socket is the same crash, met before the supervisor
        // noticed it (a busy machine): wait for the sandbox to be back, then start over.
        if (!(e instanceof Error) || !(/^Sandbox(Crashed|RequestTimedOut)$/.test(causeName(e)) || isConnectionLoss(e)))
          throw e;
        await proc.ready();
        return replaceAll(client, dataDir, onProgress);
      }),
    );
  const shutdown = async () => {
    client.destroy();
    await proc.close();
    await lock.release();
  };

  let seeded: SeedResult | undefined;
  try {
    // A folder without a marker may hold a seeding that was cut short: start it over.
    if (needsSeed) seeded = await reseed();
  } catch (e) {
    await shutdown();
    throw e;
  }

  let closed: Promise<void> | undefined;
  return {
    get endpoint() {
      return proc.endpoint;
    },
    region: REGION,
    dataDir,
    credentials: { ...credentials },
    seeded,
    recovered: proc.recovered,
    client: (o = {}) => makeClient(o.maxAttempts),
    get pid() {
      return proc.pid;
    },
    get restartMs() {
      return proc.restartMs;
    },
    reset: async (onProgress) => (await reseed(onProgress)).tableNames,
    close: () => {
      lock.closing();
      return (closed ??= running.then(shutdown));
    },
  };
}

/** seed.ts wraps what the client threw; the sandbox's own errors are found by name down the chain. */
function isConnectionLoss(e: Error): boolean {
  for (let err: unknown = e; err instanceof Error; err = err.cause) {
    const code = (err as { code?: string }).code;
    if (code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'EPIPE' || /socket hang up/.test(err.message))
      return true;
  }
  return false;
}

function causeName(e: Error): string {
  for (let err: unknown = e; err instanceof Error; err = err.cause) {
    if (err.name.startsWith('Sandbox')) return err.name;
  }
  return e.name;
}

/**
 * Only the samples' names are deleted: the sandbox's endpoint and credential are handed out (the
 * Code tab) for the user to make tables of their own, and a reset must not take those with it.
 */
async function replaceAll(
  client: DynamoDBClient,
  dataDir: string,
  onProgress?: (p: SeedProgress) => void,
): Promise<SeedResult> {
  await removeMarker(dataDir);
  const samples = new Set(sampleTables.map((t) => t.definition.TableName));
  const present = await listAllTables(client);
  await Promise.all(present.filter((name) => samples.has(name)).map((name) => deleteTable(client, name)));
  const result = await seedTables(client, sampleTables, { onProgress, concurrency: 4 });
  await writeMarker(dataDir, {
    samplesVersion: SAMPLES_VERSION,
    tableNames: result.tableNames,
    items: result.items,
    seededAt: new Date().toISOString(),
  });
  return result;
}

/**
 * The local sandbox: dynalite on a random loopback port with its data in a folder on disk, seeded
 * with the sample tables the first time that folder is used. Later starts keep whatever the user
 * changed; reset() puts the samples back.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { startDynalite, type RunningDynalite } from './dynalite-server.js';
import {
  assertDataDirFree, hasData, hasMarker, levelDir, removeMarker, SAMPLES_VERSION, writeMarker,
} from './data-dir.js';
import { sampleTables } from './samples/index.js';
import { seedTables, type SeedProgress, type SeedResult } from './seed.js';
import { deleteTable, listAllTables } from './table-lifecycle.js';

export { defaultSandboxDir, SandboxInUseError } from './data-dir.js';
export type { SeedProgress } from './seed.js';

export interface SandboxOptions {
  dataDir: string;
  onProgress?: (progress: SeedProgress) => void;
}

export interface Sandbox {
  endpoint: string;
  region: string;
  dataDir: string;
  /** dynalite accepts any credentials; these are what the sandbox's own client uses. */
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** What seeding did on this start; absent when the folder was already seeded. */
  seeded?: SeedResult;
  /** Deletes every table, the user's own too, and loads the samples again. */
  reset(onProgress?: (progress: SeedProgress) => void): Promise<string[]>;
  close(): Promise<void>;
}

const REGION = 'us-east-1';
const CREDENTIALS = { accessKeyId: 'sandbox', secretAccessKey: 'sandbox' };

export async function startSandbox(options: SandboxOptions): Promise<Sandbox> {
  const { dataDir } = options;
  await assertDataDirFree(dataDir);
  const needsSeed = !hasMarker(dataDir) || !hasData(dataDir);
  const server = await startDynalite({ path: levelDir(dataDir) });
  const client = new DynamoDBClient({ endpoint: server.endpoint, region: REGION, credentials: CREDENTIALS, maxAttempts: 3 });

  // One seeding at a time, and close() waits for the one in progress.
  let running: Promise<unknown> = Promise.resolve();
  const serialized = <T>(job: () => Promise<T>): Promise<T> => {
    const result = running.then(job);
    running = result.catch(() => undefined);
    return result;
  };
  const reseed = (onProgress = options.onProgress): Promise<SeedResult> => serialized(() => replaceAll(client, dataDir, onProgress));

  let seeded: SeedResult | undefined;
  try {
    // A folder without a marker may hold a seeding that was cut short: start it over.
    if (needsSeed) seeded = await reseed();
  } catch (e) {
    await shutdown(client, server);
    throw e;
  }

  let closed: Promise<void> | undefined;
  return {
    endpoint: server.endpoint,
    region: REGION,
    dataDir,
    credentials: { ...CREDENTIALS },
    seeded,
    reset: async (onProgress) => (await reseed(onProgress)).tableNames,
    close: () => (closed ??= running.then(() => shutdown(client, server))),
  };
}

async function replaceAll(client: DynamoDBClient, dataDir: string, onProgress?: (p: SeedProgress) => void): Promise<SeedResult> {
  await removeMarker(dataDir);
  await Promise.all((await listAllTables(client)).map((name) => deleteTable(client, name)));
  const result = await seedTables(client, sampleTables, { onProgress, concurrency: 4 });
  await writeMarker(dataDir, {
    samplesVersion: SAMPLES_VERSION,
    tableNames: result.tableNames,
    items: result.items,
    seededAt: new Date().toISOString(),
  });
  return result;
}

async function shutdown(client: DynamoDBClient, server: RunningDynalite): Promise<void> {
  client.destroy();
  await server.close();
}

/**
 * The bulk delete (and bulk put) figures again on AWS DynamoDB Local, the reference server: a per-call cost unlike
 * dynalite's decides how the modes compare (one conditional DeleteItem per item against 25 items
 * per BatchWriteItem), so the choice of the default mode is made on both. DynamoDB Local runs in
 * its own JVM and web mode in its own process, as in the dynalite figures.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createHttpClient } from '../../renderer/api/http-client.js';
import type { Item } from '../../shared/dynamo/types.js';
import { dynamoDBLocalAvailable, startDynamoDBLocal } from '../support/dynamodb-local.js';
import { startServe } from '../support/serve-process.js';
import type { Figure } from './report.js';
import { bulkPutFigures } from './put-bench.js';
import { bulkWriteFigures } from './write-bench.js';
import { moveFigures } from './move-bench.js';

export async function bulkWriteFiguresOnDynamoDBLocal(
  items: Item[],
  runs: number,
  log: (s: string) => void,
  skipped: string[],
): Promise<Figure[]> {
  if (!dynamoDBLocalAvailable()) {
    skipped.push('the bulk delete on DynamoDB Local (run "node scripts/fetch-dynamodb-local.mjs")');
    return [];
  }
  const db = await startDynamoDBLocal({ sharedDb: true });
  const writer = new DynamoDBClient({
    endpoint: db.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
  });
  const web = await startServe(['--endpoint', db.endpoint, '--region', 'us-east-1', '--no-sandbox']);
  try {
    log(`bulk delete of ${items.length} items on DynamoDB Local: our modes vs a raw BatchWriteItem loop`);
    const api = createHttpClient(web.origin, web.token);
    const figures = await bulkWriteFigures(writer, api, items, runs, log, 'DynamoDB Local');
    log(`bulk put of ${items.length} items on DynamoDB Local: our run vs a raw BatchWriteItem loop`);
    return [...figures, ...(await bulkPutFigures(writer, api, items, runs, log, 'DynamoDB Local'))];
  } finally {
    writer.destroy();
    await web.stop();
    await db.close();
  }
}

/** Issue 31's put, copy and import figures on DynamoDB Local alone (`--only puts`). */
export async function putFiguresOnDynamoDBLocal(
  items: Item[],
  runs: number,
  log: (s: string) => void,
  skipped: string[],
): Promise<Figure[]> {
  if (!dynamoDBLocalAvailable()) {
    skipped.push('the bulk put on DynamoDB Local (run "node scripts/fetch-dynamodb-local.mjs")');
    return [];
  }
  const db = await startDynamoDBLocal({ sharedDb: true });
  const writer = new DynamoDBClient({
    endpoint: db.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
  });
  const web = await startServe(['--endpoint', db.endpoint, '--region', 'us-east-1', '--no-sandbox']);
  try {
    const api = createHttpClient(web.origin, web.token);
    log(`bulk put, copy, import of ${items.length} items on DynamoDB Local vs a raw BatchWriteItem loop`);
    const puts = await bulkPutFigures(writer, api, items, runs, log, 'DynamoDB Local');
    return [...puts, ...(await moveFigures(writer, api, items, runs, log, 'DynamoDB Local'))];
  } finally {
    writer.destroy();
    await web.stop();
    await db.close();
  }
}

/**
 * Issue 22's figures on their own servers: the PartiQL SELECT against the raw ExecuteStatement
 * loop on AWS DynamoDB Local (one shared database, so the app and the raw client see the same
 * table), and, in Chromium on web mode over dynalite, the Explain region after a keystroke with a
 * large read on screen. `npm run bench -- --only partiql` runs just these.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createAppService } from '../../electron/app-service.js';
import { createHttpClient } from '../../renderer/api/http-client.js';
import { CHROMIUM_PATH } from '../support/chromium.js';
import { testClient } from '../support/dynamo-client.js';
import { dynamoDBLocalAvailable, startDynamoDBLocal } from '../support/dynamodb-local.js';
import { startServe } from '../support/serve-process.js';
import { launchForBench } from './browser-bench.js';
import { manyCollections, oneCollection } from './dataset.js';
import { startDynaliteProcess } from './dynalite-process.js';
import { explainFigures } from './explain-bench.js';
import type { BenchOptions } from './options.js';
import { partiqlFigures } from './partiql-bench.js';
import type { Figure } from './report.js';
import { createBenchTable, writeItems } from './seed.js';

export async function partiqlStatementSection(
  options: BenchOptions,
  log: (s: string) => void,
  skipped: string[],
): Promise<Figure[]> {
  if (!dynamoDBLocalAvailable()) {
    skipped.push('PartiQL SELECT (no DynamoDB Local: run "node scripts/fetch-dynamodb-local.mjs")');
    return [];
  }
  const ddb = await startDynamoDBLocal({ sharedDb: true });
  const raw = testClient(ddb.endpoint);
  const app = createAppService({ endpoint: ddb.endpoint, region: 'us-east-1', env: {} });
  const web = await startServe(['--endpoint', ddb.endpoint, '--region', 'us-east-1', '--no-sandbox']);
  try {
    const target = { table: 'BenchStatements', partition: 'CUSTOMER#c0000042', items: options.readItems };
    log(`seeding a ${target.items}-item collection into DynamoDB Local`);
    await createBenchTable(raw, target.table);
    await writeItems(raw, target.table, oneCollection(42, target.items, options.seed));
    await writeItems(raw, target.table, [
      ...oneCollection(41, 50, options.seed),
      ...oneCollection(43, 50, options.seed),
    ]);
    return await partiqlFigures(
      target,
      options.runs,
      { raw, service: app.service, web: createHttpClient(web.origin, web.token) },
      log,
    );
  } finally {
    raw.destroy();
    await web.stop();
    await app.close();
    await ddb.close();
  }
}

/** The Explain figure alone: its own dynalite and web mode, `shownItems` items on screen. */
export async function explainSection(
  options: BenchOptions,
  log: (s: string) => void,
  skipped: string[],
): Promise<Figure[]> {
  const staticDir = fileURLToPath(new URL('../../dist/renderer', import.meta.url));
  if (!options.browser || !existsSync(CHROMIUM_PATH) || !existsSync(staticDir)) {
    skipped.push('the Explain figure (needs Chromium and the built renderer)');
    return [];
  }
  const db = await startDynaliteProcess();
  const raw = testClient(db.endpoint);
  const web = await startServe(['--endpoint', db.endpoint, '--region', 'us-east-1', '--no-sandbox']);
  const browser = await launchForBench();
  try {
    log(`seeding ${options.shownItems} items in collections of 1 to 40 for the Explain figure`);
    await createBenchTable(raw, 'BenchShown');
    await writeItems(raw, 'BenchShown', manyCollections(options.shownItems, 40, options.seed));
    return await explainFigures(
      browser,
      { server: web, hash: '#/scan?table=BenchShown&cap=none' },
      options.shownItems,
      options.keystrokes,
      log,
    );
  } finally {
    await browser.close();
    raw.destroy();
    await web.stop();
    await db.close();
  }
}

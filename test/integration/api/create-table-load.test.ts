/**
 * Issue 31 item 4 through the app's own run on AWS DynamoDB Local and dynalite: a table made from a
 * NoSQL Workbench model of our own and loaded in the same step with the model's sample items and a
 * seed file of DynamoDB JSON lines (the export's format), through the bulk engine's put over the
 * real service; the items read back are byte-identical (a 38-digit number, a set, binary, a map; values DynamoDB keeps as sent).
 */
import { ScanCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTableInputOf, timeToLiveInputOf } from '../../../shared/table-admin/create-table-draft.js';
import { draftFromModelText } from '../../../shared/table-admin/draft-from-model.js';
import type { Item } from '../../../shared/dynamo/types.js';
import { runCreateTable, type CreateProgress } from '../../../renderer/model/table-admin/create-table-run.js';
import { bulkPutLoader } from '../../../renderer/model/table-admin/bulk-put-loader.js';
import { loadProblems, readSeedText } from '../../../renderer/model/table-admin/items-to-load.js';
import { startHarness, type Harness } from '../../support/app-harness.js';
import { testServers } from '../../support/test-servers.js';
import { modelSamples, workbenchModel } from '../../support/workbench-model.js';

const now = () => Promise.resolve();

const seedItems: Item[] = [
  {
    PK: { S: 'MEMBER#m2' },
    SK: { S: 'PROFILE' },
    kind: { S: 'Member' },
    fines: { N: '12345678901234567890123456789012345678' },
    tags: { SS: ['fiction'] },
    card: { B: 'AAEC/w==' },
    address: { M: { city: { S: 'Oslo' }, zip: { N: '150' } } },
  },
  { PK: { S: 'MEMBER#m2' }, SK: { S: 'LOAN#b3' }, kind: { S: 'Loan' }, genre: { S: 'poetry' } },
];

describe.each(testServers)('a table from a model, loaded in one step on %s', (server) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ server });
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  test("the model's samples and a seed file, checked, then written by the bulk put, byte-identical", async () => {
    const table = 'LendingLoaded';
    const { draft, samples } = draftFromModelText(JSON.stringify(workbenchModel(table)));
    const seed = readSeedText('seed.jsonl', seedItems.map((i) => JSON.stringify(i)).join('\n') + '\n');
    const input = createTableInputOf(draft);
    expect(loadProblems(samples, seed, input)).toEqual([]);
    const seen: CreateProgress[] = [];
    await runCreateTable(
      { input, ttl: timeToLiveInputOf(draft), items: [...samples, ...seed.items] },
      { api: h.http, load: bulkPutLoader(h.http, undefined, now), onProgress: (p) => seen.push(p), pause: now },
    );
    expect(seen.at(-1)).toMatchObject({ phase: 'done', loaded: 5, total: 5 });
    const out = (await h.raw.send(new ScanCommand({ TableName: table, ConsistentRead: true }))).Items ?? [];
    const key = (i: Record<string, unknown>) => JSON.stringify([i.PK, i.SK]);
    const byKey = (a: Record<string, unknown>, b: Record<string, unknown>) => (key(a) < key(b) ? -1 : 1);
    const asJson = (items: readonly object[]) =>
      items.map((i) =>
        JSON.parse(
          JSON.stringify(i, (_, v: unknown) => (v instanceof Uint8Array ? Buffer.from(v).toString('base64') : v)),
        ),
      );
    expect(asJson(out).sort(byKey)).toEqual(asJson([...modelSamples, ...seedItems]).sort(byKey));
  }, 240_000);

  test('with a TTL attribute the items are loaded wherever the server can turn TTL on or not', async () => {
    const table = 'LendingWithTtl';
    const { draft } = draftFromModelText(JSON.stringify(workbenchModel(table)));
    const withTtl = { ...draft, ttlAttribute: 'expiresAt' };
    const ttl = timeToLiveInputOf(withTtl);
    expect(ttl).not.toBeNull();
    const seen: CreateProgress[] = [];
    await runCreateTable(
      { input: createTableInputOf(withTtl), ttl, items: seedItems },
      { api: h.http, load: bulkPutLoader(h.http, undefined, now), onProgress: (p) => seen.push(p), pause: now },
    );
    const done = seen.at(-1)!;
    expect(done).toMatchObject({ phase: 'done', loaded: 2, total: 2 });
    // dynalite has no UpdateTimeToLive: said at the end, not a lost load; DynamoDB Local turns it on.
    if (server === 'dynalite')
      expect(done.warnings).toEqual([
        expect.stringMatching(/^TTL was not turned on: UpdateTimeToLive is not supported/),
      ]);
    else {
      expect(done.warnings).toBeUndefined();
      const d = await h.http.describeTableDetails({ TableName: table });
      expect(JSON.stringify(d.timeToLive)).toContain('expiresAt');
    }
    const out = await h.raw.send(new ScanCommand({ TableName: table, ConsistentRead: true }));
    expect(out.Count).toBe(2);
  }, 240_000);
});

/**
 * Issue 32's acceptance through the app's own steps, on AWS DynamoDB Local (the reference) and on
 * dynalite where it supports them: a NoSQL Workbench model of our own (keys, two GSIs, an LSI)
 * read into the dialog's draft, created by the dialog's run (CreateTable, followed to ACTIVE, TTL
 * and a stream turned on) through the real service, then a GSI added and removed while the
 * details are followed as the Indexes table follows them (isChanging); the details show each
 * change. dynalite: no TTL update (the create goes on and says TTL was not turned on) and no GSI on
 * an on-demand table (see table-admin.test.ts).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TableDetails } from '../../../shared/api-table-admin.js';
import { createTableInputOf, timeToLiveInputOf } from '../../../shared/table-admin/create-table-draft.js';
import { draftFromModelText } from '../../../shared/table-admin/draft-from-model.js';
import { runCreateTable, type CreateProgress } from '../../../renderer/model/table-admin/create-table-run.js';
import { isChanging } from '../../../renderer/model/table-admin/index-progress.js';
import { startHarness, type Harness } from '../../support/app-harness.js';
import { testServers } from '../../support/test-servers.js';
import { MODEL_TABLE, workbenchModel } from '../../support/workbench-model.js';

const now = () => Promise.resolve();
const noLoad = () => Promise.reject(new Error('nothing to load'));

describe.each(testServers)('a table from a NoSQL Workbench model on %s', (server) => {
  let h: Harness;
  const local = server === 'dynamodb-local';
  const details = () => h.http.describeTableDetails({ TableName: MODEL_TABLE });
  /** Reads the details again, as the panel does, until nothing is changing and `done` holds; bounded by asks, not time. */
  async function follow(done: (d: TableDetails) => boolean, maxAsks = 2000): Promise<TableDetails> {
    let d = await details();
    for (let ask = 1; ask < maxAsks && !(d.table.state === 'ok' && !isChanging(d.table.value) && done(d)); ask++)
      d = await details().catch((e: Error) => {
        // DynamoDB Local answers InternalFailure now and then while it drops an index: "not yet".
        if (e.name === 'InternalFailure') return d;
        throw e;
      });
    expect(done(d), JSON.stringify(d.table)).toBe(true);
    return d;
  }
  const facts = (d: TableDetails) => {
    if (d.table.state !== 'ok') throw new Error(`not described: ${JSON.stringify(d.table)}`);
    return d.table.value;
  };

  beforeAll(async () => {
    h = await startHarness({ server });
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  test('created by the dialog run from the model: keys, two GSIs with their types and INCLUDE, the LSI', async () => {
    const { draft } = draftFromModelText(JSON.stringify(workbenchModel()));
    const wanted = local ? { ...draft, ttlAttribute: 'dueAt', stream: 'NEW_AND_OLD_IMAGES' as const } : draft;
    const seen: CreateProgress[] = [];
    const described = await runCreateTable(
      { input: createTableInputOf(wanted), ttl: timeToLiveInputOf(wanted), items: [] },
      { api: h.http, load: noLoad, onProgress: (p) => seen.push(p), pause: now },
    );
    expect(described.TableStatus).toBe('ACTIVE');
    expect(seen.map((p) => p.phase).filter((p, i, all) => all.indexOf(p) === i)).toEqual(
      local ? ['create', 'wait', 'ttl', 'done'] : ['create', 'wait', 'done'],
    );
    const f = facts(await follow(() => true));
    expect(
      f.indexes
        .map((i) => `${i.kind} ${i.name} ${i.keys.map((k) => k.AttributeName).join('+')} ${i.projection}`)
        .sort(),
    ).toEqual([
      'global byAuthor authorId+published INCLUDE',
      'global byGenre genre KEYS_ONLY',
      'local byDue PK+dueAt KEYS_ONLY',
    ]);
    expect(f.indexes.find((i) => i.name === 'byAuthor')?.nonKeyAttributes).toEqual(['title']);
    const types = Object.fromEntries(
      (await h.http.describeTable({ TableName: MODEL_TABLE })).Table.AttributeDefinitions.map((a) => [
        a.AttributeName,
        a.AttributeType,
      ]),
    );
    expect(types).toEqual({ PK: 'S', SK: 'S', authorId: 'S', published: 'N', genre: 'S', dueAt: 'N' });
    if (local) {
      const d = await follow((x) => x.timeToLive.state === 'ok' && x.timeToLive.value.status === 'ENABLED');
      expect(d.timeToLive).toEqual({ state: 'ok', value: { status: 'ENABLED', attributeName: 'dueAt' } });
      expect(facts(d).stream).toMatchObject({ enabled: true, viewType: 'NEW_AND_OLD_IMAGES' });
    }
  });

  test('a GSI added and removed: followed through CREATING until ACTIVE, then until gone', async () => {
    const add = h.http.updateTable({
      input: {
        TableName: MODEL_TABLE,
        AttributeDefinitions: [{ AttributeName: 'title', AttributeType: 'S' }],
        GlobalSecondaryIndexUpdates: [
          {
            Create: {
              IndexName: 'byTitle',
              KeySchema: [{ AttributeName: 'title', KeyType: 'HASH' }],
              Projection: { ProjectionType: 'KEYS_ONLY' },
            },
          },
        ],
      },
    });
    if (!local) {
      // dynalite asks an index of an on-demand table for ProvisionedThroughput, which DynamoDB refuses there.
      await expect(add).rejects.toThrow(/provisionedThroughput/);
      return;
    }
    const answer = await add;
    // The answer describes the index as it starts: CREATING, so the panel starts following.
    expect(answer.table?.indexes.find((i) => i.name === 'byTitle')?.status).toBe('CREATING');
    expect(answer.table && isChanging(answer.table)).toBe(true);
    const added = facts(await follow((d) => facts(d).indexes.some((i) => i.name === 'byTitle')));
    expect(added.indexes.find((i) => i.name === 'byTitle')?.status).toBe('ACTIVE');
    await h.http.updateTable({
      input: { TableName: MODEL_TABLE, GlobalSecondaryIndexUpdates: [{ Delete: { IndexName: 'byTitle' } }] },
    });
    const removed = facts(await follow((d) => !facts(d).indexes.some((i) => i.name === 'byTitle')));
    expect(removed.indexes.map((i) => i.name).sort()).toEqual(['byAuthor', 'byDue', 'byGenre']);
  });

  test.runIf(!local)(
    'TTL asked of a server without UpdateTimeToLive: the table is made, TTL said not turned on',
    async () => {
      const { draft } = draftFromModelText(JSON.stringify(workbenchModel('LendingTtl')));
      const wanted = { ...draft, ttlAttribute: 'dueAt' };
      const seen: CreateProgress[] = [];
      await runCreateTable(
        { input: createTableInputOf(wanted), ttl: timeToLiveInputOf(wanted), items: [] },
        { api: h.http, load: noLoad, onProgress: (p) => seen.push(p), pause: now },
      );
      // A server without TTL (dynalite) costs the user nothing else: said at the end, not a failed create.
      expect(seen.at(-1)).toMatchObject({
        phase: 'done',
        warnings: ['TTL was not turned on: UpdateTimeToLive is not supported by this endpoint'],
      });
      expect((await h.http.listTables()).TableNames).toContain('LendingTtl');
    },
  );
});

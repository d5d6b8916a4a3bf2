/**
 * The confirm before writing to AWS is the service's, not only the page's: through web mode, a
 * profile connection (a real profile from the AWS config file, its account stated) whose DynamoDB
 * is a loopback proxy posing as AWS, in front of dynalite and DynamoDB Local. With writing turned
 * on, every method that writes (commitChanges, undoLastCommit, runBulk, undoBulk) is refused with
 * 403 naming the field unless it carries the account and region of the connection, and nothing
 * reaches the table; with them, it writes. Making a bulk run and its dry run write nothing, so
 * they need no confirm. A local endpoint needs none.
 */
import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAppService } from '../../../electron/app-service.js';
import { startWebServer, type RunningWebServer } from '../../../electron/transport/http-server.js';
import { itemFromWire, itemToWire } from '../../../electron/service/wire.js';
import { createHttpClient } from '../../../renderer/api/http-client.js';
import type { BulkRunStatus, ExplorerApi } from '../../../shared/api.js';
import type { Item } from '../../../shared/dynamo/types.js';
import { testClient } from '../../support/dynamo-client.js';
import { isolateAwsConfig } from '../../support/isolated-aws-config.js';
import { startInterposingProxy, type InterposingProxy } from '../../support/interposing-proxy.js';
import { createTable, pkSkTable } from '../../support/test-table.js';
import { startTestServer, testServers, type RunningTestServer } from '../../support/test-servers.js';

const TABLE = 'Prod';
const ACCOUNT = '210987654321';
const REGION = 'eu-west-1';
const PROFILE = 'profile:prod';
const CONFIRMED = { accountId: ACCOUNT, region: REGION };
const WRITES = ['PutItem', 'UpdateItem', 'DeleteItem', 'TransactWriteItems', 'BatchWriteItem'];

const item = (sk: string, state = 'open'): Item => ({ PK: { S: 'P' }, SK: { S: sk }, state: { S: state } });
const nextTurn = () => new Promise((r) => setTimeout(r, 20));
async function until(api: ExplorerApi, runId: string, done: (s: BulkRunStatus) => boolean): Promise<BulkRunStatus> {
  for (;;) {
    const s = await api.getBulkRun({ runId });
    if (done(s)) return s;
    await nextTurn();
  }
}

describe.each(testServers)('the service enforces the confirm, on %s', (server) => {
  let db: RunningTestServer;
  let proxy: InterposingProxy;
  let app: ReturnType<typeof createAppService>;
  let web: RunningWebServer;
  let api: ExplorerApi;
  let raw: ReturnType<typeof testClient>;
  const saved = process.env.AWS_ENDPOINT_URL_DYNAMODB;
  const writesSent = () => WRITES.reduce((n, op) => n + (proxy.counts[op] ?? 0), 0);
  const stored = async (sk: string) => {
    const out = await raw.send(
      new GetItemCommand({
        TableName: TABLE,
        Key: itemFromWire({ PK: { S: 'P' }, SK: { S: sk } }),
        ConsistentRead: true,
      }),
    );
    return out.Item && itemToWire(out.Item);
  };
  /** The refusal, and proof that nothing was sent to the table meanwhile. */
  const refused = async (call: () => Promise<unknown>, field: string) => {
    const before = writesSent();
    const e = await call().then(
      () => undefined,
      (x: unknown) => x,
    );
    expect(e, `expected a refusal naming ${field}`).toMatchObject({
      name: 'WriteNotConfirmed',
      statusCode: 403,
      field,
    });
    expect(writesSent()).toBe(before);
    return e as { message: string };
  };

  beforeAll(async () => {
    db = await startTestServer(server);
    raw = testClient(db.endpoint);
    await createTable(
      raw,
      pkSkTable(TABLE),
      ['A', 'B', 'C'].map((sk) => itemFromWire(item(sk))),
    );
    proxy = await startInterposingProxy(db.endpoint);
    isolateAwsConfig(
      ['[profile prod]', `region = ${REGION}`, `aws_account_id = ${ACCOUNT}`, ''].join('\n'),
      ['[prod]', 'aws_access_key_id = AKIACONFIRMTEST00001', 'aws_secret_access_key = confirm-test-secret', ''].join(
        '\n',
      ),
    );
    // The SDK's own setting sends the profile's DynamoDB calls to the proxy: the app sees AWS.
    process.env.AWS_ENDPOINT_URL_DYNAMODB = proxy.url;
    app = createAppService({ env: {}, endpoint: db.endpoint, region: 'us-east-1' });
    web = await startWebServer({ service: app.service });
    api = createHttpClient(`http://127.0.0.1:${web.port}`, web.token);
    await api.connect({ connectionId: PROFILE });
  }, 180_000);
  afterAll(async () => {
    raw?.destroy();
    await web?.close();
    await app?.close();
    await proxy?.close();
    await db?.close();
    if (saved === undefined) delete process.env.AWS_ENDPOINT_URL_DYNAMODB;
    else process.env.AWS_ENDPOINT_URL_DYNAMODB = saved;
  });

  test('setWriteAccess then commitChanges with no confirm is refused; a wrong region or account too; the right one writes', async () => {
    const access = await api.getWriteAccess({ connectionId: PROFILE });
    expect(access).toMatchObject({ local: false, allowed: false, accountId: ACCOUNT, region: REGION });
    await api.setWriteAccess({ connectionId: PROFILE, allowed: true });
    const changes = [{ id: 'c1', TableName: TABLE, before: item('A'), after: item('A', 'shipped') }];
    const commit = (extra: object) => api.commitChanges({ connectionId: PROFILE, changes, ...extra });

    const none = await refused(() => commit({}), 'confirmed');
    expect(none.message).toContain(`account ${ACCOUNT}`);
    expect(none.message).toContain(`region ${REGION}`);
    await refused(() => commit({ confirmed: { accountId: ACCOUNT, region: 'us-east-1' } }), 'confirmed.region');
    await refused(() => commit({ confirmed: { accountId: '111122223333', region: REGION } }), 'confirmed.accountId');
    await refused(() => commit({ confirmed: { region: REGION } }), 'confirmed.accountId');
    expect(await stored('A')).toEqual(item('A'));

    const done = await commit({ confirmed: CONFIRMED });
    expect(done.outcomes[0]).toMatchObject({ status: 'written' });
    expect(await stored('A')).toEqual(item('A', 'shipped'));

    await refused(() => api.undoLastCommit({ connectionId: PROFILE }), 'confirmed');
    expect(await stored('A')).toEqual(item('A', 'shipped'));
    const undone = await api.undoLastCommit({ connectionId: PROFILE, confirmed: CONFIRMED });
    expect(undone.outcomes[0]).toMatchObject({ status: 'written' });
    expect(await stored('A')).toEqual(item('A'));
  });

  test('a bulk run: made and dry-run with no confirm (nothing written); run and undo each need it', async () => {
    const sent = writesSent();
    const run = await api.createBulkRun({
      connectionId: PROFILE,
      TableName: TABLE,
      action: { kind: 'delete' },
      items: [item('B')],
    });
    expect(await api.dryRunBulk({ runId: run.runId })).toMatchObject({ items: 1 });
    expect(writesSent()).toBe(sent);

    await refused(() => api.runBulk({ runId: run.runId }), 'confirmed');
    await refused(
      () => api.runBulk({ runId: run.runId, confirmed: { ...CONFIRMED, region: 'eu-west-2' } }),
      'confirmed.region',
    );
    expect((await api.getBulkRun({ runId: run.runId })).state).toBe('ready');
    expect(await stored('B')).toEqual(item('B'));

    await api.runBulk({ runId: run.runId, confirmed: CONFIRMED });
    expect(await until(api, run.runId, (s) => s.state === 'done' || s.state === 'failed')).toMatchObject({
      state: 'done',
      written: 1,
    });
    expect(await stored('B')).toBeUndefined();

    await refused(() => api.undoBulk({ runId: run.runId }), 'confirmed');
    expect(await stored('B')).toBeUndefined();
    await api.undoBulk({ runId: run.runId, confirmed: CONFIRMED });
    const back = await until(api, run.runId, (s) => s.undo !== undefined && s.undo.state !== 'running');
    expect(back.undo).toMatchObject({ state: 'done', restored: 1 });
    expect(await stored('B')).toEqual(item('B'));
  });

  test('writing off on AWS is refused for that reason first; a local endpoint needs no confirm', async () => {
    await api.setWriteAccess({ connectionId: PROFILE, allowed: false });
    const off = await api
      .commitChanges({
        connectionId: PROFILE,
        changes: [{ id: 'c', TableName: TABLE, before: item('C'), after: item('C', 'x') }],
      })
      .catch((e: unknown) => e);
    expect(off).toMatchObject({ name: 'WritesOff', statusCode: 403 });

    const local = (await api.listConnections()).connections.find((c) => c.kind === 'endpoint')!;
    expect(await api.getWriteAccess({ connectionId: local.id })).toMatchObject({ local: true, allowed: true });
    const written = await api.commitChanges({
      connectionId: local.id,
      changes: [{ id: 'c', TableName: TABLE, before: item('C'), after: item('C', 'local') }],
    });
    expect(written.outcomes[0]).toMatchObject({ status: 'written' });
    expect(await stored('C')).toEqual(item('C', 'local'));
  });
});

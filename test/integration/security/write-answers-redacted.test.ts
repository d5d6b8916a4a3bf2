/**
 * Errors inside 200 answers are redacted like thrown ones: a profile with a session token writes
 * through an endpoint that refuses every write quoting the token, the Authorization header and
 * AWS's canonical request (test/support/revealing-proxy.ts), in front of dynalite and DynamoDB
 * Local. commitChanges' outcomes, undoLastCommit's, a bulk run's notes and a bulk undo's status
 * carry none of it, over web mode's HTTP and over IPC; the errors still say what failed, and the
 * items in the answers (user data that looks like secrets included) come back byte-identical.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAppService } from '../../../electron/app-service.js';
import { startWebServer, type RunningWebServer } from '../../../electron/transport/http-server.js';
import { registerIpcHandlers, type IpcEventLike, type IpcMainLike } from '../../../electron/transport/ipc-main.js';
import { createIpcClient } from '../../../electron/transport/ipc-client.js';
import type { IpcEnvelope } from '../../../electron/transport/ipc-channels.js';
import { itemFromWire } from '../../../electron/service/wire.js';
import { createHttpClient } from '../../../renderer/api/http-client.js';
import type { BulkRunStatus, ExplorerApi } from '../../../shared/api.js';
import type { Item } from '../../../shared/dynamo/types.js';
import { testClient } from '../../support/dynamo-client.js';
import { isolateAwsConfig } from '../../support/isolated-aws-config.js';
import { startRevealingProxy, type RevealingProxy } from '../../support/revealing-proxy.js';
import { createTable, pkSkTable } from '../../support/test-table.js';
import { startTestServer, testServers, type RunningTestServer } from '../../support/test-servers.js';

const KEY_ID = 'ASIAQ7REDACTTEST0001';
const SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYzREDACTKEY';
const TOKEN = `IQoJb3JpZ2luX2VjEREDACT${Buffer.from('a session token of the write path, long as real ones are').toString('base64')}`;
const ACCOUNT = '123456789012';
const TABLE = 'Secrets';
const CONNECTION = 'profile:dev';
const TRUSTED = 'file:///app/dist/renderer/index.html';

/** User data that looks like secrets and errors: it must come back as it is stored. */
const lookalike = (pk: string, sk: string): Item => ({
  PK: { S: pk },
  SK: { S: sk },
  message: { S: 'Authorization: AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/x, Signature=' + 'ab'.repeat(32) },
  note: { S: 'aws_secret_access_key = kept-as-the-user-wrote-it' },
  error: { M: { name: { S: 'Mine' }, message: { S: 'password: hunter2' } } },
  n: { N: '12345678901234567890.123456789' },
});

class MemoryIpcMain implements IpcMainLike {
  handlers = new Map<string, (event: IpcEventLike, ...args: unknown[]) => Promise<IpcEnvelope>>();
  handle(channel: string, listener: (event: IpcEventLike, ...args: unknown[]) => Promise<IpcEnvelope>) {
    this.handlers.set(channel, listener);
  }
  removeHandler(channel: string) {
    this.handlers.delete(channel);
  }
  invoke = async (channel: string, req: unknown) =>
    JSON.parse(
      JSON.stringify(
        await this.handlers.get(channel)!({ senderFrame: { url: TRUSTED } }, JSON.parse(JSON.stringify(req))),
      ),
    ) as IpcEnvelope;
}

const nextTurn = () => new Promise((r) => setTimeout(r, 20));
async function until(api: ExplorerApi, runId: string, done: (s: BulkRunStatus) => boolean): Promise<BulkRunStatus> {
  for (;;) {
    const s = await api.getBulkRun({ runId });
    if (done(s)) return s;
    await nextTurn();
  }
}
const settled = (s: BulkRunStatus) => s.state !== 'running' && s.state !== 'stopping';
const undone = (s: BulkRunStatus) => s.undo !== undefined && s.undo.state !== 'running' && s.undo.state !== 'stopping';

describe.each(testServers)('errors inside write answers, on %s', (server) => {
  let db: RunningTestServer;
  let proxy: RevealingProxy;
  let app: ReturnType<typeof createAppService>;
  let web: RunningWebServer;
  const saved = process.env.AWS_ENDPOINT_URL_DYNAMODB;
  const transports: Record<'HTTP' | 'IPC', ExplorerApi> = {} as never;

  beforeAll(async () => {
    db = await startTestServer(server);
    const raw = testClient(db.endpoint);
    await createTable(
      raw,
      pkSkTable(TABLE),
      [...['HTTP', 'IPC'].flatMap((t) => [lookalike(`${t}#commit`, 'A'), lookalike(`${t}#commit`, 'B')])].map(
        itemFromWire,
      ),
    );
    raw.destroy();
    proxy = await startRevealingProxy(db.endpoint);
    isolateAwsConfig(
      ['[profile dev]', 'region = eu-west-2', ''].join('\n'),
      [
        '[dev]',
        `aws_access_key_id = ${KEY_ID}`,
        `aws_secret_access_key = ${SECRET}`,
        `aws_session_token = ${TOKEN}`,
        `aws_account_id = ${ACCOUNT}`,
        '',
      ].join('\n'),
    );
    // Every client the service makes for a profile goes to the proxy instead of AWS.
    process.env.AWS_ENDPOINT_URL_DYNAMODB = proxy.url;
    app = createAppService({ env: {}, stateDir: mkdtempSync(join(tmpdir(), 'ice-redact-writes-')) });
    web = await startWebServer({ service: app.service });
    transports.HTTP = createHttpClient(`http://127.0.0.1:${web.port}`, web.token);
    const ipc = new MemoryIpcMain();
    registerIpcHandlers(ipc, app.service, (url) => url === TRUSTED);
    transports.IPC = createIpcClient(ipc.invoke);
    const info = await transports.HTTP.connect({ connectionId: CONNECTION });
    expect(info.accountId).toBe(ACCOUNT);
    await transports.HTTP.setWriteAccess({ connectionId: CONNECTION, allowed: true });
  }, 180_000);
  afterAll(async () => {
    await web?.close();
    await app?.close();
    await proxy?.close();
    await db?.close();
    if (saved === undefined) delete process.env.AWS_ENDPOINT_URL_DYNAMODB;
    else process.env.AWS_ENDPOINT_URL_DYNAMODB = saved;
  });

  /** No part of any secret of the session, nor the request AWS would quote back, is in the answer. */
  const clean = (label: string, answer: unknown) => {
    const text = JSON.stringify(answer);
    for (const s of [TOKEN, SECRET, KEY_ID, ...proxy.signatures])
      expect(text.includes(s), `${label} carries ${s.slice(0, 12)}...`).toBe(false);
    expect(text, label).not.toMatch(/should have been/);
    expect(text, label).not.toMatch(/AWS4-HMAC-SHA256 Credential=ASIA/);
  };

  test.each(['HTTP', 'IPC'] as const)(
    'over %s: commitChanges, undoLastCommit, a bulk run and its undo answer no secret',
    async (transport) => {
      const api = transports[transport];
      // A profile is not local: each write carries the account and region the user confirmed.
      const scope = { connectionId: CONNECTION, confirmed: { accountId: ACCOUNT, region: 'eu-west-2' } };
      const before = lookalike(`${transport}#commit`, 'A');
      const after = { ...before, state: { S: 'edited' } };

      // A commit that lands (writes pass): the item written comes back byte-identical, look-alikes and all.
      proxy.reveal = false;
      const landed = await api.commitChanges({ ...scope, changes: [{ id: 'c1', TableName: TABLE, before, after }] });
      expect(landed.outcomes[0]).toMatchObject({ status: 'written', result: after });

      // Now every write is refused, quoting the secrets.
      proxy.reveal = true;
      const seen = proxy.revealed;
      const refused = await api.commitChanges({
        ...scope,
        changes: [{ id: 'c2', TableName: TABLE, before: lookalike(`${transport}#commit`, 'B'), after }],
      });
      clean('commitChanges', refused);
      expect(refused.outcomes[0]).toMatchObject({ status: 'failed', error: { name: 'UnrecognizedClientException' } });
      expect(refused.outcomes[0]!.error!.message).toMatch(/security token included in the request is invalid/);

      const undo = await api.undoLastCommit(scope);
      clean('undoLastCommit', undo);
      expect(undo.outcomes[0]).toMatchObject({ status: 'failed', error: { name: 'UnrecognizedClientException' } });

      // A bulk set refused item by item: its notes quote the answer.
      const items = Array.from({ length: 3 }, (_, i) => lookalike(`${transport}#bulk`, `S${i}`));
      const run = await api.createBulkRun({
        ...scope,
        TableName: TABLE,
        action: { kind: 'set', attribute: 'state', value: { S: 'bulk' } },
        items,
      });
      await api.runBulk({ runId: run.runId, confirmed: scope.confirmed });
      const failed = await until(api, run.runId, settled);
      clean('getBulkRun of a refused run', failed);
      expect(failed.failed + (failed.error ? 1 : 0)).toBeGreaterThan(0);
      clean('listBulkRuns', await api.listBulkRuns({ connectionId: CONNECTION }));

      // A bulk delete that lands, then its undo refused.
      proxy.reveal = false;
      const deleting = await api.createBulkRun({
        ...scope,
        TableName: TABLE,
        action: { kind: 'delete' },
        items: [after],
      });
      await api.runBulk({ runId: deleting.runId, confirmed: scope.confirmed });
      expect(await until(api, deleting.runId, settled)).toMatchObject({ state: 'done', written: 1 });
      proxy.reveal = true;
      await api.undoBulk({ runId: deleting.runId, confirmed: scope.confirmed });
      const undoFailed = await until(api, deleting.runId, undone);
      clean('getBulkRun of a refused undo', undoFailed);
      expect(undoFailed.undo!.failed + (undoFailed.undo!.error ? 1 : 0)).toBeGreaterThan(0);

      // There was something to leak: each write was refused quoting the secrets.
      expect(proxy.revealed - seen).toBeGreaterThanOrEqual(4);
      proxy.reveal = false;
    },
    180_000,
  );
});

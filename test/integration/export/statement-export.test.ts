/**
 * A PartiQL SELECT exported whole by the service, on dynalite (no PartiQL: the service runs the
 * statement's translated Query, as the PartiQL read does) and on AWS DynamoDB Local (ExecuteStatement
 * paged by NextToken): a statement over many pages (a small Limit forces them) is written complete,
 * in every format, byte for byte what the raw SDK's own read of the same statement returns made into
 * that format, with numbers of 38 digits and 1E-130, sets and binary kept exact. A Stop leaves a
 * valid file of the first items; a statement the read refuses (a write, one DynamoDB would refuse,
 * one short of a parameter) is refused by startExport before anything runs, naming the field.
 */
import {
  ExecuteStatementCommand,
  QueryCommand,
  type AttributeValue as SdkValue,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemFromWire, itemToWire } from '../../../electron/service/wire.js';
import type { ExplorerApi } from '../../../shared/api.js';
import type { ExportStatus } from '../../../shared/api-export.js';
import type { Item } from '../../../shared/dynamo/types.js';
import { EXPORT_FORMAT_NAMES, exportText } from '../../../shared/export/export-items.js';
import { startHarness, type Harness } from '../../support/app-harness.js';
import { testServers, type TestServerKind } from '../../support/test-servers.js';
import { createTable, keyAttr, keySchema, putAll } from '../tools/tools-tables.js';
import { untilExport } from '../../support/until-export.js';

const TABLE = 'ExportStatement';
const PARTITION = 'ORG#7';
const IN_PARTITION = 61;
const D38 = '12345678901234567890123456789012345678';
const Statement = `SELECT * FROM "${TABLE}" WHERE pk = ?`;
const Parameters = [{ S: PARTITION }];
const LIMIT = 7;

function items(): Item[] {
  const out: Item[] = [];
  for (let i = 0; i < IN_PARTITION * 2; i++) {
    out.push({
      pk: { S: i % 2 ? PARTITION : 'ORG#8' },
      sk: { S: `ITEM#${String(i).padStart(4, '0')}` },
      big: { N: i % 3 ? `-${D38}` : '1E-130' },
      exact: { N: `0.${D38}` },
      bin: { B: Buffer.from([0, 255, i % 256, 10, 13]).toString('base64') },
      tags: { SS: ['a,b', 'ünï 😀', `t${i}`] },
      nums: { NS: [D38, '1E-130', String(i)] },
      blobs: { BS: [Buffer.from([i % 256]).toString('base64'), 'AAE='] },
      nested: { M: { deep: { L: [{ N: D38 }, { S: 'say "hi"\nagain' }, { NULL: true }] } } },
    });
  }
  return out;
}

/**
 * The statement's items as the raw SDK reads them on this server: ExecuteStatement page by page on
 * DynamoDB Local; dynalite has no PartiQL, so there the Query the statement stands for.
 */
async function rawRead(client: DynamoDBClient, server: TestServerKind): Promise<Item[]> {
  const out: Item[] = [];
  if (server === 'dynamodb-local') {
    let NextToken: string | undefined;
    do {
      const page = await client.send(
        new ExecuteStatementCommand({
          Statement,
          Parameters: Parameters.map((p) => itemFromWire({ p }).p!),
          NextToken,
        }),
      );
      out.push(...(page.Items ?? []).map(itemToWire));
      NextToken = page.NextToken;
    } while (NextToken);
    return out;
  }
  let start: Record<string, SdkValue> | undefined;
  do {
    const page = await client.send(
      new QueryCommand({
        TableName: TABLE,
        KeyConditionExpression: 'pk = :p',
        ExpressionAttributeValues: { ':p': { S: PARTITION } },
        ExclusiveStartKey: start,
      }),
    );
    out.push(...(page.Items ?? []).map(itemToWire));
    start = page.LastEvaluatedKey;
  } while (start);
  return out;
}

async function download(h: Harness, s: ExportStatus): Promise<string> {
  expect(s.download).toBeDefined();
  const res = await fetch(h.baseUrl + s.download!, { headers: { Authorization: `Bearer ${h.web.token}` } });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer()).toString('utf8');
}

describe.each(testServers)('a PartiQL SELECT exported by the service on %s', (server) => {
  let h: Harness;
  let raw: Item[];
  beforeAll(async () => {
    h = await startHarness({ server });
    await createTable(h.raw, {
      TableName: TABLE,
      AttributeDefinitions: [keyAttr('pk'), keyAttr('sk')],
      KeySchema: keySchema('pk', 'sk'),
    });
    await putAll(h.raw, TABLE, items());
    raw = await rawRead(h.raw, server);
  }, 600_000);
  afterAll(async () => {
    await h?.close();
  });

  const start = (request: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    h.http.startExport({
      method: 'statement',
      request,
      format: 'json',
      keys: ['pk', 'sk'],
      fileName: 'statement.json',
      ...extra,
    });

  it.each(EXPORT_FORMAT_NAMES)(
    'writes every page in %s, byte for byte the raw read in that format',
    async (format) => {
      expect(raw).toHaveLength(IN_PARTITION);
      const started = await start({ Statement, Parameters, Limit: LIMIT }, { format, fileName: `statement.${format}` });
      const s = await untilExport(h.app.service, started.exportId, (x) => x.state !== 'running');
      expect(s).toMatchObject({ state: 'done', items: IN_PARTITION });
      expect(s.endedBy).toBeUndefined();
      // Every page of at most LIMIT items was read (twice for a CSV: its header pass, then the rows).
      expect(s.pages).toBeGreaterThanOrEqual(Math.ceil(IN_PARTITION / LIMIT) * (format === 'csv' ? 2 : 1));
      const text = await download(h, s);
      expect(Buffer.byteLength(text)).toBe(s.bytes);
      expect(text).toBe(await exportText(raw, format, { keys: ['pk', 'sk'] }));
      // The exact texts: no digit of the 38 lost, no number made a float on the way.
      expect(text).toContain(D38);
      expect(text).toContain(`0.${D38}`);
      const small = (raw.find((i) => !(i.big as { N: string }).N.startsWith('-'))!.big as { N: string }).N;
      // The server's own text of 1E-130 (both answer it as 0. and 129 zeros before the 1), kept as it came.
      expect(small).toMatch(/^(1(\.0*)?E-130|0\.0{129}1)$/i);
      expect(text).toContain(small);
      expect(text).toContain(Buffer.from([0, 255, 1, 10, 13]).toString('base64'));
    },
    600_000,
  );

  it('a Stop mid-way leaves a valid JSON file of the first items of the statement', async () => {
    const started = await start({ Statement, Parameters, Limit: 1 });
    await untilExport(h.app.service, started.exportId, (s) => s.items >= 5 || s.state !== 'running');
    const stopped = await h.http.stopExport({ exportId: started.exportId });
    expect(stopped).toMatchObject({ state: 'stopped', endedBy: 'stop' });
    expect(stopped.items).toBeLessThan(IN_PARTITION);
    const written = JSON.parse(await download(h, stopped)) as unknown[];
    expect(written).toHaveLength(stopped.items);
    expect(written).toEqual(JSON.parse(await exportText(raw.slice(0, stopped.items), 'json')) as unknown[]);
  }, 600_000);

  it('keeps to the cap, and refuses a write, a statement DynamoDB refuses and a missing parameter by name', async () => {
    const capped = await start({ Statement, Parameters, Limit: LIMIT }, { maxItems: 10 });
    const s = await untilExport(h.app.service, capped.exportId, (x) => x.state !== 'running');
    expect(s).toMatchObject({ state: 'done', items: 10, endedBy: 'cap' });
    expect(await download(h, s)).toBe(await exportText(raw.slice(0, 10), 'json'));

    const refused = async (request: Record<string, unknown>) => {
      const e = (await start(request).then(
        () => undefined,
        (x: unknown) => x,
      )) as { name?: string; field?: string; message?: string } | undefined;
      expect(e).toBeDefined();
      return e!;
    };
    const write = await refused({ Statement: `INSERT INTO "${TABLE}" VALUE {'pk': 'a', 'sk': 'b'}` });
    expect(write).toMatchObject({ name: 'RequestValidationError', field: 'Statement' });
    expect(write.message).toMatch(/INSERT/);
    const deleted = await refused({ Statement: `DELETE FROM "${TABLE}" WHERE pk = 'a' AND sk = 'b'` });
    expect(deleted.message).toMatch(/DELETE/);
    const notDynamo = await refused({ Statement: `SELECT * FROM "${TABLE}" WHERE pk LIKE 'a%'` });
    expect(notDynamo).toMatchObject({ field: 'Statement' });
    expect(notDynamo.message).toMatch(/LIKE/);
    const short = await refused({ Statement });
    expect(short).toMatchObject({ field: 'Parameters' });
    const notAStatement = await refused({ Statement: 7 });
    expect(notAStatement.message).toMatch(/Statement/);
    // Nothing was written: every item is where it was.
    expect(await rawRead(h.raw, server)).toEqual(raw);
  }, 600_000);
});

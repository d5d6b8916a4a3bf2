/**
 * Exports run in the service, on dynalite and on AWS DynamoDB Local: a 20,000-item Scan written to
 * a file page by page is complete and byte-identical to the same format made from a raw SDK Scan;
 * a Stop mid-way leaves a valid file of whole items, a prefix of the read; a read with a filter
 * and a projection exports what that read returns; the file goes where Electron's dialog chose, or
 * is downloaded once from web mode's link and then removed.
 */
import { ScanCommand, type AttributeValue as SdkValue } from '@aws-sdk/client-dynamodb';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemFromWire, itemToWire } from '../../../electron/service/wire.js';
import type { ExplorerApi } from '../../../shared/api.js';
import type { ExportStatus } from '../../../shared/api-export.js';
import type { Item } from '../../../shared/dynamo/types.js';
import { exportText, type ExportFormat } from '../../../shared/export/export-items.js';
import { startHarness, type Harness } from '../../support/app-harness.js';
import { testServers } from '../../support/test-servers.js';
import { createTable, keyAttr, keySchema, putAll } from '../tools/tools-tables.js';
import { untilExport } from '../../support/until-export.js';

const TABLE = 'ExportTwentyThousand';
const COUNT = 20_000;
const D38 = '12345678901234567890123456789012345678';

function items(): Item[] {
  const out: Item[] = [];
  for (let i = 0; i < COUNT; i++) {
    out.push({
      pk: { S: `ORG#${i % 97}` },
      sk: { N: `${i}.${D38.slice(0, 20)}` },
      group: { S: i % 10 === 0 ? 'ten' : 'other' },
      big: { N: i % 2 ? `-${D38}` : '1E-130' },
      bin: { B: Buffer.from([0, 255, i % 256, 10, 13]).toString('base64') },
      ...(i % 3 === 0 ? { tags: { SS: ['a,b', 'ünï 😀', `t${i}`] } } : {}),
      nested: { M: { deep: { L: [{ N: D38 }, { S: '' }, { NULL: true }] }, n: { N: String(i) } } },
      ...(i % 7 === 0 ? { note: { S: 'say "hi"\nagain' } } : {}),
    });
  }
  return out;
}

/** The read as the raw SDK answers it, every page, in order. */
type ScanInput = {
  TableName: string;
  Limit?: number;
  FilterExpression?: string;
  ProjectionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Item;
};

async function rawScan(h: Harness, input: ScanInput): Promise<Item[]> {
  const out: Item[] = [];
  let start: Record<string, SdkValue> | undefined;
  const { ExpressionAttributeValues, ...rest } = input;
  const values = ExpressionAttributeValues && itemFromWire(ExpressionAttributeValues);
  do {
    const page = await h.raw.send(
      new ScanCommand({ ...rest, ...(values ? { ExpressionAttributeValues: values } : {}), ExclusiveStartKey: start }),
    );
    out.push(...(page.Items ?? []).map(itemToWire));
    start = page.LastEvaluatedKey;
  } while (start);
  return out;
}

const finished = (s: ExportStatus) => s.state !== 'running';

async function download(h: Harness, s: ExportStatus): Promise<string> {
  expect(s.download).toBeDefined();
  const res = await fetch(h.baseUrl + s.download!, { headers: { Authorization: `Bearer ${h.web.token}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-disposition')).toContain(s.fileName);
  // As bytes: a text decoder would drop a CSV's byte order mark.
  return Buffer.from(await res.arrayBuffer()).toString('utf8');
}

describe.each(testServers)('exports run in the service on %s', (server) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ server });
    await createTable(h.raw, {
      TableName: TABLE,
      AttributeDefinitions: [keyAttr('pk'), keyAttr('sk', 'N')],
      KeySchema: keySchema('pk', 'sk'),
    });
    await putAll(h.raw, TABLE, items());
  }, 600_000);
  afterAll(async () => {
    await h?.close();
  });

  async function run(format: ExportFormat, request: ScanInput, extra = {}) {
    const started = await h.http.startExport({
      method: 'scan',
      request,
      format,
      keys: ['pk', 'sk'],
      fileName: `${TABLE}.${format}`,
      ...extra,
    });
    return untilExport(h.app.service, started.exportId, finished);
  }

  it('exports 20,000 items complete and byte-identical to a raw SDK Scan, then removes the downloaded file', async () => {
    const raw = await rawScan(h, { TableName: TABLE });
    expect(raw).toHaveLength(COUNT);
    const s = await run('dynamodb-json', { TableName: TABLE });
    expect(s).toMatchObject({ state: 'done', items: COUNT });
    expect(s.endedBy).toBeUndefined();
    expect(s.pages).toBeGreaterThan(1);
    const text = await download(h, s);
    expect(Buffer.byteLength(text)).toBe(s.bytes);
    expect(text).toBe(await exportText(raw, 'dynamodb-json'));
    // Sent once, then gone.
    expect((await h.http.getExport({ exportId: s.exportId })).download).toBeUndefined();
    const again = await fetch(h.baseUrl + s.download!, { headers: { Authorization: `Bearer ${h.web.token}` } });
    expect(again.status).toBe(404);
    const wrongToken = await fetch(h.baseUrl + s.download!, { headers: { Authorization: 'Bearer nope' } });
    expect(wrongToken.status).toBe(401);
  }, 600_000);

  it('a Stop mid-way leaves a valid JSON file of whole items, the first items of the read', async () => {
    const started = await h.http.startExport({
      method: 'scan',
      request: { TableName: TABLE, Limit: 10 },
      format: 'json',
      fileName: 'stopped.json',
    });
    await untilExport(h.app.service, started.exportId, (s) => s.items >= 50);
    const stopped = await h.http.stopExport({ exportId: started.exportId });
    expect(stopped).toMatchObject({ state: 'stopped', endedBy: 'stop' });
    expect(stopped.items).toBeLessThan(COUNT);
    const written = JSON.parse(await download(h, stopped)) as unknown[];
    expect(written).toHaveLength(stopped.items);
    const raw = await rawScan(h, { TableName: TABLE });
    const expected = JSON.parse(await exportText(raw.slice(0, stopped.items), 'json')) as unknown[];
    expect(written).toEqual(expected);
  }, 600_000);

  it('a read with a filter and a projection exports what that read returns, in JSON and in CSV', async () => {
    const request = {
      TableName: TABLE,
      FilterExpression: '#g = :g',
      ProjectionExpression: 'pk, sk, big, #n.deep, tags',
      ExpressionAttributeNames: { '#g': 'group', '#n': 'nested' },
      ExpressionAttributeValues: { ':g': { S: 'ten' } },
    };
    const raw = await rawScan(h, request);
    expect(raw).toHaveLength(COUNT / 10);
    const json = await run('json', request);
    expect(json).toMatchObject({ state: 'done', items: COUNT / 10 });
    expect(await download(h, json)).toBe(await exportText(raw, 'json'));
    const csv = await run('csv', request, { bom: true });
    expect(csv).toMatchObject({ state: 'done', items: COUNT / 10, pass: 'items' });
    expect(await download(h, csv)).toBe(await exportText(raw, 'csv', { keys: ['pk', 'sk'], bom: true }));
  }, 600_000);

  it('writes where the save dialog chose, within the read cap, and refuses a read DynamoDB would refuse', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'export-path-'));
    try {
      const path = join(dir, 'seed.jsonl');
      const s = await run('seed', { TableName: TABLE }, { path, maxItems: 1234 });
      expect(s).toMatchObject({ state: 'done', items: 1234, endedBy: 'cap', path });
      expect(s.download).toBeUndefined();
      const raw = await rawScan(h, { TableName: TABLE });
      expect(readFileSync(path, 'utf8')).toBe(await exportText(raw.slice(0, 1234), 'seed'));
      expect(existsSync(path)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    await expect(
      h.http.startExport({
        method: 'scan',
        request: { TableName: TABLE, Limit: 0 },
        format: 'json',
        fileName: 'x.json',
      }),
    ).rejects.toThrow(/Limit/);
    await expect(
      h.http.startExport({
        method: 'scan',
        request: { TableName: TABLE, FilterExpression: '#missing = :v' },
        format: 'json',
        fileName: 'x.json',
      }),
    ).rejects.toThrow(/#missing/);
  }, 600_000);
});

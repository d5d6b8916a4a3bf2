/**
 * Query and Scan pages taken from DynamoDB's body as it came (electron/service/page-body.ts), against
 * dynalite: items of every attribute type come out exactly as the SDK's own reading of them would
 * (its output converted with wire.ts), with the same LastEvaluatedKey, in process and over web mode,
 * where the body is sent on with Attempts in front. Bodies that are not a plain page go to the SDK.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CreateTableCommand,
  PutItemCommand,
  QueryCommand,
  ScanCommand,
  waitUntilTableExists,
  type AttributeValue as SdkValue,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ApiRequest, ReadPage } from '../../../shared/api.js';
import type { Item } from '../../../shared/dynamo/types.js';
import { createAppService } from '../../../electron/app-service.js';
import { pageJson } from '../../../electron/service/page-body.js';
import { itemFromWire, itemToWire } from '../../../electron/service/wire.js';
import { startWebServer } from '../../../electron/transport/http-server.js';
import { createHttpClient } from '../../../renderer/api/http-client.js';
import { startHarness, type Harness } from '../../support/app-harness.js';
import { testServers } from '../../support/test-servers.js';

const TABLE = 'PageBodyTypes';
const TYPES = 'TYPES#all';
const BULK = 'BULK#large';
const BULK_ITEMS = 300;
const NUMBER_38 = '12345678901234567890123456789012345678';
const bytes = (...b: number[]) => new Uint8Array(b);
const sk = (...b: number[]) => ({ B: bytes(...b) });

/** One attribute of each type, at the top level and nested, and the edge cases of each. */
const typeItems: Record<string, SdkValue>[] = [
  {
    PK: { S: TYPES },
    SK: sk(0x00),
    s: { S: 'plain' },
    n: { N: NUMBER_38 },
    negative: { N: `-${NUMBER_38}` },
    tiny: { N: '0.000000000000000000000000000000000001' },
    huge: { N: '9.9999999999999999999999999999999999999E+125' },
    b: { B: bytes(0, 1, 2, 0xfe, 0xff) },
    yes: { BOOL: true },
    no: { BOOL: false },
    nothing: { NULL: true },
    ss: { SS: ['b', 'a', 'ü'] },
    ns: { NS: ['1', '-2.5', NUMBER_38] },
    bs: { BS: [bytes(1), bytes(0xff, 0), bytes(0x7f)] },
  },
  {
    PK: { S: TYPES },
    SK: sk(0x01),
    m: {
      M: {
        inner: {
          M: {
            deep: {
              L: [{ S: 'x' }, { N: '7' }, { B: bytes(9) }, { BOOL: false }, { NULL: true }, { M: {} }, { L: [] }],
            },
          },
        },
        sets: { M: { ss: { SS: ['only'] }, ns: { NS: ['0'] }, bs: { BS: [bytes(0)] } } },
      },
    },
    l: { L: [{ M: { a: { S: 'in a map in a list' } } }, { L: [{ L: [] }, { L: [{ N: '-0.5' }] }] }, { SS: ['s'] }] },
    emptyMap: { M: {} },
    emptyList: { L: [] },
  },
  {
    // Empty strings and binaries are allowed outside keys and sets, at any depth.
    PK: { S: TYPES },
    SK: sk(0x02),
    emptyS: { S: '' },
    emptyB: { B: bytes() },
    nested: { L: [{ S: '' }, { B: bytes() }, { M: { e: { S: '' }, eb: { B: bytes() } } }] },
  },
  {
    PK: { S: TYPES },
    SK: sk(0xff, 0xfe, 0x00, 0x80),
    astral: { S: 'clef 𝄞, face 😀, 𠜎' },
    separators: { S: 'line\u2028para\u2029end' },
    escapes: { S: '"quoted" \\ back\nnew\ttab\u0000nul\u001fus \u007f </script>' },
    naïve: { S: 'accented name' },
    名前: { S: 'CJK name' },
    '𝒳': { S: 'astral name' },
    'with\u2028separator': { S: 'odd name' },
    constructor: { S: "not the prototype's" },
    hasOwnProperty: { N: '1' },
    toString: { M: { valueOf: { BOOL: true } } },
  },
  { PK: { S: TYPES }, SK: sk(0x03), only: { S: 'a small item' } },
  { PK: { S: TYPES }, SK: sk(0x04, 0x00), setOfBig: { NS: [NUMBER_38, `-${NUMBER_38}`, '1E-130'] } },
];

const typesQuery = (extra: Partial<ApiRequest<'query'>> = {}): ApiRequest<'query'> => ({
  TableName: TABLE,
  KeyConditionExpression: '#pk = :pk',
  ExpressionAttributeNames: { '#pk': 'PK' },
  ExpressionAttributeValues: { ':pk': { S: TYPES } },
  ...extra,
});

describe.each(testServers)('on %s', (server) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ server });
    await h.raw.send(
      new CreateTableCommand({
        TableName: TABLE,
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [
          { AttributeName: 'PK', KeyType: 'HASH' },
          { AttributeName: 'SK', KeyType: 'RANGE' },
        ],
        AttributeDefinitions: [
          { AttributeName: 'PK', AttributeType: 'S' },
          { AttributeName: 'SK', AttributeType: 'B' },
        ],
      }),
    );
    for (const Item of typeItems) await h.raw.send(new PutItemCommand({ TableName: TABLE, Item }));
    // Enough bytes that the answer arrives in many chunks.
    const padding = 'p'.repeat(1_000);
    const puts: Promise<unknown>[] = [];
    for (let i = 0; i < BULK_ITEMS; i++) {
      puts.push(
        h.raw.send(
          new PutItemCommand({
            TableName: TABLE,
            Item: { PK: { S: BULK }, SK: sk(i >> 8, i & 0xff), i: { N: String(i) }, padding: { S: padding } },
          }),
        ),
      );
    }
    await Promise.all(puts);
  });
  afterAll(async () => {
    await h.close();
  });

  /** The same page read by the SDK alone, its output converted as the service did before pages were passed through. */
  async function sdkPage(
    client: DynamoDBClient,
    method: 'query' | 'scan',
    req: ApiRequest<'query'> | ApiRequest<'scan'>,
  ) {
    const { ExpressionAttributeValues, ExclusiveStartKey, Select, ...rest } = req;
    const input = {
      ...rest,
      ...(Select ? { Select } : {}),
      ...(ExpressionAttributeValues ? { ExpressionAttributeValues: itemFromWire(ExpressionAttributeValues) } : {}),
      ...(ExclusiveStartKey ? { ExclusiveStartKey: itemFromWire(ExclusiveStartKey) } : {}),
    };
    const out =
      method === 'query' ? await client.send(new QueryCommand(input)) : await client.send(new ScanCommand(input));
    return {
      Items: (out.Items ?? []).map(itemToWire),
      LastEvaluatedKey: out.LastEvaluatedKey && itemToWire(out.LastEvaluatedKey),
      Count: out.Count,
      ScannedCount: out.ScannedCount,
    };
  }

  /** Every page of a read, through the service and through the SDK alone, side by side. */
  async function bothWays(method: 'query' | 'scan', req: ApiRequest<'query'> | ApiRequest<'scan'>) {
    const pairs: Array<{ page: ReadPage; sdk: Awaited<ReturnType<typeof sdkPage>> }> = [];
    let start: Item | undefined;
    do {
      const paged = { ...req, ...(start ? { ExclusiveStartKey: start } : {}) };
      const page =
        method === 'query' ? await h.app.service.query(paged as ApiRequest<'query'>) : await h.app.service.scan(paged);
      pairs.push({ page, sdk: await sdkPage(h.raw, method, paged) });
      start = page.LastEvaluatedKey;
    } while (start && pairs.length < 1_000);
    return pairs;
  }

  describe("items as DynamoDB sent them, equal to the SDK's reading", () => {
    test.each([
      ['query, Limit 2', 'query', typesQuery({ Limit: 2 })],
      ['query, one page', 'query', typesQuery()],
      ['query backwards, Limit 4', 'query', typesQuery({ Limit: 4, ScanIndexForward: false })],
      // Filtered to one partition: many pages come back empty but for their last key.
      [
        'scan, Limit 25, filtered',
        'scan',
        {
          TableName: TABLE,
          Limit: 25,
          FilterExpression: '#pk = :pk',
          ExpressionAttributeNames: { '#pk': 'PK' },
          ExpressionAttributeValues: { ':pk': { S: TYPES } },
        },
      ],
      [
        'query with a projection',
        'query',
        typesQuery({
          ProjectionExpression: '#pk, SK, m.#in, l[1], astral',
          ExpressionAttributeNames: { '#pk': 'PK', '#in': 'inner' },
          Limit: 3,
        }),
      ],
    ] as const)('%s', async (_name, method, req) => {
      const pairs = await bothWays(method, req);
      const items = pairs.flatMap((p) => p.page.Items);
      expect(items).toHaveLength(typeItems.length);
      for (const { page, sdk } of pairs) {
        expect(page.Items).toEqual(sdk.Items);
        expect(page.LastEvaluatedKey).toEqual(sdk.LastEvaluatedKey);
        expect([page.Count, page.ScannedCount]).toEqual([sdk.Count, sdk.ScannedCount]);
        // The page came from the body, not from the SDK's reading: this comparison is not of a thing with itself.
        expect(pageJson(page)).toBeDefined();
      }
      if (method === 'scan')
        expect(pairs.some((p) => p.page.Items.length === 0 && p.page.LastEvaluatedKey !== undefined)).toBe(true);
      if (req.Limit !== undefined && req.Limit < typeItems.length) {
        expect(pairs.length).toBeGreaterThan(1);
        // A binary sort key in the last key, as base64, exactly as the SDK path gives it.
        expect(pairs[0]!.page.LastEvaluatedKey?.SK).toHaveProperty('B');
      }
    });

    test('what a paged read sends back as ExclusiveStartKey resumes exactly after the last item', async () => {
      const pairs = await bothWays('query', typesQuery({ Limit: 1 }));
      const sks = pairs.flatMap((p) => p.page.Items.map((i) => (i.SK as { B: string }).B));
      expect(new Set(sks).size).toBe(typeItems.length);
      expect(sks).toEqual(pairs.flatMap((p) => p.sdk.Items.map((i) => (i.SK as { B: string }).B)));
    });

    test('a page of ~300 KB, arriving in many chunks, is read whole', async () => {
      const req = {
        TableName: TABLE,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': { S: BULK } },
      };
      const pairs = await bothWays('query', req);
      expect(pairs.flatMap((p) => p.page.Items).map((i) => (i.i as { N: string }).N)).toEqual(
        Array.from({ length: BULK_ITEMS }, (_, i) => String(i)),
      );
      for (const { page, sdk } of pairs) expect(page.Items).toEqual(sdk.Items);
    });

    test("an answer without items (Select COUNT) is the SDK's to read", async () => {
      const page = await h.app.service.query(typesQuery({ Select: 'COUNT' }));
      expect(page).toMatchObject({ Items: [], Count: typeItems.length, ScannedCount: typeItems.length });
      expect(pageJson(page)).toBeUndefined();
    });

    test("an error answer is the SDK's to read", async () => {
      const failed = await h.app.service
        .query({ ...typesQuery(), TableName: 'NoSuchTable' })
        .catch((e: { name: string }) => e.name);
      expect(failed).toBe('ResourceNotFoundException');
    });
  });

  describe('over web mode the body is sent on as it came', () => {
    test.each([
      ['query', typesQuery({ Limit: 2 })],
      ['scan', { TableName: TABLE, Limit: 3 }],
    ] as const)('a %s page equals the in-process page, with the same Attempts', async (method, req) => {
      const viaService = method === 'query' ? await h.app.service.query(req) : await h.app.service.scan(req);
      const viaHttp = method === 'query' ? await h.http.query(req) : await h.http.scan(req);
      expect(viaHttp).toEqual({ ...viaService });
      expect(viaHttp.Attempts).toBe(1);
      expect(viaHttp.LastEvaluatedKey).toBeDefined();

      const res = await fetch(`${h.baseUrl}/api/${method}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${h.web.token}` },
        body: JSON.stringify(req),
      });
      const text = await res.text();
      expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
      // Our fields in front, then DynamoDB's body after its opening brace.
      expect(text.startsWith('{"Attempts":1,')).toBe(true);
      expect(JSON.parse(text)).toEqual({ ...viaService });
    });

    test('a response for another method (listTables) is unaffected', async () => {
      const viaService = await h.app.service.listTables();
      expect(pageJson(viaService)).toBeUndefined();
      expect(await h.http.listTables()).toEqual(viaService);
      const res = await fetch(`${h.baseUrl}/api/listTables`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${h.web.token}` },
        body: '{}',
      });
      expect(await res.text()).toBe(JSON.stringify(viaService));
    });
  });

  describe('pageJson', () => {
    test('is undefined for anything that carries no body, copies of a page included', async () => {
      const page = await h.app.service.query(typesQuery({ Limit: 2 }));
      expect(pageJson(page)).toBeDefined();
      for (const value of [
        undefined,
        null,
        'text',
        42,
        true,
        [],
        { Items: [], Count: 0, ScannedCount: 0 },
        { ...page },
        structuredClone(page),
        JSON.parse(JSON.stringify(page)),
      ]) {
        expect(pageJson(value)).toBeUndefined();
      }
    });

    test('the body is hidden from JSON and from equality: the page looks like any other', async () => {
      const page = await h.app.service.query(typesQuery({ Limit: 2 }));
      expect(Object.keys(page).sort()).toEqual(Object.keys({ ...page }).sort());
      expect(JSON.parse(JSON.stringify(page))).toEqual({ ...page });
      expect(JSON.parse(pageJson(page)!.toString('utf8'))).toEqual({ ...page });
    });
  });

  /**
   * dynalite cannot keep an attribute named "__proto__" (real DynamoDB and DynamoDB Local can), and
   * the SDK's marshalling of a JS object cannot send one: it is stored as "__PROTO__" and renamed in
   * the answers on the way back, as if DynamoDB had sent it, on both servers alike.
   */
  async function renamingEndpoint(
    target: string,
    from: string,
    to: string,
  ): Promise<{ url: string; close(): Promise<void> }> {
    const upstream = new URL(target);
    const server: Server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const up = httpRequest(
          { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers },
          (r) => {
            const out: Buffer[] = [];
            r.on('data', (c: Buffer) => out.push(c));
            r.on('end', () => {
              const body = Buffer.from(
                Buffer.concat(out).toString('utf8').replaceAll(JSON.stringify(from), JSON.stringify(to)),
                'utf8',
              );
              const headers: Record<string, string> = {};
              for (const [k, v] of Object.entries(r.headers))
                if (typeof v === 'string' && k !== 'content-length' && k !== 'x-amz-crc32') headers[k] = v;
              res.writeHead(r.statusCode ?? 502, { ...headers, 'content-length': String(body.length) });
              res.end(body);
            });
          },
        );
        up.on('error', () => res.destroy());
        up.end(Buffer.concat(chunks));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    return {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      close: () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    };
  }

  describe('an attribute named __proto__', () => {
    test('stays an own attribute, at the top level and nested, in process and over web mode', async () => {
      const PROTO_TABLE = 'PageBodyProto';
      await h.raw.send(
        new CreateTableCommand({
          TableName: PROTO_TABLE,
          BillingMode: 'PAY_PER_REQUEST',
          KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' }],
          AttributeDefinitions: [{ AttributeName: 'PK', AttributeType: 'S' }],
        }),
      );
      // dynalite makes a table ACTIVE a moment after it answers; a write before then is refused.
      await waitUntilTableExists({ client: h.raw, maxWaitTime: 60 }, { TableName: PROTO_TABLE });
      await h.raw.send(
        new PutItemCommand({
          TableName: PROTO_TABLE,
          Item: {
            PK: { S: 'proto' },
            __PROTO__: { S: 'own' },
            m: { M: { __PROTO__: { N: '1' }, l: { L: [{ M: { __PROTO__: { BOOL: true } } }] } } },
          },
        }),
      );
      const endpoint = await renamingEndpoint(h.db.endpoint, '__PROTO__', '__proto__');
      const app = createAppService({ endpoint: endpoint.url, region: 'us-east-1', env: {} });
      const web = await startWebServer({ service: app.service });
      try {
        const viaService = await app.service.scan({ TableName: PROTO_TABLE });
        const viaHttp = await createHttpClient(`http://127.0.0.1:${web.port}`, web.token).scan({
          TableName: PROTO_TABLE,
        });
        for (const page of [viaService, viaHttp]) {
          const item = page.Items[0]!;
          expect(Object.getPrototypeOf(item)).toBe(Object.prototype);
          expect(Object.keys(item).sort()).toEqual(['PK', '__proto__', 'm']);
          expect(Object.getOwnPropertyDescriptor(item, '__proto__')?.value).toEqual({ S: 'own' });
          const m = (item.m as { M: Item }).M;
          expect(Object.getOwnPropertyDescriptor(m, '__proto__')?.value).toEqual({ N: '1' });
          const inList = (m.l as { L: Array<{ M: Item }> }).L[0]!.M;
          expect(Object.getOwnPropertyDescriptor(inList, '__proto__')?.value).toEqual({ BOOL: true });
        }
      } finally {
        await web.close();
        await app.close();
        await endpoint.close();
      }
    });
  });
});

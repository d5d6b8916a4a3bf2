/**
 * What only web mode can receive: bodies that are not JSON, not UTF-8, not objects, nested
 * beyond any reason or too large, and method names that mean something to JavaScript. Each gets a
 * specific refusal, and the server goes on answering.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiMethods } from '../../../shared/api.js';
import { REQUEST_VALIDATION } from '../../../shared/api-errors.js';
import { startHarness, type Harness } from '../../support/app-harness.js';
import { createFixtureTable, FIXTURE_TABLE } from '../../support/fixture-table.js';
import { httpSender } from './transports.js';

let h: Harness;
let send: ReturnType<typeof httpSender>;
beforeAll(async () => {
  h = await startHarness();
  await createFixtureTable(h.raw, 5);
  send = httpSender(h.baseUrl, h.web.token);
});
afterAll(async () => {
  await h.close();
});

async function stillServes() {
  expect(await send('listTables', {})).toMatchObject({ ok: true, status: 200, value: { TableNames: [FIXTURE_TABLE] } });
}

const parses = (s: string) => {
  try {
    JSON.parse(s);
    return true;
  } catch {
    return false;
  }
};

test('a body that is not JSON is refused as such', async () => {
  const notJson = fc
    .oneof(
      fc.string({ minLength: 1, maxLength: 60 }),
      fc.constantFrom(
        '{',
        '{"TableName": "T",}',
        "{'TableName': 'T'}",
        '{TableName: "T"}',
        'undefined',
        'NaN',
        '[1,]',
        '{"a":1}{"b":2}',
        '\u0000',
        '<xml/>',
      ),
      fc
        .jsonValue()
        .map((v) => JSON.stringify(v).slice(0, -1))
        .filter((s) => s.length > 0),
    )
    .filter((s) => s.trim() !== '' && !parses(s));
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...apiMethods), notJson, async (method, body) => {
      const a = await send.rawBody(method, body);
      expect(a.status).toBe(400);
      expect(a.error).toMatchObject({ name: REQUEST_VALIDATION });
      expect(a.error!.message).toMatch(/not valid JSON/);
    }),
    { numRuns: 200 },
  );
  await stillServes();
});

test('bytes that are not UTF-8 JSON are refused', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...apiMethods),
      fc.uint8Array({ minLength: 1, maxLength: 64 }),
      async (method, bytes) => {
        const text = Buffer.from(bytes).toString('utf8');
        fc.pre(text.trim() !== '' && !parses(text));
        const a = await send.rawBody(method, bytes);
        expect(a.status).toBe(400);
        expect(a.error?.name).toBe(REQUEST_VALIDATION);
      },
    ),
    { numRuns: 150 },
  );
  await stillServes();
});

test('JSON that is not an object is refused as such', async () => {
  const notObject = fc.oneof(
    fc.integer(),
    fc.string(),
    fc.boolean(),
    fc.array(fc.jsonValue({ maxDepth: 2 })),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
  );
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...apiMethods), notObject, async (method, value) => {
      const a = await send.rawBody(method, JSON.stringify(value));
      expect(a.status).toBe(400);
      expect(a.error).toMatchObject({
        name: REQUEST_VALIDATION,
        message: `${method}: the request must be a JSON object`,
      });
    }),
    { numRuns: 150 },
  );
  await stillServes();
});

test('nesting far deeper than any item is refused by the schema, with the server unharmed', async () => {
  const depth = 100_000;
  const deep = `${'{"M":{"a":'.repeat(depth)}{"S":"x"}${'}}'.repeat(depth)}`;
  const unknown = await send.rawBody('listTables', `{"extra":${deep}}`);
  expect(unknown).toMatchObject({ status: 400, error: { name: REQUEST_VALIDATION, field: 'extra' } });
  const inKey = await send.rawBody(
    'query',
    `{"TableName":"T","KeyConditionExpression":"PK = :p","ExclusiveStartKey":{"a":${deep}}}`,
  );
  expect(inKey).toMatchObject({ status: 400, error: { name: REQUEST_VALIDATION, field: 'ExclusiveStartKey' } });
  expect(inKey.error!.message).toMatch(/nested deeper than 32 levels/);
  const arrays = await send.rawBody('getItem', `{"TableName":"T","Key":${'['.repeat(depth)}${']'.repeat(depth)}}`);
  expect(arrays).toMatchObject({ status: 400, error: { name: REQUEST_VALIDATION, field: 'Key' } });
  await stillServes();
});

test('a body over the size limit is refused with 413 before it is parsed', async () => {
  const body = `{"TableName":"${'x'.repeat(17 * 1024 * 1024)}"}`;
  const res = await fetch(`${h.baseUrl}/api/describeTable`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${h.web.token}` },
    body,
  }).catch((e: Error) => e);
  // The server stops reading and answers 413; a client still sending may see the connection close instead.
  if (res instanceof Response) {
    expect(res.status).toBe(413);
    expect((await res.json()).error).toMatchObject({ name: REQUEST_VALIDATION });
  } else {
    expect(res.message).toMatch(/fetch failed|socket|reset|EPIPE/i);
  }
  await stillServes();
});

test('method names that mean something to JavaScript are unknown methods', async () => {
  const names = fc
    .oneof(
      fc.constantFrom(
        '__proto__',
        'constructor',
        'prototype',
        'toString',
        'hasOwnProperty',
        'valueOf',
        '__defineGetter__',
        'call',
        'apply',
        'bind',
        'handlers',
        'inFlight',
        'connections',
        'then',
      ),
      fc.stringMatching(/^[A-Za-z_$][\w$]{0,20}$/),
    )
    .filter((m) => !(apiMethods as string[]).includes(m));
  await fc.assert(
    fc.asyncProperty(names, async (method) => {
      const a = await send.rawBody(method, '{}');
      expect(a.status).toBe(404);
      expect(a.error).toMatchObject({ name: 'UnknownMethod' });
    }),
    { numRuns: 100 },
  );
  await stillServes();
});

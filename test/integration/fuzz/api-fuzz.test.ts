/**
 * Random and malformed requests to every API method over both transports: each is refused with a
 * RequestValidationError naming the field (or saying the body is not an object), nothing crashes,
 * nothing leaks onto Object.prototype, and the service answers a good request afterwards.
 */
import { FIELD_MAX_CHARS } from '../../../shared/text/quote-short.js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiMethods, requestSchemas } from '../../../shared/api.js';
import { REQUEST_VALIDATION } from '../../../shared/api-errors.js';
import { startHarness, type Harness } from '../../support/app-harness.js';
import { createFixtureTable, FIXTURE_TABLE } from '../../support/fixture-table.js';
import { badRequest, CATALOGUE, type BadRequest } from './request-catalogue.js';
import { httpSender, ipcSender, type Answer, type Send } from './transports.js';

const RUNS = { numRuns: 250 };
let h: Harness;
const senders: Record<'web mode' | 'IPC', Send> = {} as never;
const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();
/** The errors a request that reached the service may get: ours, or DynamoDB's own. */
const TYPED_ERRORS = [
  REQUEST_VALIDATION,
  'UnknownConnection',
  'SandboxUnavailable',
  'ResourceNotFoundException',
  'ValidationException',
  'NothingToUndo',
  'WritesOff',
  'UnknownBulkRun',
];

beforeAll(async () => {
  h = await startHarness();
  await createFixtureTable(h.raw, 5);
  senders['web mode'] = httpSender(h.baseUrl, h.web.token);
  senders.IPC = ipcSender(h.app.service);
});
afterAll(async () => {
  await h.close();
});

function expectRefused(a: Answer, bad: BadRequest) {
  const label = `${bad.what}: ${bad.method} ${JSON.stringify(bad.body)?.slice(0, 300)}`;
  expect(a.ok, label).toBe(false);
  expect(a.error?.name, `${label} -> ${JSON.stringify(a.error)?.slice(0, 300)}`).toBe(REQUEST_VALIDATION);
  if (a.status !== undefined) expect(a.status, label).toBe(400);
  if (bad.field === undefined) {
    expect(a.error!.message, label).toMatch(/must be a JSON object/);
  } else {
    expect(
      namesField(a.error!.field, bad.field),
      `${label} -> ${a.error!.field}: ${a.error!.message.slice(0, 200)}`,
    ).toBe(true);
    expect(a.error!.message, label).toContain(bad.field.slice(0, 100));
  }
}

/**
 * The error's field is the field itself or a path inside it ("ExpressionAttributeValues.:v"); a
 * field name longer than errors quote is named by its start.
 */
const namesField = (got: string | undefined, field: string) =>
  got === field ||
  (got?.startsWith(`${field}.`) ?? false) ||
  (field.length > FIELD_MAX_CHARS && got === `${field.slice(0, FIELD_MAX_CHARS)}…`);

async function stillServes(send: Send) {
  const tables = await send('listTables', {});
  expect(tables).toMatchObject({ ok: true, value: { TableNames: [FIXTURE_TABLE] } });
  const page = await send('query', {
    TableName: FIXTURE_TABLE,
    KeyConditionExpression: 'PK = :p',
    ExpressionAttributeValues: { ':p': { S: 'ORG#acme' } },
  });
  expect(page).toMatchObject({ ok: true, value: { Count: 6 } });
}

test('the catalogue covers every method and every field of the contract', () => {
  expect(Object.keys(CATALOGUE).sort()).toEqual([...apiMethods].sort());
  for (const m of apiMethods) {
    expect(Object.keys(CATALOGUE[m].fields).sort(), m).toEqual(Object.keys(requestSchemas[m].shape).sort());
  }
});

describe.each(['web mode', 'IPC'] as const)('over %s', (transport) => {
  test('a request with one thing wrong is refused naming it', async () => {
    const send = senders[transport];
    await fc.assert(
      fc.asyncProperty(badRequest, async (bad) => {
        expectRefused(await send(bad.method, bad.body), bad);
      }),
      RUNS,
    );
    await stillServes(send);
  });

  test('several things wrong at once: still a RequestValidationError naming one of them', async () => {
    const send = senders[transport];
    await fc.assert(
      fc.asyncProperty(fc.array(badRequest, { minLength: 2, maxLength: 4 }), async (bads) => {
        const method = bads[0]!.method;
        const same = bads.filter(
          (b) => b.method === method && b.field !== undefined && typeof b.body === 'object' && !Array.isArray(b.body),
        );
        fc.pre(same.length >= 2);
        // Each broken field onto one valid request (defineProperty, so "__proto__" stays a key).
        const body: Record<string, unknown> = { ...CATALOGUE[method].base };
        for (const b of same) {
          if (b.what === 'missing field') delete body[b.field!];
          else
            Object.defineProperty(body, b.field!, {
              value: (b.body as Record<string, unknown>)[b.field!],
              enumerable: true,
              writable: true,
              configurable: true,
            });
        }
        const a = await send(method, body);
        expect(a.ok).toBe(false);
        expect(a.error?.name).toBe(REQUEST_VALIDATION);
        expect(
          same.some((b) => namesField(a.error!.field, b.field!)),
          `${a.error!.field} not among ${same.map((b) => b.field).join(', ')}`,
        ).toBe(true);
      }),
      { numRuns: 100 },
    );
    await stillServes(send);
  });

  test('prototype keys anywhere in a request pollute nothing', async () => {
    const send = senders[transport];
    const polluters = ['__proto__', 'constructor', 'prototype'];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...apiMethods),
        fc.constantFrom(...polluters),
        fc.constantFrom('top', 'names', 'values', 'key', 'map'),
        async (method, key, where) => {
          const payload = JSON.parse(
            `{"${key}": {"polluted": true, "prototype": {"polluted": true}, "S": "x"}}`,
          ) as Record<string, unknown>;
          const body: Record<string, unknown> = { ...CATALOGUE[method].base };
          // defineProperty: assigning "__proto__" would set the body's prototype instead of sending the key.
          if (where === 'top')
            Object.defineProperty(body, key, {
              value: payload[key],
              enumerable: true,
              configurable: true,
              writable: true,
            });
          else if (where === 'names') body.ExpressionAttributeNames = payload;
          else if (where === 'values') body.ExpressionAttributeValues = payload;
          else if (where === 'key') body.Key = payload;
          else body.ExclusiveStartKey = { a: { M: payload } };
          const a = await send(method, body);
          // Refused wherever the key sits: as a field, a placeholder, an attribute or a map key.
          expect(a.error, `${method} ${where} ${key}`).toMatchObject({ name: REQUEST_VALIDATION });
          if (where === 'top') expect(namesField(a.error!.field, key), `${a.error!.field}`).toBe(true);
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
          expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
        },
      ),
      { numRuns: 150 },
    );
    await stillServes(send);
  });

  test('any value at all as the request: a typed answer, never a crash', async () => {
    const send = senders[transport];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...apiMethods), fc.jsonValue({ maxDepth: 4 }), async (method, body) => {
        fc.pre(method !== 'removeConnection' && method !== 'addEndpointConnection');
        const a = await send(method, body);
        if (!a.ok) {
          expect(TYPED_ERRORS, JSON.stringify(a.error)).toContain(a.error!.name);
          expect(a.error!.message.length).toBeGreaterThan(0);
        }
      }),
      RUNS,
    );
    await stillServes(send);
  });
});

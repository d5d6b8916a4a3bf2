/**
 * A 10 MB value in every field of every method, over both transports: each is refused with a 4xx
 * that names the field, in an answer under 10 KB, and the service still serves. A 10 MB `region`
 * once overflowed the stack in its pattern and came back naming no field; a length bound before
 * every pattern match keeps a pattern from ever seeing such input. The fields come from the
 * schemas in shared/api*.ts, so a method or field added later is covered without a word here.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiMethods, requestSchemas, type ApiMethod } from '../../../shared/api.js';
import { FIELD_MAX_CHARS } from '../../../shared/text/quote-short.js';
import { startHarness, type Harness } from '../../support/app-harness.js';
import { createFixtureTable, FIXTURE_TABLE } from '../../support/fixture-table.js';
import { CATALOGUE } from './request-catalogue.js';
import { httpSender, ipcSender, type Send } from './transports.js';

const TEN_MB = 10 * 1024 * 1024;
/** Letters and dashes: the shape that sends a repeated group deep (the region's `(-[a-z]+)+` overflowed the stack). */
const HUGE = `us${'-a'.repeat(TEN_MB / 2 - 2)}-1`;
/** Patterns inside values too: base64 (a repeated group) and number text, and a placeholder's name. */
const INSIDE: Array<{ method: ApiMethod; field: string; value: unknown; shape: string }> = [
  {
    method: 'query',
    field: 'ExpressionAttributeValues',
    value: { ':v': { B: 'AAAA'.repeat(TEN_MB / 4) } },
    shape: 'B',
  },
  { method: 'query', field: 'ExpressionAttributeValues', value: { ':v': { N: '1'.repeat(TEN_MB) } }, shape: 'N' },
  {
    method: 'query',
    field: 'ExpressionAttributeValues',
    value: { ':v': { NS: [` ${'1'.repeat(TEN_MB)}`] } },
    shape: 'NS',
  },
  { method: 'query', field: 'ExpressionAttributeNames', value: { [`#${'a'.repeat(TEN_MB)}`]: 'x' }, shape: 'key' },
];

let h: Harness;
const senders: Record<'web mode' | 'IPC', Send> = {} as never;

beforeAll(async () => {
  h = await startHarness();
  await createFixtureTable(h.raw, 5);
  senders['web mode'] = httpSender(h.baseUrl, h.web.token);
  senders.IPC = ipcSender(h.app.service);
}, 120_000);
afterAll(async () => {
  await h?.close();
});

const cases = [
  ...apiMethods.flatMap((method: ApiMethod) =>
    Object.keys(requestSchemas[method].shape).map((field) => ({
      method,
      field,
      value: HUGE as unknown,
      shape: 'text',
    })),
  ),
  ...INSIDE,
];

const namesField = (got: string | undefined, field: string) =>
  got === field ||
  (got?.startsWith(`${field}.`) ?? false) ||
  (field.length > FIELD_MAX_CHARS && got === `${field.slice(0, FIELD_MAX_CHARS)}…`);

describe.each(['web mode', 'IPC'] as const)('over %s', (transport) => {
  test(`every field of every method (${cases.length} cases) refuses a 10 MB value naming the field`, async () => {
    const send = senders[transport];
    const wrong: string[] = [];
    for (const { method, field, value, shape } of cases) {
      const body = { ...CATALOGUE[method].base, [field]: value };
      const a = await send(method, body);
      const size = JSON.stringify(a.error ?? a.value ?? null).length;
      const what = `${method}.${field} (${shape}): ${a.ok ? 'accepted' : `${a.status ?? ''} ${a.error?.name} field=${a.error?.field} ${a.error?.message.slice(0, 160)}`} [${size} chars]`;
      const refused = !a.ok && (a.status === undefined || (a.status >= 400 && a.status < 500));
      if (!refused || !namesField(a.error?.field, field) || size >= 10_000) wrong.push(what);
    }
    expect(wrong).toEqual([]);
    const tables = await send('listTables', {});
    expect(tables).toMatchObject({ ok: true, value: { TableNames: [FIXTURE_TABLE] } });
  }, 600_000);
});

/**
 * Through web mode's HTTP: bytes that are not UTF-8 are refused naming the field they are in
 * (they were decoded to U+FFFD and kept), and base64 is checked strictly (`{"B":"A"}` went out as
 * empty bytes while "A===" was refused).
 */
import { request } from 'node:http';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, type Harness } from '../../support/app-harness.js';
import { createFixtureTable, FIXTURE_TABLE } from '../../support/fixture-table.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  await createFixtureTable(h.raw, 3);
}, 60_000);
afterAll(async () => {
  await h?.close();
});

/** Sends `parts` as the body byte for byte: strings as UTF-8, numbers as raw bytes. */
function post(
  method: string,
  parts: Array<string | number[]>,
): Promise<{ status: number; body: { error?: { name: string; field?: string; message: string } } }> {
  const body = Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'utf8') : Buffer.from(p))));
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: h.web.port,
        path: `/api/${method}`,
        method: 'POST',
        headers: {
          Host: `127.0.0.1:${h.web.port}`,
          Authorization: `Bearer ${h.web.token}`,
          'Content-Type': 'application/json',
          'Content-Length': body.length,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => {
          text += d;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

test('invalid UTF-8 in a value, a name or a key is refused with the field named', async () => {
  const cases: Array<[string, Array<string | number[]>, string]> = [
    ['getItem', [`{"TableName":"${FIXTURE_TABLE}","Key":{"pk":{"S":"a`, [0xff], '"}}}'], 'Key.pk.S'],
    [
      'scan',
      [
        `{"TableName":"${FIXTURE_TABLE}","FilterExpression":"#n = :v","ExpressionAttributeNames":{"#n":"na`,
        [0xc3],
        '"},"ExpressionAttributeValues":{":v":{"S":"x"}}}',
      ],
      'ExpressionAttributeNames.#n',
    ],
    [
      'scan',
      [
        `{"TableName":"${FIXTURE_TABLE}","FilterExpression":"#n = :v","ExpressionAttributeNames":{"#n":"x"},"ExpressionAttributeValues":{":v":{"SS":["ok","b`,
        [0xed, 0xa0, 0x80],
        '"]}}}',
      ],
      'ExpressionAttributeValues.:v.SS[1]',
    ],
    ['updateAppState', ['{"set":{"history":"', [0xe2, 0x82], '"}}'], 'set.history'],
  ];
  for (const [method, parts, field] of cases) {
    const r = await post(method, parts);
    expect(r.status, field).toBe(400);
    expect(r.body.error).toMatchObject({
      name: 'RequestValidationError',
      field,
      message: expect.stringContaining('not valid UTF-8'),
    });
  }
  // Nothing of it was kept.
  const state = await post('getAppState', ['{}']);
  expect(JSON.stringify(state.body)).not.toContain('history');
  // Valid multi-byte text goes through.
  expect((await post('updateAppState', ['{"set":{"note":"café ✓ 𝄞"}}'])).status).toBe(200);
});

test('base64 is checked strictly: "A", "A===" and "AQ=" are refused, "AQ==" is taken', async () => {
  for (const b of ['A', 'A===', 'AQ=', 'AQ', 'AQ===']) {
    const r = await post('scan', [
      JSON.stringify({
        TableName: FIXTURE_TABLE,
        FilterExpression: 'pk = :b',
        ExpressionAttributeValues: { ':b': { B: b } },
      }),
    ]);
    expect(r.status, b).toBe(400);
    expect(r.body.error?.message, b).toContain('B must be base64 text');
  }
  const ok = await post('scan', [
    JSON.stringify({
      TableName: FIXTURE_TABLE,
      FilterExpression: 'pk = :b',
      ExpressionAttributeValues: { ':b': { B: 'AQ==' } },
    }),
  ]);
  expect(ok.status).toBe(200);
});

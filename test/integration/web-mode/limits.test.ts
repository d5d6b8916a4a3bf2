/**
 * Web mode's limits, each answering with a status the client actually reads: a body over 16 MiB
 * gets its 413 (not a reset), unknown keys are named five at a time, a slow body gets a 408, slow
 * headers too, connections past the cap are closed while the others go on, 200 parallel full scans
 * queue behind the pool and all finish, and "__proto__" is refused at any depth.
 */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { BatchWriteItemCommand, CreateTableCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startWebServer, type RunningWebServer, DEFAULT_LIMITS } from '../../../electron/transport/http-server.js';
import { startHarness, type Harness } from '../../support/app-harness.js';
import { createAppService } from '../../../electron/app-service.js';

let h: Harness;
const TABLE = 'LimitsScan';
const ITEMS = 300;

beforeAll(async () => {
  h = await startHarness();
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
        { AttributeName: 'SK', AttributeType: 'S' },
      ],
    }),
  );
  for (let i = 0; i < ITEMS; i += 25) {
    const batch = Array.from({ length: Math.min(25, ITEMS - i) }, (_, j) => ({
      PutRequest: {
        Item: {
          PK: { S: `G#${(i + j) % 7}` },
          SK: { S: `ITEM#${String(i + j).padStart(4, '0')}` },
          body: { S: 'x'.repeat(200) },
        },
      },
    }));
    await h.raw.send(new BatchWriteItemCommand({ RequestItems: { [TABLE]: batch } }));
  }
}, 120_000);
afterAll(async () => {
  await h?.close();
});

const auth = (web: RunningWebServer) => ({ Authorization: `Bearer ${web.token}`, 'Content-Type': 'application/json' });

/** A POST whose body is written by `write`, so a test can send it in pieces or too slowly. */
function post(
  web: RunningWebServer,
  path: string,
  headers: Record<string, string | number>,
  write: (req: ReturnType<typeof request>) => void,
) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: web.port,
        path,
        method: 'POST',
        headers: { Host: `127.0.0.1:${web.port}`, ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => {
          text += d;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    write(req);
  });
}

describe('a body over 16 MiB', () => {
  test('gets its 413 through fetch, with a JSON error, and the server goes on', async () => {
    const body = `{"TableName":"${'x'.repeat(17 * 1024 * 1024)}"}`;
    const started = performance.now();
    const res = await fetch(`${h.baseUrl}/api/describeTable`, { method: 'POST', headers: auth(h.web), body });
    const status = res.status;
    const error = ((await res.json()) as { error: { name: string; message: string } }).error;
    console.log(`413 for a 17 MiB body reached fetch in ${(performance.now() - started).toFixed(0)} ms`);
    expect(status).toBe(413);
    expect(error).toMatchObject({
      name: 'RequestValidationError',
      message: expect.stringMatching(/over 16777216 bytes \(16 MiB\)/),
    });
    expect((await h.http.listTables()).TableNames).toContain(TABLE);
  });

  test('sent in chunks with no Content-Length, it gets its 413 too', async () => {
    const chunk = Buffer.alloc(1024 * 1024, 0x61);
    const res = await post(h.web, '/api/describeTable', { ...auth(h.web), 'Transfer-Encoding': 'chunked' }, (req) => {
      let sent = 0;
      const more = () => {
        while (sent < 20) {
          sent++;
          if (!req.write(chunk)) return void req.once('drain', more);
        }
        req.end();
      };
      req.on('response', () => {
        sent = 20;
      });
      more();
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).error.message).toMatch(/over 16777216 bytes/);
  });
});

describe('unknown keys', () => {
  test('600,000 of them: five named, the rest counted, in a short answer', async () => {
    const keys = Array.from({ length: 600_000 }, (_, i) => `"k${i}":1`).join(',');
    const body = `{"TableName":"${TABLE}",${keys}}`;
    // Another client's call, sent while the big one is read and refused.
    const started = performance.now();
    const big = fetch(`${h.baseUrl}/api/scan`, { method: 'POST', headers: auth(h.web), body });
    const other = h.http.listConnections().then(() => performance.now() - started);
    const res = await big;
    const text = await res.text();
    console.log(
      `600,000 unknown keys (${(body.length / 1e6).toFixed(1)} MB): answered in ${(performance.now() - started).toFixed(0)} ms with ${text.length} bytes; a call sent beside it took ${(await other).toFixed(0)} ms`,
    );
    expect(res.status).toBe(400);
    expect(text.length).toBeLessThan(1000);
    expect(JSON.parse(text).error).toMatchObject({
      name: 'RequestValidationError',
      message:
        'scan does not take "k0", "k1", "k2", "k3", "k4" and 599,995 more; check the spelling against DynamoDB\'s field names',
      field: 'k0',
    });
  });

  test('a few of them are all named', async () => {
    const res = await fetch(`${h.baseUrl}/api/scan`, {
      method: 'POST',
      headers: auth(h.web),
      body: JSON.stringify({ TableName: TABLE, Limt: 5, Filter: 'x' }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'scan does not take "Limt", "Filter"; check the spelling against DynamoDB\'s field names',
    );
  });
});

describe('"__proto__" at any depth', () => {
  test.each([1, 41, 100, 2000])('a map key nested %i levels down is refused by name', async (depth) => {
    let value = '{"__proto__":{"S":"x"}}';
    for (let i = 0; i < depth; i++) value = `{"M":{"a":${value}}}`;
    const body = `{"TableName":"${TABLE}","FilterExpression":"attribute_exists(#n)","ExpressionAttributeNames":{"#n":"n"},"ExpressionAttributeValues":{":v":{"M":${value}}}}`;
    const res = await fetch(`${h.baseUrl}/api/scan`, { method: 'POST', headers: auth(h.web), body });
    expect(res.status).toBe(400);
    const error = ((await res.json()) as { error: { name: string; message: string } }).error;
    expect(error.name).toBe('RequestValidationError');
    expect(error.message).toMatch(
      /^ExpressionAttributeValues\.:v\.M\..*__proto__: "__proto__" is not allowed as a name here$/,
    );
  });
});

describe('timeouts', () => {
  let web: RunningWebServer;
  beforeAll(async () => {
    web = await startWebServer({ service: h.app.service, limits: { bodyTimeoutMs: 400, headersTimeoutMs: 400 } });
  });
  afterAll(async () => {
    await web.close();
  });

  test('an authenticated body that trickles in gets a 408 and the connection closes', async () => {
    const res = await post(web, '/api/listTables', { ...auth(web), 'Content-Length': 100 }, (req) => {
      req.write('{"connecti');
    });
    expect(res.status).toBe(408);
    expect(res.headers.connection).toBe('close');
    expect(JSON.parse(res.body).error).toMatchObject({
      name: 'RequestTimeout',
      message: 'The request body did not arrive within 0.4 s',
    });
  });

  test('without the token, a slow body is not waited for: 401 at once', async () => {
    const res = await post(
      web,
      '/api/listTables',
      { 'Content-Length': 100, 'Content-Type': 'application/json' },
      (req) => {
        req.write('{');
      },
    );
    expect(res.status).toBe(401);
  });

  test('headers that never finish get a 408 and the connection closes', async () => {
    const socket = connect({ host: '127.0.0.1', port: web.port });
    let got = '';
    socket.setEncoding('utf8');
    socket.on('data', (d: string) => {
      got += d;
    });
    socket.write(`POST /api/listTables HTTP/1.1\r\nHost: 127.0.0.1:${web.port}\r\nAuthor`);
    await new Promise((r) => socket.once('close', r));
    expect(got).toMatch(/^HTTP\/1\.1 408 /);
  });
});

describe('connections', () => {
  test('past the cap they are closed as they arrive, while those inside go on; freed places are taken again', async () => {
    const cap = 8;
    const web = await startWebServer({ service: h.app.service, limits: { maxConnections: cap } });
    const sockets: Socket[] = [];
    const open = () =>
      new Promise<{ socket: Socket; closed: Promise<void> }>((resolve) => {
        const socket = connect({ host: '127.0.0.1', port: web.port }, () => resolve({ socket, closed }));
        const closed = new Promise<void>((r) => socket.once('close', () => r()));
        socket.on('error', () => {});
        sockets.push(socket);
      });
    /** An API call over one socket: its status, or "closed" when the server hung up without answering. */
    const call = (socket: Socket) =>
      new Promise<string>((resolve) => {
        let got = '';
        socket.setEncoding('utf8');
        socket.on('data', (d: string) => {
          got += d;
          if (/\r\n\r\n[\s\S]*\}$/.test(got)) resolve(got.split(' ')[1]!);
        });
        socket.once('close', () => resolve(got ? got.split(' ')[1]! : 'closed'));
        socket.write(
          `POST /api/listConnections HTTP/1.1\r\nHost: 127.0.0.1:${web.port}\r\nAuthorization: Bearer ${web.token}\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}`,
        );
      });
    try {
      const inside = [];
      for (let i = 0; i < cap; i++) inside.push(await open());
      const outside = await open();
      expect(await call(outside.socket)).toBe('closed');
      expect(await Promise.all(inside.map((c) => call(c.socket)))).toEqual(Array(cap).fill('200'));
      inside[0]!.socket.destroy();
      await inside[0]!.closed;
      // The server counts the freed place once it has seen the close.
      await expect.poll(async () => call((await open()).socket)).toBe('200');
      console.log(
        `connection cap ${cap}: ${cap} served, the ${cap + 1}th closed unanswered; default cap ${DEFAULT_LIMITS.maxConnections}`,
      );
    } finally {
      sockets.forEach((s) => s.destroy());
      await web.close();
    }
  });
});

describe('a bounded pool for reads', () => {
  /** DynamoDB that takes its time: every request waits DELAY_MS before it reaches dynalite. */
  const DELAY_MS = 2_000;
  let slow: Server;
  beforeAll(async () => {
    const target = new URL(h.db.endpoint);
    slow = createServer((req, res) => {
      setTimeout(() => {
        const up = request(
          { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
          (answer) => {
            res.writeHead(answer.statusCode ?? 500, answer.headers);
            answer.pipe(res);
          },
        );
        up.on('error', () => res.destroy());
        req.pipe(up);
      }, DELAY_MS);
    });
    await new Promise<void>((r) => slow.listen(0, '127.0.0.1', () => r()));
  });
  afterAll(() => {
    slow.closeAllConnections();
    slow.close();
  });

  test('200 parallel full scans of a slow DynamoDB all finish, with every item, queued rather than timed out', async () => {
    const app = createAppService({
      endpoint: `http://127.0.0.1:${(slow.address() as AddressInfo).port}`,
      region: 'us-east-1',
      env: {},
      maxAttempts: 1,
    });
    const web = await startWebServer({ service: app.service });
    const scan = async (): Promise<number> => {
      let items = 0;
      let start: unknown;
      do {
        const res = await fetch(`${web.origin}/api/scan`, {
          method: 'POST',
          headers: auth(web),
          body: JSON.stringify({ TableName: TABLE, ...(start ? { ExclusiveStartKey: start } : {}) }),
        });
        if (res.status !== 200) throw new Error(`scan answered ${res.status}: ${await res.text()}`);
        const page = (await res.json()) as { Items: unknown[]; LastEvaluatedKey?: unknown };
        items += page.Items.length;
        start = page.LastEvaluatedKey;
      } while (start);
      return items;
    };
    try {
      const started = performance.now();
      const outcomes = await Promise.allSettled(Array.from({ length: 200 }, scan));
      const failed = outcomes.filter((o) => o.status === 'rejected');
      const stats = web.poolStats();
      console.log(
        `200 parallel full scans of ${ITEMS} items, DynamoDB answering in ${DELAY_MS} ms: ${outcomes.length - failed.length} finished, ${failed.length} failed, in ${((performance.now() - started) / 1000).toFixed(1)} s; at most ${stats.mostRunning} ran at once and ${stats.mostQueued} waited`,
      );
      expect(failed.map((f) => String((f as PromiseRejectedResult).reason))).toEqual([]);
      expect(outcomes.map((o) => (o as PromiseFulfilledResult<number>).value)).toEqual(Array(200).fill(ITEMS));
      expect(stats.mostRunning).toBe(DEFAULT_LIMITS.poolSize);
      expect(stats.mostQueued).toBeGreaterThan(0);
      expect(stats).toMatchObject({ running: 0, queued: 0 });
    } finally {
      await web.close();
      await app.close();
    }
  }, 300_000);
});

/**
 * An HTTP proxy in front of dynalite that injects the faults a real DynamoDB endpoint produces
 * (throttling, 5xx, dropped connections, slow and truncated answers) on a schedule, and records
 * every request per operation so tests can count retries. Loopback only; bounded in body size,
 * delay and request count; closes itself after `lifetimeMs` so a test that forgets it cannot hang.
 */
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EventEmitter } from 'node:events';
import {
  dynamoErrorResponse,
  errorNameFor,
  FaultPlan,
  MAX_DELAY_MS,
  type Fault,
  type FaultKind,
  type Schedule,
} from './fault-schedule.js';

export * from './fault-schedule.js';

export type Outcome =
  | 'forwarded' // answered with dynalite's own answer
  | 'faulted' // answered (or cut) by the fault
  | 'held' // a slow fault started holding the answer
  | 'client-aborted' // the client closed the connection before the answer was sent
  | 'upstream-error';

export interface ProxyEvent {
  seq: number;
  operation: string;
  opSeq: number;
  fault?: FaultKind;
  outcome: Outcome;
}

export interface FaultProxyOptions {
  /** Where dynalite (or any DynamoDB endpoint on loopback) listens. */
  target: string;
  schedule?: Schedule;
  /** The proxy closes itself after this long (default 5 minutes). */
  lifetimeMs?: number;
  /** Requests beyond this many are refused with 503 and nothing forwarded (default 100,000). */
  maxRequests?: number;
}

export interface FaultProxy {
  url: string;
  /** Requests seen per operation (X-Amz-Target without its prefix). */
  counts(): Record<string, number>;
  count(operation: string): number;
  events: ProxyEvent[];
  /** Replaces the schedule; request numbering goes on. */
  setSchedule(schedule: Schedule): void;
  /** Resolves with the first recorded event (past or future) that matches. */
  waitFor(match: (e: ProxyEvent) => boolean, timeoutMs?: number): Promise<ProxyEvent>;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 16 * 1024 * 1024;

export async function startFaultProxy(options: FaultProxyOptions): Promise<FaultProxy> {
  const target = new URL(options.target);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(target.hostname))
    throw new Error(`fault proxy target must be on loopback, got ${target.host}`);
  let plan = new FaultPlan(options.schedule ?? []);
  const maxRequests = options.maxRequests ?? 100_000;
  const counts: Record<string, number> = {};
  const events: ProxyEvent[] = [];
  const bus = new EventEmitter();
  let seq = 0;

  const record = (e: ProxyEvent) => {
    events.push(e);
    bus.emit('event', e);
  };

  const server = createServer((req, res) => {
    readBody(req)
      .then((body) => {
        const operation =
          String(req.headers['x-amz-target'] ?? '')
            .split('.')
            .pop() || 'unknown';
        counts[operation] = (counts[operation] ?? 0) + 1;
        const ctx = { seq: ++seq, operation, opSeq: counts[operation]! };
        if (ctx.seq > maxRequests) {
          res.writeHead(503, { 'Content-Type': 'text/plain' });
          return void res.end('fault proxy: request limit reached');
        }
        const fault = plan.faultFor(ctx);
        const note = (outcome: Outcome) => record({ ...ctx, fault: fault?.kind, outcome });
        return handle(req, res, body, fault, note, ctx.seq);
      })
      .catch(() => res.destroy());
  });
  const sockets = new Set<import('node:net').Socket>();
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });

  async function handle(
    req: IncomingMessage,
    res: ServerResponse,
    body: Buffer,
    fault: Fault | undefined,
    note: (o: Outcome) => void,
    n: number,
  ) {
    const error = fault && errorNameFor(fault);
    if (error) {
      const r = dynamoErrorResponse(error.name, error.status, `fault-proxy-${n}`);
      res.writeHead(r.status, r.headers);
      res.end(r.body);
      return note('faulted');
    }
    if (fault?.kind === 'reset') {
      req.socket.destroy();
      return note('faulted');
    }
    if (fault?.kind === 'slow') {
      note('held');
      const waited = await holdUnlessClosed(res, Math.min(fault.delayMs, MAX_DELAY_MS));
      if (!waited) return note('client-aborted');
    }
    let upstream: { status: number; headers: Record<string, string>; body: Buffer };
    try {
      upstream = await forward(target, req, body);
    } catch {
      res.destroy();
      return note('upstream-error');
    }
    if (res.destroyed || req.socket.destroyed) return note('client-aborted');
    if (fault?.kind === 'truncate') {
      res.writeHead(upstream.status, { ...upstream.headers, 'content-length': String(upstream.body.length) });
      res.write(upstream.body.subarray(0, Math.floor(upstream.body.length / 2)), () => req.socket.end());
      return note('faulted');
    }
    res.writeHead(upstream.status, upstream.headers);
    res.end(upstream.body);
    note(fault ? 'faulted' : 'forwarded');
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const close = () =>
    new Promise<void>((resolve) => {
      clearTimeout(lifetime);
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    });
  const lifetime = setTimeout(() => void close(), options.lifetimeMs ?? 300_000);
  lifetime.unref();

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    counts: () => ({ ...counts }),
    count: (operation) => counts[operation] ?? 0,
    events,
    setSchedule(schedule) {
      plan = new FaultPlan(schedule);
    },
    waitFor(match, timeoutMs = 30_000) {
      const past = events.find(match);
      if (past) return Promise.resolve(past);
      return new Promise((resolve, reject) => {
        const onEvent = (e: ProxyEvent) => {
          if (!match(e)) return;
          clearTimeout(timer);
          bus.off('event', onEvent);
          resolve(e);
        };
        const timer = setTimeout(() => {
          bus.off('event', onEvent);
          reject(
            new Error(`fault proxy: no matching event within ${timeoutMs} ms; saw ${JSON.stringify(events.slice(-5))}`),
          );
        }, timeoutMs);
        bus.on('event', onEvent);
      });
    },
    close,
  };
}

/** Waits `ms` unless the client hangs up first; false when it did. */
function holdUnlessClosed(res: ServerResponse, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      res.off('close', onClose);
      resolve(true);
    }, ms);
    const onClose = () => {
      clearTimeout(timer);
      resolve(false);
    };
    res.once('close', onClose);
  });
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY_BYTES) return void req.destroy(new Error('body too large'));
      chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function forward(
  target: URL,
  req: IncomingMessage,
  body: Buffer,
): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers = { ...req.headers, host: target.host, 'content-length': String(body.length) };
    const up = httpRequest(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers },
      (r) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => {
          const out: Record<string, string> = {};
          for (const [k, v] of Object.entries(r.headers)) {
            if (v !== undefined && k !== 'transfer-encoding' && k !== 'connection')
              out[k] = Array.isArray(v) ? v.join(', ') : v;
          }
          const full = Buffer.concat(chunks);
          out['content-length'] = String(full.length);
          resolve({ status: r.statusCode ?? 502, headers: out, body: full });
        });
        r.on('error', reject);
      },
    );
    up.on('error', reject);
    up.end(body);
  });
}

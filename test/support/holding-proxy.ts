/**
 * A DynamoDB endpoint for crash and lost-answer tests, on loopback, in front of a real server
 * (dynalite or DynamoDB Local). Per request it decides: forward it as it is; hold it unsent (the
 * app decided to write, nothing reached the server); forward it and hold the answer (the write
 * landed, the app never hears); or forward it and then answer 500 or reset the connection (a lost
 * answer: the SDK sends it again). Two ways to choose, one proxy: a standing `setRule` (each
 * held request announced by `held()`), or `holdNext` for one chosen request, which `reached`
 * announces and `release`/`drop` ends. A test kills the app at that exact point, without a timer.
 */
import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody } from './read-body.js';

export type Verdict = 'forward' | 'hold' | 'hold-answer' | 'answer-500' | 'reset';
/**
 * Decides what happens to a request: its operation (X-Amz-Target's tail), its JSON body, and the
 * SDK's attempt number (1 for the first send, from amz-sdk-request).
 */
export type Rule = (operation: string, body: Record<string, unknown>, attempt: number) => Verdict;

/** holdNext's words for the verdicts: before = hold, after = hold-answer, lose-500, lose-reset. */
export type HoldMode = 'before' | 'after' | 'lose-500' | 'lose-reset';
const VERDICT: Record<HoldMode, Verdict> = {
  before: 'hold',
  after: 'hold-answer',
  'lose-500': 'answer-500',
  'lose-reset': 'reset',
};

export interface Held {
  /** Resolves once the chosen request is held (or its answer lost). */
  reached: Promise<{ operation: string; body: Record<string, unknown> }>;
  /** Lets a held request (or answer) go on. */
  release(): void;
  /** Drops a held request unsent (or a held answer unsaid) and closes its connection. */
  drop(): void;
}

export interface HoldingProxy {
  url: string;
  /** Requests seen per operation, and those that reached the server. */
  counts: Record<string, number>;
  forwarded: Record<string, number>;
  setRule(rule: Rule): void;
  /** Resolves when a request is held by the rule (before forwarding, or with its answer held). */
  held(): Promise<{ operation: string; verdict: Verdict }>;
  /** The next request `match` picks is treated as `mode` says, before the rule is asked. */
  holdNext(match: (operation: string, body: Record<string, unknown>) => boolean, mode: HoldMode): Held;
  close(): Promise<void>;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function forward(to: URL, req: IncomingMessage, body: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const out = httpRequest(
      {
        host: to.hostname,
        port: to.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: to.host },
      },
      (r) => {
        readBody(r).then((b) => resolve({ status: r.statusCode ?? 500, headers: r.headers, body: b }), reject);
      },
    );
    out.on('error', reject);
    out.end(body);
  });
}

/** A hold in force: who hears that it is reached, and whether the request goes on (never, for a rule's). */
interface Hold {
  verdict: Verdict;
  reach(operation: string, body: Record<string, unknown>): void;
  released: Promise<boolean>;
}

export async function startHoldingProxy(target: string): Promise<HoldingProxy> {
  const to = new URL(target);
  const counts: Record<string, number> = {};
  const forwarded: Record<string, number> = {};
  let rule: Rule = () => 'forward';
  let armed: { match: (operation: string, body: Record<string, unknown>) => boolean; hold: Hold } | undefined;
  const waiters: Array<(h: { operation: string; verdict: Verdict }) => void> = [];
  const announced: Array<{ operation: string; verdict: Verdict }> = [];
  const never = new Promise<boolean>(() => undefined);
  const ruled = (verdict: Verdict): Hold => ({
    verdict,
    reach: (operation) => {
      const w = waiters.shift();
      if (w) w({ operation, verdict });
      else announced.push({ operation, verdict });
    },
    released: never,
  });
  const server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      const operation =
        String(req.headers['x-amz-target'] ?? '')
          .split('.')
          .pop() ?? '';
      counts[operation] = (counts[operation] ?? 0) + 1;
      const body = raw.length > 0 ? (JSON.parse(raw.toString('utf8')) as Record<string, unknown>) : {};
      const attempt = Number(/attempt=(\d+)/.exec(String(req.headers['amz-sdk-request'] ?? ''))?.[1] ?? 1);
      let hold: Hold | undefined;
      if (armed?.match(operation, body)) {
        hold = armed.hold;
        armed = undefined;
      } else if (raw.length > 0) hold = ruled(rule(operation, body, attempt));
      if (hold?.verdict === 'hold') {
        hold.reach(operation, body);
        if (!(await hold.released)) return void req.socket.destroy();
      }
      const answer = await forward(to, req, raw);
      forwarded[operation] = (forwarded[operation] ?? 0) + 1;
      if (hold?.verdict === 'hold-answer') {
        hold.reach(operation, body);
        if (!(await hold.released)) return void req.socket.destroy();
      }
      if (hold?.verdict === 'reset') {
        hold.reach(operation, body);
        return void req.socket.destroy();
      }
      if (hold?.verdict === 'answer-500') {
        hold.reach(operation, body);
        res.writeHead(500, { 'content-type': 'application/x-amz-json-1.0' });
        res.end(
          JSON.stringify({
            __type: 'com.amazonaws.dynamodb.v20120810#InternalServerError',
            message: 'lost answer (test proxy)',
          }),
        );
        return;
      }
      const headers = { ...answer.headers };
      delete headers['transfer-encoding'];
      res.writeHead(answer.status, { ...headers, 'content-length': String(answer.body.length) });
      res.end(answer.body);
    })().catch(() => res.destroy());
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    forwarded,
    setRule(r) {
      rule = r;
    },
    held: () => {
      const h = announced.shift();
      return h ? Promise.resolve(h) : new Promise((r) => waiters.push(r));
    },
    holdNext(match, mode) {
      let reach!: (v: { operation: string; body: Record<string, unknown> }) => void;
      let letGo!: (forward: boolean) => void;
      const reached = new Promise<{ operation: string; body: Record<string, unknown> }>((r) => (reach = r));
      const released = new Promise<boolean>((r) => (letGo = r));
      armed = {
        match,
        hold: { verdict: VERDICT[mode], reach: (operation, body) => reach({ operation, body }), released },
      };
      return { reached, release: () => letGo(true), drop: () => letGo(false) };
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

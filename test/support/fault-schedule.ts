/**
 * What the fault proxy does to which request. A schedule is a list of rules, first match wins;
 * requests no rule matches are forwarded untouched. Request numbers are 1-based and counted per
 * operation when the rule names one ("the 3rd Query"), else over all requests.
 */

export type ThrottleName = 'ProvisionedThroughputExceededException' | 'ThrottlingException';

export type Fault =
  /** HTTP 400 with DynamoDB's JSON error body and x-amzn-ErrorType, as a throttled call gets. */
  | { kind: 'throttle'; name?: ThrottleName }
  /** A server error with DynamoDB's body (InternalServerError for 500, ServiceUnavailable for 503). */
  | { kind: 'status'; status: 500 | 503 }
  /** The socket is destroyed before any byte of the answer. */
  | { kind: 'reset' }
  /** The answer is held for `delayMs`, then forwarded; a client that gives up first is recorded. */
  | { kind: 'slow'; delayMs: number }
  /** A valid status line and headers (with the full Content-Length), half the JSON, then the socket ends. */
  | { kind: 'truncate' };

export type FaultKind = Fault['kind'];

export interface FaultRule {
  fault: Fault;
  /** The operation from X-Amz-Target ("Query", "Scan", ...); any operation when absent. */
  operation?: string;
  /** These request numbers get the fault. */
  requests?: readonly number[];
  /** Every n-th request gets the fault (n, 2n, 3n, ...). */
  every?: number;
  /** Requests from this number on get the fault. */
  from?: number;
  /** At most this many requests get the fault from this rule. */
  times?: number;
}

export interface RequestContext {
  /** The request's number over all operations (1-based). */
  seq: number;
  operation: string;
  /** The request's number within its operation (1-based). */
  opSeq: number;
}

export type Schedule = readonly FaultRule[] | ((ctx: RequestContext) => Fault | undefined);

/** Slow answers are capped so that a forgotten schedule cannot hold a test forever. */
export const MAX_DELAY_MS = 120_000;

export class FaultPlan {
  private readonly used = new Map<FaultRule, number>();

  constructor(private readonly schedule: Schedule) {
    if (typeof schedule !== 'function') {
      for (const r of schedule) {
        if (r.every !== undefined && (!Number.isInteger(r.every) || r.every < 1))
          throw new Error(`every: expected a whole number of 1 or more, got ${r.every}`);
        if (r.fault.kind === 'slow' && !(r.fault.delayMs >= 0 && r.fault.delayMs <= MAX_DELAY_MS)) {
          throw new Error(`slow.delayMs: expected 0..${MAX_DELAY_MS}, got ${r.fault.delayMs}`);
        }
      }
    }
  }

  faultFor(ctx: RequestContext): Fault | undefined {
    if (typeof this.schedule === 'function') return this.schedule(ctx);
    for (const rule of this.schedule) {
      if (rule.operation !== undefined && rule.operation !== ctx.operation) continue;
      const n = rule.operation === undefined ? ctx.seq : ctx.opSeq;
      const hit =
        (rule.requests?.includes(n) ?? false) ||
        (rule.every !== undefined && n % rule.every === 0) ||
        (rule.from !== undefined && n >= rule.from) ||
        (rule.requests === undefined && rule.every === undefined && rule.from === undefined);
      if (!hit) continue;
      const used = this.used.get(rule) ?? 0;
      if (rule.times !== undefined && used >= rule.times) continue;
      this.used.set(rule, used + 1);
      return rule.fault;
    }
    return undefined;
  }
}

const TYPE_PREFIX: Record<string, string> = {
  ProvisionedThroughputExceededException: 'com.amazonaws.dynamodb.v20120810#',
  InternalServerError: 'com.amazonaws.dynamodb.v20120810#',
  ThrottlingException: 'com.amazon.coral.availability#',
  ServiceUnavailable: 'com.amazon.coral.availability#',
};

const MESSAGES: Record<string, string> = {
  ProvisionedThroughputExceededException:
    'The level of configured provisioned throughput for the table was exceeded. Consider increasing your provisioning level with the UpdateTable API.',
  ThrottlingException: 'Rate of requests exceeds the allowed throughput.',
  InternalServerError: 'Internal server error',
  ServiceUnavailable: 'Service is unavailable. Please retry.',
};

/** The status, headers and body DynamoDB answers an error with. */
export function dynamoErrorResponse(name: string, status: number, requestId: string) {
  const body = JSON.stringify({ __type: `${TYPE_PREFIX[name] ?? ''}${name}`, message: MESSAGES[name] ?? name });
  return {
    status,
    headers: {
      'Content-Type': 'application/x-amz-json-1.0',
      'Content-Length': String(Buffer.byteLength(body)),
      'x-amzn-ErrorType': `${name}:`,
      'x-amzn-RequestId': requestId,
    },
    body,
  };
}

export function errorNameFor(fault: Fault): { name: string; status: number } | undefined {
  if (fault.kind === 'throttle') return { name: fault.name ?? 'ProvisionedThroughputExceededException', status: 400 };
  if (fault.kind === 'status')
    return { name: fault.status === 503 ? 'ServiceUnavailable' : 'InternalServerError', status: fault.status };
  return undefined;
}

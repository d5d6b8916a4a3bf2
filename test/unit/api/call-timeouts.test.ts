/** The SDK handler's timeouts, told as which bound passed and where; the handler is set to throw. */
import { expect, test } from 'vitest';
import {
  callTimedOut,
  DEFAULT_TIMEOUTS,
  explainTimeout,
  requestHandlerOptions,
} from '../../../electron/service/call-timeouts.js';
import { ConnectionRegistry } from '../../../electron/service/connections.js';
import { toApiError } from '../../../electron/service/errors.js';

const bounds = {
  where: 'http://127.0.0.1:9',
  timeouts: { connectTimeoutMs: 2_000, responseTimeoutMs: 45_000, callTimeoutMs: 90_000 },
};

test('a connection not accepted and an answer not given are told apart, naming the server and the bound', () => {
  const connect = toApiError(
    {
      name: 'TimeoutError',
      message:
        '@smithy/node-http-handler - the request socket did not establish a connection with the server within the configured timeout of 2000 ms.',
    },
    { bounds },
  );
  expect(connect).toMatchObject({
    name: 'EndpointTimedOut',
    statusCode: 504,
    retryable: true,
    message: 'http://127.0.0.1:9 did not accept a connection within 2 s. Is the server running and reachable?',
  });
  const answer = toApiError(
    {
      name: 'TimeoutError',
      message: '@smithy/node-http-handler - [ERROR] a request has exceeded the configured 45000 ms requestTimeout.',
    },
    { bounds },
  );
  expect(answer.message).toMatch(/^http:\/\/127\.0\.0\.1:9 accepted the request but did not answer within 45 s\./);
  expect(explainTimeout({ name: 'ThrottlingException' }, 'x', undefined)).toBeUndefined();
});

test('the handler options make requestTimeout throw (alone it only logs a warning)', () => {
  expect(requestHandlerOptions(DEFAULT_TIMEOUTS)).toEqual({
    connectionTimeout: 5_000,
    requestTimeout: 60_000,
    throwOnRequestTimeout: true,
  });
});

test('one call, every attempt included, is bounded at 90 s unless its connection says otherwise', () => {
  expect(DEFAULT_TIMEOUTS.callTimeoutMs).toBe(90_000);
  const registry = new ConnectionRegistry({ endpoint: 'http://127.0.0.1:9', env: {} });
  return registry.list().then(({ defaultConnectionId }) => {
    expect(registry.callBounds(defaultConnectionId)?.timeouts.callTimeoutMs).toBe(90_000);
  });
});

test('the bound on a whole call names the server, the bound and the attempts, and is not retried by the page', () => {
  expect(callTimedOut('http://127.0.0.1:9', 5_000, 2)).toMatchObject({
    name: 'EndpointTimedOut',
    statusCode: 504,
    retryable: false,
  });
  expect(callTimedOut('http://127.0.0.1:9', 90_000, 2).message).toMatch(
    /^http:\/\/127\.0\.0\.1:9 did not answer within 90 s \(2 attempts\)\./,
  );
});

/**
 * A DynamoDB error that comes with no message (dynalite's ResourceInUseException on a CreateTable
 * of a table that exists) is still DynamoDB's answer: it keeps its name and gets a message that says
 * what it means, and is never taken for a server that is not DynamoDB. The errors' shapes are the
 * SDK's own, as it threw them against dynalite and a plain HTTP server.
 */
import { describe, expect, test } from 'vitest';
import { toApiError } from '../../../electron/service/errors.js';

function sdkError(name: string, message: string, status: number, contentType: string) {
  return Object.assign(new Error(message), {
    name,
    $metadata: { httpStatusCode: status },
    $response: { statusCode: status, headers: { 'content-type': contentType } },
  });
}

describe('an error DynamoDB sent without a message', () => {
  test('ResourceInUseException with "UnknownError" stays itself and says the table exists', () => {
    const e = toApiError(sdkError('ResourceInUseException', 'UnknownError', 400, 'application/x-amz-json-1.0'), {
      endpoint: 'http://127.0.0.1:18001',
      tableName: 'ClinicSeeded',
    });
    expect(e.name).toBe('ResourceInUseException');
    expect(e.message).toMatch(/^Table "ClinicSeeded" exists already/);
    expect(e.message).not.toContain('UnknownError');
  });

  test('any other named type keeps its name and says no message came', () => {
    const e = toApiError(sdkError('RequestLimitExceeded', 'UnknownError', 400, 'application/x-amz-json-1.0'), {
      endpoint: 'http://127.0.0.1:18001',
    });
    expect(e).toMatchObject({
      name: 'RequestLimitExceeded',
      message: 'RequestLimitExceeded (the server sent no message)',
    });
  });

  test('an answer with no DynamoDB type at all is still a server that is not DynamoDB', () => {
    for (const message of ['UnknownError', 'nope']) {
      const e = toApiError(sdkError('Unknown', message, 400, 'application/json'), { endpoint: 'http://127.0.0.1:9' });
      expect(e.name).toBe('NotDynamoDB');
    }
  });
});

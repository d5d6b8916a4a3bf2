/**
 * The sandbox's SigV4 check against AWS's own published example (the SigV4 test suite's
 * "get-vanilla" request), so the check is tied to the specification, not only to the SDK it serves.
 */
import type { IncomingMessage } from 'node:http';
import { expect, test } from 'vitest';
import { checkSignature } from '../../../electron/sandbox/request-guard.js';

const SECRET = 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY';

function vanilla(signature: string, overrides: Record<string, string> = {}): IncomingMessage {
  return {
    method: 'GET',
    url: '/',
    headers: {
      host: 'example.amazonaws.com',
      'x-amz-date': '20150830T123600Z',
      authorization: `AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=${signature}`,
      ...overrides,
    },
  } as unknown as IncomingMessage;
}

/** The example was signed at this time: the guard's 15-minute clock window is measured from it. */
const AT = Date.parse('2015-08-30T12:36:00Z');

const GOOD = '5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31';

test("AWS's get-vanilla example verifies with its secret", () => {
  expect(
    checkSignature(vanilla(GOOD), Buffer.alloc(0), { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: SECRET }, AT),
  ).toBeUndefined();
});

test('the same request with another secret, another key id, or a changed signed header is refused', () => {
  expect(
    checkSignature(vanilla(GOOD), Buffer.alloc(0), { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'other' }, AT)?.name,
  ).toBe('InvalidSignatureException');
  expect(
    checkSignature(vanilla(GOOD), Buffer.alloc(0), { accessKeyId: 'AKIDOTHER', secretAccessKey: SECRET }, AT)?.name,
  ).toBe('UnrecognizedClientException');
  expect(
    checkSignature(
      vanilla(GOOD, { host: 'example.amazonaws.com:1' }),
      Buffer.alloc(0),
      { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: SECRET },
      AT,
    )?.name,
  ).toBe('InvalidSignatureException');
  expect(
    checkSignature(vanilla(GOOD), Buffer.from('{}'), { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: SECRET }, AT)?.name,
  ).toBe('InvalidSignatureException');
});

test('a request with no signature, or one that does not sign Host, is refused', () => {
  const creds = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: SECRET };
  expect(checkSignature(vanilla(GOOD, { authorization: '' }), Buffer.alloc(0), creds, AT)?.name).toBe(
    'MissingAuthenticationTokenException',
  );
  const noHost = vanilla(GOOD, {
    authorization: `AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=x-amz-date, Signature=${GOOD}`,
  });
  expect(checkSignature(noHost, Buffer.alloc(0), creds, AT)?.message).toContain('Host header must be signed');
});

/**
 * The one redaction (electron/service/redact.ts): every shape a secret takes in the text AWS, the
 * SDK and credential helpers write is hidden, and the ordinary messages a user needs are not touched.
 */
import { describe, expect, test } from 'vitest';
import { ApiError } from '../../../shared/api-errors.js';
import { redactError, redactText, SecretBook } from '../../../electron/service/redact.js';

const KEY_ID = 'ASIAQ7ZLXK2MB4NEXAMP';
const SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYzEXAMPLEKEY';
const TOKEN = `IQoJb3JpZ2luX2VjEJr//////////wEaCXVzLWVhc3QtMSJHMEUCIQD${'a1B2c3D4'.repeat(20)}==`;
const SIGNATURE = 'f'.repeat(8) + '0123456789abcdef'.repeat(3) + '01234567';

describe('shapes of secrets are hidden', () => {
  test.each([
    [
      'STS SignatureDoesNotMatch with the canonical request',
      `The request signature we calculated does not match the signature you provided. The Canonical String for this request should have been\n'POST\n/\n\nhost:sts.amazonaws.com\nx-amz-security-token:${TOKEN}\n'\nThe String-to-Sign should have been 'AWS4-HMAC-SHA256 ${SIGNATURE}'`,
      [TOKEN, SIGNATURE],
    ],
    [
      'an Authorization header',
      `Authorization: AWS4-HMAC-SHA256 Credential=${KEY_ID}/20250101/us-east-1/sts/aws4_request, SignedHeaders=host, Signature=${SIGNATURE}`,
      [KEY_ID, SIGNATURE],
    ],
    ['a security token header', `x-amz-security-token: ${TOKEN}`, [TOKEN]],
    [
      'a presigned query string',
      `https://sts.amazonaws.com/?X-Amz-Credential=${KEY_ID}%2F20250101&X-Amz-Signature=${SIGNATURE}&X-Amz-Security-Token=abc123secret`,
      [KEY_ID, SIGNATURE, 'abc123secret'],
    ],
    [
      'a bearer token',
      'Session token not found or invalid: Bearer aoaAAAAAGVx1Y2-token.value',
      ['aoaAAAAAGVx1Y2-token.value'],
    ],
    [
      'a JWT',
      'The web identity token eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJib2IifQ.c2lnbmF0dXJl could not be validated',
      ['eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJib2IifQ.c2lnbmF0dXJl'],
    ],
    ['an access key id in prose', `The security token included in the request is invalid for ${KEY_ID}.`, [KEY_ID]],
    ['a 40-character secret in prose', `secret was ${SECRET} here`, [SECRET]],
    ['a session token in prose', `token ${TOKEN} expired`, [TOKEN]],
    [
      'ini and JSON key = value',
      `aws_secret_access_key = hunter2hunter2\n"SessionToken": "sess-123-abc", "accessToken":"tok-456"`,
      ['hunter2hunter2', 'sess-123-abc', 'tok-456'],
    ],
    [
      'command-line arguments',
      'helper --password hunter2 --token=abc-def --api-key xyz789 --region us-east-1',
      ['hunter2', 'abc-def', 'xyz789'],
    ],
    [
      "Node's exec error",
      'Command failed: /opt/helper/get-creds --password hunter2\nerror: vault sealed, token s.Xyz',
      ['/opt/helper', 'hunter2', 'vault sealed'],
    ],
  ])('%s', (_name, text, secrets) => {
    const out = redactText(text);
    for (const s of secrets) expect(out, out).not.toContain(s);
  });

  test('what the book holds is hidden wherever it is, however it is spelt around', () => {
    const book = new SecretBook();
    book.add('alice-dev-key', 'my own secret', undefined, 'ab');
    expect(redactText('signed as alice-dev-key: "my own secret" refused', book)).toBe(
      'signed as (hidden): "(hidden)" refused',
    );
    // Too short to hide without garbling every message.
    expect(redactText('ab and cab', book)).toBe('ab and cab');
  });

  test('an error keeps its name, field, status and request id; only text is redacted', () => {
    const e = redactError(
      new ApiError({
        name: 'ValidationException',
        message: `bad ${KEY_ID}`,
        field: 'Key',
        statusCode: 400,
        awsRequestId: 'R1',
        retryable: false,
      }),
    );
    expect(e.toJSON()).toEqual({
      name: 'ValidationException',
      message: 'bad (access key id hidden)',
      field: 'Key',
      statusCode: 400,
      awsRequestId: 'R1',
      retryable: false,
    });
  });
});

describe('what a user needs is kept', () => {
  test.each([
    'One or more parameter values were invalid: Condition parameter type does not match schema type',
    'Invalid KeyConditionExpression: Attribute name is a reserved keyword; reserved keyword: name',
    'Requested resource not found: Table: SaasOrganizations not found',
    'Cannot do operations on a non-existent table',
    'The provided starting key is invalid: The provided key element does not match the schema',
    'Consistent read cannot be true when querying a GSI',
    'ExpressionAttributeValues contains invalid key: Syntax error; key: "pk"',
    'The security token included in the request is invalid.',
    'X-Amz-Security-Token header is missing',
    'User: arn:aws:iam::123456789012:user/bob is not authorized to perform: sts:AssumeRole on resource: arn:aws:iam::123456789012:role/Admin',
    'Could not reach DynamoDB: the connection was refused (connect ECONNREFUSED 127.0.0.1:8000). Is the endpoint running?',
    'Profile "dev" could not assume its role: STS refused with ExpiredToken (HTTP 400).',
    'Item size has exceeded the maximum allowed size of 400 KB; key ORG#acme#USER#0123456789abcdef',
    'Table PK ORG#northwind / SK USER#2024-01-01T00:00:00.000Z#a1b2c3d4',
    '8FJ2L5B0V6T7Q4P3N1M9K8J7H6VV4KQNSO5AEMVJF66Q9ASUAAJG',
    'Invalid FilterExpression: Syntax error; token: "=", near: "a = = b"',
    'Invalid KeyConditionExpression: Syntax error; token: "secret", near: "AND secret"',
    'Invalid FilterExpression: An expression attribute value used in expression is not defined; attribute value: :token',
    'Invalid ProjectionExpression: near "secret = :secret, password = :pw"',
    'Value provided in ExpressionAttributeValues unused in expressions: keys: {:token, :secret}',
  ])('%s', (text) => {
    expect(redactText(text)).toBe(text);
  });
});

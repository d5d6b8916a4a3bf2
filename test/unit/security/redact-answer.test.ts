/**
 * The redaction of answers (electron/service/redact-answer.ts): errors and messages anywhere in an
 * answer are redacted, items and values never are, and an answer with nothing to hide is returned
 * as it is (the same object: no copy of a page of items per read).
 */
import { describe, expect, test } from 'vitest';
import { redactAnswer } from '../../../electron/service/redact-answer.js';
import { SecretBook } from '../../../electron/service/redact.js';

const TOKEN = `IQoJb3JpZ2luX2VjEJr${'a1B2c3D4'.repeat(12)}==`;
const AUTH = `Authorization: AWS4-HMAC-SHA256 Credential=ASIAQ7ZLXK2MB4NEXAMP/20250101/eu-west-1/dynamodb/aws4_request, Signature=${'ab'.repeat(32)}`;
const CANONICAL = `refused. The Canonical String for this request should have been\n'POST\n/\n\nx-amz-security-token:${TOKEN}'`;
const book = new SecretBook();
book.add(TOKEN);

/** An item whose values look like secrets and errors: user data, kept as it is. */
const item = {
  PK: { S: 'A' },
  message: { S: AUTH },
  note: { S: `token ${TOKEN}` },
  error: { M: { name: { S: 'x' }, message: { S: CANONICAL } } },
  B: { B: 'AAEC' },
};

describe('answers', () => {
  test('a commit: each outcome error redacted, the items written and current kept byte-identical', () => {
    const answer = {
      outcomes: [
        { id: 'c1', kind: 'edit', status: 'written', result: item },
        { id: 'c2', kind: 'edit', status: 'conflict', current: { Item: item } },
        {
          id: 'c3',
          kind: 'edit',
          status: 'failed',
          error: {
            name: 'UnrecognizedClientException',
            message: `bad ${TOKEN}\n${AUTH}\n${CANONICAL}`,
            statusCode: 400,
          },
        },
      ],
      chunks: [],
      note: `written one by one; ${AUTH}`,
    };
    const before = JSON.stringify(answer);
    const out = redactAnswer(answer, book);
    const text = JSON.stringify(out.outcomes[2]) + out.note;
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain('ASIAQ7ZLXK2MB4NEXAMP');
    expect(text).not.toContain('should have been');
    expect(out.outcomes[2]).toMatchObject({ error: { name: 'UnrecognizedClientException', statusCode: 400 } });
    expect(out.outcomes[0]!.result).toBe(item);
    expect(out.outcomes[1]!.current).toBe(answer.outcomes[1]!.current);
    // The answer handed in is not changed: the service's own records keep what they hold.
    expect(JSON.stringify(answer)).toBe(before);
  });

  test('a bulk run status: notes, the error and the undo status redacted; keys, current items and the action value kept', () => {
    const status = {
      runId: 'r',
      action: { kind: 'set', attribute: 'message', value: { S: TOKEN } },
      notes: [{ key: { PK: { S: TOKEN } }, reason: 'failed', message: `ValidationException: ${TOKEN}` }],
      error: { name: 'X', message: AUTH, problems: [{ field: 'f', message: TOKEN }] },
      undo: {
        state: 'failed',
        notes: [{ key: { PK: { S: 'k' } }, reason: 'conflict', current: item, message: CANONICAL }],
        error: { name: 'Y', message: CANONICAL },
      },
    };
    const out = redactAnswer(status, book);
    expect(JSON.stringify([out.notes[0]!.message, out.error, out.undo.notes[0]!.message, out.undo.error])).not.toMatch(
      new RegExp(`${TOKEN.slice(0, 20)}|should have been|ASIAQ7`),
    );
    expect(out.action).toBe(status.action);
    expect(out.notes[0]!.key).toBe(status.notes[0]!.key);
    expect(out.undo.notes[0]!.current).toBe(item);
  });

  test('reads and kept state are returned as they are, the same object', () => {
    const page = { Items: [item, item], Count: 2, LastEvaluatedKey: { PK: { S: TOKEN } } };
    expect(redactAnswer(page, book)).toBe(page);
    const state = { entries: { message: AUTH }, location: '/tmp' };
    expect(redactAnswer(state, book)).toBe(state);
    const got = { Item: item };
    expect(redactAnswer(got, book)).toBe(got);
  });

  test('plain values and binary pass untouched', () => {
    const bytes = new Uint8Array([1, 2, 3]);
    expect(redactAnswer(bytes, book)).toBe(bytes);
    expect(redactAnswer('text', book)).toBe('text');
    expect(redactAnswer(undefined, book)).toBeUndefined();
  });
});

/**
 * Every rule of validate, checked against both servers: the bad request is refused by the server
 * (ValidationException) and by our validator, and the fixed request is accepted by both. AWS
 * DynamoDB Local is the reference and enforces every rule; where dynalite accepts what DynamoDB
 * refuses, the test says so and asserts what dynalite really does, so the gap stays visible.
 */
import { QueryCommand, ScanCommand } from '@aws-sdk/client-dynamodb';
import { describe, expect, test } from 'vitest';
import { itemFromWire } from '../../../electron/service/wire.js';
import { validateRead, type ReadOperation, type ReadRequestInput } from '../../../shared/expressions/validate.js';
import { table } from '../../unit/expressions/validate-fixtures.js';
import { rules } from '../../unit/expressions/validate-rules.js';
import { testServers, useTestServer, type TestServerKind } from '../../support/test-servers.js';
import { createTable } from './tables.js';

/**
 * Rules live DynamoDB enforces that dynalite does not (tags from key-condition-rules.md and the
 * reference README): we refuse them before sending, dynalite lets them through.
 */
const DYNALITE_ACCEPTS: Record<string, string> = {
  'IN takes at most 100 values': 'dynalite does not count IN operands ([doc] limit of 100)',
  '4 KB per expression': 'dynalite has no expression length limit ([doc] 4 KB)',
  '255 bytes per placeholder': 'dynalite has no placeholder length limit ([doc] 255 bytes)',
  'paths at most 32 levels deep': 'dynalite does not limit document path depth ([doc] 32 levels)',
  '300 operators per expression': 'dynalite does not count operators ([doc] 300 per expression)',
  '2 MB for all names and values': 'dynalite does not total the substitution variables ([doc] 2 MB)',
  '2 MB: names alone over the limit': 'dynalite does not total the substitution variables ([doc] 2 MB)',
  'no empty string key value': 'dynalite takes an empty string as a key value ([real] refused by DynamoDB)',
  'no empty binary key value': 'dynalite takes an empty binary as a key value ([real] refused by DynamoDB)',
};

/**
 * dynalite orders strings by UTF-16 code units, DynamoDB by UTF-8 bytes ([doc]); the two differ
 * when characters above U+FFFF meet ones in U+E000..U+FFFF. Our validator follows DynamoDB, so on
 * this rule dynalite and we disagree in both directions.
 */
const UTF16_ORDER = 'BETWEEN on S: UTF-8 byte order';

describe.each(testServers)('validate against %s', (server: TestServerKind) => {
  const db = useTestServer(server, (client) => createTable(client, table));
  const dynalite = server === 'dynalite';

  // 'a Scan takes no key condition' is refused by dynalite for a side reason: the key condition is
  // not read for a Scan, which leaves its ExpressionAttributeValues without an expression to serve.
  async function send(op: ReadOperation, { ExpressionAttributeValues, ...rest }: ReadRequestInput): Promise<string> {
    // Binary travels as base64 in our requests and as bytes in the SDK's.
    const req = {
      TableName: table.TableName,
      ...rest,
      ...(ExpressionAttributeValues ? { ExpressionAttributeValues: itemFromWire(ExpressionAttributeValues) } : {}),
    };
    try {
      if (op === 'Query') await db.client.send(new QueryCommand(req));
      else await db.client.send(new ScanCommand(req));
      return 'accepted';
    } catch (e) {
      return `${(e as Error).name}: ${(e as Error).message}`;
    }
  }

  describe.each(rules.filter((r) => r.rule !== UTF16_ORDER))('$rule', ({ rule, op = 'Query', bad, good, field }) => {
    const gap = dynalite ? DYNALITE_ACCEPTS[rule] : undefined;
    test.skipIf(gap !== undefined)(`${server} refuses the bad request, and so do we`, async () => {
      expect(await send(op, bad)).toMatch(/^ValidationException: /);
      expect(validateRead(op, bad, table).map((p) => p.field)).toContain(field);
    });
    test.runIf(gap !== undefined)(`${server} accepts the bad request (${gap}); we refuse it`, async () => {
      expect(await send(op, bad)).toBe('accepted');
      expect(validateRead(op, bad, table).map((p) => p.field)).toContain(field);
    });
    test(`${server} accepts the fixed request, and so do we`, async () => {
      expect(await send(op, good)).toBe('accepted');
      expect(validateRead(op, good, table)).toEqual([]);
    });
  });

  test(`a Query on an index may filter on the table's keys: ${server} accepts it, and so do we`, async () => {
    const onGsi: ReadRequestInput = {
      KeyConditionExpression: 'gpk = :p',
      FilterExpression: 'begins_with(#k, :s) AND pk = :q',
      ExpressionAttributeNames: { '#k': 'sk' },
      ExpressionAttributeValues: { ':p': { S: 'a' }, ':s': { S: 'x' }, ':q': { S: 'y' } },
      IndexName: 'byG',
    };
    const onLsi: ReadRequestInput = {
      KeyConditionExpression: 'pk = :p',
      FilterExpression: 'sk = :s',
      ExpressionAttributeValues: { ':p': { S: 'a' }, ':s': { S: 'x' } },
      IndexName: 'byL',
    };
    for (const req of [onGsi, onLsi]) {
      expect(await send('Query', req)).toBe('accepted');
      expect(validateRead('Query', req, table)).toEqual([]);
    }
  });

  describe.runIf(!dynalite)(UTF16_ORDER, () => {
    const { bad, good, field } = rules.find((r) => r.rule === UTF16_ORDER)!;
    test('DynamoDB Local compares by UTF-8 bytes: it refuses the bad request and takes the good one, as we do', async () => {
      expect(await send('Query', bad)).toMatch(/^ValidationException: .*BETWEEN operator requires upper bound/);
      expect(validateRead('Query', bad, table).map((p) => p.field)).toContain(field);
      expect(await send('Query', good)).toBe('accepted');
      expect(validateRead('Query', good, table)).toEqual([]);
    });
  });

  describe.runIf(dynalite)(UTF16_ORDER, () => {
    const { bad, good, field } = rules.find((r) => r.rule === UTF16_ORDER)!;
    test('dynalite compares by UTF-16 and takes the request DynamoDB refuses; we refuse it', async () => {
      expect(await send('Query', bad)).toBe('accepted');
      expect(validateRead('Query', bad, table).map((p) => p.field)).toContain(field);
    });
    test('dynalite refuses the request DynamoDB takes; we take it', async () => {
      expect(await send('Query', good)).toMatch(/^ValidationException: .*BETWEEN operator requires upper bound/);
      expect(validateRead('Query', good, table)).toEqual([]);
    });
  });
});

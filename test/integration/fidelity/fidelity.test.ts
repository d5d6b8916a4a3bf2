/**
 * The gate against AWS DynamoDB Local: every case is sent to DynamoDB Local and judged by
 * checkRequest, and the two must agree (accepted, or refused) unless the case is listed in
 * known-differences.ts with its reason. One DynamoDB Local for the file; requests go in parallel
 * batches.
 */
import { GetItemCommand, QueryCommand, ScanCommand } from '@aws-sdk/client-dynamodb';
import { describe, expect, test } from 'vitest';
import { itemFromWire } from '../../../electron/service/wire.js';
import { requestSchemas } from '../../../shared/api.js';
import { checkRequest } from '../../../shared/requests/gate.js';
import { useTestServer } from '../../support/test-servers.js';
import { describeCase, type FidelityCase } from './case.js';
import { expressionCases } from './cases-expressions.js';
import { readCases } from './cases-reads.js';
import { KNOWN_DIFFERENCES } from './known-differences.js';
import { createFidelityTables } from './tables.js';

const cases: FidelityCase[] = [...expressionCases(), ...readCases()];
const db = useTestServer('dynamodb-local', createFidelityTables);

interface Verdict {
  c: FidelityCase;
  dynamo: string;
  gate: string[];
}

async function send(c: FidelityCase): Promise<string> {
  const { ExpressionAttributeValues, ExclusiveStartKey, Key, ...rest } = c.request;
  const input = {
    TableName: c.table.TableName,
    ...rest,
    ...(ExpressionAttributeValues ? { ExpressionAttributeValues: itemFromWire(ExpressionAttributeValues) } : {}),
    ...(ExclusiveStartKey ? { ExclusiveStartKey: itemFromWire(ExclusiveStartKey) } : {}),
    ...(Key ? { Key: itemFromWire(Key) } : {}),
  };
  try {
    if (c.method === 'query') await db.client.send(new QueryCommand(input as never));
    else if (c.method === 'scan') await db.client.send(new ScanCommand(input as never));
    else await db.client.send(new GetItemCommand(input as never));
    return 'accepted';
  } catch (e) {
    return `${(e as Error).name}: ${(e as Error).message}`;
  }
}

async function judgeAll(): Promise<Verdict[]> {
  const out: Verdict[] = [];
  const batch = 8;
  for (let i = 0; i < cases.length; i += batch) {
    const slice = cases.slice(i, i + batch);
    const answers = await Promise.all(slice.map(send));
    slice.forEach((c, j) =>
      out.push({
        c,
        dynamo: answers[j]!,
        gate: checkRequest(c.method, c.request, c.table).map((p) => `${p.field}: ${p.message}`),
      }),
    );
  }
  return out;
}

const refused = (v: Verdict) => v.dynamo !== 'accepted';

describe('the gate agrees with AWS DynamoDB Local', () => {
  test('case names are unique, and there are at least 400 of each kind of read together', () => {
    const names = cases.map((c) => c.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    expect(cases.length).toBeGreaterThanOrEqual(400);
    for (const method of ['query', 'scan', 'getItem']) expect(cases.some((c) => c.method === method)).toBe(true);
    expect(Object.keys(KNOWN_DIFFERENCES).length).toBeLessThan(cases.length / 100);
  });

  test('every case: accepted by both or refused by both, except the known differences', async () => {
    const verdicts = await judgeAll();
    // Anything but a ValidationException means the request never reached DynamoDB's rules.
    const odd = verdicts.filter((v) => refused(v) && !v.dynamo.startsWith('ValidationException'));
    expect(odd.map((v) => `${describeCase(v.c)}\n      DynamoDB Local: ${v.dynamo}`)).toEqual([]);

    const disagree = verdicts.filter((v) => refused(v) !== v.gate.length > 0);
    const unexplained = disagree.filter((v) => KNOWN_DIFFERENCES[v.c.name] === undefined);
    const report = unexplained.map(
      (v) =>
        `${describeCase(v.c)}\n      DynamoDB Local: ${v.dynamo}\n      gate: ${v.gate.length ? v.gate.join(' | ') : 'accepts'}`,
    );
    expect(report).toEqual([]);
    const stale = Object.keys(KNOWN_DIFFERENCES).filter((name) => !disagree.some((v) => v.c.name === name));
    expect(stale, 'known differences that no longer differ').toEqual([]);
    const falseRefusals = disagree.filter((v) => !refused(v));
    expect(
      falseRefusals.map((v) => v.c.name),
      'the gate never refuses what DynamoDB accepts',
    ).toEqual([]);

    // An API caller meets the contract's schema before the gate: it must not refuse these either.
    const schemaRefusals = verdicts.filter(
      (v) =>
        !refused(v) &&
        !requestSchemas[v.c.method].safeParse({ TableName: v.c.table.TableName, ...v.c.request }).success,
    );
    expect(
      schemaRefusals.map((v) => v.c.name),
      'the contract schema never refuses what DynamoDB accepts',
    ).toEqual([]);

    const invalid = verdicts.filter(refused).length;
    console.log(
      `fidelity: ${verdicts.length} cases (${verdicts.length - invalid} accepted by DynamoDB Local, ${invalid} refused); ` +
        `${verdicts.length - disagree.length} agree, ${disagree.length} known differences`,
    );
  }, 180_000);
});

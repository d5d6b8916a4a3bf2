/**
 * Single-item writes as the app plans them (a staged change: create, edit, delete, key change,
 * with and without a version attribute), held to AWS DynamoDB Local both ways:
 * - the gate (writeChangeProblems, the plan, and the write gate over each planned action) refuses
 *   a change exactly when DynamoDB refuses the same write sent plainly (a PutItem of the item as
 *   wanted, its version + 1 included; a DeleteItem of its key): what DynamoDB lets one write, the
 *   app lets one write, whatever the size of the condition that guards it;
 * - every change the gate accepts, sent as planned (conditions and all), is accepted by DynamoDB.
 * Cases are issue 29's inputs and their neighbours: items of 100 to 500 attributes, nesting of 29
 * to 32 levels, names of 65,535 and 65,536 bytes, version numbers at 38 digits.
 */
import {
  DeleteItemCommand,
  PutItemCommand,
  TransactWriteItemsCommand,
  UpdateItemCommand,
} from '@aws-sdk/client-dynamodb';
import { describe, expect, test } from 'vitest';
import { sdkAction } from '../../../electron/service/write-sender.js';
import { itemFromWire } from '../../../electron/service/wire.js';
import type { AttributeValue, Item } from '../../../shared/dynamo/types.js';
import { nextVersion } from '../../../shared/writes/version.js';
import { writeChangeProblems } from '../../../shared/requests/write-item.js';
import { checkWriteRequest } from '../../../shared/requests/write-request.js';
import type { WriteAction } from '../../../shared/writes/actions.js';
import type { StagedChange } from '../../../shared/writes/change.js';
import { inverseChange } from '../../../shared/writes/inverse.js';
import { planChange } from '../../../shared/writes/plan.js';
import { useTestServer } from '../../support/test-servers.js';
import { createFidelityTables, stringTable } from './tables.js';

const db = useTestServer('dynamodb-local', createFidelityTables);
const T = 'FidS';
const keyNames = { partitionKey: 'pk', sortKey: 'sk' };
let n = 0;
const key = (): Item => ({ pk: { S: 'change' }, sk: { S: `change-${++n}` } });

function wide(count: number, value = (i: number): AttributeValue => ({ S: `value ${i}` })): Item {
  const item = key();
  for (let i = 0; i < count; i++) item[`attribute_${i}`] = value(i);
  return item;
}
function deep(levels: number): Item {
  let v: AttributeValue = { S: 'leaf' };
  for (let i = 0; i < levels; i++) v = { M: { [`l${levels - i}`]: v, n: { N: String(i) } } };
  return { ...key(), doc: v, note: { S: 'x' } };
}

interface ChangeCase {
  name: string;
  change: StagedChange;
}
const c = (name: string, change: Omit<StagedChange, 'id' | 'TableName'>): ChangeCase => ({
  name,
  change: { id: name, TableName: T, ...change },
});

function cases(): ChangeCase[] {
  const out: ChangeCase[] = [];
  for (const count of [100, 149, 150, 151, 300, 500]) {
    const item = wide(count);
    out.push(c(`delete: ${count} attributes`, { before: item }));
    out.push(c(`edit: one of ${count} attributes`, { before: item, after: { ...item, attribute_7: { S: 'new' } } }));
    out.push(
      c(`key change: ${count} attributes`, {
        before: item,
        after: { ...item, sk: { S: `${JSON.stringify(item.sk)}-moved` } },
      }),
    );
    out.push(c(`create: ${count} attributes`, { after: wide(count) }));
    const made = { id: 'made', TableName: T, after: wide(count) };
    out.push({ name: `undo of create: ${count} attributes`, change: inverseChange(made, made.after) });
  }
  for (const levels of [29, 30, 31]) {
    out.push(c(`delete: nested ${levels} levels`, { before: deep(levels) }));
    const made = { id: 'made', TableName: T, after: deep(levels) };
    out.push({ name: `undo of create: nested ${levels} levels`, change: inverseChange(made, made.after) });
  }
  out.push(c('create: nested 32 levels', { after: deep(32) }));
  out.push(c('delete: 4 values of 90 KB', { before: wide(4, () => ({ S: 'x'.repeat(90 * 1024) })) }));
  out.push(
    c('delete: 20 names of 16 KB', {
      before: {
        ...key(),
        ...Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`${i}`.padEnd(16384, 'n'), { N: '1' }])),
      },
    }),
  );
  for (const name of ['', 'a'.repeat(65535), 'a'.repeat(65536)]) {
    const read = { ...key(), a: { S: 'x' } };
    out.push(c(`create: a name of ${name.length} bytes`, { after: { ...key(), [name]: { S: 'x' } } }));
    out.push(c(`edit: adds a name of ${name.length} bytes`, { before: read, after: { ...read, [name]: { S: 'x' } } }));
  }
  for (const v of [
    '1',
    '9'.repeat(38),
    `1${'0'.repeat(37)}`,
    `1${'0'.repeat(38)}`,
    '9.99E+125',
    '9.98E+125',
    '1E+125',
  ]) {
    const read = { ...key(), a: { S: 'x' }, v: { N: v } };
    out.push(c(`edit: version ${v}`, { before: read, after: { ...read, a: { S: 'y' } }, versionAttribute: 'v' }));
    out.push(c(`delete: version ${v}`, { before: read, versionAttribute: 'v' }));
  }
  return out;
}

/** The gate's verdict on a change: its problems, or the planned actions. */
function gate(change: StagedChange): { problems: string[] } | { actions: WriteAction[] } {
  const problems = writeChangeProblems('change', change, stringTable).map((p) => p.message);
  if (problems.length > 0) return { problems };
  try {
    const plan = planChange(change, keyNames);
    const sent = plan.actions.flatMap((a) =>
      'Update' in a
        ? checkWriteRequest('updateItem', a.Update, () => stringTable)
        : 'Put' in a
          ? checkWriteRequest('putItem', a.Put, () => stringTable)
          : checkWriteRequest('deleteItem', a.Delete, () => stringTable),
    );
    return sent.length > 0 ? { problems: sent.map((p) => `${p.field}: ${p.message}`) } : { actions: plan.actions };
  } catch (e) {
    return { problems: [(e as Error).message] };
  }
}

const keyOf = (item: Item): Item => ({ pk: item.pk!, sk: item.sk! });
const verdict = async (send: () => Promise<unknown>): Promise<string> => {
  try {
    await send();
    return 'accepted';
  } catch (e) {
    const name = (e as Error).name;
    if (name === 'ConditionalCheckFailedException') return 'accepted';
    const reasons = (e as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons;
    if (
      name === 'TransactionCanceledException' &&
      reasons?.every((r) => r.Code === 'None' || r.Code === 'ConditionalCheckFailed')
    )
      return 'accepted';
    return `${name}: ${(e as Error).message.slice(0, 200)}`;
  }
};

/** The same write sent plainly: what DynamoDB lets one do, with no condition to size. */
async function plain(change: StagedChange): Promise<string> {
  const { before, after, versionAttribute } = change;
  if (before) await db.client.send(new PutItemCommand({ TableName: T, Item: itemFromWire(before) }));
  let wanted = after;
  const v = versionAttribute !== undefined ? before?.[versionAttribute] : undefined;
  if (wanted && v && 'N' in v) wanted = { ...wanted, [versionAttribute!]: { N: nextVersion(v.N)! } };
  const result = await verdict(async () => {
    if (!before) return db.client.send(new PutItemCommand({ TableName: T, Item: itemFromWire(wanted!) }));
    if (!wanted) return db.client.send(new DeleteItemCommand({ TableName: T, Key: itemFromWire(keyOf(before)) }));
    return db.client.send(
      new TransactWriteItemsCommand({
        TransactItems: [
          ...(JSON.stringify(before.sk) !== JSON.stringify(wanted.sk)
            ? [{ Delete: { TableName: T, Key: itemFromWire(keyOf(before)) } }]
            : []),
          { Put: { TableName: T, Item: itemFromWire(wanted) } },
        ],
      }),
    );
  });
  if (before) await db.client.send(new PutItemCommand({ TableName: T, Item: itemFromWire(before) }));
  if (after) await db.client.send(new DeleteItemCommand({ TableName: T, Key: itemFromWire(keyOf(after)) }));
  return result;
}

async function planned(actions: WriteAction[]): Promise<string> {
  const sdk = actions.map(sdkAction);
  const one = sdk.length === 1 ? sdk[0]! : undefined;
  return verdict(() =>
    one?.Delete
      ? db.client.send(new DeleteItemCommand(one.Delete))
      : one?.Put
        ? db.client.send(new PutItemCommand(one.Put))
        : one?.Update
          ? db.client.send(new UpdateItemCommand(one.Update))
          : db.client.send(new TransactWriteItemsCommand({ TransactItems: sdk })),
  );
}

describe('staged changes: the gate and the plan agree with AWS DynamoDB Local', () => {
  test('refused exactly when DynamoDB refuses the write; every accepted plan is accepted as sent', async () => {
    const rows: string[] = [];
    const disagreements: string[] = [];
    for (const { name, change } of cases()) {
      const dynamo = await plain(change);
      const ours = gate(change);
      const sent = 'actions' in ours ? await planned(ours.actions) : 'not sent';
      rows.push(
        `${name}: DynamoDB ${dynamo === 'accepted' ? 'accepts' : 'refuses'}, gate ${'actions' in ours ? 'accepts' : 'refuses'}`,
      );
      if ((dynamo === 'accepted') !== 'actions' in ours)
        disagreements.push(
          `${name}\n      DynamoDB: ${dynamo}\n      gate: ${'problems' in ours ? ours.problems.join(' | ') : 'accepts'}`,
        );
      if ('actions' in ours && sent !== 'accepted') disagreements.push(`${name}: planned write refused: ${sent}`);
    }
    const refused = rows.filter((r) => r.includes('DynamoDB refuses')).length;
    console.log(
      `change fidelity: ${rows.length} changes (${rows.length - refused} accepted by DynamoDB Local, ${refused} refused), ${disagreements.length} disagreements` +
        (disagreements.length ? `:\n  ${disagreements.join('\n  ')}` : ''),
    );
    expect(disagreements).toEqual([]);
    expect(rows.length).toBeGreaterThanOrEqual(50);
  }, 300_000);
});

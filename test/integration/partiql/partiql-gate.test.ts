/**
 * The PartiQL gate against AWS DynamoDB Local on a wide generated table of cases
 * (partiql-gate-cases.ts): for each statement, the app's verdict (classifyStatement's refusals
 * for a SELECT; for a write, what staging it would answer: writeTargets, then writeChange on the
 * item as read just before) and DynamoDB Local's (ExecuteStatement) agree. A write DynamoDB takes
 * to its item (a failed condition, a duplicate key) passed its rules, and so does one the app
 * would stage or refuse for that same reason. Counts are printed, held-out cases apart.
 */
import { ExecuteStatementCommand, GetItemCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { describe, expect, test } from 'vitest';
import { itemFromWire, itemToWire } from '../../../electron/service/wire.js';
import { classifyStatement, writeChange, writeTargets } from '../../../shared/partiql/index.js';
import { useTestServer } from '../../support/test-servers.js';
import { gateCases, type GateCase } from './partiql-gate-cases.js';
import { createPartiqlTables } from './partiql-tables.js';

const cases = gateCases();
const db = useTestServer('dynamodb-local', createPartiqlTables);
const isWrite = (c: GateCase) => /^(INSERT|UPDATE|DELETE)/i.test(c.statement.trim());
/** Answers that mean the statement passed DynamoDB's rules and reached its item. */
const REACHED = /DuplicateItem|ConditionalCheckFailed/;

/** Where the app knowingly differs from DynamoDB Local, by case name, with the reason. */
const KNOWN_DIFFERENCES: Record<string, string> = {};
const ROUNDED =
  'DynamoDB Local stores a number with a fraction past 38 significant digits rounded; the app does not round what it ' +
  'stages, so it refuses the number instead of writing another one';
const known = (c: GateCase, app: string[]) =>
  KNOWN_DIFFERENCES[c.name] ?? (isWrite(c) && app.some((m) => /significant digits/.test(m)) ? ROUNDED : undefined);

async function dynamoVerdict(client: DynamoDBClient, c: GateCase): Promise<string> {
  try {
    await client.send(
      new ExecuteStatementCommand({ Statement: c.statement, ...(c.consistent ? { ConsistentRead: true } : {}) }),
    );
    return 'accepted';
  } catch (e) {
    const name = (e as Error).name;
    return REACHED.test(name) ? 'accepted' : `${name}: ${(e as Error).message.slice(0, 160)}`;
  }
}

async function appVerdict(client: DynamoDBClient, c: GateCase): Promise<string[]> {
  if (!isWrite(c))
    return classifyStatement(c.statement, c.table, { consistent: c.consistent }).problems.map((p) => p.message);
  const t = writeTargets(c.statement, c.table, []);
  if (!t.ok) return t.problems.map((p) => p.message);
  const target = t.targets[0]!;
  // The app reads the item before staging; a read DynamoDB refuses stages nothing (it shows the error).
  const read = await client
    .send(new GetItemCommand({ TableName: target.TableName, Key: itemFromWire(target.key), ConsistentRead: true }))
    .catch((e: Error) => e);
  if (read instanceof Error) return [`the read before staging failed: ${read.message}`];
  const r = writeChange(target, read.Item ? itemToWire(read.Item) : undefined, 'gate');
  return r.ok || REACHED.test(r.problem.message) ? [] : [r.problem.message];
}

describe('the PartiQL gate agrees with AWS DynamoDB Local on a generated table of cases', () => {
  test('cases are many, uniquely named, held-out ones among them', () => {
    const names = cases.map((c) => c.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    expect(cases.length).toBeGreaterThan(1000);
    expect(cases.filter((c) => c.heldOut).length).toBeGreaterThan(900);
  });

  test('every verdict agrees', async () => {
    const results: Array<{ c: GateCase; dynamo: string; app: string[] }> = [];
    const reads = cases.filter((c) => !isWrite(c));
    for (let i = 0; i < reads.length; i += 8) {
      const slice = reads.slice(i, i + 8);
      const answers = await Promise.all(slice.map((c) => dynamoVerdict(db.client, c)));
      slice.forEach((c, j) => results.push({ c, dynamo: answers[j]!, app: [] }));
    }
    for (const r of results) r.app = await appVerdict(db.client, r.c);
    // Writes one at a time, the app's verdict on the item as it is just before DynamoDB runs the statement.
    for (const c of cases.filter(isWrite)) {
      const app = await appVerdict(db.client, c);
      results.push({ c, dynamo: await dynamoVerdict(db.client, c), app });
    }
    const disagree = results.filter(({ dynamo, app }) => (dynamo !== 'accepted') !== app.length > 0);
    const unexplained = disagree.filter(({ c, app }) => known(c, app) === undefined);
    const count = (held: boolean) => {
      const mine = results.filter(({ c }) => c.heldOut === held);
      const bad = disagree.filter(({ c }) => c.heldOut === held).length;
      return `${mine.length - bad} of ${mine.length}`;
    };
    console.log(
      `partiql gate: ${results.length} statements, ${results.filter((r) => r.dynamo !== 'accepted').length} refused by DynamoDB Local; ` +
        `verdicts agree on ${count(false)} written-against cases and ${count(true)} held-out cases; ${disagree.length} differ`,
    );
    expect(
      unexplained.map(
        ({ c, dynamo, app }) =>
          `${c.name}\n      ${c.statement.slice(0, 160)}\n      DynamoDB Local: ${dynamo}\n      app: ${app.join(' | ') || 'accepts'}`,
      ),
    ).toEqual([]);
  }, 600_000);
});

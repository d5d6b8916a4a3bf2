/**
 * PartiQL against AWS DynamoDB Local: for every case, the app's verdict (classifyStatement's
 * refusals, and the parameter count) agrees with DynamoDB Local's, and every accepted SELECT read
 * through our translation (the Query, Scan or GetItem a server without PartiQL gets, paged to the
 * end, in PartiQL's flat shape) returns the items ExecuteStatement returns (paged by NextToken).
 */
import {
  ExecuteStatementCommand,
  GetItemCommand,
  QueryCommand,
  ScanCommand,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { describe, expect, test } from 'vitest';
import { itemFromWire, itemToWire } from '../../../electron/service/wire.js';
import type { Item } from '../../../shared/dynamo/types.js';
import {
  classifyStatement,
  parameterProblem,
  shapeLikePartiql,
  translateSelect,
} from '../../../shared/partiql/index.js';
import { useTestServer } from '../../support/test-servers.js';
import { partiqlCases, type PartiqlCase } from './partiql-cases.js';
import { createPartiqlTables } from './partiql-tables.js';

const cases = partiqlCases();
const db = useTestServer('dynamodb-local', createPartiqlTables);

/** Where the app knowingly differs from DynamoDB Local, by case name, with the reason. */
const KNOWN_DIFFERENCES: Record<string, string> = {};

const VALUE_FIRST =
  "DynamoDB Local reads a sort key condition written value first ('v' > sk) as if the attribute came first (sk > 'v'); " +
  'the app reads it as written (sk < \'v\'), as DynamoDB reads the same comparison in a filter (checked by "scan filter: 20 > total")';
/** Where the items differ, by case name, with the reason. */
const KNOWN_RESULT_DIFFERENCES: Record<string, string> = {
  "sort key: 'ORDER#003' > sk": VALUE_FIRST,
  "sort key, descending: 'ORDER#003' > sk": VALUE_FIRST,
};

async function execute(client: DynamoDBClient, c: PartiqlCase): Promise<{ verdict: string; items?: Item[] }> {
  const items: Item[] = [];
  let NextToken: string | undefined;
  try {
    do {
      const r = await client.send(
        new ExecuteStatementCommand({
          Statement: c.statement,
          ...(c.parameters ? { Parameters: c.parameters.map((p) => itemFromWire({ v: p }).v!) } : {}),
          ...(NextToken ? { NextToken } : {}),
        }),
      );
      items.push(...(r.Items ?? []).map((i) => itemToWire(i)));
      NextToken = r.NextToken;
    } while (NextToken);
    return { verdict: 'accepted', items };
  } catch (e) {
    const name = (e as Error).name;
    // A write that reached its item (a failed condition, a duplicate key) passed DynamoDB's rules.
    if (name === 'ConditionalCheckFailedException' || name === 'DuplicateItemException' || name === 'DuplicateItem')
      return { verdict: 'accepted' };
    return { verdict: `${name}: ${(e as Error).message}` };
  }
}

function appVerdict(c: PartiqlCase): string[] {
  const k = classifyStatement(c.statement, c.table);
  const problems = k.problems.map((p) => p.message);
  if (k.ok) {
    const p = parameterProblem(k.paramCount, c.parameters?.length ?? 0);
    if (p) problems.push(p);
  }
  return problems;
}

async function readTranslated(client: DynamoDBClient, c: PartiqlCase): Promise<Item[] | string> {
  const k = classifyStatement(c.statement, c.table);
  if (!k.ok || k.statement.kind !== 'select') return 'not a select';
  const t = translateSelect(c.statement, k.statement, c.table, c.parameters ?? []);
  if (!t.ok) return `untranslatable: ${t.problem.message}`;
  const out: Item[] = [];
  for (const r of t.translated.requests) {
    const { ExpressionAttributeValues, Key, ...rest } = r;
    const input = {
      ...rest,
      ...(ExpressionAttributeValues ? { ExpressionAttributeValues: itemFromWire(ExpressionAttributeValues) } : {}),
    };
    if (t.translated.method === 'getItem') {
      const g = await client.send(new GetItemCommand({ ...input, Key: itemFromWire(Key!) } as never));
      if (g.Item) out.push(itemToWire(g.Item));
      continue;
    }
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const cmd =
        t.translated.method === 'query'
          ? new QueryCommand({ ...input, ExclusiveStartKey } as never)
          : new ScanCommand({ ...input, ExclusiveStartKey } as never);
      const page = (await client.send(cmd as never)) as {
        Items?: Array<Record<string, never>>;
        LastEvaluatedKey?: Record<string, unknown>;
      };
      out.push(...(page.Items ?? []).map((i) => itemToWire(i)));
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
  }
  return out.map((i) => shapeLikePartiql(i, t.translated.projection));
}

const canonical = (items: Item[]) =>
  items.map((i) => JSON.stringify(Object.fromEntries(Object.entries(i).sort(([a], [b]) => (a < b ? -1 : 1)))));

describe('PartiQL: the app agrees with AWS DynamoDB Local', () => {
  test('at least 200 cases, uniquely named, of every kind', () => {
    const names = cases.map((c) => c.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    expect(cases.length).toBeGreaterThanOrEqual(200);
    const kinds = cases
      .map((c) => classifyStatement(c.statement, c.table))
      .filter((k) => k.ok && k.problems.length === 0)
      .map((k) => k.info!.operation);
    for (const op of ['GetItem', 'Query', 'Scan', 'PutItem', 'UpdateItem', 'DeleteItem']) expect(kinds).toContain(op);
  });

  test('verdicts agree, and every accepted SELECT reads the same items through its translation', async () => {
    const selects = cases.filter((c) => !/^(INSERT|UPDATE|DELETE)/i.test(c.statement.trim()));
    const writes = cases.filter((c) => !selects.includes(c));
    const results: Array<{ c: PartiqlCase; dynamo: Awaited<ReturnType<typeof execute>> }> = [];
    for (let i = 0; i < selects.length; i += 8) {
      const slice = selects.slice(i, i + 8);
      const answers = await Promise.all(slice.map((c) => execute(db.client, c)));
      slice.forEach((c, j) => results.push({ c, dynamo: answers[j]! }));
    }
    // Writes one at a time, in order: each may change what the next finds.
    for (const c of writes) results.push({ c, dynamo: await execute(db.client, c) });

    const disagree = results.filter(({ c, dynamo }) => (dynamo.verdict !== 'accepted') !== appVerdict(c).length > 0);
    const unexplained = disagree.filter(({ c }) => KNOWN_DIFFERENCES[c.name] === undefined);
    expect(
      unexplained.map(
        ({ c, dynamo }) =>
          `${c.name}\n      ${c.statement.slice(0, 200)}\n      DynamoDB Local: ${dynamo.verdict}\n      app: ${appVerdict(c).join(' | ') || 'accepts'}`,
      ),
    ).toEqual([]);
    const odd = results.filter(
      ({ dynamo }) => dynamo.verdict !== 'accepted' && !dynamo.verdict.startsWith('ValidationException'),
    );
    expect(
      odd.map(({ c, dynamo }) => `${c.name}: ${dynamo.verdict}`),
      'refusals other than ValidationException',
    ).toEqual([]);

    const accepted = results.filter(({ c, dynamo }) => dynamo.items && selects.includes(c));
    const mismatched: string[] = [];
    for (const { c, dynamo } of accepted) {
      const ours = await readTranslated(db.client, c);
      if (typeof ours === 'string') {
        mismatched.push(`${c.name}: ${ours}`);
        continue;
      }
      const ordered = /ORDER BY/i.test(c.statement) && !/ IN /i.test(c.statement);
      const a = canonical(ours);
      const b = canonical(dynamo.items!);
      const same = ordered
        ? JSON.stringify(a) === JSON.stringify(b)
        : JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());
      if (same === (KNOWN_RESULT_DIFFERENCES[c.name] !== undefined))
        mismatched.push(
          same
            ? `${c.name}: a known result difference that no longer differs`
            : `${c.name}\n      ${c.statement}\n      ExecuteStatement (${b.length}): ${b.slice(0, 4).join(' ')}\n      translation (${a.length}): ${a.slice(0, 4).join(' ')}`,
        );
    }
    expect(mismatched).toEqual([]);
    const refused = results.filter(({ dynamo }) => dynamo.verdict !== 'accepted').length;
    const itemsRead = accepted.reduce((n, { dynamo }) => n + dynamo.items!.length, 0);
    console.log(
      `partiql fidelity: ${results.length} statements (${results.length - refused} accepted by DynamoDB Local, ${refused} refused); ` +
        `${results.length - disagree.length} verdicts agree, ${disagree.length} known differences; ${accepted.length} SELECTs read ${itemsRead} items, the same through their translation but for ${Object.keys(KNOWN_RESULT_DIFFERENCES).length} known differences`,
    );
  }, 240_000);
});

/**
 * The ExecuteStatement programs run as written against AWS DynamoDB Local (JS SDK v3, boto3, AWS
 * CLI), each paging by NextToken to the end, and print the items ExecuteStatement returns.
 */
import { ExecuteStatementCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { itemToWire } from '../../../electron/service/wire.js';
import type { AttributeValue, Item } from '../../../shared/dynamo/types.js';
import { statementSnippet, STATEMENT_SNIPPET_LANGUAGES } from '../../../shared/snippets/partiql-statement.js';
import { useTestServer } from '../../support/test-servers.js';
import { createPartiqlTables } from '../partiql/partiql-tables.js';
import { SnippetRunner, skipExternal, toolProblem } from './run-snippet.js';

const db = useTestServer('dynamodb-local', createPartiqlTables);
let runner: SnippetRunner;
beforeAll(async () => {
  runner = await SnippetRunner.create();
});
afterAll(async () => {
  await runner?.close();
});

const sorted = (items: Item[]) =>
  items.map((i) => JSON.stringify(Object.fromEntries(Object.entries(i).sort(([a], [b]) => (a < b ? -1 : 1))))).sort();

async function reference(Statement: string, parameters: AttributeValue[]): Promise<Item[]> {
  const out: Item[] = [];
  let NextToken: string | undefined;
  do {
    const page = await db.client.send(
      new ExecuteStatementCommand({
        Statement,
        ...(parameters.length ? { Parameters: parameters as never } : {}),
        NextToken,
      }),
    );
    out.push(...(page.Items ?? []).map(itemToWire));
    NextToken = page.NextToken;
  } while (NextToken);
  return out;
}

const CASES: Array<[string, string, AttributeValue[]]> = [
  ['scan', `SELECT * FROM "PqOrders" WHERE total > ?`, [{ N: '10' }]],
  ['query with quotes', `SELECT pk, sk, title FROM "PqOrders" WHERE pk = 'CUST#1' AND title <> 'it''s'`, []],
];

describe.each(STATEMENT_SNIPPET_LANGUAGES)('%s ExecuteStatement program', (language) => {
  test.each(CASES)(
    '%s: runs as written and prints the items',
    async (name, statement, parameters) => {
      const missing = await toolProblem(language);
      if (missing && skipExternal) return;
      expect(missing).toBeUndefined();
      const program = statementSnippet(language, statement, parameters, { region: 'us-east-1', endpoint: db.endpoint });
      const printed = JSON.parse(await runner.run(language, `pq-${name.replace(/\W/g, '-')}`, program)) as Item[];
      const expected = await reference(statement, parameters);
      expect(expected.length).toBeGreaterThan(0);
      expect(sorted(printed)).toEqual(sorted(expected));
    },
    60_000,
  );
});

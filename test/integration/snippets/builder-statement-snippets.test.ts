/**
 * The builder's code tabs as ExecuteStatement (renderer/features/partiql/BuilderStatementCode.tsx):
 * for builder reads of every kind (a Query with a sort-key condition and typed filters, newest
 * first, on a GSI with number keys, a Scan with an OR group and a projection), the JavaScript and
 * boto3 programs made from the "Open as PartiQL" translation run as written against AWS DynamoDB
 * Local and print the items the builder's own Query or Scan request reads.
 */
import { QueryCommand, ScanCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { itemFromWire, itemToWire } from '../../../electron/service/wire.js';
import type { Item } from '../../../shared/dynamo/types.js';
import { statementSnippet, type StatementSnippetLanguage } from '../../../shared/snippets/partiql-statement.js';
import {
  emptyBuilderDraft,
  emptyGroup,
  emptyRow,
  type BuilderDraft,
  type FilterNode,
  type FilterRow,
} from '../../../renderer/model/builder/builder-draft.js';
import { buildFromDraft } from '../../../renderer/model/builder/build-request.js';
import { builderToStatement } from '../../../renderer/features/partiql/builder-bridge.js';
import { useTestServer } from '../../support/test-servers.js';
import { createPartiqlTables, orders } from '../partiql/partiql-tables.js';
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
const row = (patch: Partial<FilterRow>): FilterRow => ({ ...emptyRow(), ...patch });
const draftOf = (patch: Partial<BuilderDraft>, filter: FilterNode[] = [], projection: string[] = []): BuilderDraft => ({
  ...emptyBuilderDraft(orders.TableName),
  ...patch,
  filter: { ...emptyGroup('and'), children: filter },
  projection: projection.map((path, i) => ({ id: `p${i}`, path })),
});

const CASES: Array<[string, BuilderDraft]> = [
  [
    'query, begins_with, number filter',
    draftOf({ pk: 'CUST#1', skOp: 'begins_with', sk: 'ORDER' }, [
      row({ path: 'total', op: '>', value: { type: 'N', text: '10' } }),
    ]),
  ],
  [
    'query newest first, between',
    draftOf({ pk: 'CUST#2', skOp: 'between', sk: 'ORDER#002', sk2: 'ORDER#005', desc: true }),
  ],
  ['GSI with a number sort key', draftOf({ index: 'ByStatus', pk: 'open', skOp: '>=', sk: '14' })],
  [
    'scan, OR group, projection',
    draftOf(
      { operation: 'Scan' },
      [
        {
          ...emptyGroup('or'),
          children: [
            row({ path: 'status', op: '=', value: { type: 'S', text: 'closed' } }),
            row({ path: 'paid', op: '=', value: { type: 'BOOL', text: 'true' } }),
          ],
        },
      ],
      ['pk', 'sk', 'status'],
    ),
  ],
];

/** The builder's own request, sent with the SDK to the end. */
async function builderItems(draft: BuilderDraft): Promise<Item[]> {
  const built = buildFromDraft(draft, orders);
  expect(built.problems).toEqual([]);
  const { ExpressionAttributeValues, ...rest } = built.request as typeof built.request & {
    ExpressionAttributeValues?: Item;
  };
  const out: Item[] = [];
  let ExclusiveStartKey: ReturnType<typeof itemFromWire> | undefined;
  do {
    const input = {
      ...rest,
      ...(ExpressionAttributeValues ? { ExpressionAttributeValues: itemFromWire(ExpressionAttributeValues) } : {}),
      ...(ExclusiveStartKey ? { ExclusiveStartKey } : {}),
    };
    const page =
      built.operation === 'Query'
        ? await db.client.send(new QueryCommand(input as never))
        : await db.client.send(new ScanCommand(input as never));
    out.push(...(page.Items ?? []).map(itemToWire));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return out;
}

const LANGUAGES: StatementSnippetLanguage[] = ['javascript-sdk', 'python-boto3'];

describe.each(LANGUAGES)("the builder's read as an ExecuteStatement program in %s", (language) => {
  test.each(CASES)(
    "%s: prints the items of the builder's request",
    async (name, draft) => {
      const missing = await toolProblem(language);
      if (missing && skipExternal) return;
      expect(missing).toBeUndefined();
      const r = builderToStatement(buildFromDraft(draft, orders), draft, orders, true);
      if (!r.ok) throw new Error(r.reason);
      const program = statementSnippet(language, r.statement, r.parameters, {
        region: 'us-east-1',
        endpoint: db.endpoint,
      });
      // Every value is a typed parameter, never spliced into the statement's text.
      expect(r.statement).not.toMatch(/'/);
      expect(r.parameters.length).toBeGreaterThan(0);
      const printed = JSON.parse(
        await runner.run(language, `builder-pq-${name.replace(/\W/g, '-')}`, program),
      ) as Item[];
      const expected = await builderItems(draft);
      expect(expected.length).toBeGreaterThan(0);
      expect(sorted(printed)).toEqual(sorted(expected));
      if (draft.desc) expect(printed.map((i) => i.sk)).toEqual(expected.map((i) => i.sk));
    },
    60_000,
  );
});

import { transformSync } from 'esbuild';
import { describe, expect, test } from 'vitest';
import { generateSnippet, snippetLanguages, type SnippetLanguage } from '../../../shared/snippets/index.js';
import { cliArguments, cliOptions } from './run-bash.js';
import { AWS, GET_ITEM, LOCAL, PROFILE, QUERY, SCAN } from './sample-requests.js';

const JS: SnippetLanguage[] = ['javascript-sdk', 'javascript-lib-dynamodb'];

/** Parses as an ES module (imports, top-level await), the way `node read.mjs` would. */
function expectValidModule(program: string) {
  expect(() => transformSync(program, { format: 'esm', loader: 'js', target: 'node20' })).not.toThrow();
}

test('the four tabs, with the labels the UI shows', () => {
  expect(snippetLanguages.map((l) => [l.id, l.label])).toEqual([
    ['javascript-sdk', 'JavaScript (SDK v3)'],
    ['javascript-lib-dynamodb', 'JavaScript (lib-dynamodb)'],
    ['python-boto3', 'Python (boto3)'],
    ['aws-cli', 'AWS CLI'],
  ]);
});

describe('JavaScript (SDK v3)', () => {
  test('Query: client with region and endpoint, request in DynamoDB JSON, loop with a cap', () => {
    const program = generateSnippet('javascript-sdk', 'query', QUERY, LOCAL, { maxItems: 60 });
    expectValidModule(program);
    expect(program).toContain('import { DynamoDBClient, QueryCommand } from "@aws-sdk/client-dynamodb";');
    expect(program).toContain('new DynamoDBClient({ region: "us-west-2", endpoint: "http://localhost:8000" })');
    expect(program).toContain('":pk": { S: "ORG#acme" }');
    expect(program).toContain('IndexName: "GSI1"');
    expect(program).toContain('ScanIndexForward: false');
    expect(program).toContain('Limit: 25,');
    expect(program).toContain('const maxItems = 60;');
    expect(program).toContain('new QueryCommand({ ...input, ExclusiveStartKey })');
    expect(program).toContain('} while (ExclusiveStartKey && items.length < maxItems);');
    expect(program).toContain('items.slice(0, maxItems)');
    expect(program).not.toMatch(/connectionId|requestId|ignored-/);
  });

  test('Scan without a cap loops until LastEvaluatedKey is absent and passes the segment', () => {
    const program = generateSnippet('javascript-sdk', 'scan', SCAN, AWS);
    expectValidModule(program);
    expect(program).toContain('new ScanCommand({ ...input, ExclusiveStartKey })');
    expect(program).toContain('} while (ExclusiveStartKey);');
    expect(program).toMatch(/Segment: 1,\n\s+TotalSegments: 4,/);
    expect(program).not.toContain('maxItems');
  });

  test('GetItem is one call that prints an array of zero or one item, even with maxItems', () => {
    const program = generateSnippet('javascript-sdk', 'getItem', GET_ITEM, LOCAL, { maxItems: 5 });
    expectValidModule(program);
    expect(program).toContain('const { Item } = await client.send(new GetItemCommand(');
    expect(program).toContain('Item ? [Item] : []');
    expect(program).not.toMatch(/do \{|ExclusiveStartKey|maxItems/);
  });
});

describe('JavaScript (lib-dynamodb)', () => {
  test('Query uses the document client with wrapNumbers and plain values', () => {
    const program = generateSnippet('javascript-lib-dynamodb', 'query', QUERY, LOCAL);
    expectValidModule(program);
    expect(program).toContain(
      'import { DynamoDBDocumentClient, NumberValue, QueryCommand } from "@aws-sdk/lib-dynamodb";',
    );
    expect(program).toContain(
      'DynamoDBDocumentClient.from(new DynamoDBClient({ region: "us-west-2", endpoint: "http://localhost:8000" })',
    );
    expect(program).toContain('unmarshallOptions: { wrapNumbers: true }');
    expect(program).toContain('":pk": "ORG#acme"');
    expect(program).toContain('console.log(toJson(items));');
  });

  test('GetItem uses GetCommand with a plain key', () => {
    const program = generateSnippet('javascript-lib-dynamodb', 'getItem', GET_ITEM, AWS);
    expectValidModule(program);
    expect(program).toContain(
      'import { DynamoDBDocumentClient, NumberValue, GetCommand } from "@aws-sdk/lib-dynamodb";',
    );
    expect(program).toMatch(/new GetCommand\(\{[\s\S]*Key: \{\s*PK: "ORG#acme",\s*SK: "it/);
  });
});

describe('Python (boto3)', () => {
  test('Query: low-level client with region and endpoint, a loop with a cap', () => {
    const program = generateSnippet('python-boto3', 'query', QUERY, LOCAL, { maxItems: 60 });
    expect(program).toContain(
      'client = boto3.client("dynamodb", region_name="us-west-2", endpoint_url="http://localhost:8000")',
    );
    expect(program).toContain('":pk": {"S": "ORG#acme"}');
    expect(program).toContain('"ScanIndexForward": False,');
    expect(program).toContain('max_items = 60');
    expect(program).toContain('    page = client.query(**params)');
    expect(program).toContain('    if "LastEvaluatedKey" not in page or len(items) >= max_items:');
    expect(program).toContain('    params["ExclusiveStartKey"] = page["LastEvaluatedKey"]');
    expect(program).toContain('items[:max_items]');
    expect(program).not.toContain('\t');
  });

  test('a profile goes through a Session; no endpoint means none in the code', () => {
    const program = generateSnippet('python-boto3', 'scan', SCAN, PROFILE);
    expect(program).toContain(
      `client = boto3.Session(profile_name="team's-dev").client("dynamodb", region_name="ap-south-1")`,
    );
    expect(program).not.toMatch(/endpoint|Local emulators/);
    expect(program).toContain('    if "LastEvaluatedKey" not in page:');
  });

  test('GetItem is one get_item call', () => {
    const program = generateSnippet('python-boto3', 'getItem', GET_ITEM, AWS, { maxItems: 3 });
    expect(program).toContain('item = client.get_item(**params).get("Item")');
    expect(program).toContain('"ConsistentRead": True');
    expect(program).not.toMatch(/while|max_items/);
  });
});

describe('AWS CLI', () => {
  test('Query: every field as its option, --page-size for Limit, --max-items for the cap', () => {
    const command = generateSnippet('aws-cli', 'query', QUERY, LOCAL, { maxItems: 60 });
    const args = cliArguments(command);
    expect(args.slice(0, 2)).toEqual(['dynamodb', 'query']);
    const o = cliOptions(args);
    expect(o.get('--table-name')).toBe('app-table');
    expect(o.get('--index-name')).toBe('GSI1');
    expect(o.get('--key-condition-expression')).toBe(QUERY.KeyConditionExpression);
    expect(o.get('--filter-expression')).toBe(QUERY.FilterExpression);
    expect(o.get('--projection-expression')).toBe(QUERY.ProjectionExpression);
    expect(JSON.parse(o.get('--expression-attribute-names') as string)).toEqual(QUERY.ExpressionAttributeNames);
    expect(JSON.parse(o.get('--expression-attribute-values') as string)).toEqual(QUERY.ExpressionAttributeValues);
    expect(o.get('--no-scan-index-forward')).toBe(true);
    expect(o.get('--page-size')).toBe('25');
    expect(o.get('--max-items')).toBe('60');
    expect(o.get('--region')).toBe('us-west-2');
    expect(o.get('--endpoint-url')).toBe('http://localhost:8000');
    expect(o.get('--query')).toBe('Items');
    expect(o.get('--output')).toBe('json');
    // v2-only flags would break v1 when nothing needs them.
    expect(o.has('--cli-binary-format')).toBe(false);
    expect(o.has('--limit')).toBe(false);
  });

  test('Scan with segments and a profile, no endpoint', () => {
    const o = cliOptions(cliArguments(generateSnippet('aws-cli', 'scan', SCAN, PROFILE)));
    expect(o.get('--segment')).toBe('1');
    expect(o.get('--total-segments')).toBe('4');
    expect(o.get('--profile')).toBe("team's-dev");
    expect(o.has('--endpoint-url')).toBe(false);
    expect(o.has('--max-items')).toBe(false);
  });

  test('GetItem: get-item with the key, printing the item as an array of zero or one', () => {
    const args = cliArguments(generateSnippet('aws-cli', 'getItem', GET_ITEM, AWS, { maxItems: 3 }));
    expect(args.slice(0, 2)).toEqual(['dynamodb', 'get-item']);
    const o = cliOptions(args);
    expect(JSON.parse(o.get('--key') as string)).toEqual(GET_ITEM.Key);
    expect(o.get('--consistent-read')).toBe(true);
    expect(o.get('--query')).toBe('Item && [Item] || `[]`');
    expect(o.has('--max-items')).toBe(false);
  });

  test('the command has no comment lines, which an interactive zsh would try to run', () => {
    const command = generateSnippet('aws-cli', 'query', QUERY, LOCAL);
    expect(command.split('\n').filter((l) => l.trimStart().startsWith('#'))).toEqual([]);
  });
});

describe('every tab', () => {
  test.each(snippetLanguages.map((l) => l.id))(
    '%s: the endpoint and the emulator hint appear only for a local connection',
    (language) => {
      const local = generateSnippet(language, 'query', QUERY, LOCAL);
      const aws = generateSnippet(language, 'query', QUERY, AWS);
      expect(local).toContain('http://localhost:8000');
      expect(local).toContain('us-west-2');
      expect(aws).toContain('eu-central-1');
      expect(aws).not.toMatch(/localhost|endpoint|Local emulators/);
    },
  );

  test.each(snippetLanguages.map((l) => l.id))(
    '%s: Select COUNT sums Count and ScannedCount and ignores maxItems',
    (language) => {
      const program = generateSnippet(
        language,
        'query',
        { ...QUERY, ProjectionExpression: undefined, Select: 'COUNT' },
        AWS,
        { maxItems: 2 },
      );
      expect(program).toMatch(/ScannedCount/);
      expect(program).not.toMatch(/max[_-]?items|maxItems/i);
      if (JS.includes(language)) {
        expectValidModule(program);
        expect(program).toContain('Count += page.Count ?? 0;');
      }
    },
  );

  test.each(JS)('%s: a request with ExclusiveStartKey starts the loop there', (language) => {
    const program = generateSnippet(
      language,
      'query',
      { ...QUERY, ExclusiveStartKey: { PK: { S: 'ORG#acme' }, SK: { N: '7' } } },
      AWS,
    );
    expectValidModule(program);
    expect(program).toMatch(/let ExclusiveStartKey = \{ PK: (\{ S: )?"ORG#acme"/);
  });
});

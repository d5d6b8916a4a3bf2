/**
 * ExecuteStatement programs for a PartiQL SELECT, in the JS SDK v3, boto3 and AWS CLI tabs. Each
 * follows NextToken to the end and prints one JSON array of the items in DynamoDB JSON (binary as
 * base64), the same shape as the read tabs. The CLI form pages with a loop and merges with jq.
 */
import type { AttributeValue } from '../dynamo/types.js';
import { jsBinary, jsClientOptions } from './javascript-common.js';
import {
  code,
  credentialsHint,
  printLiteral,
  shellWord,
  stringLiteral,
  wireLiteral,
  type SnippetConnection,
} from './snippet-helpers.js';

export type StatementSnippetLanguage = 'javascript-sdk' | 'python-boto3' | 'aws-cli';
export const STATEMENT_SNIPPET_LANGUAGES: readonly StatementSnippetLanguage[] = [
  'javascript-sdk',
  'python-boto3',
  'aws-cli',
];

export function statementSnippet(
  language: StatementSnippetLanguage,
  statement: string,
  parameters: readonly AttributeValue[],
  connection: SnippetConnection,
): string {
  if (language === 'javascript-sdk') return javascript(statement, parameters, connection);
  if (language === 'python-boto3') return python(statement, parameters, connection);
  return cli(statement, parameters, connection);
}

function javascript(statement: string, parameters: readonly AttributeValue[], connection: SnippetConnection): string {
  const params = parameters.length
    ? `, Parameters: ${printLiteral({ kind: 'list', items: parameters.map((v) => wireLiteral(v, jsBinary, String)) } as never, 'javascript')}`
    : '';
  return [
    '// npm install @aws-sdk/client-dynamodb; run with node (an ES module: save as .mjs)',
    ...credentialsHint(connection, '//'),
    'import { DynamoDBClient, ExecuteStatementCommand } from "@aws-sdk/client-dynamodb";',
    '',
    `const client = new DynamoDBClient(${jsClientOptions(connection)});`,
    'const binaryAsBase64 = (key, value) => (value instanceof Uint8Array ? Buffer.from(value).toString("base64") : value);',
    'const items = [];',
    'let NextToken;',
    'do {',
    `  const page = await client.send(new ExecuteStatementCommand({ Statement: ${JSON.stringify(statement)}${params}, NextToken }));`,
    '  items.push(...(page.Items ?? []));',
    '  NextToken = page.NextToken;',
    '} while (NextToken);',
    'console.log(JSON.stringify(items, binaryAsBase64, 2));',
    '',
  ].join('\n');
}

function python(statement: string, parameters: readonly AttributeValue[], connection: SnippetConnection): string {
  const args = [`"dynamodb"`, `region_name=${stringLiteral(connection.region)}`];
  if (connection.endpoint) args.push(`endpoint_url=${stringLiteral(connection.endpoint)}`);
  if (connection.credentials)
    args.push(
      `aws_access_key_id=${stringLiteral(connection.credentials.accessKeyId)}`,
      `aws_secret_access_key=${stringLiteral(connection.credentials.secretAccessKey)}`,
    );
  const factory = connection.profile
    ? `boto3.Session(profile_name=${stringLiteral(connection.profile)}).client`
    : 'boto3.client';
  const pyValue = (v: AttributeValue) =>
    wireLiteral(
      v,
      (b64) => code(`base64.b64decode(${stringLiteral(b64)})`),
      (b) => (b ? 'True' : 'False'),
    );
  const params = parameters.length
    ? `, "Parameters": ${printLiteral({ kind: 'list', items: parameters.map(pyValue) } as never, 'python')}`
    : '';
  return [
    '# pip install boto3; run with python3',
    ...credentialsHint(connection, '#'),
    'import base64, json, boto3',
    '',
    `client = ${factory}(${args.join(', ')})`,
    `request = {"Statement": ${JSON.stringify(statement)}${params}}`,
    'items = []',
    'while True:',
    '    page = client.execute_statement(**request)',
    '    items += page.get("Items", [])',
    '    if "NextToken" not in page:',
    '        break',
    '    request["NextToken"] = page["NextToken"]',
    'print(json.dumps(items, indent=2, default=lambda b: base64.b64encode(bytes(b)).decode()))',
    '',
  ].join('\n');
}

function cli(statement: string, parameters: readonly AttributeValue[], connection: SnippetConnection): string {
  const options = [`--statement ${shellWord(statement)}`];
  if (parameters.length) options.push(`--parameters ${shellWord(JSON.stringify(parameters))}`);
  if (parameters.some((p) => 'B' in p || 'BS' in p)) options.push('--cli-binary-format base64');
  options.push(`--region ${shellWord(connection.region)}`);
  if (connection.endpoint) options.push(`--endpoint-url ${shellWord(connection.endpoint)}`);
  if (connection.profile) options.push(`--profile ${shellWord(connection.profile)}`);
  options.push('--output json');
  const env = connection.credentials
    ? `export AWS_ACCESS_KEY_ID=${shellWord(connection.credentials.accessKeyId)} AWS_SECRET_ACCESS_KEY=${shellWord(connection.credentials.secretAccessKey)}\n`
    : connection.accessKeyId
      ? `export AWS_ACCESS_KEY_ID=${shellWord(connection.accessKeyId)}\n`
      : '';
  return [
    '# AWS CLI v2 and jq; execute-statement returns one page per call, so this follows NextToken itself',
    ...credentialsHint(connection, '#'),
    `${env}token=""`,
    'pages=""',
    'while :; do',
    `  page=$(aws dynamodb execute-statement ${options.join(' ')} \${token:+--next-token "$token"}) || exit 1`,
    '  pages="$pages$page"',
    "  token=$(printf '%s' \"$page\" | jq -r '.NextToken // empty')",
    '  [ -z "$token" ] && break',
    'done',
    "printf '%s' \"$pages\" | jq -s '[.[].Items[]]'",
    '',
  ].join('\n');
}

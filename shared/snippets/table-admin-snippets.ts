/**
 * Runnable code for a control-plane action (create a table, update it, TTL, PITR, delete), shown
 * before the action runs, in JS SDK v3, boto3 and the AWS CLI. Each program sends the one request
 * the app would send and prints DynamoDB's answer as JSON, so a user can run it themselves instead.
 * The request is plain JSON (names, numbers, booleans), so one literal printer serves all three.
 */
import { jsClientOptions } from './javascript-common.js';
import {
  code,
  credentialsHint,
  printLiteral,
  shellWord,
  str,
  stringLiteral,
  type Literal,
  type SnippetConnection,
} from './snippet-helpers.js';

export type AdminOperation =
  'CreateTable' | 'UpdateTable' | 'UpdateTimeToLive' | 'UpdateContinuousBackups' | 'DeleteTable';
export type AdminSnippetLanguage = 'javascript-sdk' | 'python-boto3' | 'aws-cli';
export const adminSnippetLanguages: readonly { id: AdminSnippetLanguage; label: string }[] = [
  { id: 'javascript-sdk', label: 'JavaScript (SDK v3)' },
  { id: 'python-boto3', label: 'Python (boto3)' },
  { id: 'aws-cli', label: 'AWS CLI' },
];

const snake = (op: string) => op.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase();
const kebab = (op: string) => snake(op).replace(/_/g, '-');

function literal(v: unknown, style: 'javascript' | 'python'): Literal {
  if (typeof v === 'string') return str(v);
  if (typeof v === 'boolean') return code(style === 'python' ? (v ? 'True' : 'False') : String(v));
  if (typeof v === 'number') return code(String(v));
  if (Array.isArray(v)) return { kind: 'list', items: v.map((x) => literal(x, style)) };
  if (v && typeof v === 'object')
    return {
      kind: 'map',
      entries: Object.entries(v)
        .filter(([, x]) => x !== undefined)
        .map(([k, x]) => [k, literal(x, style)]),
    };
  return code(style === 'python' ? 'None' : 'null');
}

function javascript(op: AdminOperation, input: object, connection: SnippetConnection): string {
  return [
    `// ${op} as the app would send it; prints DynamoDB's answer.`,
    '// Save as admin.mjs, then: npm install @aws-sdk/client-dynamodb && node admin.mjs',
    ...credentialsHint(connection, '//'),
    `import { DynamoDBClient, ${op}Command } from "@aws-sdk/client-dynamodb";`,
    '',
    `const client = new DynamoDBClient(${jsClientOptions(connection)});`,
    `const { $metadata, ...answer } = await client.send(new ${op}Command(${printLiteral(literal(input, 'javascript'), 'javascript')}));`,
    'console.log(JSON.stringify(answer, null, 2));',
    '',
  ].join('\n');
}

function python(op: AdminOperation, input: object, connection: SnippetConnection): string {
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
  return [
    `# ${op} as the app would send it; prints DynamoDB's answer.`,
    '# Needs boto3 (pip install boto3). Save as admin.py, then: python3 admin.py',
    ...credentialsHint(connection, '#'),
    'import json',
    '',
    'import boto3',
    '',
    `client = ${factory}(${args.join(', ')})`,
    `answer = client.${snake(op)}(**${printLiteral(literal(input, 'python'), 'python')})`,
    'answer.pop("ResponseMetadata", None)',
    'print(json.dumps(answer, indent=2, default=str))',
    '',
  ].join('\n');
}

function cli(op: AdminOperation, input: object, connection: SnippetConnection): string {
  const options = [`--cli-input-json ${shellWord(JSON.stringify(input))}`, `--region ${shellWord(connection.region)}`];
  if (connection.endpoint) options.push(`--endpoint-url ${shellWord(connection.endpoint)}`);
  if (connection.profile) options.push(`--profile ${shellWord(connection.profile)}`);
  options.push('--output json');
  const env = connection.credentials
    ? `AWS_ACCESS_KEY_ID=${shellWord(connection.credentials.accessKeyId)} AWS_SECRET_ACCESS_KEY=${shellWord(connection.credentials.secretAccessKey)} `
    : connection.accessKeyId
      ? `AWS_ACCESS_KEY_ID=${shellWord(connection.accessKeyId)} `
      : '';
  return `${env}aws dynamodb ${kebab(op)} \\\n${options.map((o) => `  ${o}`).join(' \\\n')}\n`;
}

export function adminSnippet(
  language: AdminSnippetLanguage,
  op: AdminOperation,
  input: object,
  connection: SnippetConnection,
): string {
  if (language === 'javascript-sdk') return javascript(op, input, connection);
  if (language === 'python-boto3') return python(op, input, connection);
  return cli(op, input, connection);
}

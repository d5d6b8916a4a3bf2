/**
 * "Python (boto3)": the low-level client, which takes and returns DynamoDB JSON with numbers as
 * digit strings (never float or Decimal, which only the resource layer produces), so nothing is
 * rounded. Prints a JSON array of items in DynamoDB JSON, bytes as base64, like the SDK v3 and CLI
 * tabs.
 */
import type { AttributeValue } from '../dynamo/types.js';
import {
  code,
  credentialsHint,
  describeRead,
  mapLiteral,
  printLiteral,
  str,
  stringLiteral,
  wireLiteral,
  type Literal,
  type Param,
  type ReadPlan,
  type SnippetConnection,
} from './snippet-helpers.js';

const METHODS = { query: 'query', scan: 'scan', getItem: 'get_item' } as const;

function value(v: AttributeValue): Literal {
  return wireLiteral(
    v,
    (b64) => code(`base64.b64decode(${stringLiteral(b64)})`),
    (b) => (b ? 'True' : 'False'),
  );
}

function paramLiteral(p: Param): Literal {
  switch (p.kind) {
    case 'string':
      return str(p.value);
    case 'number':
      return code(String(p.value));
    case 'boolean':
      return code(p.value ? 'True' : 'False');
    case 'names':
      return mapLiteral(p.value, str);
    case 'values':
      return mapLiteral(p.value, value);
  }
}

function clientLine(connection: SnippetConnection): string {
  const args = [`"dynamodb"`, `region_name=${stringLiteral(connection.region)}`];
  if (connection.endpoint) args.push(`endpoint_url=${stringLiteral(connection.endpoint)}`);
  if (connection.credentials) {
    args.push(
      `aws_access_key_id=${stringLiteral(connection.credentials.accessKeyId)}`,
      `aws_secret_access_key=${stringLiteral(connection.credentials.secretAccessKey)}`,
    );
  }
  const factory = connection.profile
    ? `boto3.Session(profile_name=${stringLiteral(connection.profile)}).client`
    : 'boto3.client';
  return `client = ${factory}(${args.join(', ')})`;
}

export function pythonBoto3Snippet(plan: ReadPlan, connection: SnippetConnection): string {
  const params: Literal = { kind: 'map', entries: plan.params.map((p) => [p.name, paramLiteral(p)]) };
  if (plan.startKey) params.entries.push(['ExclusiveStartKey', mapLiteral(plan.startKey, value)]);
  const method = METHODS[plan.operation];
  const what = plan.countOnly
    ? 'the total Count and ScannedCount as JSON'
    : `${plan.operation === 'getItem' ? 'the item as a JSON array of zero or one item' : 'the items as a JSON array'} in DynamoDB JSON`;
  const lines = [
    `# ${describeRead(plan)}${plan.operation === 'getItem' ? '' : ', following LastEvaluatedKey page by page,'} and print ${what}.`,
    '# Needs boto3 (pip install boto3). Save as read.py, then: python3 read.py',
    ...credentialsHint(connection, '#'),
    'import base64',
    'import json',
    '',
    'import boto3',
    '',
    clientLine(connection),
    '',
    `params = ${printLiteral(params, 'python')}`,
  ];
  const printItems = (expr: string) => [
    '# Numbers are already exact strings in DynamoDB JSON; bytes are printed as base64.',
    `print(json.dumps(${expr}, indent=2, default=lambda b: base64.b64encode(b).decode("ascii")))`,
  ];
  if (plan.operation === 'getItem') {
    lines.push(`item = client.${method}(**params).get("Item")`, '', ...printItems('[item] if item else []'));
    return `${lines.join('\n')}\n`;
  }
  if (plan.maxItems !== undefined) {
    const limit = plan.params.some((p) => p.name === 'Limit') ? '; Limit above is the page size' : '';
    lines.push(`max_items = ${plan.maxItems}  # stop after this many items in total${limit}`);
  }
  const stop =
    plan.maxItems === undefined
      ? '"LastEvaluatedKey" not in page'
      : '"LastEvaluatedKey" not in page or len(items) >= max_items';
  lines.push(
    '',
    ...(plan.countOnly ? ['count = scanned_count = 0'] : ['items = []']),
    'while True:',
    `    page = client.${method}(**params)`,
    ...(plan.countOnly
      ? ['    count += page["Count"]', '    scanned_count += page["ScannedCount"]']
      : ['    items.extend(page.get("Items", []))']),
    `    if ${stop}:`,
    '        break',
    '    params["ExclusiveStartKey"] = page["LastEvaluatedKey"]',
    '',
  );
  if (plan.countOnly) lines.push('print(json.dumps({"Count": count, "ScannedCount": scanned_count}))');
  else lines.push(...printItems(plan.maxItems === undefined ? 'items' : 'items[:max_items]'));
  return `${lines.join('\n')}\n`;
}

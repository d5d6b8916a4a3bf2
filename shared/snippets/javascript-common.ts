/**
 * The part both JavaScript tabs share: the client options, the request object and the pagination
 * loop. The two tabs differ in how a DynamoDB value is written (wire form or plain value) and how
 * the items are printed.
 */
import type { AttributeValue, Item } from '../dynamo/types.js';
import {
  code,
  credentialsHint,
  describeRead,
  mapLiteral,
  printLiteral,
  str,
  stringLiteral,
  type Literal,
  type Param,
  type ReadPlan,
  type SnippetConnection,
  type SnippetOperation,
} from './snippet-helpers.js';

export interface JsFlavour {
  /** `npm install` line: the packages the program imports. */
  packages: string[];
  imports: string[];
  /** Lines that build `client`. */
  client: string[];
  value: (v: AttributeValue) => Literal;
  /** Lines that define what `print` uses, and the call that prints `expr`. */
  printer: { helper: string[]; call: (expr: string) => string };
  /** The command class for each operation: lib-dynamodb calls GetItem `GetCommand`. */
  commands: JsCommands;
  /** What a printed item looks like, for the header comment. */
  itemForm: string;
}

export type JsCommands = Record<SnippetOperation, string>;

export function jsBinary(base64: string): Literal {
  return code(`Buffer.from(${stringLiteral(base64)}, "base64")`);
}

export function jsClientOptions(connection: SnippetConnection): string {
  const entries: Array<[string, Literal]> = [['region', str(connection.region)]];
  if (connection.endpoint) entries.push(['endpoint', str(connection.endpoint)]);
  if (connection.profile) entries.push(['profile', str(connection.profile)]);
  if (connection.credentials) {
    entries.push([
      'credentials',
      {
        kind: 'map',
        entries: [
          ['accessKeyId', str(connection.credentials.accessKeyId)],
          ['secretAccessKey', str(connection.credentials.secretAccessKey)],
        ],
      },
    ]);
  }
  return printLiteral({ kind: 'map', entries }, 'javascript');
}

function paramLiteral(p: Param, value: (v: AttributeValue) => Literal): Literal {
  switch (p.kind) {
    case 'string':
      return str(p.value);
    case 'number':
      return code(String(p.value));
    case 'boolean':
      return code(String(p.value));
    case 'names':
      return mapLiteral(p.value, str);
    case 'values':
      return mapLiteral(p.value, value);
  }
}

export function jsReadProgram(plan: ReadPlan, connection: SnippetConnection, flavour: JsFlavour): string {
  const command = flavour.commands[plan.operation];
  const input: Literal = { kind: 'map', entries: plan.params.map((p) => [p.name, paramLiteral(p, flavour.value)]) };
  const what = plan.countOnly
    ? 'the total Count and ScannedCount as JSON'
    : `${plan.operation === 'getItem' ? 'the item as a JSON array of zero or one item' : 'the items as a JSON array'} in ${flavour.itemForm}`;
  const lines = [
    `// ${describeRead(plan)}${plan.operation === 'getItem' ? '' : ', following LastEvaluatedKey page by page,'} and print ${what}.`,
    `// Save as read.mjs, then: npm install ${flavour.packages.join(' ')} && node read.mjs`,
    ...credentialsHint(connection, '//'),
    ...flavour.imports,
    '',
    ...flavour.client,
    '',
  ];
  if (plan.operation === 'getItem') {
    lines.push(
      `const { Item } = await client.send(new ${command}(${printLiteral(input, 'javascript')}));`,
      '',
      ...flavour.printer.helper,
      flavour.printer.call('Item ? [Item] : []'),
    );
    return `${lines.join('\n')}\n`;
  }
  lines.push(`const input = ${printLiteral(input, 'javascript')};`);
  if (plan.maxItems !== undefined) {
    const limit = plan.params.some((p) => p.name === 'Limit') ? '; Limit above is the page size' : '';
    lines.push(`const maxItems = ${plan.maxItems}; // stop after this many items in total${limit}`);
  }
  lines.push('');
  lines.push(...loop(plan, command, flavour.value));
  lines.push('');
  if (plan.countOnly) {
    lines.push('console.log(JSON.stringify({ Count, ScannedCount }));');
  } else {
    lines.push(...flavour.printer.helper);
    lines.push(flavour.printer.call(plan.maxItems === undefined ? 'items' : 'items.slice(0, maxItems)'));
  }
  return `${lines.join('\n')}\n`;
}

function loop(plan: ReadPlan, command: string, value: (v: AttributeValue) => Literal): string[] {
  const start = plan.startKey ? ` = ${startKey(plan.startKey, value)}` : '';
  const collect = plan.countOnly
    ? ['  Count += page.Count ?? 0;', '  ScannedCount += page.ScannedCount ?? 0;']
    : ['  items.push(...(page.Items ?? []));'];
  const more = plan.maxItems === undefined ? 'ExclusiveStartKey' : 'ExclusiveStartKey && items.length < maxItems';
  return [
    ...(plan.countOnly ? ['let Count = 0;', 'let ScannedCount = 0;'] : ['const items = [];']),
    ...(plan.startKey ? ['// The request resumes after this key (its ExclusiveStartKey).'] : []),
    `let ExclusiveStartKey${start};`,
    'do {',
    `  const page = await client.send(new ${command}({ ...input, ExclusiveStartKey }));`,
    ...collect,
    '  ExclusiveStartKey = page.LastEvaluatedKey;',
    `} while (${more});`,
  ];
}

function startKey(key: Item, value: (v: AttributeValue) => Literal): string {
  return printLiteral(mapLiteral(key, value), 'javascript');
}

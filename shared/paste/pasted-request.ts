/**
 * Finds the request in pasted text, whatever the user copied: JSON (the CLI's --cli-input-json),
 * a whole program (the app's own JavaScript SDK v3, lib-dynamodb and boto3 snippets, or similar
 * code: the object literal that holds the request, not an import's braces), or an AWS CLI command
 * (its options read back into the request's fields). Never throws.
 */
import { NumberText, readObjectAt, type LooseValue } from './loose-json.js';
import type { ExpressionProblem } from '../expressions/problems.js';
import { shellWords } from './shell-words.js';

export type PastedOperation = 'Query' | 'Scan' | 'GetItem';
type LooseObject = { [key: string]: LooseValue };

export type FoundRequest =
  | { ok: true; value: LooseObject; operation?: PastedOperation; ignored: string[] }
  | { ok: false; problem: ExpressionProblem };

/** Fields of a read request; an object with none of them is not the request. */
const REQUEST_FIELDS = new Set([
  'TableName',
  'IndexName',
  'KeyConditionExpression',
  'FilterExpression',
  'ProjectionExpression',
  'ExpressionAttributeNames',
  'ExpressionAttributeValues',
  'Select',
  'Limit',
  'ScanIndexForward',
  'ConsistentRead',
  'ExclusiveStartKey',
  'Segment',
  'TotalSegments',
  'KeyConditions',
  'QueryFilter',
  'ScanFilter',
  'AttributesToGet',
  'Key',
]);

const problem = (message: string): FoundRequest => ({ ok: false, problem: { field: 'request', message } });

export function findPastedRequest(text: string): FoundRequest {
  // A command may start with a prompt and environment assignments (the sandbox's own snippet
  // passes its per-run key as AWS_ACCESS_KEY_ID=... AWS_SECRET_ACCESS_KEY=... aws dynamodb ...).
  const cli = /^\s*(?:\$\s+)?(?:[A-Za-z_][A-Za-z0-9_]*=\S*\s+)*aws\s+dynamodb\s/.exec(text);
  if (cli) return fromCli(text.slice(cli.index));
  return fromCode(text);
}

function isRequest(o: LooseObject): boolean {
  return Object.keys(o).some((k) => REQUEST_FIELDS.has(k));
}

/** The command the code calls, if it names one. */
function operationInCode(text: string): PastedOperation | undefined {
  const m = /\b(?:new\s+)?(Query|Scan|GetItem|Get)Command\s*\(|\.(query|scan|get_item|getItem)\s*\(/.exec(text);
  if (!m) return undefined;
  const name = (m[1] ?? m[2])!.toLowerCase();
  return name === 'query' ? 'Query' : name === 'scan' ? 'Scan' : 'GetItem';
}

function fromCode(text: string): FoundRequest {
  if (!text.includes('{')) {
    return problem(
      'No request found: paste a Query or Scan input as JSON, such as {"TableName": "...", "KeyConditionExpression": "..."}, the code the app generates, or its AWS CLI command',
    );
  }
  let firstProblem: ExpressionProblem | undefined;
  let firstObject: LooseObject | undefined;
  for (let i = text.indexOf('{'); i >= 0; i = text.indexOf('{', i + 1)) {
    // The braces of an import, a destructuring or a template's ${...} never hold the request.
    const before = text.slice(Math.max(0, i - 40), i);
    if (/\b(import|const|let|var)\s*$/.test(before) || before.endsWith('$')) continue;
    const read = readObjectAt(text, i);
    if (!read.ok) {
      firstProblem ??= read.problem;
      continue;
    }
    if (isRequest(read.value)) return { ok: true, value: read.value, operation: operationInCode(text), ignored: [] };
    firstObject ??= read.value;
    i = read.end - 1;
  }
  if (firstProblem) return { ok: false, problem: firstProblem };
  if (firstObject && Object.keys(firstObject).length === 0)
    return problem('The pasted object is empty: it has no request fields such as KeyConditionExpression or TableName');
  return problem(
    `No request fields found in the pasted text: expected an object with fields such as ${[...REQUEST_FIELDS].slice(0, 6).join(', ')}`,
  );
}

const CLI_OPERATIONS: Record<string, PastedOperation> = { query: 'Query', scan: 'Scan', 'get-item': 'GetItem' };
const CLI_STRINGS: Record<string, string> = {
  '--table-name': 'TableName',
  '--index-name': 'IndexName',
  '--key-condition-expression': 'KeyConditionExpression',
  '--filter-expression': 'FilterExpression',
  '--projection-expression': 'ProjectionExpression',
  '--select': 'Select',
  '--conditional-operator': 'ConditionalOperator',
};
const CLI_NUMBERS: Record<string, string> = {
  '--page-size': 'Limit',
  '--limit': 'Limit',
  '--segment': 'Segment',
  '--total-segments': 'TotalSegments',
};
const CLI_JSON: Record<string, string> = {
  '--expression-attribute-names': 'ExpressionAttributeNames',
  '--expression-attribute-values': 'ExpressionAttributeValues',
  '--exclusive-start-key': 'ExclusiveStartKey',
  '--key': 'Key',
  // The legacy parameters, in their JSON form: read as the expressions they mean (legacy-conditions.ts).
  '--key-conditions': 'KeyConditions',
  '--query-filter': 'QueryFilter',
  '--scan-filter': 'ScanFilter',
};
const CLI_FLAGS: Record<string, [string, boolean]> = {
  '--scan-index-forward': ['ScanIndexForward', true],
  '--no-scan-index-forward': ['ScanIndexForward', false],
  '--consistent-read': ['ConsistentRead', true],
  '--no-consistent-read': ['ConsistentRead', false],
};
const LEGACY_JSON = new Set(['--key-conditions', '--query-filter', '--scan-filter']);
/** Where the command runs and how it prints: not part of the request. */
const CLI_GLOBAL = new Set([
  '--region',
  '--endpoint-url',
  '--profile',
  '--output',
  '--query',
  '--color',
  '--cli-read-timeout',
  '--cli-connect-timeout',
  '--ca-bundle',
]);
const CLI_GLOBAL_FLAGS = new Set([
  '--no-cli-pager',
  '--no-paginate',
  '--debug',
  '--no-verify-ssl',
  '--no-sign-request',
  '--cli-auto-prompt',
]);

function fromCli(text: string): FoundRequest {
  const split = shellWords(text);
  if (!split.ok) return problem(`The pasted AWS CLI command cannot be read: ${split.message}`);
  const at = split.words.findIndex((w, i) => w === 'aws' && split.words[i + 1] === 'dynamodb');
  const [, , command, ...args] = split.words.slice(Math.max(0, at));
  const operation = command ? CLI_OPERATIONS[command] : undefined;
  if (!operation)
    return problem(
      `"aws dynamodb ${command ?? ''}" is not a read: paste an "aws dynamodb query" or "aws dynamodb scan" command`,
    );
  const value: LooseObject = {};
  const ignored: string[] = [];
  const set = (k: string, v: LooseValue) =>
    Object.defineProperty(value, k, { value: v, enumerable: true, writable: true, configurable: true });
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const eq = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const name = eq > 0 ? arg.slice(0, eq) : arg;
    const takeValue = (): string | undefined => (eq > 0 ? arg.slice(eq + 1) : args[++i]);
    if (name in CLI_FLAGS) {
      const [k, v] = CLI_FLAGS[name]!;
      set(k, v);
      continue;
    }
    if (CLI_GLOBAL_FLAGS.has(name)) continue;
    if (!name.startsWith('--'))
      return problem(`Unexpected "${arg}" in the pasted AWS CLI command: expected an option such as --table-name`);
    if (name === '--attributes-to-get') {
      // The legacy projection: the attribute names as separate words, up to the next option.
      const names: string[] = eq > 0 ? [arg.slice(eq + 1)] : [];
      while (eq < 0 && i + 1 < args.length && !args[i + 1]!.startsWith('--')) names.push(args[++i]!);
      set('AttributesToGet', names);
      continue;
    }
    const v = takeValue();
    if (v === undefined) return problem(`${name} in the pasted AWS CLI command has no value`);
    if (name in CLI_STRINGS) set(CLI_STRINGS[name]!, v);
    else if (name in CLI_NUMBERS) {
      if (!/^\d+$/.test(v)) return problem(`${name} must be a whole number, not "${v}"`);
      set(CLI_NUMBERS[name]!, new NumberText(v));
    } else if (name in CLI_JSON || name === '--cli-input-json') {
      if (/^file:\/\/|^fileb:\/\//.test(v))
        return problem(`${name} reads ${v}: paste that file's JSON in place of the file name`);
      if (LEGACY_JSON.has(name) && !v.trimStart().startsWith('{')) {
        return problem(
          `${name} is in the CLI's shorthand syntax: paste it as JSON, such as {"PK": {"AttributeValueList": [{"S": "x"}], "ComparisonOperator": "EQ"}}`,
        );
      }
      const start = v.indexOf('{');
      const read = start < 0 ? null : readObjectAt(v, start);
      if (!read) return problem(`${name} must be a JSON object, such as {"#pk": "PK"}`);
      if (!read.ok)
        return {
          ok: false,
          problem: {
            ...read.problem,
            field: name,
            message: `${name}: ${read.problem.message.replace(/ of the pasted request/, '')}`,
          },
        };
      if (name === '--cli-input-json') for (const [k, x] of Object.entries(read.value)) set(k, x);
      else set(CLI_JSON[name]!, read.value);
    } else if (!CLI_GLOBAL.has(name)) ignored.push(name);
  }
  return { ok: true, value, operation, ignored };
}

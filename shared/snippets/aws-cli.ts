/**
 * "AWS CLI": one `aws dynamodb` command for bash (and zsh: no comment lines, which an interactive
 * zsh would run as a command). The CLI follows LastEvaluatedKey by itself: `--page-size` is Limit
 * and `--max-items` the total cap. `--query Items --output json` prints a JSON array of items in
 * DynamoDB JSON, binary as base64, like the SDK v3 and Python tabs.
 *
 * Works with CLI v1 and v2, with one exception: v1 reads a B value in JSON as raw text, so when the
 * request carries binary the command adds `--cli-binary-format base64`, which v2 honours (whatever
 * the user's config says) and v1 rejects loudly instead of silently reading other bytes.
 */
import type { AttributeValue, Item } from '../dynamo/types.js';
import {
  param,
  recordHasBinary,
  shellWord,
  type Param,
  type ReadPlan,
  type SnippetConnection,
} from './snippet-helpers.js';

const COMMANDS = { query: 'query', scan: 'scan', getItem: 'get-item' } as const;

/** JSON whose invisible or line-breaking characters are escaped, so a paste cannot mangle them. */
function cliJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u007f-\u009f\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

function optionName(field: string): string {
  return `--${field.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()}`;
}

function option(p: Param): string | undefined {
  switch (p.kind) {
    case 'string':
      return `${optionName(p.name)} ${shellWord(p.value)}`;
    case 'number':
      return `${p.name === 'Limit' ? '--page-size' : optionName(p.name)} ${p.value}`;
    case 'boolean':
      // Flags the CLI has in both spellings; only the non-default one is worth writing.
      if (p.name === 'ScanIndexForward') return p.value ? undefined : '--no-scan-index-forward';
      return p.value ? '--consistent-read' : undefined;
    case 'names':
    case 'values':
      return `${optionName(p.name)} ${shellWord(cliJson(p.value))}`;
  }
}

/**
 * `--exclusive-start-key` would switch the CLI's own paging off, so a resumed read starts from a
 * pagination token instead: botocore's format, base64 of JSON naming the input token, with the
 * paths of binary values (kept as base64) listed under `boto_encoded_keys`.
 */
export function startingToken(key: Item): string {
  const binaryPaths: Array<Array<string | number>> = [];
  const walk = (v: AttributeValue, path: Array<string | number>) => {
    if ('B' in v) binaryPaths.push([...path, 'B']);
    else if ('BS' in v) v.BS.forEach((_, i) => binaryPaths.push([...path, 'BS', i]));
    else if ('L' in v) v.L.forEach((x, i) => walk(x, [...path, 'L', i]));
    else if ('M' in v) for (const [k, x] of Object.entries(v.M)) walk(x, [...path, 'M', k]);
  };
  for (const [name, v] of Object.entries(key)) walk(v, ['ExclusiveStartKey', name]);
  const token = binaryPaths.length
    ? { ExclusiveStartKey: key, boto_encoded_keys: binaryPaths }
    : { ExclusiveStartKey: key };
  return base64(utf8(JSON.stringify(token)));
}

function utf8(text: string): number[] {
  const bytes: number[] = [];
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if (c < 0x80) bytes.push(c);
    else if (c < 0x800) bytes.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    else if (c < 0x10000) bytes.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    else bytes.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
  }
  return bytes;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function base64(bytes: number[]): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = bytes.slice(i, i + 3);
    const n = (a << 16) | (b << 8) | c;
    const left = bytes.length - i;
    out += ALPHABET[n >> 18]! + ALPHABET[(n >> 12) & 63]!;
    out += left > 1 ? ALPHABET[(n >> 6) & 63]! : '=';
    out += left > 2 ? ALPHABET[n & 63]! : '=';
  }
  return out;
}

export function awsCliSnippet(plan: ReadPlan, connection: SnippetConnection): string {
  const options = plan.params.map(option).filter((o): o is string => o !== undefined);
  if (plan.maxItems !== undefined) options.push(`--max-items ${plan.maxItems}`);
  if (plan.startKey) options.push(`--starting-token ${startingToken(plan.startKey)}`);
  const values = param(plan, 'ExpressionAttributeValues')?.value as Record<string, AttributeValue> | undefined;
  const key = param(plan, 'Key')?.value as Item | undefined;
  if (recordHasBinary(values) || recordHasBinary(key)) options.push('--cli-binary-format base64');
  options.push(`--region ${shellWord(connection.region)}`);
  if (connection.endpoint) options.push(`--endpoint-url ${shellWord(connection.endpoint)}`);
  if (connection.profile) options.push(`--profile ${shellWord(connection.profile)}`);
  const query = plan.countOnly
    ? '{Count: Count, ScannedCount: ScannedCount}'
    : // An absent Item prints `[]`, a found one `[{...}]`: the same array shape as a Query.
      plan.operation === 'getItem'
      ? 'Item && [Item] || `[]`'
      : 'Items';
  options.push(`--query ${shellWord(query)}`, '--output json');
  const env = connection.credentials
    ? `AWS_ACCESS_KEY_ID=${shellWord(connection.credentials.accessKeyId)} AWS_SECRET_ACCESS_KEY=${shellWord(connection.credentials.secretAccessKey)} `
    : // An endpoint's own key: its id picks DynamoDB Local's database; the secret comes from the environment.
      connection.accessKeyId
      ? `AWS_ACCESS_KEY_ID=${shellWord(connection.accessKeyId)} `
      : '';
  return `${env}aws dynamodb ${COMMANDS[plan.operation]} \\\n${options.map((o) => `  ${o}`).join(' \\\n')}\n`;
}

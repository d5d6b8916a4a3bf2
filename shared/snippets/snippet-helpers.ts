/**
 * What the four snippet generators share: the request's parameters in DynamoDB's own order, a
 * literal tree printed as JavaScript or Python, and string escaping that survives any input.
 */
import type { ApiRequest } from '../api.js';
import type { AttributeValue, Item } from '../dynamo/types.js';

export type SnippetOperation = 'query' | 'scan' | 'getItem';

export type SnippetRequest<O extends SnippetOperation = SnippetOperation> = ApiRequest<O>;

/** Where the snippet connects: the endpoint only for DynamoDB Local, LocalStack and the like. */
export interface SnippetConnection {
  region: string;
  endpoint?: string;
  profile?: string;
  /** Written into the code only for the app's sandbox, which answers nothing else (a per-run key). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** An endpoint signed with its own access key: its key id (never its secret), named in the code's comment. */
  accessKeyId?: string;
}

export interface SnippetOptions {
  /** Stop after this many items in total. DynamoDB's `Limit` stays the page size. */
  maxItems?: number;
}

/** The parameters a snippet passes to DynamoDB, typed so each language can write them its way. */
export type Param =
  | { name: string; kind: 'string'; value: string }
  | { name: string; kind: 'number'; value: number }
  | { name: string; kind: 'boolean'; value: boolean }
  | { name: string; kind: 'names'; value: Record<string, string> }
  | { name: string; kind: 'values'; value: Record<string, AttributeValue> };

export interface ReadPlan {
  operation: SnippetOperation;
  /** Everything but ExclusiveStartKey, which the pagination loop owns. */
  params: Param[];
  startKey?: Item;
  maxItems?: number;
  /** Select COUNT returns no items: the snippet prints the summed Count and ScannedCount. */
  countOnly: boolean;
}

const ORDER = [
  'TableName',
  'IndexName',
  'Key',
  'KeyConditionExpression',
  'FilterExpression',
  'ProjectionExpression',
  'ExpressionAttributeNames',
  'ExpressionAttributeValues',
  'ScanIndexForward',
  'ConsistentRead',
  'Select',
  'Limit',
  'Segment',
  'TotalSegments',
] as const;

export function readPlan(operation: SnippetOperation, request: SnippetRequest, options: SnippetOptions): ReadPlan {
  const fields = request as Record<string, unknown>;
  const params: Param[] = [];
  for (const name of ORDER) {
    const value = fields[name];
    if (value === undefined) continue;
    if (typeof value === 'string') params.push({ name, kind: 'string', value });
    else if (typeof value === 'number') params.push({ name, kind: 'number', value });
    else if (typeof value === 'boolean') params.push({ name, kind: 'boolean', value });
    else if (name === 'ExpressionAttributeNames')
      params.push({ name, kind: 'names', value: value as Record<string, string> });
    else params.push({ name, kind: 'values', value: value as Record<string, AttributeValue> });
  }
  const countOnly = fields.Select === 'COUNT';
  return {
    operation,
    params,
    startKey: operation === 'getItem' ? undefined : (fields.ExclusiveStartKey as Item | undefined),
    maxItems: operation === 'getItem' || countOnly ? undefined : options.maxItems,
    countOnly,
  };
}

export function param(plan: ReadPlan, name: string): Param | undefined {
  return plan.params.find((p) => p.name === name);
}

/** Binary anywhere in a value: the AWS CLI v1 reads B as raw text, so such commands need v2. */
export function hasBinary(v: AttributeValue): boolean {
  if ('B' in v || 'BS' in v) return true;
  if ('L' in v) return v.L.some(hasBinary);
  if ('M' in v) return Object.values(v.M).some(hasBinary);
  return false;
}

export function recordHasBinary(record: Record<string, AttributeValue> | undefined): boolean {
  return record !== undefined && Object.values(record).some(hasBinary);
}

/**
 * A string literal that JavaScript and Python both read back as the same text. JSON's escapes are
 * a subset of both languages'; line and paragraph separators and C1 controls are escaped as well
 * so that no editor or terminal can break or hide them on the way.
 */
export function stringLiteral(text: string): string {
  return JSON.stringify(text).replace(
    /[\u007f-\u009f\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const SHELL_SAFE = /^[A-Za-z0-9_@%+=:,./-]+$/;

/** One bash word: bare when nothing in it is special to the shell, else single-quoted. */
export function shellWord(text: string): string {
  if (SHELL_SAFE.test(text)) return text;
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** A literal to print: JavaScript and Python differ only in how keys and a few scalars look. */
export type Literal =
  | { kind: 'string'; value: string }
  | { kind: 'code'; code: string }
  | { kind: 'list'; items: Literal[]; wrap?: [string, string] }
  | { kind: 'map'; entries: Array<[string, Literal]> };

export const str = (value: string): Literal => ({ kind: 'string', value });
export const code = (text: string): Literal => ({ kind: 'code', code: text });

export type LiteralStyle = 'javascript' | 'python';

const WIDTH = 100;
const JS_IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

function keyText(key: string, style: LiteralStyle): string {
  if (style === 'python') return stringLiteral(key);
  // `{ "__proto__": x }` would set the prototype instead of defining an attribute.
  if (key === '__proto__') return `["__proto__"]`;
  return JS_IDENTIFIER.test(key) ? key : stringLiteral(key);
}

/** Prints a literal on one line when it fits, else one entry per line, with trailing commas. */
export function printLiteral(lit: Literal, style: LiteralStyle, indent = ''): string {
  const flat = printFlat(lit, style);
  if (flat.length + indent.length <= WIDTH) return flat;
  const inner = `${indent}${style === 'python' ? '    ' : '  '}`;
  switch (lit.kind) {
    case 'string':
    case 'code':
      return flat;
    case 'list': {
      const [before, after] = lit.wrap ?? ['', ''];
      const lines = lit.items.map((item) => `${inner}${printLiteral(item, style, inner)},`);
      return `${before}[\n${lines.join('\n')}\n${indent}]${after}`;
    }
    case 'map': {
      const lines = lit.entries.map(([k, v]) => `${inner}${keyText(k, style)}: ${printLiteral(v, style, inner)},`);
      return `{\n${lines.join('\n')}\n${indent}}`;
    }
  }
}

function printFlat(lit: Literal, style: LiteralStyle): string {
  switch (lit.kind) {
    case 'string':
      return stringLiteral(lit.value);
    case 'code':
      return lit.code;
    case 'list': {
      const [before, after] = lit.wrap ?? ['', ''];
      return `${before}[${lit.items.map((i) => printFlat(i, style)).join(', ')}]${after}`;
    }
    case 'map': {
      if (lit.entries.length === 0) return '{}';
      const body = lit.entries.map(([k, v]) => `${keyText(k, style)}: ${printFlat(v, style)}`).join(', ');
      return style === 'python' ? `{${body}}` : `{ ${body} }`;
    }
  }
}

/** DynamoDB JSON as the low-level clients take it: the type keys stay, numbers stay strings. */
export function wireLiteral(
  v: AttributeValue,
  binary: (base64: string) => Literal,
  bool: (b: boolean) => string,
): Literal {
  const typed = (type: string, value: Literal): Literal => ({ kind: 'map', entries: [[type, value]] });
  if ('S' in v) return typed('S', str(v.S));
  if ('N' in v) return typed('N', str(v.N));
  if ('B' in v) return typed('B', binary(v.B));
  if ('BOOL' in v) return typed('BOOL', code(bool(v.BOOL)));
  if ('NULL' in v) return typed('NULL', code(bool(true)));
  if ('SS' in v) return typed('SS', { kind: 'list', items: v.SS.map(str) });
  if ('NS' in v) return typed('NS', { kind: 'list', items: v.NS.map(str) });
  if ('BS' in v) return typed('BS', { kind: 'list', items: v.BS.map(binary) });
  if ('L' in v) return typed('L', { kind: 'list', items: v.L.map((x) => wireLiteral(x, binary, bool)) });
  return typed(
    'M',
    mapLiteral(v.M, (x) => wireLiteral(x, binary, bool)),
  );
}

export function mapLiteral<T>(record: Record<string, T>, each: (v: T) => Literal): Literal {
  return { kind: 'map', entries: Object.entries(record).map(([k, v]) => [k, each(v)]) };
}

/** A short phrase for the first comment line: `Query "orders" (index byStatus)`. */
export function describeRead(plan: ReadPlan): string {
  const table = param(plan, 'TableName')?.value as string;
  const index = param(plan, 'IndexName')?.value as string | undefined;
  const verb = plan.operation === 'getItem' ? 'GetItem on' : plan.operation === 'query' ? 'Query' : 'Scan';
  return `${verb} ${stringLiteral(table)}${index ? ` (index ${stringLiteral(index)})` : ''}`;
}

/** A hint for emulators, which still want some credentials but accept any. */
export function credentialsHint(connection: SnippetConnection, comment: string): string[] {
  if (!connection.endpoint || connection.profile) return [];
  if (connection.credentials)
    return [
      `${comment} The app's sandbox answers only the credential written below, which is new each time the app starts.`,
    ];
  // A key id is printable ASCII without spaces; anything else is not written into a comment line.
  if (connection.accessKeyId && /^[\x21-\x7e]{1,128}$/.test(connection.accessKeyId)) {
    // DynamoDB Local keeps one database per access key id: any other key reads another, empty, one.
    return [
      `${comment} This endpoint is signed with its own access key: run with AWS_ACCESS_KEY_ID=${connection.accessKeyId} and that key's secret in AWS_SECRET_ACCESS_KEY`,
      `${comment} (DynamoDB Local keeps one database per access key id: another key reads another database).`,
    ];
  }
  return [
    `${comment} Local emulators accept any credentials, e.g. AWS_ACCESS_KEY_ID=local AWS_SECRET_ACCESS_KEY=local`,
  ];
}

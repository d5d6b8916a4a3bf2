/**
 * "JavaScript (lib-dynamodb)": DynamoDBDocumentClient with plain values. DynamoDB JSON from the
 * request becomes the values the document client marshals back to the same wire form: a number a
 * JS number cannot hold exactly becomes `NumberValue.from("...")`, binary a Buffer (a Uint8Array),
 * sets a `Set`. Reads unwrap numbers as NumberValue (`wrapNumbers`), and the program prints a JSON
 * array of plain items: numbers as bare JSON numbers with every digit, binary as base64, sets as
 * arrays.
 */
import type { AttributeValue } from '../dynamo/types.js';
import { jsBinary, jsClientOptions, jsReadProgram } from './javascript-common.js';
import {
  code,
  mapLiteral,
  str,
  stringLiteral,
  type Literal,
  type ReadPlan,
  type SnippetConnection,
} from './snippet-helpers.js';

const COMMANDS = { query: 'QueryCommand', scan: 'ScanCommand', getItem: 'GetCommand' };

const DECIMAL = /^([+-]?)(\d*)\.?(\d*)(?:[eE]([+-]?\d+))?$/;

/** `digits e exponent`, without leading or trailing zeros, so that 1.50, 15e-1 and 1.5 compare equal. */
function decimalKey(text: string): string | undefined {
  const m = DECIMAL.exec(text);
  if (!m) return undefined;
  const [, sign, whole = '', fraction = '', exponent] = m;
  let digits = (whole + fraction).replace(/^0+/, '');
  let power = Number(exponent ?? 0) - fraction.length;
  if (digits === '') return '0';
  const trailing = /0*$/.exec(digits)![0].length;
  digits = digits.slice(0, digits.length - trailing);
  power += trailing;
  return `${sign === '-' ? '-' : ''}${digits}e${power}`;
}

/**
 * The number as a JavaScript literal when a JS number holds exactly the same decimal and the SDK
 * will marshal it (it refuses magnitudes beyond Number.MAX_SAFE_INTEGER); otherwise undefined.
 */
export function exactNumberLiteral(text: string): string | undefined {
  const trimmed = text.trim();
  const n = Number(trimmed);
  if (trimmed === '' || !Number.isFinite(n) || Math.abs(n) > Number.MAX_SAFE_INTEGER) return undefined;
  const written = String(n === 0 ? 0 : n);
  const key = decimalKey(trimmed);
  return key !== undefined && key === decimalKey(written) ? written : undefined;
}

function numberValue(text: string): Literal {
  return code(`NumberValue.from(${stringLiteral(text.trim())})`);
}

/** DynamoDB JSON as the plain value the document client marshals back to it. */
export function plainValue(v: AttributeValue): Literal {
  if ('S' in v) return str(v.S);
  if ('N' in v) {
    const exact = exactNumberLiteral(v.N);
    return exact === undefined ? numberValue(v.N) : code(exact);
  }
  if ('B' in v) return jsBinary(v.B);
  if ('BOOL' in v) return code(String(v.BOOL));
  if ('NULL' in v) return code('null');
  if ('L' in v) return { kind: 'list', items: v.L.map(plainValue) };
  if ('M' in v) return mapLiteral(v.M, plainValue);
  const set = (items: Literal[]): Literal => ({ kind: 'list', items, wrap: ['new Set(', ')'] });
  if ('SS' in v) return set(v.SS.map(str));
  if ('BS' in v) return set(v.BS.map(jsBinary));
  // The SDK marshals a number set by the type of its first element: all numbers, or all NumberValue.
  const exact = v.NS.map(exactNumberLiteral);
  return set(exact.every((e) => e !== undefined) ? exact.map((e) => code(e!)) : v.NS.map(numberValue));
}

const TO_JSON = [
  '// JSON.stringify would print a NumberValue as {"value":"..."}: this writes it as a bare number with',
  '// all its digits, binary (a Uint8Array) as base64 and a Set as an array.',
  'function toJson(value, indent = "") {',
  '  const inner = indent + "  ";',
  '  if (value instanceof NumberValue) {',
  '    return /^-?(0|[1-9]\\d*)(\\.\\d+)?([eE][+-]?\\d+)?$/.test(value.value) ? value.value : JSON.stringify(value.value);',
  '  }',
  '  if (value instanceof Uint8Array) return JSON.stringify(Buffer.from(value).toString("base64"));',
  '  if (value instanceof Set) return toJson([...value], indent);',
  '  if (Array.isArray(value)) {',
  '    if (value.length === 0) return "[]";',
  '    return "[\\n" + value.map((v) => inner + toJson(v, inner)).join(",\\n") + "\\n" + indent + "]";',
  '  }',
  '  if (value !== null && typeof value === "object") {',
  '    const entries = Object.entries(value).map(([k, v]) => inner + JSON.stringify(k) + ": " + toJson(v, inner));',
  '    return entries.length === 0 ? "{}" : "{\\n" + entries.join(",\\n") + "\\n" + indent + "}";',
  '  }',
  '  return JSON.stringify(value);',
  '}',
];

export function javascriptLibDynamodbSnippet(plan: ReadPlan, connection: SnippetConnection): string {
  return jsReadProgram(plan, connection, {
    packages: ['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb'],
    imports: [
      'import { DynamoDBClient } from "@aws-sdk/client-dynamodb";',
      `import { DynamoDBDocumentClient, NumberValue, ${COMMANDS[plan.operation]} } from "@aws-sdk/lib-dynamodb";`,
    ],
    client: [
      `const client = DynamoDBDocumentClient.from(new DynamoDBClient(${jsClientOptions(connection)}), {`,
      '  // Every number comes back as a NumberValue holding the exact digits DynamoDB sent.',
      '  unmarshallOptions: { wrapNumbers: true },',
      '});',
    ],
    commands: COMMANDS,
    value: plainValue,
    printer: { helper: TO_JSON, call: (expr) => `console.log(toJson(${expr}));` },
    itemForm: 'plain values',
  });
}

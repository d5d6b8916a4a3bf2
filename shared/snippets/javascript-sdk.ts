/**
 * "JavaScript (SDK v3)": the low-level DynamoDBClient. Values stay in DynamoDB JSON, so numbers are
 * exact digit strings on the way in and out. Prints a JSON array of items in DynamoDB JSON, binary
 * as base64: the same shape as the Python and CLI tabs.
 */
import type { AttributeValue } from '../dynamo/types.js';
import { jsBinary, jsClientOptions, jsReadProgram } from './javascript-common.js';
import { wireLiteral, type Literal, type ReadPlan, type SnippetConnection } from './snippet-helpers.js';

const COMMANDS = { query: 'QueryCommand', scan: 'ScanCommand', getItem: 'GetItemCommand' };

function value(v: AttributeValue): Literal {
  return wireLiteral(v, jsBinary, String);
}

export function javascriptSdkSnippet(plan: ReadPlan, connection: SnippetConnection): string {
  return jsReadProgram(plan, connection, {
    packages: ['@aws-sdk/client-dynamodb'],
    imports: [`import { DynamoDBClient, ${COMMANDS[plan.operation]} } from "@aws-sdk/client-dynamodb";`],
    client: [`const client = new DynamoDBClient(${jsClientOptions(connection)});`],
    commands: COMMANDS,
    value,
    printer: {
      helper: [
        '// Numbers are already exact strings in DynamoDB JSON; binary (a Uint8Array) is printed as base64.',
        'const binaryAsBase64 = (key, value) => (value instanceof Uint8Array ? Buffer.from(value).toString("base64") : value);',
      ],
      call: (expr) => `console.log(JSON.stringify(${expr}, binaryAsBase64, 2));`,
    },
    itemForm: 'DynamoDB JSON',
  });
}

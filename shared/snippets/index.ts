/**
 * Runnable code for the read on screen, in four tabs. Every program is complete: it names the
 * region (and the endpoint, for anything but AWS), follows LastEvaluatedKey until it is absent or
 * `maxItems` items are read (`Limit` stays DynamoDB's page size; GetItem is one call), and prints.
 *
 * What each prints, on stdout:
 * - JavaScript (SDK v3), Python (boto3), AWS CLI: a JSON array of items in DynamoDB JSON, the same
 *   text for the same read: numbers as DynamoDB's exact digit strings, binary as base64.
 * - JavaScript (lib-dynamodb): a JSON array of plain items: numbers as bare JSON numbers keeping
 *   every digit, binary as base64 strings, sets as arrays.
 * - GetItem prints an array of zero or one item, so all reads print the same shape.
 * - With `Select: "COUNT"` there are no items: each prints `{"Count": n, "ScannedCount": m}`
 *   summed over all pages, and `maxItems` does not apply.
 */
import { ApiError, REQUEST_VALIDATION } from '../api-errors.js';
import { validateRequest } from '../api-validate.js';
import { awsCliSnippet } from './aws-cli.js';
import { javascriptLibDynamodbSnippet } from './javascript-lib-dynamodb.js';
import { javascriptSdkSnippet } from './javascript-sdk.js';
import { pythonBoto3Snippet } from './python-boto3.js';
import {
  readPlan,
  type ReadPlan,
  type SnippetConnection,
  type SnippetOperation,
  type SnippetOptions,
  type SnippetRequest,
} from './snippet-helpers.js';

export type { SnippetConnection, SnippetOperation, SnippetOptions, SnippetRequest } from './snippet-helpers.js';

export const snippetLanguages = [
  { id: 'javascript-sdk', label: 'JavaScript (SDK v3)', syntax: 'javascript' },
  { id: 'javascript-lib-dynamodb', label: 'JavaScript (lib-dynamodb)', syntax: 'javascript' },
  { id: 'python-boto3', label: 'Python (boto3)', syntax: 'python' },
  { id: 'aws-cli', label: 'AWS CLI', syntax: 'bash' },
] as const;

export type SnippetLanguage = (typeof snippetLanguages)[number]['id'];

const GENERATORS: Record<SnippetLanguage, (plan: ReadPlan, connection: SnippetConnection) => string> = {
  'javascript-sdk': javascriptSdkSnippet,
  'javascript-lib-dynamodb': javascriptLibDynamodbSnippet,
  'python-boto3': pythonBoto3Snippet,
  'aws-cli': awsCliSnippet,
};

function refuse(field: string, message: string): never {
  throw new ApiError({ name: REQUEST_VALIDATION, field, message: `${field}: ${message}` });
}

export function generateSnippet<O extends SnippetOperation>(
  language: SnippetLanguage,
  operation: O,
  request: SnippetRequest<O>,
  connection: SnippetConnection,
  options: SnippetOptions = {},
): string {
  const generate = GENERATORS[language];
  if (!generate) refuse('language', `expected one of ${snippetLanguages.map((l) => l.id).join(', ')}`);
  if (operation !== 'query' && operation !== 'scan' && operation !== 'getItem') {
    refuse('operation', 'expected query, scan or getItem');
  }
  // The same checks the service runs, so a snippet never shows a request DynamoDB would refuse for its shape.
  const valid = validateRequest(operation, request) as SnippetRequest<O>;
  if (typeof connection?.region !== 'string' || connection.region.trim() === '') {
    refuse('region', 'expected a region such as us-east-1');
  }
  if (connection.endpoint !== undefined && connection.endpoint.trim() === '')
    refuse('endpoint', 'expected an endpoint URL or none');
  const { maxItems } = options;
  if (maxItems !== undefined && (!Number.isSafeInteger(maxItems) || maxItems < 1)) {
    refuse('maxItems', 'expected a whole number of items, 1 or more');
  }
  return generate(readPlan(operation, valid, options), connection);
}

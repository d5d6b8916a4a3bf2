/**
 * A small table whose items carry what snippets get wrong: a 25-significant-digit number, numbers
 * beyond 2^53, binary, nested maps with sets, reserved-word attribute names, and a string full of
 * quotes, `$`, backticks, backslashes, a newline and non-ASCII text.
 */
import { BatchWriteItemCommand, CreateTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { Item } from '../../../shared/dynamo/types.js';
import type { SnippetOperation, SnippetOptions, SnippetRequest } from '../../../shared/snippets/index.js';
import { toSdkItem } from './reference-read.js';

export const TABLE = 'snippet-runs.v1';
export const HOSTILE = `it's "quoted" $HOME \${PATH} \`date\` back\\slash\nnew line ünï 😀 '' end`;
const BLOB_01 = Buffer.from([0, 1, 2, 255, 254, 39, 34, 36]).toString('base64');

function item(pk: string, n: number, extra: Item): Item {
  return {
    pk: { S: pk },
    sk: { S: `ITEM#${String(n).padStart(2, '0')}` },
    status: { S: n % 3 === 0 ? 'archived' : 'active' },
    score: { N: n % 2 === 0 ? `1234567890123456789${n}` : String(n * 7) },
    ...extra,
  };
}

export const ITEMS: Item[] = [
  item('TENANT#1', 1, {
    big: { N: '1234567890.123456789012345' },
    blob: { B: BLOB_01 },
    note: { S: HOSTILE },
    name: { S: 'first' },
    nested: {
      M: {
        inner: { L: [{ N: '1.5' }, { S: 'x' }, { M: { deep: { BOOL: true }, none: { NULL: true } } }] },
        tags: { SS: ['a', 'b"c'] },
        nums: { NS: ['1', '12345678901234567890123', '-0.000001'] },
        bins: { BS: ['AAE=', '/w=='] },
      },
    },
  }),
  item('TENANT#1', 2, { big: { N: '-98765432109876543210.5' }, note: { S: 'plain' } }),
  item('TENANT#1', 3, { blob: { B: 'AAAA' }, note: { S: HOSTILE } }),
  item('TENANT#1', 4, { big: { N: '0.1' } }),
  item('TENANT#1', 5, { note: { S: '$' } }),
  item('TENANT#1', 6, { big: { N: '9007199254740993' } }),
  item('TENANT#1', 7, { nested: { M: { inner: { L: [] } } } }),
  item('TENANT#1', 8, { blob: { B: BLOB_01 } }),
  item('TENANT#2', 1, { note: { S: 'other tenant' } }),
  item('TENANT#2', 2, { big: { N: '1e-30' } }),
];

export async function createFixture(client: DynamoDBClient): Promise<void> {
  await client.send(
    new CreateTableCommand({
      TableName: TABLE,
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: [
        { AttributeName: 'pk', AttributeType: 'S' },
        { AttributeName: 'sk', AttributeType: 'S' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
    }),
  );
  await client.send(
    new BatchWriteItemCommand({
      RequestItems: { [TABLE]: ITEMS.map((i) => ({ PutRequest: { Item: toSdkItem(i) } })) },
    }),
  );
}

export interface SnippetCase {
  title: string;
  operation: SnippetOperation;
  request: SnippetRequest;
  options?: SnippetOptions;
  /** A floor on what the reference read returns, so a case cannot pass by printing nothing. */
  minItems: number;
}

const queryNames = {
  '#pk': 'pk',
  '#sk': 'sk',
  '#status': 'status',
  '#note': 'note',
  '#score': 'score',
  '#blob': 'blob',
};

export const CASES: SnippetCase[] = [
  {
    title: 'Query with filter, projection, reserved names, big numbers, Limit 2 and maxItems 3',
    operation: 'query',
    request: {
      TableName: TABLE,
      KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
      FilterExpression: '(#status = :active AND #score >= :min) OR #note = :hostile',
      ProjectionExpression: '#pk, #sk, #status, #note, #score, big, #blob, nested',
      ExpressionAttributeNames: queryNames,
      ExpressionAttributeValues: {
        ':pk': { S: 'TENANT#1' },
        ':prefix': { S: 'ITEM#' },
        ':active': { S: 'active' },
        ':hostile': { S: HOSTILE },
        ':min': { N: '12345678901234567890' },
      },
      Limit: 2,
    },
    // Pages of 2 match 2 items each here, so the cap of 3 falls inside a page.
    options: { maxItems: 3 },
    minItems: 3,
  },
  {
    title: 'Query backwards from an ExclusiveStartKey, Limit 3, no cap',
    operation: 'query',
    request: {
      TableName: TABLE,
      KeyConditionExpression: 'pk = :pk',
      FilterExpression: '#note <> :hostile',
      ExpressionAttributeNames: { '#note': 'note' },
      ExpressionAttributeValues: { ':pk': { S: 'TENANT#1' }, ':hostile': { S: HOSTILE } },
      ScanIndexForward: false,
      ConsistentRead: true,
      Limit: 3,
      ExclusiveStartKey: { pk: { S: 'TENANT#1' }, sk: { S: 'ITEM#07' } },
    },
    minItems: 2,
  },
  {
    title: 'Scan with a binary value in the filter, Limit 3',
    operation: 'scan',
    request: {
      TableName: TABLE,
      FilterExpression: '#blob = :blob OR #name = :first OR #status = :archived',
      ExpressionAttributeNames: { '#blob': 'blob', '#name': 'name', '#status': 'status' },
      ExpressionAttributeValues: { ':blob': { B: BLOB_01 }, ':first': { S: 'nobody' }, ':archived': { S: 'archived' } },
      Limit: 3,
    },
    minItems: 3,
  },
  {
    title: 'Query counting with Select COUNT over several pages',
    operation: 'query',
    request: {
      TableName: TABLE,
      KeyConditionExpression: 'pk = :pk',
      FilterExpression: '#status = :active',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':pk': { S: 'TENANT#1' }, ':active': { S: 'active' } },
      Select: 'COUNT',
      Limit: 3,
    },
    options: { maxItems: 1 },
    minItems: 0,
  },
  {
    title: 'GetItem with a projection of reserved and nested names',
    operation: 'getItem',
    request: {
      TableName: TABLE,
      Key: { pk: { S: 'TENANT#1' }, sk: { S: 'ITEM#01' } },
      ProjectionExpression: '#pk, #name, #note, big, #blob, nested.#tags, nested.nums, nested.bins, nested.#inner',
      ExpressionAttributeNames: {
        '#pk': 'pk',
        '#name': 'name',
        '#note': 'note',
        '#tags': 'tags',
        '#blob': 'blob',
        '#inner': 'inner',
      },
      ConsistentRead: true,
    },
    minItems: 1,
  },
  {
    title: 'GetItem of a key that holds no item',
    operation: 'getItem',
    request: { TableName: TABLE, Key: { pk: { S: 'TENANT#9' }, sk: { S: `it's $none` } } },
    minItems: 0,
  },
];

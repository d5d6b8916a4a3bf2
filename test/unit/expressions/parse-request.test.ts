import { expect, test } from 'vitest';
import type { TableDescription } from '../../../shared/dynamo/types.js';
import { parseRequestText, type ParseRequestResult } from '../../../shared/paste/parse-request.js';
import { N, S } from './helpers.js';

const table: TableDescription = {
  TableName: 'Orders',
  KeySchema: [
    { AttributeName: 'PK', KeyType: 'HASH' },
    { AttributeName: 'SK', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [
    { AttributeName: 'PK', AttributeType: 'S' },
    { AttributeName: 'SK', AttributeType: 'S' },
    { AttributeName: 'GSI1PK', AttributeType: 'S' },
    { AttributeName: 'GSI1SK', AttributeType: 'S' },
  ],
  GlobalSecondaryIndexes: [
    {
      IndexName: 'GSI1',
      KeySchema: [
        { AttributeName: 'GSI1PK', KeyType: 'HASH' },
        { AttributeName: 'GSI1SK', KeyType: 'RANGE' },
      ],
    },
  ],
};

function ok(r: ParseRequestResult) {
  if (!r.ok) throw new Error(r.errors.map((e) => `${e.field}: ${e.message}`).join('\n'));
  return r;
}

test("the CLI's --cli-input-json: DynamoDB JSON values", () => {
  const r = ok(
    parseRequestText(
      JSON.stringify({
        TableName: 'Orders',
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :a AND :b',
        ExpressionAttributeValues: { ':pk': { S: 'CUST#1' }, ':a': { S: 'ORDER#2020' }, ':b': { S: 'ORDER#2021' } },
        ScanIndexForward: false,
        ReturnConsumedCapacity: 'TOTAL',
      }),
      { table },
    ),
  );
  expect(r.operation).toBe('Query');
  expect(r.model.keyCondition).toEqual({
    partitionKey: { name: 'PK', value: S('CUST#1') },
    sortKey: { name: 'SK', op: 'between', low: S('ORDER#2020'), high: S('ORDER#2021') },
  });
  expect(r.options).toEqual({ TableName: 'Orders', ScanIndexForward: false });
  expect(r.ignoredFields).toEqual(['ReturnConsumedCapacity']);
});

test('DocumentClient code: unquoted keys, single quotes, comments, trailing commas, plain values; the index picks the key schema', () => {
  const r = ok(
    parseRequestText(
      `
    // tickets by assignee
    const out = await doc.send(new QueryCommand({
      TableName: 'Orders',
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1SK = :sk AND GSI1PK = :pk',
      FilterExpression: '#st IN (:open, :held) AND amount > :min',
      ExpressionAttributeNames: { '#st': 'status' },
      ExpressionAttributeValues: { ':pk': 'USER#7', ':sk': 'T#1', ':open': 'OPEN', ':held': null, ':min': 12345678901234567890.5, },
      Limit: 50,
    }));`,
      { table },
    ),
  );
  expect(r.operation).toBe('Query');
  expect(r.model.keyCondition).toEqual({
    partitionKey: { name: 'GSI1PK', value: S('USER#7') },
    sortKey: { name: 'GSI1SK', op: '=', value: S('T#1') },
  });
  expect(r.model.filter).toMatchObject({
    kind: 'and',
    conditions: [{ kind: 'in' }, { kind: 'compare', right: { kind: 'value', value: N('12345678901234567890.5') } }],
  });
  expect(r.expressions.ExpressionAttributeValues?.[':held']).toEqual({ NULL: true });
  expect(r.options).toEqual({ TableName: 'Orders', IndexName: 'GSI1', Limit: 50 });
});

test('boto3 code: True / None and Python comments; a Scan by its command name', () => {
  const r = ok(
    parseRequestText(`table.scan(**{  # every open order
    'FilterExpression': 'done = :t AND attribute_not_exists(shipped)',
    'ExpressionAttributeValues': {':t': True},
    'ConsistentRead': True,
  })`),
  );
  expect(r.operation).toBe('Scan');
  expect(r.model.filter).toMatchObject({ kind: 'and' });
  expect(r.options.ConsistentRead).toBe(true);
});

test('values can be forced to DynamoDB JSON, and a bad one names its placeholder', () => {
  const r = parseRequestText('{"FilterExpression": "a = :x", "ExpressionAttributeValues": {":x": {"N": 5}}}', {
    values: 'dynamodb-json',
  });
  expect(r.ok ? [] : r.errors).toEqual([
    expect.objectContaining({
      field: 'ExpressionAttributeValues.:x',
      message: expect.stringContaining('N must be a number written as a string'),
    }),
  ]);
});

test('errors in the pasted text say where', () => {
  const r = parseRequestText('{\n  "TableName": "Orders",\n  "Limit": limit\n}');
  expect(r.ok ? [] : r.errors).toEqual([
    expect.objectContaining({
      field: 'request',
      line: 3,
      column: 12,
      message:
        'At line 3, column 12 of the pasted request: The value of "Limit" is the variable limit; paste the request with literal values in place of variables',
    }),
  ]);
  expect(parseRequestText('nothing here').ok).toBe(false);
  expect(parseRequestText('{"a": "unclosed').ok).toBe(false);
});

test('expression errors come through with their field', () => {
  const r = parseRequestText(
    '{"KeyConditionExpression": "PK = :pk OR SK = :sk", "ExpressionAttributeValues": {":pk": {"S": "a"}, ":sk": {"S": "b"}}}',
    { table },
  );
  expect(r.ok ? [] : r.errors.map((e) => [e.field, e.token])).toEqual([['KeyConditionExpression', 'OR']]);
});

test('an unknown index is reported against IndexName', () => {
  const r = parseRequestText(
    '{"IndexName": "GSI9", "KeyConditionExpression": "a = :a", "ExpressionAttributeValues": {":a": {"S": "x"}}}',
    { table },
  );
  expect(r.ok ? [] : r.errors).toEqual([
    expect.objectContaining({
      field: 'IndexName',
      message: 'table "Orders" has no index "GSI9"; its indexes are "GSI1"',
    }),
  ]);
});

test('a legacy --key-conditions CLI paste is read as the key condition it means, not dropped', () => {
  const r = ok(
    parseRequestText(
      `aws dynamodb query --table-name Orders --key-conditions '{"PK": {"AttributeValueList": [{"S": "CUST#1"}], "ComparisonOperator": "EQ"}, "SK": {"AttributeValueList": [{"S": "ORDER#"}], "ComparisonOperator": "BEGINS_WITH"}}' --query-filter '{"total": {"AttributeValueList": [{"N": "10"}], "ComparisonOperator": "GT"}, "note": {"ComparisonOperator": "NULL"}}' --conditional-operator OR --attributes-to-get PK SK total`,
      { table },
    ),
  );
  expect(r.operation).toBe('Query');
  expect(r.ignoredFields).toEqual([]);
  expect(r.options.TableName).toBe('Orders');
  expect(r.model.keyCondition).toEqual({
    partitionKey: { name: 'PK', value: S('CUST#1') },
    sortKey: { name: 'SK', op: 'begins_with', value: S('ORDER#') },
  });
  expect(r.expressions.FilterExpression).toBe('#l2 > :l2 OR attribute_not_exists(#l3)');
  expect(r.expressions.ExpressionAttributeNames).toMatchObject({
    '#l2': 'total',
    '#l3': 'note',
    '#l4': 'PK',
    '#l5': 'SK',
    '#l6': 'total',
  });
  expect(r.expressions.ProjectionExpression).toBe('#l4, #l5, #l6');
  expect(r.expressions.ExpressionAttributeValues?.[':l2']).toEqual(N('10'));
});

test('legacy parameters in JSON read as expressions; mixed with expressions or malformed, they are refused in words', () => {
  const r = ok(
    parseRequestText(
      '{"TableName": "Orders", "ScanFilter": {"status": {"AttributeValueList": [{"S": "a"}, {"S": "b"}], "ComparisonOperator": "IN"}}}',
    ),
  );
  expect(r.operation).toBe('Scan');
  expect(r.expressions.FilterExpression).toBe('#l0 IN (:l0, :l1)');
  const mixed = parseRequestText(
    '{"KeyConditions": {"PK": {"AttributeValueList": [{"S": "a"}], "ComparisonOperator": "EQ"}}, "FilterExpression": "x = :x"}',
  );
  expect(mixed.ok ? '' : mixed.errors[0]!.message).toContain('mixes legacy parameters and expressions');
  const wrongOp = parseRequestText(
    '{"KeyConditions": {"PK": {"AttributeValueList": [{"S": "a"}], "ComparisonOperator": "NE"}}}',
  );
  expect(wrongOp.ok ? '' : wrongOp.errors[0]!.message).toContain('NE cannot be used in a key condition');
  const arity = parseRequestText(
    '{"QueryFilter": {"n": {"AttributeValueList": [{"N": "1"}], "ComparisonOperator": "BETWEEN"}}}',
  );
  expect(arity.ok ? '' : arity.errors[0]!.message).toContain('BETWEEN takes 2 values, not 1');
  const shorthand = parseRequestText(
    "aws dynamodb query --table-name Orders --key-conditions 'PK={AttributeValueList=[{S=a}],ComparisonOperator=EQ}'",
  );
  expect(shorthand.ok ? '' : shorthand.errors[0]!.message).toContain('paste it as JSON');
});

test('a pasted "__proto__" key does not change the object it lands in', () => {
  const r = ok(
    parseRequestText(
      '{"FilterExpression": "a = :x", "ExpressionAttributeValues": {":x": "v", "__proto__": {"polluted": "yes"}}}',
    ),
  );
  expect(Object.getPrototypeOf(r.expressions.ExpressionAttributeValues)).toBe(Object.prototype);
  expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
});

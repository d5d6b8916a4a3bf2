/**
 * Write requests for the fidelity suite, valid and invalid: PutItem, UpdateItem, DeleteItem,
 * TransactWriteItems and BatchWriteItem on the fidelity tables (FidS: pk, sk strings; index keys
 * ownerId S, stage S, score N, gpk S, gsk S, created N). Every case writes its own key, so no case
 * meets an item another case left behind (a type clash with stored data is not what is tested).
 */
import type { AttributeValue, Item } from '../../../shared/dynamo/types.js';
import type { WriteMethod, WriteRequest } from '../../../shared/requests/write-request.js';
import { TYPES, VALUES_BY_TYPE } from './case.js';
import { itemRuleCases } from './cases-item-rules.js';

export interface WriteCase {
  name: string;
  method: WriteMethod;
  request: WriteRequest;
  /** Attributes put at the case's key before it is sent: a path into them is valid only where they exist. */
  seed?: Item;
}

const T = 'FidS';
let n = 0;
const key = (): Item => ({ pk: { S: 'write' }, sk: { S: `case-${++n}` } });
const put = (name: string, extra: Record<string, unknown> = {}, item: Item = {}): WriteCase => ({
  name,
  method: 'putItem',
  request: { TableName: T, Item: { ...key(), ...item }, ...extra },
});
const update = (
  name: string,
  UpdateExpression: string | undefined,
  values?: Record<string, AttributeValue>,
  names?: Record<string, string>,
  extra: Record<string, unknown> = {},
): WriteCase => ({
  name,
  method: 'updateItem',
  request: {
    TableName: T,
    Key: key(),
    ...(UpdateExpression !== undefined ? { UpdateExpression } : {}),
    ...(values ? { ExpressionAttributeValues: values } : {}),
    ...(names ? { ExpressionAttributeNames: names } : {}),
    ...extra,
  },
});
const del = (name: string, extra: Record<string, unknown> = {}, k: Item = key()): WriteCase => ({
  name,
  method: 'deleteItem',
  request: { TableName: T, Key: k, ...extra },
});

function itemCases(): WriteCase[] {
  const out: WriteCase[] = [];
  for (const type of TYPES) {
    const v = VALUES_BY_TYPE[type]!;
    out.push(put(`put: attribute a of type ${type}`, {}, { a: v }));
    out.push({
      name: `put: partition key of type ${type}`,
      method: 'putItem',
      request: { TableName: T, Item: { pk: v, sk: { S: `pk-type-${type}` } } },
    });
    out.push({
      name: `put: sort key of type ${type}`,
      method: 'putItem',
      request: { TableName: T, Item: { pk: { S: 'write' }, sk: v } },
    });
    for (const index of ['score', 'ownerId', 'created', 'gsk'])
      out.push(put(`put: index key ${index} of type ${type}`, {}, { [index]: v }));
    out.push(del(`delete: partition key of type ${type}`, {}, { pk: v, sk: { S: 'x' } }));
    out.push(del(`delete: sort key of type ${type}`, {}, { pk: { S: 'x' }, sk: v }));
  }
  out.push({
    name: 'put: no sort key',
    method: 'putItem',
    request: { TableName: T, Item: { pk: { S: 'write' }, a: { S: 'x' } } },
  });
  out.push({ name: 'put: no partition key', method: 'putItem', request: { TableName: T, Item: { sk: { S: 'x' } } } });
  out.push({
    name: 'put: empty partition key',
    method: 'putItem',
    request: { TableName: T, Item: { pk: { S: '' }, sk: { S: 'x' } } },
  });
  out.push(put('put: empty index key stage', {}, { stage: { S: '' } }));
  out.push(put('put: empty string attribute', {}, { a: { S: '' } }));
  out.push(put('put: empty binary attribute', {}, { a: { B: '' } }));
  out.push(put('put: empty list and map', {}, { a: { L: [] }, b: { M: {} } }));
  out.push(put('put: 38-digit number', {}, { a: { N: '12345678901234567890123456789012345678' } }));
  out.push(put('put: ReturnValues ALL_OLD', { ReturnValues: 'ALL_OLD' }));
  out.push(put('put: ReturnValues ALL_NEW', { ReturnValues: 'ALL_NEW' }));
  out.push(put('put: ReturnValues UPDATED_OLD', { ReturnValues: 'UPDATED_OLD' }));
  out.push(del('delete: whole key'));
  out.push(del('delete: no sort key', {}, { pk: { S: 'x' } }));
  out.push(del('delete: an attribute beyond the key', {}, { ...key(), a: { S: 'x' } }));
  out.push(del('delete: empty sort key', {}, { pk: { S: 'x' }, sk: { S: '' } }));
  out.push(del('delete: ReturnValues ALL_OLD', { ReturnValues: 'ALL_OLD' }));
  out.push(del('delete: ReturnValues UPDATED_NEW', { ReturnValues: 'UPDATED_NEW' }));
  return out;
}

const CONDITIONS: Array<[string, string, Record<string, AttributeValue>?, Record<string, string>?]> = [
  ['attribute_not_exists(pk)', 'attribute_not_exists(pk)'],
  ['attribute_exists(#k)', 'attribute_exists(#k)', undefined, { '#k': 'pk' }],
  ['a = :v', 'a = :v', { ':v': { S: 'x' } }],
  ['a = :v, :v undefined', 'a = :v'],
  ['#a = :v, #a undefined', '#a = :v', { ':v': { S: 'x' } }],
  ['a = :v with an unused :w', 'a = :v', { ':v': { S: 'x' }, ':w': { S: 'y' } }],
  ['a = :v with an unused #w', 'a = :v', { ':v': { S: 'x' } }, { '#w': 'w' }],
  ['a = :v AND', 'a = :v AND', { ':v': { S: 'x' } }],
  ['bare reserved word status', 'status = :v', { ':v': { S: 'x' } }],
  ['size(a) > :n', 'size(a) > :n', { ':n': { N: '1' } }],
  ['begins_with(a, :n) with :n N', 'begins_with(a, :n)', { ':n': { N: '1' } }],
  ['a IN (:v, :w)', 'a IN (:v, :w)', { ':v': { S: 'x' }, ':w': { S: 'y' } }],
  ['a BETWEEN :hi AND :lo (reversed)', 'a BETWEEN :hi AND :lo', { ':hi': { N: '2' }, ':lo': { N: '1' } }],
  ['attribute_type(a, :t) with :t "X"', 'attribute_type(a, :t)', { ':t': { S: 'X' } }],
  ['attribute_type(a, :t) with :t "SS"', 'attribute_type(a, :t)', { ':t': { S: 'SS' } }],
  ['unknown function', 'exists(a)'],
  ['condition on the sort key', 'sk = :v', { ':v': { S: 'x' } }],
  ['a < :v with :v BOOL', 'a < :v', { ':v': { BOOL: true } }],
  ['contains(a, :v)', 'contains(a, :v)', { ':v': { S: 'x' } }],
  ['NOT attribute_exists(a) OR a = :v', 'NOT attribute_exists(a) OR a = :v', { ':v': { N: '1' } }],
  ['empty expression', ''],
  ['empty value map', 'attribute_not_exists(pk)', {}],
];

function conditionCases(): WriteCase[] {
  const out: WriteCase[] = [];
  for (const [label, ConditionExpression, values, names] of CONDITIONS) {
    const maps = {
      ConditionExpression,
      ...(values ? { ExpressionAttributeValues: values } : {}),
      ...(names ? { ExpressionAttributeNames: names } : {}),
    };
    out.push(put(`put condition: ${label}`, maps));
    out.push(del(`delete condition: ${label}`, maps));
    out.push(
      update(`update condition: ${label}`, 'SET b = :b', { ':b': { S: 'b' }, ...(values ?? {}) }, names, {
        ConditionExpression,
      }),
    );
  }
  return out;
}

function updateCases(): WriteCase[] {
  const out: WriteCase[] = [];
  for (const type of TYPES) {
    const v = VALUES_BY_TYPE[type]!;
    out.push(update(`update: SET a = :v, ${type}`, 'SET a = :v', { ':v': v }));
    out.push(update(`update: ADD a :v, ${type}`, 'ADD a :v', { ':v': v }));
    out.push(update(`update: DELETE a :v, ${type}`, 'DELETE a :v', { ':v': v }));
    out.push(update(`update: SET a = :v + :n, :v ${type}`, 'SET a = :v + :n', { ':v': v, ':n': { N: '1' } }));
    out.push(update(`update: SET a = :n - :v, :v ${type}`, 'SET a = :n - :v', { ':v': v, ':n': { N: '1' } }));
    out.push(
      update(`update: SET a = list_append(:v, :l), :v ${type}`, 'SET a = list_append(:v, :l)', {
        ':v': v,
        ':l': { L: [] },
      }),
    );
    out.push(update(`update: SET a = if_not_exists(a, :v), ${type}`, 'SET a = if_not_exists(a, :v)', { ':v': v }));
    for (const index of ['score', 'ownerId', 'created'])
      out.push(update(`update: SET ${index} = :v, ${type}`, `SET ${index} = :v`, { ':v': v }));
  }
  const s = { ':v': { S: 'x' } };
  const two = { ':v': { S: 'x' }, ':w': { S: 'y' } };
  const list: Array<[string, string | undefined, Record<string, AttributeValue>?, Record<string, string>?]> = [
    ['no UpdateExpression', undefined],
    ['SET pk (a key attribute)', 'SET pk = :v', s],
    ['REMOVE sk (a key attribute)', 'REMOVE sk'],
    ['SET #k with #k = sk', 'SET #k = :v', s, { '#k': 'sk' }],
    ['SET a = :v, a.b = :w (overlap)', 'SET a = :v, a.b = :w', two],
    ['SET a = :v REMOVE a (overlap)', 'SET a = :v REMOVE a', s],
    ['SET #a = :v, a = :w with #a = a (overlap)', 'SET #a = :v, a = :w', two, { '#a': 'a' }],
    ['SET a[0] = :v, a[1] = :w', 'SET a[0] = :v, a[1] = :w', two],
    ['SET a.b = :v, a.c = :w', 'SET a.b = :v, a.c = :w', two],
    ['SET a = :v SET b = :w (clause twice)', 'SET a = :v SET b = :w', two],
    ['SET a = :v, b = :w', 'SET a = :v, b = :w', two],
    ['lower-case set and remove', 'set a = :v remove b', s],
    [
      'SET a = :v REMOVE b, c ADD n :n DELETE ss :ss',
      'SET a = :v REMOVE b, c ADD n :n DELETE ss :ss',
      { ':v': { S: 'x' }, ':n': { N: '1' }, ':ss': { SS: ['x'] } },
    ],
    ['SET a :v (no =)', 'SET a :v', s],
    ['SET = :v (no path)', 'SET = :v', s],
    ['UPDATE a = :v (no such clause)', 'UPDATE a = :v', s],
    ['SET a = :v, (trailing comma)', 'SET a = :v,', s],
    ['REMOVE (no path)', 'REMOVE'],
    ['SET a = b +', 'SET a = b +'],
    ['SET a = foo(:v)', 'SET a = foo(:v)', s],
    ['SET a = if_not_exists(:v, :w)', 'SET a = if_not_exists(:v, :w)', two],
    ['SET a = if_not_exists(b, :v)', 'SET a = if_not_exists(b, :v)', s],
    ['SET a = b', 'SET a = b'],
    ['SET a = b + c', 'SET a = b + c'],
    ['ADD a b (a path, not a value)', 'ADD a b'],
    ['SET status = :v (reserved word)', 'SET status = :v', s],
    ['SET #s = :v with #s = status', 'SET #s = :v', s, { '#s': 'status' }],
    ['SET #x = :v, #x undefined', 'SET #x = :v', s],
    ['SET a = :nope, undefined', 'SET a = :nope', s],
    ['SET a = :v with an unused :w', 'SET a = :v', two],
    ['SET a = :v with an unused #w', 'SET a = :v', s, { '#w': 'w' }],
    ['empty UpdateExpression', '', s],
    ['SET a = :v, b = :v (value used twice)', 'SET a = :v, b = :v', s],
    ['SET a[x] = :v', 'SET a[x] = :v', s],
    ['REMOVE a[0], a[1]', 'REMOVE a[0], a[1]'],
    ['ADD a.b :n (nested ADD)', 'ADD a.b :n', { ':n': { N: '1' } }],
    ['SET a = list_append(:l, :m)', 'SET a = list_append(:l, :m)', { ':l': { L: [{ S: 'x' }] }, ':m': { L: [] } }],
    ['SET a = list_append(a, :l)', 'SET a = list_append(a, :l)', { ':l': { L: [] } }],
    [
      'SET a = :v + :w + :x (three operands)',
      'SET a = :v + :w + :x',
      { ':v': { N: '1' }, ':w': { N: '1' }, ':x': { N: '1' } },
    ],
    ['SET stage = :e (empty index key)', 'SET stage = :e', { ':e': { S: '' } }],
  ];
  // These paths reach into attributes (or read ones) that must be there: the case's item is seeded.
  const seeds: Record<string, Item> = {
    'SET a[0] = :v, a[1] = :w': { a: { L: [{ S: 'x' }] } },
    'SET a.b = :v, a.c = :w': { a: { M: {} } },
    'SET a = b': { b: { S: 'x' } },
    'SET a = b + c': { b: { N: '1' }, c: { N: '2' } },
    'REMOVE a[0], a[1]': { a: { L: [{ S: 'x' }, { S: 'y' }] } },
    'ADD a.b :n (nested ADD)': { a: { M: {} } },
    'SET a = list_append(a, :l)': { a: { L: [] } },
  };
  for (const [label, expr, values, names] of list) {
    const c = update(`update: ${label}`, expr, values, names);
    const seed = seeds[label];
    out.push(seed ? { ...c, seed: { ...c.request.Key!, ...seed } } : c);
  }
  out.push(update('update: ReturnValues UPDATED_NEW', 'SET a = :v', s, undefined, { ReturnValues: 'UPDATED_NEW' }));
  out.push(update('update: ReturnValues ALL', 'SET a = :v', s, undefined, { ReturnValues: 'ALL' }));
  out.push({
    name: 'update: key without sort key',
    method: 'updateItem',
    request: { TableName: T, Key: { pk: { S: 'x' } }, UpdateExpression: 'SET a = :v', ExpressionAttributeValues: s },
  });
  out.push({
    name: 'update: key with an extra attribute',
    method: 'updateItem',
    request: {
      TableName: T,
      Key: { ...key(), a: { S: 'x' } },
      UpdateExpression: 'SET b = :v',
      ExpressionAttributeValues: s,
    },
  });
  out.push({
    name: 'update: condition and update share :v',
    method: 'updateItem',
    request: {
      TableName: T,
      Key: key(),
      UpdateExpression: 'SET a = :v',
      ConditionExpression: 'attribute_not_exists(a) OR a <> :v',
      ExpressionAttributeValues: s,
    },
  });
  out.push({
    name: 'update: condition and update share #a',
    method: 'updateItem',
    request: {
      TableName: T,
      Key: key(),
      UpdateExpression: 'SET #a = :v',
      ConditionExpression: 'attribute_not_exists(#a)',
      ExpressionAttributeValues: s,
      ExpressionAttributeNames: { '#a': 'a' },
    },
  });
  return out;
}

const putAction = (item: Item = {}) => ({ Put: { TableName: T, Item: { ...key(), ...item } } });
function batchCases(): WriteCase[] {
  const out: WriteCase[] = [];
  const k = key();
  const tx = (name: string, TransactItems: NonNullable<WriteRequest['TransactItems']>) =>
    out.push({ name: `transaction: ${name}`, method: 'transactWriteItems', request: { TransactItems } });
  tx('two puts', [putAction(), putAction()]);
  tx('put, update, delete, condition check', [
    putAction(),
    {
      Update: {
        TableName: T,
        Key: key(),
        UpdateExpression: 'SET a = :v',
        ExpressionAttributeValues: { ':v': { N: '1' } },
      },
    },
    { Delete: { TableName: T, Key: key() } },
    { ConditionCheck: { TableName: T, Key: key(), ConditionExpression: 'attribute_not_exists(pk)' } },
  ]);
  tx(
    '100 actions',
    Array.from({ length: 100 }, () => putAction()),
  );
  tx(
    '101 actions',
    Array.from({ length: 101 }, () => putAction()),
  );
  tx('no actions', []);
  tx('the same item twice', [{ Put: { TableName: T, Item: k } }, { Delete: { TableName: T, Key: k } }]);
  tx('condition check without a condition', [{ ConditionCheck: { TableName: T, Key: key() } }]);
  tx('a put without its sort key', [{ Put: { TableName: T, Item: { pk: { S: 'x' } } } }]);
  tx('an update of a key attribute', [
    {
      Update: {
        TableName: T,
        Key: key(),
        UpdateExpression: 'SET sk = :v',
        ExpressionAttributeValues: { ':v': { S: 'y' } },
      },
    },
  ]);
  tx('a delete with an unused value', [
    {
      Delete: {
        TableName: T,
        Key: key(),
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':v': { S: 'y' } },
      },
    },
  ]);
  tx('a put with an index key of the wrong type', [putAction({ score: { S: 'high' } })]);
  tx('an ADD of a string', [
    {
      Update: {
        TableName: T,
        Key: key(),
        UpdateExpression: 'ADD a :v',
        ExpressionAttributeValues: { ':v': { S: 'y' } },
      },
    },
  ]);
  const batch = (name: string, requests: NonNullable<WriteRequest['RequestItems']>[string]) =>
    out.push({ name: `batch: ${name}`, method: 'batchWriteItem', request: { RequestItems: { [T]: requests } } });
  batch('two puts', [{ PutRequest: { Item: key() } }, { PutRequest: { Item: key() } }]);
  batch('a put and a delete', [{ PutRequest: { Item: key() } }, { DeleteRequest: { Key: key() } }]);
  batch(
    '25 puts',
    Array.from({ length: 25 }, () => ({ PutRequest: { Item: key() } })),
  );
  batch(
    '26 puts',
    Array.from({ length: 26 }, () => ({ PutRequest: { Item: key() } })),
  );
  batch('no requests', []);
  batch('the same key twice', [{ PutRequest: { Item: k } }, { DeleteRequest: { Key: k } }]);
  batch('a put without its sort key', [{ PutRequest: { Item: { pk: { S: 'x' } } } }]);
  batch('a delete with an attribute beyond the key', [{ DeleteRequest: { Key: { ...key(), a: { S: 'x' } } } }]);
  batch('a put with an index key of the wrong type', [{ PutRequest: { Item: { ...key(), ownerId: { N: '1' } } } }]);
  batch('a put with an empty index key', [{ PutRequest: { Item: { ...key(), gpk: { S: '' } } } }]);
  batch('a delete with a number sort key', [{ DeleteRequest: { Key: { pk: { S: 'x' }, sk: { N: '1' } } } }]);
  batch('a put with every type of attribute', [
    { PutRequest: { Item: { ...key(), ...Object.fromEntries(TYPES.map((t) => [`a${t}`, VALUES_BY_TYPE[t]!])) } } },
  ]);
  return out;
}

export function writeCases(): WriteCase[] {
  n = 0;
  return [...itemCases(), ...conditionCases(), ...updateCases(), ...batchCases(), ...itemRuleCases()];
}

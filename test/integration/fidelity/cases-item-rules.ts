/**
 * Write cases for what DynamoDB refuses in an item and in a condition's size, at each boundary and
 * its neighbour (measured on AWS DynamoDB Local): attribute names and map keys empty, of 65,535
 * and 65,536 UTF-8 bytes; maps and lists nested 31 and 32 levels in an attribute (the item is the
 * first of DynamoDB's 32), empty containers included, in a PutItem and in an UpdateItem's SET;
 * numbers of 38 and 39 digits, 9.99E+125 and its + 1; a ConditionExpression of 4,096 and 4,097
 * bytes, of 300 and 301 operators. And text with a lone surrogate, which DynamoDB Local stores and
 * the gate refuses on purpose (write-known-differences.ts says why).
 */
import type { AttributeValue, Item } from '../../../shared/dynamo/types.js';
import type { WriteCase } from './cases-writes.js';

const T = 'FidS';
let n = 0;
const key = (): Item => ({ pk: { S: 'rules' }, sk: { S: `rule-${++n}` } });
const put = (name: string, extra: Item): WriteCase => ({
  name: `item rules: put ${name}`,
  method: 'putItem',
  request: { TableName: T, Item: { ...key(), ...extra } },
});
const set = (name: string, v: AttributeValue, attribute = 'b'): WriteCase => ({
  name: `item rules: update SET ${name}`,
  method: 'updateItem',
  request: {
    TableName: T,
    Key: key(),
    UpdateExpression: 'SET #a = :v',
    ExpressionAttributeNames: { '#a': attribute },
    ExpressionAttributeValues: { ':v': v },
  },
});
const deleteIf = (name: string, ConditionExpression: string, values: boolean): WriteCase => ({
  name: `item rules: delete with a condition of ${name}`,
  method: 'deleteItem',
  request: {
    TableName: T,
    Key: key(),
    ConditionExpression,
    ExpressionAttributeNames: { '#n': 'a' },
    ...(values ? { ExpressionAttributeValues: { ':v': { S: 'y' } } } : {}),
  },
});

function nest(levels: number, leaf: AttributeValue = { S: 'x' }, list = false): AttributeValue {
  let v = leaf;
  for (let i = 0; i < levels; i++) v = list ? { L: [v] } : { M: { a: v } };
  return v;
}

/** Names of the cases the gate refuses and DynamoDB Local accepts, on purpose. */
export const LONE_SURROGATE_CASES: string[] = [];

export function itemRuleCases(): WriteCase[] {
  n = 0;
  const out: WriteCase[] = [
    put('an empty attribute name', { ['']: { S: 'x' } }),
    put('an empty map key', { m: { M: { ['']: { S: 'x' } } } }),
    put('a name of 65,535 bytes', { ['a'.repeat(65535)]: { S: 'x' } }),
    put('a name of 65,536 bytes', { ['a'.repeat(65536)]: { S: 'x' } }),
    put('a name of 65,535 bytes in two-byte characters', { ['a' + 'é'.repeat(32767)]: { S: 'x' } }),
    put('a name of 65,536 bytes in two-byte characters', { ['é'.repeat(32768)]: { S: 'x' } }),
    put('a map key of 65,535 bytes', { m: { M: { ['a'.repeat(65535)]: { S: 'x' } } } }),
    put('a map key of 65,536 bytes', { m: { M: { ['a'.repeat(65536)]: { S: 'x' } } } }),
    put('a map key of 65,536 bytes three levels down', {
      m: { M: { b: { L: [{ M: { ['k'.repeat(65536)]: { N: '1' } } }] } } },
    }),
    put('a number of 38 digits', { a: { N: '9'.repeat(38) } }),
    put('a number of 39 digits', { a: { N: '9'.repeat(39) } }),
    put('9.99E+125', { a: { N: '9.99E+125' } }),
    put('9.99E+125 + 1', { a: { N: `999${'0'.repeat(122)}1` } }),
    put('a surrogate pair', { a: { S: 'a\ud83d\ude00b' }, ['\ud83d\ude00']: { SS: ['\ud83d\ude00'] } }),
  ];
  for (const levels of [30, 31, 32, 33]) {
    out.push(put(`maps nested ${levels} levels in an attribute`, { a: nest(levels) }));
    out.push(put(`lists nested ${levels} levels in an attribute`, { a: nest(levels, { S: 'x' }, true) }));
    out.push(put(`maps nested ${levels} levels, a string set inside`, { a: nest(levels, { SS: ['x'] }) }));
    out.push(put(`maps nested ${levels - 1} levels around an empty map`, { a: nest(levels - 1, { M: {} }) }));
    out.push(put(`lists nested ${levels - 1} levels around an empty list`, { a: nest(levels - 1, { L: [] }, true) }));
    out.push(set(`a value of maps nested ${levels} levels`, nest(levels)));
    out.push(set(`a value of lists nested ${levels} levels`, nest(levels, { N: '1' }, true)));
  }
  out.push(set('a value with an empty map key', { M: { ['']: { S: 'x' } } }));
  out.push(set('a value with a map key of 65,536 bytes', { M: { ['k'.repeat(65536)]: { S: 'x' } } }));
  out.push(set('a value with a map key of 65,535 bytes', { M: { ['k'.repeat(65535)]: { S: 'x' } } }));
  out.push(set('an attribute named with 65,536 bytes', { S: 'x' }, 'n'.repeat(65536)));
  out.push(set('an attribute named with 65,535 bytes', { S: 'x' }, 'n'.repeat(65535)));
  out.push(set('an attribute with an empty name', { S: 'x' }, ''));
  // The condition's text: 4,096 bytes pass and 4,097 do not; 300 operators pass and 301 do not.
  const exists = (k: number) => Array.from({ length: k }, () => 'attribute_exists(#n)').join(' AND ');
  const pad = (text: string, bytes: number) => text + ' '.repeat(bytes - text.length);
  out.push(deleteIf('4,096 bytes', pad(exists(100), 4096), false));
  out.push(deleteIf('4,097 bytes', pad(exists(100), 4097), false));
  out.push(deleteIf('150 functions and 149 ANDs (299 operators)', exists(150), false));
  out.push(deleteIf('151 functions and 150 ANDs (301 operators)', exists(151), false));
  const equals = (k: number) => Array.from({ length: k }, () => '#n = :v').join(' AND ');
  out.push(deleteIf('150 comparisons and 149 ANDs', equals(150), true));
  out.push(deleteIf('150 comparisons, 149 ANDs and a size()', `${equals(149)} AND size(#n) = :v`, true));
  out.push(deleteIf('151 comparisons and 150 ANDs', equals(151), true));
  // Not Unicode: DynamoDB Local keeps a lone surrogate; the gate refuses it (see write-known-differences.ts).
  const lone: WriteCase[] = [
    put('a lone high surrogate in a string', { a: { S: 'a\ud800b' } }),
    put('a lone low surrogate in a string', { a: { S: 'a\udc00b' } }),
    put('a lone surrogate in a string set', { a: { SS: ['x\ud800'] } }),
    put('a lone surrogate in a map key', { a: { M: { ['k\ud800']: { S: 'x' } } } }),
    put('a lone surrogate in an attribute name', { ['n\ud800']: { S: 'x' } }),
    set('a value with a lone surrogate', { S: '\ud800' }),
  ];
  LONE_SURROGATE_CASES.splice(0, LONE_SURROGATE_CASES.length, ...lone.map((c) => c.name));
  return [...out, ...lone];
}

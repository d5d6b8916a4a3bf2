/**
 * The pre-send gate for write requests as DynamoDB's API takes them: PutItem, UpdateItem,
 * DeleteItem, TransactWriteItems and BatchWriteItem, against the described tables. It refuses what
 * DynamoDB refuses before it looks at the data: the key (exactly the table's, each of its type, not
 * empty), the item (its key whole, index keys of their type and not empty, values DynamoDB can
 * store, 400 KB), the UpdateExpression (shared/expressions/update-expression.ts), the
 * ConditionExpression (the filter rules, shared/expressions/validate.ts), placeholders defined
 * and used, ReturnValues, and the limits of the two batch calls (100 actions or 25 requests, no
 * item twice). test/integration/fidelity/write-fidelity.test.ts holds it to DynamoDB Local.
 */
import { attributeValueProblem } from '../api-values.js';
import { keyIdentity } from '../dynamo/compare.js';
import type { AttributeValue, Item, TableDescription } from '../dynamo/types.js';
import type { ExpressionProblem } from '../expressions/problems.js';
import { checkUpdateExpression } from '../expressions/update-expression.js';
import { validateRead } from '../expressions/validate.js';
import { getItemProblems } from './get-item.js';
import { itemRuleProblems } from './item-rules.js';
import { keyAttributes, keyValueProblems } from './key-values.js';
import { writeChangeProblems } from './write-item.js';

export type WriteMethod = 'putItem' | 'updateItem' | 'deleteItem' | 'transactWriteItems' | 'batchWriteItem';

export interface SingleWrite {
  TableName?: string;
  Item?: Item;
  Key?: Item;
  UpdateExpression?: string;
  ConditionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, AttributeValue>;
  ReturnValues?: string;
}

export interface WriteRequest extends SingleWrite {
  TransactItems?: Array<Partial<Record<'Put' | 'Update' | 'Delete' | 'ConditionCheck', SingleWrite>>>;
  RequestItems?: Record<string, Array<{ PutRequest?: { Item?: Item }; DeleteRequest?: { Key?: Item } }>>;
}

type Kind = 'put' | 'update' | 'delete' | 'check';
const RETURN_VALUES: Record<Kind, string[]> = {
  put: ['NONE', 'ALL_OLD'],
  delete: ['NONE', 'ALL_OLD'],
  update: ['NONE', 'ALL_OLD', 'UPDATED_OLD', 'ALL_NEW', 'UPDATED_NEW'],
  check: [],
};
export const TRANSACT_MAX_ACTIONS = 100;
export const BATCH_WRITE_MAX = 25;

const refield = (problems: ExpressionProblem[], from: string, to: string) =>
  problems.map((p) => ({
    ...p,
    field: p.field.startsWith(from) ? to + p.field.slice(from.length) : p.field,
    message: p.message.split(from).join(to),
  }));
const placeholdersIn = (text: string | undefined, re: RegExp) =>
  new Set(text === undefined ? [] : (text.match(re) ?? []));

export function checkWriteRequest(
  method: WriteMethod,
  request: WriteRequest,
  tableOf: (name: string) => TableDescription | undefined,
): ExpressionProblem[] {
  if (method === 'transactWriteItems') return transactProblems(request, tableOf);
  if (method === 'batchWriteItem') return batchProblems(request, tableOf);
  const table = tableOf(request.TableName ?? '');
  if (!table) return [{ field: 'TableName', message: `no description of table "${request.TableName ?? ''}"` }];
  return singleProblems(
    method === 'putItem' ? 'put' : method === 'updateItem' ? 'update' : 'delete',
    request,
    table,
    '',
  );
}

function itemProblems(field: string, item: Item | undefined, table: TableDescription): ExpressionProblem[] {
  if (!item) return [{ field, message: `${field} is required: the whole item to write` }];
  const out: ExpressionProblem[] = [];
  for (const [name, v] of Object.entries(item)) {
    const problem = attributeValueProblem(v, name);
    if (problem) out.push({ field: `${field}.${name}`, token: name, message: `${field}: ${problem}` });
  }
  if (out.length > 0) return out;
  return refield(writeChangeProblems(field, { after: item }, table), `${field}.after`, field);
}

function keyProblems(field: string, key: Item | undefined, table: TableDescription): ExpressionProblem[] {
  if (!key) return [{ field, message: `${field} is required: the item's primary key` }];
  return refield(getItemProblems({ Key: key }, table), 'Key', field);
}

function singleProblems(kind: Kind, w: SingleWrite, table: TableDescription, at: string): ExpressionProblem[] {
  const f = (name: string) => `${at}${name}`;
  const out: ExpressionProblem[] =
    kind === 'put' ? itemProblems(f('Item'), w.Item, table) : keyProblems(f('Key'), w.Key, table);
  if (w.ReturnValues !== undefined && kind !== 'check' && !RETURN_VALUES[kind].includes(w.ReturnValues)) {
    out.push({
      field: f('ReturnValues'),
      message: `${f('ReturnValues')} "${w.ReturnValues}" is not one this write takes: ${RETURN_VALUES[kind].join(', ')}`,
    });
  }
  if (kind === 'check' && w.ConditionExpression === undefined)
    out.push({ field: f('ConditionExpression'), message: 'a ConditionCheck needs a ConditionExpression' });
  const names = w.ExpressionAttributeNames;
  const values = w.ExpressionAttributeValues;
  for (const [mapName, map] of [
    ['ExpressionAttributeNames', names],
    ['ExpressionAttributeValues', values],
  ] as const) {
    if (map !== undefined && Object.keys(map).length === 0)
      out.push({
        field: f(mapName),
        message: `${f(mapName)} is empty; DynamoDB refuses an empty map, so leave it out`,
      });
  }
  let usedNames = new Set<string>();
  let usedValues = new Set<string>();
  if (kind === 'update' && w.UpdateExpression !== undefined) {
    const keys = (keyAttributes(table) ?? []).filter((k) => k.of === `table "${table.TableName}"`).map((k) => k.name);
    const update = checkUpdateExpression(w.UpdateExpression, names, values, keys);
    out.push(...refield(update.problems, 'UpdateExpression', f('UpdateExpression')));
    usedNames = update.usedNames;
    usedValues = update.usedValues;
    // An index key given an empty value, or one that is not a string, number or binary, is
    // refused before the write. (A scalar of another type than the index's is not: DynamoDB Local
    // accepts it in an UpdateItem, so the gate does too.)
    const indexKeys = (keyAttributes(table) ?? []).filter((k) => !keys.includes(k.name));
    for (const index of [...(table.GlobalSecondaryIndexes ?? []), ...(table.LocalSecondaryIndexes ?? [])]) {
      for (const k of keyAttributes(table, index.IndexName) ?? [])
        if (!keys.includes(k.name) && !indexKeys.some((i) => i.name === k.name)) indexKeys.push(k);
    }
    for (const a of update.assigned) {
      // The value as the item will hold it: nesting counted from the item, text that is Unicode.
      out.push(...itemRuleProblems(f('UpdateExpression'), { [a.name]: a.value }));
      const attr = indexKeys.find((k) => k.name === a.name);
      if (!attr) continue;
      const scalar = 'S' in a.value || 'N' in a.value || 'B' in a.value;
      const empty = ('S' in a.value && a.value.S === '') || ('B' in a.value && a.value.B === '');
      if (!scalar)
        out.push({
          field: f('UpdateExpression'),
          token: a.name,
          message: `"${a.name}" is a key of ${attr.of}, which takes a string, number or binary value; DynamoDB refuses a ${Object.keys(a.value)[0]} there`,
        });
      else if (empty) out.push(...keyValueProblems(f('UpdateExpression'), { [a.name]: a.value }, [attr], true));
    }
  }
  // The condition and the maps by the filter rules; placeholders only the update uses are set aside.
  const condNames = placeholdersIn(w.ConditionExpression, /#[A-Za-z0-9_]+/g);
  const condValues = placeholdersIn(w.ConditionExpression, /:[A-Za-z0-9_]+/g);
  const keep = <T>(map: Record<string, T> | undefined, used: Set<string>, inCondition: Set<string>) => {
    if (map === undefined) return undefined;
    const kept = Object.fromEntries(Object.entries(map).filter(([k]) => !used.has(k) || inCondition.has(k)));
    return Object.keys(kept).length > 0 ? kept : undefined;
  };
  const keptNames = keep(names, usedNames, condNames);
  const keptValues = keep(values, usedValues, condValues);
  const condition = validateRead(
    'Scan',
    {
      ...(w.ConditionExpression !== undefined ? { FilterExpression: w.ConditionExpression } : {}),
      ...(keptNames ? { ExpressionAttributeNames: keptNames } : {}),
      ...(keptValues ? { ExpressionAttributeValues: keptValues } : {}),
    },
    table,
  );
  out.push(
    ...refield(
      refield(condition, 'FilterExpression', f('ConditionExpression')),
      'ExpressionAttribute',
      f('ExpressionAttribute'),
    ),
  );
  return out;
}

function transactProblems(
  request: WriteRequest,
  tableOf: (name: string) => TableDescription | undefined,
): ExpressionProblem[] {
  const actions = request.TransactItems ?? [];
  if (actions.length === 0) return [{ field: 'TransactItems', message: 'TransactItems needs at least one action' }];
  if (actions.length > TRANSACT_MAX_ACTIONS)
    return [
      {
        field: 'TransactItems',
        message: `TransactItems has ${actions.length} actions; DynamoDB takes at most ${TRANSACT_MAX_ACTIONS} per transaction`,
      },
    ];
  const out: ExpressionProblem[] = [];
  const seen = new Set<string>();
  actions.forEach((action, i) => {
    const kinds = (['Put', 'Update', 'Delete', 'ConditionCheck'] as const).filter((k) => action[k] !== undefined);
    const at = `TransactItems[${i}]`;
    if (kinds.length !== 1) {
      out.push({
        field: at,
        message: `${at} must hold exactly one of Put, Update, Delete or ConditionCheck; it holds ${kinds.length ? kinds.join(' and ') : 'none'}`,
      });
      return;
    }
    const w = action[kinds[0]!]!;
    const table = tableOf(w.TableName ?? '');
    if (!table) {
      out.push({ field: `${at}.TableName`, message: `no description of table "${w.TableName ?? ''}"` });
      return;
    }
    const kind: Kind =
      kinds[0] === 'Put' ? 'put' : kinds[0] === 'Update' ? 'update' : kinds[0] === 'Delete' ? 'delete' : 'check';
    out.push(...singleProblems(kind, w, table, `${at}.${kinds[0]}.`));
    const target = kind === 'put' ? w.Item : w.Key;
    const key = keyAttributes(table);
    if (target && key) {
      const id = `${table.TableName}\u0000${keyIdentity(target, { partitionKey: key[0]!.name, ...(key[1]?.role === 'sort' ? { sortKey: key[1].name } : {}) })}`;
      if (seen.has(id))
        out.push({
          field: at,
          message: `${at} writes an item another action of this transaction writes; a transaction takes one action per item`,
        });
      seen.add(id);
    }
  });
  return out;
}

function batchProblems(
  request: WriteRequest,
  tableOf: (name: string) => TableDescription | undefined,
): ExpressionProblem[] {
  const tables = Object.entries(request.RequestItems ?? {});
  const total = tables.reduce((n, [, rs]) => n + rs.length, 0);
  if (total === 0)
    return [{ field: 'RequestItems', message: 'RequestItems needs at least one PutRequest or DeleteRequest' }];
  if (total > BATCH_WRITE_MAX)
    return [
      {
        field: 'RequestItems',
        message: `RequestItems has ${total} requests; BatchWriteItem takes at most ${BATCH_WRITE_MAX}`,
      },
    ];
  const out: ExpressionProblem[] = [];
  for (const [name, requests] of tables) {
    const table = tableOf(name);
    if (!table) {
      out.push({ field: `RequestItems.${name}`, message: `no description of table "${name}"` });
      continue;
    }
    const key = keyAttributes(table) ?? [];
    const seen = new Set<string>();
    requests.forEach((r, i) => {
      const at = `RequestItems.${name}[${i}]`;
      if ((r.PutRequest === undefined) === (r.DeleteRequest === undefined)) {
        out.push({ field: at, message: `${at} must hold exactly one of PutRequest or DeleteRequest` });
        return;
      }
      const problems = r.PutRequest
        ? itemProblems(`${at}.PutRequest.Item`, r.PutRequest.Item, table)
        : keyProblems(`${at}.DeleteRequest.Key`, r.DeleteRequest!.Key, table);
      out.push(...problems);
      const target = r.PutRequest ? r.PutRequest.Item : r.DeleteRequest!.Key;
      if (problems.length === 0 && target && key[0]) {
        const id = keyIdentity(target, {
          partitionKey: key[0].name,
          ...(key[1]?.role === 'sort' ? { sortKey: key[1].name } : {}),
        });
        if (seen.has(id))
          out.push({
            field: at,
            message: `${at} names an item an earlier request of this batch names; BatchWriteItem refuses duplicate keys`,
          });
        seen.add(id);
      }
    });
  }
  return out;
}

/**
 * The write gate over a bulk run's items, as they are handed over (createBulkRun, addBulkItems):
 * each change an item becomes is checked by DynamoDB's rules (shared/requests/write-item.ts), an
 * edit's UpdateItem as it will be sent too (write-request.ts), so a run never starts with an item
 * DynamoDB would refuse. A put's item is checked whole, as the new item it is, and one without
 * the table's key is refused, not left out. Each problem names the item by its index in the run.
 */
import { ApiError, REQUEST_VALIDATION, type ApiProblem } from '../../../shared/api-errors.js';
import type { Item, TableDescription } from '../../../shared/dynamo/types.js';
import { describeProblems } from '../../../shared/requests/gate.js';
import { writeChangeProblems } from '../../../shared/requests/write-item.js';
import { checkWriteRequest } from '../../../shared/requests/write-request.js';
import { planChange } from '../../../shared/writes/plan.js';
import { bulkChanges, editedAttribute, type BulkAction } from '../../../shared/writes/bulk.js';
import { keyNamesOf, type StagedChange, type TableKey } from '../../../shared/writes/change.js';
import type { ApiRequest } from '../../../shared/api.js';

export const refuse = (field: string, message: string, problems?: ApiProblem[]) =>
  new ApiError({ name: REQUEST_VALIDATION, statusCode: 400, field, message, ...(problems ? { problems } : {}) });

/** Problems past this many are not listed (the first are what the user fixes first). */
const LISTED = 20;

/** Throws what the run's options contradict: the action and the table's key, or each other. */
export function checkRunOptions(
  req: ApiRequest<'createBulkRun'>,
  key: TableKey,
  action: BulkAction,
  tableName: string,
): void {
  const edited = editedAttribute(action);
  if (edited !== undefined && keyNamesOf(key).includes(edited)) {
    throw refuse(
      'action.attribute',
      `action.attribute: "${edited}" is a key attribute of table "${tableName}"; DynamoDB cannot change a key in place (a key change is a move: edit the item instead)`,
    );
  }
  if (req.conditionalDelete && action.kind !== 'delete')
    throw refuse(
      'conditionalDelete',
      'conditionalDelete: only a delete can be conditional this way; an edit is always conditional on the item as read',
    );
  if (req.conditionalDelete && req.readBeforeDelete === false)
    throw refuse(
      'readBeforeDelete',
      'readBeforeDelete: false contradicts conditionalDelete: true (a conditional delete is checked by DynamoDB itself, with no read first); leave readBeforeDelete out',
    );
}

/** Throws the items' problems; `offset` numbers items after those already in the run. */
export function checkBulkItems(
  items: Item[],
  TableName: string,
  key: TableKey,
  action: BulkAction,
  table: TableDescription,
  offset: number,
): void {
  const problems: ApiProblem[] = [];
  items.forEach((item, j) => {
    if (problems.length >= LISTED) return;
    const change: StagedChange | undefined =
      action.kind === 'put'
        ? { id: 'check', TableName, after: item }
        : bulkChanges([item], TableName, key, action, () => 'check').changes[0];
    if (!change) return;
    const at = `items[${offset + j}]`;
    // A put's item is the item (no before and after): named as items[n] alone.
    const whole = (t: string) => (action.kind === 'put' ? t.replace(`${at}.after`, at) : t);
    const found = writeChangeProblems(at, change, table).map((p) => ({
      ...p,
      field: whole(p.field),
      message: whole(p.message.replace(`${at}.before`, at)),
    }));
    // The write as it will be sent (an edit's UpdateItem, a put's PutItem), through the write gate too.
    const action0 = found.length === 0 && action.kind !== 'delete' ? planChange(change, key).actions[0] : undefined;
    const request =
      action0 && 'Update' in action0
        ? checkWriteRequest('updateItem', action0.Update, () => table)
        : action0 && 'Put' in action0
          ? checkWriteRequest('putItem', action0.Put, () => table)
          : [];
    found.push(...request.map((p) => ({ ...p, field: `${at}.${p.field}`, message: `${at}: ${p.message}` })));
    problems.push(...found);
  });
  if (problems.length > 0) throw refuse(problems[0]!.field, describeProblems(problems), problems);
}

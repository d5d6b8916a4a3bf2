/**
 * The writes a change becomes, in the shape of TransactWriteItems' actions (so a transaction sends
 * them as they are, and a single write spreads the inner object into UpdateItem, PutItem or
 * DeleteItem). Values stay DynamoDB JSON: numbers as decimal text, sets as sets, binary as base64.
 */
import type { AttributeValue, Item } from '../dynamo/types.js';
import type { AttributeChange } from './attribute-diff.js';
import type { ChangeKind } from './change.js';

interface Conditional {
  TableName: string;
  ConditionExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues?: Record<string, AttributeValue>;
}

export type WriteAction =
  | { Update: Conditional & { Key: Item; UpdateExpression: string } }
  | { Put: Conditional & { Item: Item } }
  | { Delete: Conditional & { Key: Item } };

/**
 * What the condition of a write guards: every attribute as read, only the attributes it changes
 * (when the whole item would pass DynamoDB's 4 KB expression limit), the version attribute, or
 * (a new item) that the key is free.
 */
export type ConditionScope = 'as read' | 'changed attributes' | 'version' | 'key free';

export interface ChangePlan {
  changeId: string;
  kind: ChangeKind;
  actions: WriteAction[];
  scope: ConditionScope;
  diff: AttributeChange[];
  /** The item as these writes leave it at its (new) key; undefined when it is deleted. */
  result?: Item;
}

export function actionTable(a: WriteAction): string {
  return 'Update' in a ? a.Update.TableName : 'Put' in a ? a.Put.TableName : a.Delete.TableName;
}

/** The key of the item an action writes (a put's key is inside its item). */
export function actionItem(a: WriteAction): Item {
  return 'Update' in a ? a.Update.Key : 'Put' in a ? a.Put.Item : a.Delete.Key;
}

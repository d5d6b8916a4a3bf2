/**
 * The writes a change becomes, in the shape of TransactWriteItems' actions (so a transaction sends
 * them as they are, and a single write spreads the inner object into UpdateItem, PutItem or
 * DeleteItem). Values stay DynamoDB JSON: numbers as decimal text, sets as sets, binary as base64.
 */
import type { AttributeValue, Item } from '../dynamo/types.js';
import type { AttributeChange } from './attribute-diff.js';
import type { ChangeKind } from './change.js';
import type { VersionStep } from './version-rules.js';

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
 * (an edit whose whole condition would pass DynamoDB's expression limits), the version attribute,
 * some of the attributes (a delete whose whole condition would pass them: `checked` says how
 * many, and the rest are compared by a consistent read just before), or (a new item) that the
 * key is free.
 */
export type ConditionScope = 'as read' | 'changed attributes' | 'version' | 'some attributes' | 'key free';

export interface ChangePlan {
  changeId: string;
  kind: ChangeKind;
  actions: WriteAction[];
  scope: ConditionScope;
  diff: AttributeChange[];
  /** The item as these writes leave it at its (new) key; undefined when it is deleted. */
  result?: Item;
  /** Scope "some attributes": the attributes (besides the key) the condition compares, of how many. */
  checked?: { attributes: number; of: number };
  /**
   * Scope "some attributes": the item as read, which the sender compares in full with a
   * consistent read just before it sends the write (a difference is a conflict, nothing sent).
   */
  readFirst?: Item;
  /** The version attribute's step: the number as read (the condition) and the one written. */
  version?: VersionStep;
}

export function actionTable(a: WriteAction): string {
  return 'Update' in a ? a.Update.TableName : 'Put' in a ? a.Put.TableName : a.Delete.TableName;
}

/** The key of the item an action writes (a put's key is inside its item). */
export function actionItem(a: WriteAction): Item {
  return 'Update' in a ? a.Update.Key : 'Put' in a ? a.Put.Item : a.Delete.Key;
}

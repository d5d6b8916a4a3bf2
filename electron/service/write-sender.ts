/**
 * Sends planned writes (shared/writes) with the SDK and says, per change, what happened. A chunk
 * of one write goes as UpdateItem, PutItem or DeleteItem; a chunk of more as one
 * TransactWriteItems. A failed condition brings back the item as it is now
 * (ReturnValuesOnConditionCheckFailure ALL_OLD, per action in a transaction's CancellationReasons),
 * or, where the server does not return it (dynalite), a consistent GetItem right after.
 *
 * dynalite has no TransactWriteItems: there a chunk's changes go one by one, each still
 * conditional, and a key change puts the new item first and deletes the old one second, deleting
 * the new one again if the old one had changed, so no data is lost either way.
 */
import { randomUUID } from 'node:crypto';
import {
  DeleteItemCommand,
  GetItemCommand,
  PutItemCommand,
  TransactWriteItemsCommand,
  UpdateItemCommand,
  type DynamoDBClient,
  type CancellationReason,
  type TransactWriteItem,
} from '@aws-sdk/client-dynamodb';
import type { ChangeOutcome } from '../../shared/api-writes.js';
import type { Item } from '../../shared/dynamo/types.js';
import type { ChangePlan, WriteAction } from '../../shared/writes/actions.js';
import { keyNamesOf, type TableKey } from '../../shared/writes/change.js';
import { planChange } from '../../shared/writes/plan.js';
import { toApiError } from './errors.js';
import { itemFromWire, itemToWire } from './wire.js';

export interface SentChunk {
  landed: boolean;
  transaction: boolean;
  outcomes: ChangeOutcome[];
}

type SdkItem = ReturnType<typeof itemFromWire>;

export function sdkAction(a: WriteAction): TransactWriteItem {
  const common = (c: {
    TableName: string;
    ConditionExpression: string;
    ExpressionAttributeNames: Record<string, string>;
    ExpressionAttributeValues?: Item;
  }) => ({
    TableName: c.TableName,
    ConditionExpression: c.ConditionExpression,
    ExpressionAttributeNames: c.ExpressionAttributeNames,
    ...(c.ExpressionAttributeValues ? { ExpressionAttributeValues: itemFromWire(c.ExpressionAttributeValues) } : {}),
    ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
  });
  if ('Update' in a)
    return {
      Update: { ...common(a.Update), Key: itemFromWire(a.Update.Key), UpdateExpression: a.Update.UpdateExpression },
    };
  if ('Put' in a) return { Put: { ...common(a.Put), Item: itemFromWire(a.Put.Item) } };
  return { Delete: { ...common(a.Delete), Key: itemFromWire(a.Delete.Key) } };
}

/** Where an action writes: its table and the key of its item. */
function target(a: WriteAction, keyNames: readonly string[]): { TableName: string; Key: Item } {
  const inner = 'Update' in a ? a.Update : 'Put' in a ? a.Put : a.Delete;
  const item = 'Update' in a ? a.Update.Key : 'Put' in a ? a.Put.Item : a.Delete.Key;
  const Key: Item = {};
  for (const k of keyNames) if (item[k]) Key[k] = item[k]!;
  return { TableName: inner.TableName, Key };
}

const isConditionFailure = (e: unknown) => (e as { name?: string })?.name === 'ConditionalCheckFailedException';

export class WriteSender {
  /**
   * `noTransactions` holds the clients whose server answered that it has no TransactWriteItems,
   * shared between senders so the question is asked once per connection.
   */
  constructor(
    private readonly keyOfTable: (tableName: string) => TableKey,
    private readonly noTransactions: WeakSet<DynamoDBClient>,
  ) {}

  hasTransactions(client: DynamoDBClient): boolean {
    return !this.noTransactions.has(client);
  }

  async send(client: DynamoDBClient, plans: ChangePlan[]): Promise<SentChunk> {
    const single = plans.length === 1 && plans[0]!.actions.length === 1;
    if (!single && this.hasTransactions(client)) {
      const sent = await this.transaction(client, plans);
      if (sent) return sent;
    }
    const outcomes: ChangeOutcome[] = [];
    let stopped = false;
    for (const plan of plans) {
      if (stopped) {
        outcomes.push(notSent(plan));
        continue;
      }
      const outcome =
        plan.actions.length === 2
          ? await this.moveOneByOne(client, plan)
          : await this.single(client, plan, plan.actions[0]!);
      outcomes.push(outcome);
      stopped = outcome.status !== 'written';
    }
    return { landed: !stopped, transaction: single, outcomes };
  }

  /** Undefined when the server has no transactions: the caller then writes one by one. */
  private async transaction(client: DynamoDBClient, plans: ChangePlan[]): Promise<SentChunk | undefined> {
    const actions = plans.flatMap((p) => p.actions);
    try {
      await client.send(
        new TransactWriteItemsCommand({ TransactItems: actions.map(sdkAction), ClientRequestToken: randomUUID() }),
      );
      return { landed: true, transaction: true, outcomes: plans.map(written) };
    } catch (e) {
      const name = (e as { name?: string }).name;
      if (name === 'UnknownOperationException') {
        this.noTransactions.add(client);
        return undefined;
      }
      if (name !== 'TransactionCanceledException') {
        const error = toApiError(e).toJSON();
        return {
          landed: false,
          transaction: true,
          outcomes: plans.map((p) => ({ ...base(p), status: 'failed', error })),
        };
      }
      const reasons = (e as { CancellationReasons?: CancellationReason[] }).CancellationReasons ?? [];
      const outcomes: ChangeOutcome[] = [];
      let at = 0;
      for (const plan of plans) {
        const mine = plan.actions.map((action, i) => ({ action, reason: reasons[at + i], index: i }));
        at += plan.actions.length;
        const failed = mine.find((m) => m.reason?.Code === 'ConditionalCheckFailed');
        if (failed) {
          const current = failed.reason!.Item
            ? { Item: itemToWire(failed.reason!.Item) }
            : await this.current(client, failed.action);
          outcomes.push({
            ...base(plan),
            status: 'conflict',
            current,
            conflictAt: plan.kind === 'move' && failed.index === 1 ? 'new key' : 'item',
          });
          continue;
        }
        const other = mine.find((m) => m.reason?.Code && m.reason.Code !== 'None');
        if (other) {
          outcomes.push({
            ...base(plan),
            status: 'failed',
            error: { name: other.reason!.Code!, message: other.reason!.Message ?? other.reason!.Code! },
          });
          continue;
        }
        outcomes.push(notSent(plan));
      }
      return { landed: false, transaction: true, outcomes };
    }
  }

  private async single(client: DynamoDBClient, plan: ChangePlan, action: WriteAction): Promise<ChangeOutcome> {
    try {
      await this.write(client, action);
      return written(plan);
    } catch (e) {
      if (!isConditionFailure(e)) return { ...base(plan), status: 'failed', error: toApiError(e).toJSON() };
      const item = (e as { Item?: Record<string, SdkItem[string]> }).Item;
      const current = item ? { Item: itemToWire(item) } : await this.current(client, action);
      return {
        ...base(plan),
        status: 'conflict',
        current,
        conflictAt: plan.kind === 'move' && 'Put' in action ? 'new key' : 'item',
      };
    }
  }

  /** A key change without transactions: the new item first (if its key is free), then the old one goes (if unchanged). */
  private async moveOneByOne(client: DynamoDBClient, plan: ChangePlan): Promise<ChangeOutcome> {
    const [remove, put] = plan.actions as [WriteAction, WriteAction];
    const placed = await this.single(client, plan, put);
    if (placed.status !== 'written') return placed;
    const removed = await this.single(client, plan, remove);
    if (removed.status === 'written') return placed;
    // The old item changed meanwhile: take the new one back, on the condition that it is as put.
    const putInner = (put as Extract<WriteAction, { Put: unknown }>).Put;
    const takeBack = planChange(
      { id: plan.changeId, TableName: putInner.TableName, before: putInner.Item },
      this.keyOfTable(putInner.TableName),
    );
    await this.write(client, takeBack.actions[0]!).catch(() => undefined);
    return removed;
  }

  private async write(client: DynamoDBClient, action: WriteAction): Promise<void> {
    const sdk = sdkAction(action);
    if (sdk.Update) await client.send(new UpdateItemCommand(sdk.Update));
    else if (sdk.Put) await client.send(new PutItemCommand(sdk.Put));
    else await client.send(new DeleteItemCommand(sdk.Delete!));
  }

  /** The item at the action's key now, read consistently. */
  private async current(client: DynamoDBClient, action: WriteAction): Promise<{ Item?: Item }> {
    const tableName = ('Update' in action ? action.Update : 'Put' in action ? action.Put : action.Delete).TableName;
    const { TableName, Key } = target(action, keyNamesOf(this.keyOfTable(tableName)));
    const out = await client.send(new GetItemCommand({ TableName, Key: itemFromWire(Key), ConsistentRead: true }));
    return out.Item ? { Item: itemToWire(out.Item) } : {};
  }
}

const base = (p: ChangePlan) => ({ id: p.changeId, kind: p.kind, scope: p.scope });
const written = (p: ChangePlan): ChangeOutcome => ({
  ...base(p),
  status: 'written',
  ...(p.result ? { result: p.result } : {}),
});
const notSent = (p: ChangePlan): ChangeOutcome => ({ ...base(p), status: 'not sent' });

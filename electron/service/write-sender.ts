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
 *
 * A write the app made itself is never reported as a conflict: a transaction carries the
 * ClientRequestToken kept in its intent (the SDK's retries resend it, so DynamoDB answers a
 * retry of a transaction that landed as a success); a single write whose condition fails on an
 * item that is already as the write intended (its first attempt landed, the answer was lost) is
 * "written"; and when the SDK gives up on a request whose answer never came, the items are read
 * to learn whether it landed. Single writes ask for ALL_OLD, the item as the write found it,
 * which undo restores.
 */
import {
  DeleteItemCommand,
  GetItemCommand,
  PutItemCommand,
  TransactWriteItemsCommand,
  UpdateItemCommand,
  type DynamoDBClient,
  type CancellationReason,
  type ConsumedCapacity,
  type TransactWriteItem,
} from '@aws-sdk/client-dynamodb';
import type { ChangeOutcome } from '../../shared/api-writes.js';
import type { Item } from '../../shared/dynamo/types.js';
import type { ChangePlan, WriteAction } from '../../shared/writes/actions.js';
import { keyNamesOf, type TableKey } from '../../shared/writes/change.js';
import { planChange } from '../../shared/writes/plan.js';
import type { IntentWrite } from '../state/commit-records.js';
import { toApiError } from './errors.js';
import { itemFromWire, itemToWire } from './wire.js';
import { allHold, asIntended, maybeLanded } from './write-reconcile.js';

/** An outcome with what the journal keeps beside it. */
export interface SentOutcome extends ChangeOutcome {
  /** ALL_OLD of a single write: the item as the write found it (`Item` absent: there was none). */
  old?: { Item?: Item };
  /** Known by reading the item (a lost answer, a retry), not from DynamoDB's answer. */
  reconciled?: true;
}

export interface SentChunk {
  landed: boolean;
  transaction: boolean;
  outcomes: SentOutcome[];
  /** Write units DynamoDB reported for what it applied (ReturnConsumedCapacity TOTAL), for the cost meter. */
  units: number;
}

/** The capacity units of one answer's ConsumedCapacity (one object, or one per table). */
export function unitsOf(c: ConsumedCapacity | ConsumedCapacity[] | undefined): number {
  return (Array.isArray(c) ? c : c ? [c] : []).reduce((n, x) => n + (x.CapacityUnits ?? 0), 0);
}

/** The intents of a chunk's changes, by change id (what each write means to leave). */
export type Intents = ReadonlyMap<string, IntentWrite>;

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

/**
 * Whether the SDK sent the request more than once: only then can a failed condition be the app's
 * own first attempt, landed with its answer lost. On the first attempt it is another writer.
 */
const retried = (e: unknown) => ((e as { $metadata?: { attempts?: number } })?.$metadata?.attempts ?? 1) > 1;

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

  /** `token`: the chunk's ClientRequestToken, as its intent keeps it. */
  async send(client: DynamoDBClient, plans: ChangePlan[], intents: Intents, token: string): Promise<SentChunk> {
    const single = plans.length === 1 && plans[0]!.actions.length === 1;
    if (!single && this.hasTransactions(client)) {
      const sent = await this.transaction(client, plans, intents, token);
      if (sent) return sent;
    }
    const outcomes: SentOutcome[] = [];
    const tally = { units: 0 };
    let stopped = false;
    for (const plan of plans) {
      if (stopped) {
        outcomes.push(notSent(plan));
        continue;
      }
      const outcome =
        plan.actions.length === 2
          ? await this.moveOneByOne(client, plan, intents.get(plan.changeId), tally)
          : await this.single(client, plan, 0, intents.get(plan.changeId), tally);
      outcomes.push(outcome);
      stopped = outcome.status !== 'written';
    }
    return { landed: !stopped, transaction: single, outcomes, units: tally.units };
  }

  /** Undefined when the server has no transactions: the caller then writes one by one. */
  private async transaction(
    client: DynamoDBClient,
    plans: ChangePlan[],
    intents: Intents,
    token: string,
  ): Promise<SentChunk | undefined> {
    const actions = plans.flatMap((p) => p.actions);
    try {
      const out = await client.send(
        new TransactWriteItemsCommand({
          TransactItems: actions.map(sdkAction),
          ClientRequestToken: token,
          ReturnConsumedCapacity: 'TOTAL',
        }),
      );
      return { landed: true, transaction: true, outcomes: plans.map(written), units: unitsOf(out.ConsumedCapacity) };
    } catch (e) {
      const name = (e as { name?: string }).name;
      if (name === 'UnknownOperationException') {
        this.noTransactions.add(client);
        return undefined;
      }
      // All or nothing: if every item is as intended (a lost answer, an expired token), it landed.
      if ((retried(e) || maybeLanded(e)) && (await allHold(plans, intents, e, (a) => this.current(client, a))))
        return {
          landed: true,
          transaction: true,
          outcomes: plans.map((p) => ({ ...written(p), reconciled: true })),
          units: 0,
        };
      if (name !== 'TransactionCanceledException') {
        const error = toApiError(e).toJSON();
        return {
          landed: false,
          transaction: true,
          outcomes: plans.map((p) => ({ ...base(p), status: 'failed', error })),
          units: 0,
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
      return { landed: false, transaction: true, outcomes, units: 0 };
    }
  }

  private async single(
    client: DynamoDBClient,
    plan: ChangePlan,
    index: number,
    intent: IntentWrite | undefined,
    tally: { units: number },
  ): Promise<SentOutcome> {
    const action = plan.actions[index]!;
    try {
      const old = await this.write(client, action, tally);
      return { ...written(plan), old };
    } catch (e) {
      if (!isConditionFailure(e)) {
        const error = toApiError(e).toJSON();
        if (!maybeLanded(e)) return { ...base(plan), status: 'failed', error };
        const now = await this.current(client, action).catch(() => undefined);
        if (now && asIntended(intent, index, now.Item)) return { ...written(plan), reconciled: true };
        return { ...base(plan), status: 'failed', error };
      }
      const item = (e as { Item?: Record<string, SdkItem[string]> }).Item;
      const current = item ? { Item: itemToWire(item) } : await this.current(client, action);
      if (retried(e) && asIntended(intent, index, current.Item)) return { ...written(plan), reconciled: true };
      return {
        ...base(plan),
        status: 'conflict',
        current,
        conflictAt: plan.kind === 'move' && 'Put' in action ? 'new key' : 'item',
      };
    }
  }

  /** A key change without transactions: the new item first (if its key is free), then the old one goes (if unchanged). */
  private async moveOneByOne(
    client: DynamoDBClient,
    plan: ChangePlan,
    intent: IntentWrite | undefined,
    tally: { units: number },
  ): Promise<SentOutcome> {
    const [, put] = plan.actions as [WriteAction, WriteAction];
    const placed = await this.single(client, plan, 1, intent, tally);
    if (placed.status !== 'written') return placed;
    const removed = await this.single(client, plan, 0, intent, tally);
    if (removed.status === 'written') return { ...placed, ...(removed.old ? { old: removed.old } : {}) };
    // The old item changed meanwhile: take the new one back, on the condition that it is as put.
    const putInner = (put as Extract<WriteAction, { Put: unknown }>).Put;
    const takeBack = planChange(
      { id: plan.changeId, TableName: putInner.TableName, before: putInner.Item },
      this.keyOfTable(putInner.TableName),
    );
    await this.write(client, takeBack.actions[0]!, tally).catch(() => undefined);
    return removed;
  }

  /** Sends one write; resolves with the item as it found it (ALL_OLD); adds its write units to `tally`. */
  private async write(client: DynamoDBClient, action: WriteAction, tally: { units: number }): Promise<{ Item?: Item }> {
    const sdk = sdkAction(action);
    const extra = { ReturnValues: 'ALL_OLD', ReturnConsumedCapacity: 'TOTAL' } as const;
    const out = sdk.Update
      ? await client.send(new UpdateItemCommand({ ...sdk.Update, ...extra }))
      : sdk.Put
        ? await client.send(new PutItemCommand({ ...sdk.Put, ...extra }))
        : await client.send(new DeleteItemCommand({ ...sdk.Delete!, ...extra }));
    tally.units += unitsOf(out.ConsumedCapacity);
    return out.Attributes ? { Item: itemToWire(out.Attributes) } : {};
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
const written = (p: ChangePlan): SentOutcome => ({
  ...base(p),
  status: 'written',
  ...(p.result ? { result: p.result } : {}),
});
const notSent = (p: ChangePlan): SentOutcome => ({ ...base(p), status: 'not sent' });

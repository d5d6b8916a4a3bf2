/**
 * The consistent read just before a write whose condition could not hold every value as read
 * (scope "some attributes": an item too large for DynamoDB's expression limits). The whole item is
 * compared with the item as read; one that changed since is a conflict, with the item as it is
 * now, and the commit sends nothing. Together with the condition on the attributes that fit, this
 * is the strongest check DynamoDB allows for such an item; the page says so (shared/writes/guarantee.ts).
 */
import { GetItemCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { ChangeOutcome } from '../../shared/api-writes.js';
import type { ChangePlan } from '../../shared/writes/actions.js';
import { stillAsRead } from '../../shared/writes/bulk-rules.js';
import { keyOf, type TableKey } from '../../shared/writes/change.js';
import { itemFromWire, itemToWire } from './wire.js';

/** The plans whose item is no longer as read, as conflict outcomes. */
export async function readFirstConflicts(
  client: DynamoDBClient,
  plans: readonly ChangePlan[],
  tableOf: (changeId: string) => { TableName: string; key: TableKey },
): Promise<ChangeOutcome[]> {
  const out: ChangeOutcome[] = [];
  for (const plan of plans) {
    if (!plan.readFirst) continue;
    const { TableName, key } = tableOf(plan.changeId);
    const got = await client.send(
      new GetItemCommand({ TableName, Key: itemFromWire(keyOf(plan.readFirst, key)), ConsistentRead: true }),
    );
    const current = got.Item ? itemToWire(got.Item) : undefined;
    if (stillAsRead(plan.readFirst, current, true)) continue;
    out.push({
      id: plan.changeId,
      kind: plan.kind,
      scope: plan.scope,
      status: 'conflict',
      current: current ? { Item: current } : {},
    });
  }
  return out;
}

/**
 * Several changes committed together go as TransactWriteItems, cut into chunks within DynamoDB's
 * limits: at most 100 actions and 4 MB per transaction, and no two actions on the same item. A
 * change's actions (a move's delete and put) always stay in one chunk, so each change lands whole
 * or not at all. Chunks keep the order the changes were staged in.
 */
import { keyIdentity } from '../dynamo/compare.js';
import { utf8Length } from '../dynamo/utf8.js';
import type { TableKey } from './change.js';
import { actionItem, actionTable, type ChangePlan, type WriteAction } from './actions.js';

export const TRANSACTION_MAX_ACTIONS = 100;
export const TRANSACTION_MAX_BYTES = 4 * 1024 * 1024;

export interface ChunkLimits {
  actions: number;
  bytes: number;
}

/**
 * The request bytes an action adds: its JSON text, which is never smaller than what DynamoDB
 * counts toward the 4 MB (base64 is longer than its bytes), so a chunk that fits here fits there.
 */
export function actionBytes(a: WriteAction): number {
  return utf8Length(JSON.stringify(a));
}

/** `keyOfTable` gives each table's key attributes, so items of several tables can share a chunk. */
export function chunkPlans(
  plans: readonly ChangePlan[],
  keyOfTable: (tableName: string) => TableKey,
  limits: ChunkLimits = { actions: TRANSACTION_MAX_ACTIONS, bytes: TRANSACTION_MAX_BYTES },
): ChangePlan[][] {
  const chunks: ChangePlan[][] = [];
  let current: ChangePlan[] = [];
  let actions = 0;
  let bytes = 0;
  let items = new Set<string>();
  for (const plan of plans) {
    if (plan.actions.length === 0) continue;
    const ids = plan.actions.map(
      (a) => `${actionTable(a)}\u0000${keyIdentity(actionItem(a), keyOfTable(actionTable(a)))}`,
    );
    const size = plan.actions.reduce((n, a) => n + actionBytes(a), 0);
    const clash = ids.some((id) => items.has(id));
    if (
      current.length > 0 &&
      (clash || actions + plan.actions.length > limits.actions || bytes + size > limits.bytes)
    ) {
      chunks.push(current);
      current = [];
      actions = 0;
      bytes = 0;
      items = new Set();
    }
    current.push(plan);
    actions += plan.actions.length;
    bytes += size;
    for (const id of ids) items.add(id);
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

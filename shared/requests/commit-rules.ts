/**
 * The gate over a commit as a whole: each change by writeChangeProblems, and no item written by
 * two changes of one commit (the same table and key, a move's new key included). Two changes to
 * one item cannot both hold: DynamoDB refuses two actions on one item in a transaction, and sent
 * one after the other the second one's condition fails on the first one's write, leaving the
 * commit half-written. Refused before anything is sent, naming both changes.
 */
import { keyIdentity } from '../dynamo/compare.js';
import type { Item, TableDescription } from '../dynamo/types.js';
import type { ExpressionProblem } from '../expressions/problems.js';
import { keyAttributes } from './key-values.js';
import { writeChangeProblems, type WriteChangeRequest } from './write-item.js';

export interface CommitChangeRequest extends WriteChangeRequest {
  id?: string;
  TableName: string;
}

/** The keys of the items a change writes: the item as read, and the new one when the key changes. */
function targets(change: CommitChangeRequest, table: TableDescription): string[] {
  const key = keyAttributes(table) ?? [];
  const partition = key.find((k) => k.role === 'partition');
  if (!partition) return [];
  const sort = key.find((k) => k.role === 'sort');
  const names = { partitionKey: partition.name, ...(sort ? { sortKey: sort.name } : {}) };
  const ids = new Set<string>();
  for (const item of [change.before, change.after] as Array<Item | undefined>) {
    if (!item || item[partition.name] === undefined || (sort && item[sort.name] === undefined)) continue;
    ids.add(`${table.TableName}\u0000${keyIdentity(item, names)}`);
  }
  return [...ids];
}

/** Two or more changes of `changes` that write one item, as problems on the later ones. */
export function sameItemProblems(
  changes: readonly CommitChangeRequest[],
  tableOf: (name: string) => TableDescription | undefined,
  field = (i: number) => `changes[${i}]`,
): ExpressionProblem[] {
  const first = new Map<string, number>();
  const out: ExpressionProblem[] = [];
  changes.forEach((c, i) => {
    const table = tableOf(c.TableName);
    if (!table) return;
    for (const id of targets(c, table)) {
      const earlier = first.get(id);
      if (earlier === undefined) {
        first.set(id, i);
        continue;
      }
      out.push({
        field: field(i),
        message: `${field(i)} writes the same item of table "${c.TableName}" as ${field(earlier)}; a commit takes one change per item (DynamoDB writes each item once per transaction), so merge the two into one change`,
      });
      break;
    }
  });
  return out;
}

/** Every problem of a commit: each change's own, then changes that write the same item. */
export function commitProblems(
  changes: readonly CommitChangeRequest[],
  tableOf: (name: string) => TableDescription | undefined,
): ExpressionProblem[] {
  const own = changes.flatMap((c, i) => {
    const table = tableOf(c.TableName);
    return table ? writeChangeProblems(`changes[${i}]`, c, table) : [];
  });
  return [...own, ...sameItemProblems(changes, tableOf)];
}

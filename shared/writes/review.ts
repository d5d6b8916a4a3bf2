/**
 * What a staged change does beyond its diff, said before it is committed: what DynamoDB would
 * refuse (the write gate's problems, e.g. an index key of the wrong type, and another staged change
 * to the same item), the item entering or leaving an index because it gains or loses that index's
 * key attributes, and what the write's condition checks when it is less than every value as read
 * (the version attribute, or some attributes of a very large item).
 */
import type { Item, TableDescription } from '../dynamo/types.js';
import { sameItemProblems } from '../requests/commit-rules.js';
import { writeChangeProblems } from '../requests/write-item.js';
import type { StagedChange, TableKey } from './change.js';
import { guaranteeNote } from './guarantee.js';
import { planChange } from './plan.js';

export interface ReviewNote {
  level: 'problem' | 'note';
  message: string;
}

function inIndex(item: Item | undefined, keyNames: string[]): boolean {
  return item !== undefined && keyNames.every((k) => item[k] !== undefined);
}

function tableKeyOf(table: TableDescription): TableKey | undefined {
  const hash = table.KeySchema.find((k) => k.KeyType === 'HASH')?.AttributeName;
  const range = table.KeySchema.find((k) => k.KeyType === 'RANGE')?.AttributeName;
  if (hash === undefined) return undefined;
  return range === undefined ? { partitionKey: hash } : { partitionKey: hash, sortKey: range };
}

/** `staged`: every change staged with it, in commit order, to find two that write one item. */
export function reviewChange(
  change: StagedChange,
  table: TableDescription,
  staged: readonly StagedChange[] = [],
): ReviewNote[] {
  const notes: ReviewNote[] = writeChangeProblems('change', change, table).map((p) => ({
    level: 'problem',
    message: p.message.replace(/^change\./, ''),
  }));
  const at = staged.findIndex((c) => c.id === change.id);
  if (at > 0) {
    const field = (i: number) => (i === at ? 'This change' : `the staged change "${staged[i]!.id}"`);
    const same = sameItemProblems(staged.slice(0, at + 1), (t) => (t === table.TableName ? table : undefined), field);
    for (const p of same) if (p.field === 'This change') notes.push({ level: 'problem', message: p.message });
  }
  const key = tableKeyOf(table);
  if (notes.length === 0 && key) {
    try {
      const note = guaranteeNote(planChange(change, key));
      if (note) notes.push({ level: 'note', message: note });
    } catch {
      // A change the plan refuses is already a problem above.
    }
  }
  for (const index of [...(table.GlobalSecondaryIndexes ?? []), ...(table.LocalSecondaryIndexes ?? [])]) {
    const keys = index.KeySchema.map((k) => k.AttributeName);
    const was = inIndex(change.before, keys);
    const will = inIndex(change.after, keys);
    if (change.before && change.after && was && !will)
      notes.push({
        level: 'note',
        message: `The item leaves index ${index.IndexName}: it loses ${keys
          .filter((k) => change.after![k] === undefined)
          .map((k) => `"${k}"`)
          .join(' and ')}.`,
      });
    if (change.before && change.after && !was && will)
      notes.push({ level: 'note', message: `The item enters index ${index.IndexName}.` });
  }
  return notes;
}

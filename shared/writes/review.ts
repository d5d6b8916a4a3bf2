/**
 * What a staged change does beyond its diff, said before it is committed: what DynamoDB would
 * refuse (the write gate's problems, e.g. an index key of the wrong type), and the item entering
 * or leaving an index because it gains or loses that index's key attributes.
 */
import type { Item, TableDescription } from '../dynamo/types.js';
import { writeChangeProblems } from '../requests/write-item.js';
import type { StagedChange } from './change.js';

export interface ReviewNote {
  level: 'problem' | 'note';
  message: string;
}

function inIndex(item: Item | undefined, keyNames: string[]): boolean {
  return item !== undefined && keyNames.every((k) => item[k] !== undefined);
}

export function reviewChange(change: StagedChange, table: TableDescription): ReviewNote[] {
  const notes: ReviewNote[] = writeChangeProblems('change', change, table).map((p) => ({
    level: 'problem',
    message: p.message.replace(/^change\./, ''),
  }));
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

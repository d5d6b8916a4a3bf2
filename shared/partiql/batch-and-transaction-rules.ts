/**
 * Several statements at once: BatchExecuteStatement takes at most 25, ExecuteTransaction at most
 * 100, and neither mixes reads and writes. A batch read must give each item's whole key.
 */
import type { TableDescription } from '../dynamo/types.js';
import { classifyStatement } from './classify.js';

export const MAX_BATCH_STATEMENTS = 25;
export const MAX_TRANSACTION_STATEMENTS = 100;

export function multipleStatementProblems(
  kind: 'batch' | 'transaction',
  statements: readonly string[],
  table?: TableDescription,
): string[] {
  const out: string[] = [];
  const max = kind === 'batch' ? MAX_BATCH_STATEMENTS : MAX_TRANSACTION_STATEMENTS;
  if (statements.length === 0) out.push(`a ${kind} needs at least one statement`);
  if (statements.length > max) out.push(`a ${kind} takes at most ${max} statements; this one has ${statements.length}`);
  const classes = statements.map((s) => classifyStatement(s, table));
  classes.forEach((c, i) => {
    if (!c.ok) out.push(`statement ${i + 1}: ${c.problems[0]!.message}`);
    else if (c.problems.length > 0) out.push(`statement ${i + 1}: ${c.problems[0]!.message}`);
  });
  const reads = classes.filter((c) => c.ok && c.info.kind === 'select').length;
  const writes = classes.filter((c) => c.ok && c.info.kind !== 'select').length;
  if (reads > 0 && writes > 0)
    out.push(
      `a ${kind} is all reads or all writes; this one mixes ${reads} read${reads > 1 ? 's' : ''} and ${writes} write${writes > 1 ? 's' : ''}`,
    );
  if (kind === 'batch' && table) {
    classes.forEach((c, i) => {
      if (c.ok && c.info.kind === 'select' && c.info.operation !== 'GetItem')
        out.push(`statement ${i + 1}: a batch read must give the whole primary key with =`);
    });
  }
  return out;
}

/** A commit's or an undo's outcome in one line for the commit status: how many written, in conflict, failed, and which transactions landed. */
import type { CommitResult } from '../../../shared/api-writes.js';

export function describeResult(r: CommitResult, verb: string): string {
  const count = (status: string) => r.outcomes.filter((o) => o.status === status).length;
  const parts = [`${count('written')} ${verb}`];
  if (count('conflict')) parts.push(`${count('conflict')} in conflict`);
  if (count('failed')) parts.push(`${count('failed')} failed`);
  if (count('not sent')) parts.push(`${count('not sent')} not sent`);
  if (count('unchanged')) parts.push(`${count('unchanged')} unchanged`);
  const chunks =
    r.chunks.length > 1
      ? ` In ${r.chunks.length} transactions: ${r.chunks.map((c, i) => `${i + 1} ${c.landed ? 'landed' : 'did not land'}`).join(', ')}.`
      : '';
  return `${parts.join(', ')}.${chunks}${r.note ? ` ${r.note}` : ''}`;
}

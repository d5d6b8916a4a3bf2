/**
 * Recovery of a connection's commits after a crash or a lost outcome: every write with an intent
 * and no outcome is read back (consistent GetItem) and decided (shared/writes/reconcile.ts):
 * landed as intended is "written", with its undo; untouched is "not sent"; anything else is
 * "changed since" and not undoable. The outcomes and a notice for the user are journaled, so the
 * decision is made once. Runs on a connection's first use after start, and again after a use
 * whose outcome could not be recorded.
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { Landing } from '../../shared/writes/reconcile.js';
import type { CommitJournal } from '../state/commit-journal.js';
import { inDoubt, type CommitRecord, type CommitState, type JournalOp } from '../state/commit-records.js';
import { readLanding } from './write-reconcile.js';

/** Reads at a time while reconciling, well below the SDK's sockets. */
const READS_AT_ONCE = 16;

export async function recoverConnection(client: DynamoDBClient, journal: CommitJournal, connectionId: string) {
  for (const commit of await journal.commits(connectionId)) {
    const doubtful = inDoubt(commit);
    if (doubtful.length === 0) continue;
    const found: Array<{ id: string; op: JournalOp; landing: Landing }> = [];
    for (let i = 0; i < doubtful.length; i += READS_AT_ONCE) {
      const group = doubtful.slice(i, i + READS_AT_ONCE);
      found.push(
        ...(await Promise.all(
          group.map(async ({ change, op }) => ({
            id: change.write.id,
            op,
            landing: await readLanding(client, op === 'do' ? change.write : change.undoWrite!),
          })),
        )),
      );
    }
    const records: CommitRecord[] = [];
    for (const op of ['do', 'undo'] as const) {
      const mine = found.filter((f) => f.op === op);
      if (mine.length === 0) continue;
      records.push({
        t: 'outcome',
        c: connectionId,
        commit: commit.commitId,
        op,
        outcomes: mine.map((f) => ({ id: f.id, status: f.landing, reconciled: true })),
      });
      records.push({ t: 'notice', c: connectionId, commit: commit.commitId, text: recoveryNotice(commit, op, mine) });
    }
    await journal.append(records);
  }
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "3 writes of the commit at 14:02 UTC were interrupted: 2 landed, 1 not sent." */
export function recoveryNotice(commit: Pick<CommitState, 'at'>, op: JournalOp, found: Array<{ landing: Landing }>) {
  const n = (l: Landing) => found.filter((f) => f.landing === l).length;
  const parts = [
    n('written') > 0 ? `${n('written')} landed` : '',
    n('not sent') > 0 ? `${n('not sent')} not sent` : '',
    n('changed since') > 0 ? `${n('changed since')} changed since by another writer (not undoable)` : '',
  ].filter(Boolean);
  const what = op === 'do' ? 'the commit' : 'the undo of the commit';
  const verb = found.length === 1 ? 'was' : 'were';
  return `${plural(found.length, 'write')} of ${what} at ${commit.at.slice(11, 16)} UTC ${verb} interrupted: ${parts.join(', ')}.`;
}

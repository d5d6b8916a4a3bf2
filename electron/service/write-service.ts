/**
 * The write path of ExplorerService: staged changes in, conditional writes out, each change's
 * outcome back, all of it in the write-ahead journal (electron/state/commit-journal.ts) before and
 * after it is sent. Order per commit: the connection must allow writes; its journal is recovered
 * (writes a crash left in doubt are read back) on its first use; the changes are checked and
 * planned (write-prepare.ts); then sent chunk by chunk with their intents and outcomes journaled
 * (commit-runner.ts). Undo is per item, of any commit in the history, itself journaled.
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { randomUUID } from 'node:crypto';
import { ApiError } from '../../shared/api-errors.js';
import type { CommitAnswer, CommitResult, CommitSummary, WriteAccess } from '../../shared/api-writes.js';
import type { StagedChange } from '../../shared/writes/change.js';
import type { CommitState } from '../state/commit-records.js';
import { commitSummary, inverseOf, undoable } from '../state/commit-view.js';
import type { WriteJournal } from '../state/write-journal.js';
import { recoverConnection } from './commit-recovery.js';
import { journalError, runJournaled } from './commit-runner.js';
import { JournalWriteError } from '../state/durable-log.js';
import type { ConnectionRegistry } from './connections.js';
import type { RequestGate } from './request-gate.js';
import { writeAccessOf } from './write-access.js';
import { prepareChanges } from './write-prepare.js';
import { WriteSender } from './write-sender.js';

export class WriteService {
  private readonly noTransactions = new WeakSet<DynamoDBClient>();
  /** Connections whose journal has been reconciled since start (the first use reads back what is in doubt). */
  private readonly recovered = new Map<string, Promise<void>>();

  constructor(
    private readonly connections: ConnectionRegistry,
    private readonly gate: RequestGate,
    private readonly journal: WriteJournal,
  ) {}

  async access(connectionId: string | undefined): Promise<WriteAccess> {
    const { connections, defaultConnectionId } = await this.connections.list();
    const id = connectionId || defaultConnectionId;
    const info = connections.find((c) => c.id === id);
    if (!info)
      throw new ApiError({
        name: 'UnknownConnection',
        field: 'connectionId',
        statusCode: 404,
        message: `There is no connection "${id}"`,
      });
    return writeAccessOf(info, await this.journal.access(info.id));
  }

  async setAccess(connectionId: string, allowed: boolean): Promise<WriteAccess> {
    const before = await this.access(connectionId);
    await this.journal.setAccess(before.connectionId, allowed);
    return { ...before, allowed };
  }

  commit(connectionId: string | undefined, changes: StagedChange[]): Promise<CommitAnswer> {
    return named(this.commitNow(connectionId, changes)).then((r) => this.answer(connectionId, r));
  }

  private async commitNow(connectionId: string | undefined, changes: StagedChange[]): Promise<CommitResult> {
    const access = await this.allowed(connectionId);
    const client = await this.ready(connectionId, access.connectionId);
    const { plans, keys } = await prepareChanges(this.gate, client, changes);
    const commitId = `${new Date().toISOString()}-${randomUUID().slice(0, 8)}`;
    const { result, recorded } = await runJournaled({
      client,
      sender: this.sender(keys),
      journal: this.journal.commits,
      connectionId: access.connectionId,
      commitId,
      at: new Date().toISOString(),
      op: 'do',
      changes,
      plans,
      keys,
      journalId: (c) => c.id,
    });
    if (!recorded) this.recovered.delete(access.connectionId);
    return result.outcomes.some((o) => o.status === 'written') ? { ...result, commitId } : result;
  }

  async commits(connectionId: string | undefined): Promise<{ commits: CommitSummary[] }> {
    const access = await this.access(connectionId);
    // A connection that does not answer now still shows its history (writes in doubt as "unknown").
    await this.ready(connectionId, access.connectionId).catch(() => undefined);
    const list = await named(this.journal.commits.commits(access.connectionId), false);
    return { commits: list.map(commitSummary).filter(shown) };
  }

  /**
   * A commit's or an undo's result with the connection's write access and the commit as the
   * history now shows it, so the page shows both without asking again.
   */
  private async answer(connectionId: string | undefined, result: CommitResult): Promise<CommitAnswer> {
    const access = await this.access(connectionId);
    if (result.commitId === undefined) return { ...result, access };
    const list = await named(this.journal.commits.commits(access.connectionId), false);
    const state = list.find((c) => c.commitId === result.commitId);
    const commit = state && commitSummary(state);
    return { ...result, access, ...(commit && shown(commit) ? { commit } : {}) };
  }

  /**
   * Undoes one commit (`commitId`), or without one the newest commit with items never tried:
   * every item still as the commit left it is written back; each other one is a conflict. An
   * item whose undo met a conflict is tried again only when its commit is named.
   */
  undo(connectionId: string | undefined, commitId?: string): Promise<CommitAnswer> {
    return named(this.undoNow(connectionId, commitId)).then((r) => this.answer(connectionId, r));
  }

  private async undoNow(connectionId: string | undefined, commitId?: string): Promise<CommitResult> {
    const access = await this.allowed(connectionId);
    const client = await this.ready(connectionId, access.connectionId);
    const list = await this.journal.commits.commits(access.connectionId);
    const named = commitId !== undefined;
    const target = named
      ? list.find((c) => c.commitId === commitId)
      : list.find((c) => c.changes.some((ch) => undoable(ch, false)));
    if (!target)
      throw new ApiError({
        name: named ? 'UnknownCommit' : 'NothingToUndo',
        statusCode: named ? 404 : 409,
        ...(named ? { field: 'commitId' } : {}),
        message: named
          ? `There is no commit "${commitId}" in the write history of this connection.`
          : 'There is no commit to undo on this connection.',
      });
    const items = target.changes.filter((ch) => undoable(ch, named)).reverse();
    if (items.length === 0) return { outcomes: [], chunks: [], commitId: target.commitId, note: undoneNote(target) };
    const inverses = items.map(inverseOf);
    const ids = new Map(inverses.map((inv, i) => [inv.id, items[i]!.write.id]));
    const { plans, keys } = await prepareChanges(this.gate, client, inverses);
    const { result, recorded } = await runJournaled({
      client,
      sender: this.sender(keys),
      journal: this.journal.commits,
      connectionId: access.connectionId,
      commitId: target.commitId,
      at: target.at,
      op: 'undo',
      changes: inverses,
      plans,
      keys,
      journalId: (c) => ids.get(c.id)!,
    });
    if (!recorded) this.recovered.delete(access.connectionId);
    const conflicted = new Set(result.outcomes.filter((o) => o.status === 'conflict').map((o) => o.id));
    const undoChanges = inverses.filter((c) => conflicted.has(c.id));
    return { ...result, commitId: target.commitId, ...(undoChanges.length > 0 ? { undoChanges } : {}) };
  }

  async clearHistory(connectionId: string): Promise<{ cleared: number }> {
    const access = await this.access(connectionId);
    await this.journal.load();
    return { cleared: await named(this.journal.commits.clear(access.connectionId), false) };
  }

  private sender(keys: Map<string, import('../../shared/writes/change.js').TableKey>): WriteSender {
    return new WriteSender((t) => keys.get(t)!, this.noTransactions);
  }

  /** The connection's client, once its journal is reconciled (on its first use after start). */
  private async ready(connectionId: string | undefined, id: string): Promise<DynamoDBClient> {
    await this.journal.load();
    const client = await this.connections.client(connectionId);
    let recovery = this.recovered.get(id);
    if (!recovery) {
      recovery = recoverConnection(client, this.journal.commits, id);
      this.recovered.set(id, recovery);
      recovery.catch(() => this.recovered.delete(id));
    }
    await recovery;
    return client;
  }

  private async allowed(connectionId: string | undefined): Promise<WriteAccess> {
    const access = await this.access(connectionId);
    if (!access.allowed) {
      throw new ApiError({
        name: 'WritesOff',
        statusCode: 403,
        message: `Writing is off for "${access.name}"${access.local ? '' : ' (an AWS connection: off until you turn it on)'}; turn it on for this connection to commit.`,
      });
    }
    return access;
  }
}

/** A JournalWriteError as the API's error naming its cause; anything else as it is. */
async function named<T>(p: Promise<T>, nothingSent = true): Promise<T> {
  try {
    return await p;
  } catch (e) {
    throw e instanceof JournalWriteError ? journalError(e, nothingSent) : e;
  }
}

/** The history leaves out a commit with nothing to show (no change journaled, nothing recovery said). */
const shown = (s: CommitSummary) => s.changes.length > 0 || s.notices !== undefined;

function undoneNote(c: CommitState): string {
  const s = commitSummary(c);
  return s.state === 'undone'
    ? 'This commit is undone already.'
    : `Nothing left to undo in this commit${s.reason ? `: ${s.reason}` : ''}.`;
}

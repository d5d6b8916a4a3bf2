/**
 * The write path of ExplorerService: staged changes in, conditional writes out, each change's
 * outcome back, and a journal entry with the inverse changes that undo what was written.
 * Order per commit: the connection must allow writes; each table is described (cached, as for
 * reads) and every change passes the pre-send gate (shared/requests/write-item.ts); each change
 * is planned (shared/writes/plan.ts) and the plans are cut into transactions
 * (shared/writes/chunks.ts). Chunks go in order; after one that did not land, the rest are not
 * sent, so what landed is always a prefix the user can read off the outcomes.
 */
import { randomUUID } from 'node:crypto';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ApiError, REQUEST_VALIDATION, type ApiProblem } from '../../shared/api-errors.js';
import type { ChangeOutcome, CommitResult, CommitSummary, WriteAccess } from '../../shared/api-writes.js';
import type { TableDescription } from '../../shared/dynamo/types.js';
import { describeProblems } from '../../shared/requests/gate.js';
import { checkWriteRequest } from '../../shared/requests/write-request.js';
import { commitProblems } from '../../shared/requests/commit-rules.js';
import { readFirstConflicts } from './read-first.js';
import type { ChangePlan } from '../../shared/writes/actions.js';
import { keyOf, type StagedChange, type TableKey } from '../../shared/writes/change.js';
import { chunkPlans } from '../../shared/writes/chunks.js';
import { inverseChange } from '../../shared/writes/inverse.js';
import { planChange, WritePlanError } from '../../shared/writes/plan.js';
import type { WriteJournal } from '../state/write-journal.js';
import type { ConnectionRegistry } from './connections.js';
import type { RequestGate } from './request-gate.js';
import { writeAccessOf } from './write-access.js';
import { WriteSender, type SentChunk } from './write-sender.js';

const NO_TRANSACTIONS_NOTE =
  'This server has no TransactWriteItems (dynalite, the sandbox), so the changes were written one by one, each still conditional; a key change put the new item first and then deleted the old one.';

export class WriteService {
  private readonly noTransactions = new WeakSet<DynamoDBClient>();

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

  async commit(connectionId: string | undefined, changes: StagedChange[]): Promise<CommitResult> {
    const access = await this.allowed(connectionId);
    const { result, written, keys } = await this.write(connectionId, changes);
    if (written.length === 0) return result;
    const commitId = `${new Date().toISOString()}-${randomUUID().slice(0, 8)}`;
    await this.journal.append(access.connectionId, {
      commitId,
      at: new Date().toISOString(),
      changes: written.map(({ change, plan }) => summary(change, plan, keys.get(change.TableName)!)),
      inverses: written.map(({ change, plan }) => inverseChange(change, plan.result)).reverse(),
    });
    return { ...result, commitId };
  }

  async commits(connectionId: string | undefined): Promise<{ commits: CommitSummary[] }> {
    const access = await this.access(connectionId);
    const entries = await this.journal.commits(access.connectionId);
    return { commits: entries.map(({ inverses: _i, ...s }) => s) };
  }

  /** Undoes the newest commit; what could not be undone (changed since) stays in the journal. */
  async undo(connectionId: string | undefined): Promise<CommitResult> {
    const access = await this.allowed(connectionId);
    const [last] = await this.journal.commits(access.connectionId);
    if (!last)
      throw new ApiError({
        name: 'NothingToUndo',
        statusCode: 409,
        message: 'There is no commit to undo on this connection.',
      });
    const { result, written } = await this.write(connectionId, last.inverses);
    const done = new Set(written.map((w) => w.change.id));
    await this.journal.replace(
      access.connectionId,
      last.commitId,
      last.inverses.filter((i) => !done.has(i.id)),
    );
    return { ...result, commitId: last.commitId };
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

  private async write(
    connectionId: string | undefined,
    changes: StagedChange[],
  ): Promise<{
    result: CommitResult;
    written: Array<{ change: StagedChange; plan: ChangePlan }>;
    keys: Map<string, TableKey>;
  }> {
    const client = await this.connections.client(connectionId);
    const { tables, keys } = await this.describeAll(client, changes);
    const sender = new WriteSender((t) => keys.get(t)!, this.noTransactions);
    const problems: ApiProblem[] = commitProblems(changes, (t) => tables.get(t));
    if (problems.length > 0)
      throw new ApiError({
        name: REQUEST_VALIDATION,
        statusCode: 400,
        field: problems[0]!.field,
        message: describeProblems(problems),
        problems,
      });
    const plans = changes.map((change, i) => {
      try {
        return planChange(change, keys.get(change.TableName)!);
      } catch (e) {
        if (e instanceof WritePlanError)
          throw new ApiError({
            name: REQUEST_VALIDATION,
            statusCode: 400,
            field: `changes[${i}]`,
            message: `changes[${i}]: ${e.message}`,
          });
        throw e;
      }
    });
    // Each write as it will be sent passes the same pre-send gate as reads (DynamoDB's rules for the request).
    const sent: ApiProblem[] = plans.flatMap((p, i) =>
      p.actions.flatMap((a) => {
        const [method, request] =
          'Update' in a
            ? ['updateItem' as const, a.Update]
            : 'Put' in a
              ? ['putItem' as const, a.Put]
              : ['deleteItem' as const, a.Delete];
        return checkWriteRequest(method, request, (name) => tables.get(name)).map((q) => ({
          ...q,
          field: `changes[${i}].${q.field}`,
          message: `changes[${i}]: ${q.message}`,
        }));
      }),
    );
    if (sent.length > 0)
      throw new ApiError({
        name: REQUEST_VALIDATION,
        statusCode: 400,
        field: sent[0]!.field,
        message: describeProblems(sent),
        problems: sent,
      });
    const outcomes = new Map<string, ChangeOutcome>();
    for (const p of plans)
      if (p.actions.length === 0) outcomes.set(p.changeId, { id: p.changeId, kind: p.kind, status: 'unchanged' });
    const table = (id: string) => changes.find((c) => c.id === id)!.TableName;
    const stale = await readFirstConflicts(client, plans, (id) => ({
      TableName: table(id),
      key: keys.get(table(id))!,
    }));
    for (const o of stale) outcomes.set(o.id, o);
    const chunks = chunkPlans(
      plans.filter((p) => !outcomes.has(p.changeId)),
      (t) => keys.get(t)!,
    );
    const result: CommitResult = { outcomes: [], chunks: [] };
    // An item changed since the read (found by the read just before): nothing of the commit is sent.
    let stopped = stale.length > 0;
    let oneByOne = false;
    for (const chunk of chunks) {
      const sent: SentChunk = stopped
        ? {
            landed: false,
            transaction: false,
            outcomes: chunk.map((p): ChangeOutcome => ({
              id: p.changeId,
              kind: p.kind,
              scope: p.scope,
              status: 'not sent',
            })),
          }
        : await sender.send(client, chunk);
      if (!stopped && !sent.transaction && chunk.length > 1) oneByOne = true;
      if (!stopped && chunk.some((p) => p.kind === 'move') && !sender.hasTransactions(client)) oneByOne = true;
      for (const o of sent.outcomes) outcomes.set(o.id, o);
      result.chunks.push({
        changeIds: chunk.map((p) => p.changeId),
        landed: sent.landed,
        transaction: sent.transaction,
      });
      stopped ||= !sent.landed;
    }
    result.outcomes = changes.map((c) => outcomes.get(c.id)!);
    if (oneByOne) result.note = NO_TRANSACTIONS_NOTE;
    const written = plans
      .map((plan, i) => ({ change: changes[i]!, plan }))
      .filter(({ plan }) => outcomes.get(plan.changeId)?.status === 'written');
    return { result, written, keys };
  }

  private async describeAll(
    client: DynamoDBClient,
    changes: StagedChange[],
  ): Promise<{ tables: Map<string, TableDescription>; keys: Map<string, TableKey> }> {
    const tables = new Map<string, TableDescription>();
    const keys = new Map<string, TableKey>();
    for (const name of new Set(changes.map((c) => c.TableName))) {
      const table = await this.gate.table(client, name);
      if (!table)
        throw new ApiError({
          name: 'ResourceNotFoundException',
          field: 'TableName',
          statusCode: 400,
          message: `Table "${name}" could not be described (no such table, or no DescribeTable permission); writes need its key schema.`,
        });
      tables.set(name, table);
      const hash = table.KeySchema.find((k) => k.KeyType === 'HASH')!.AttributeName;
      const range = table.KeySchema.find((k) => k.KeyType === 'RANGE')?.AttributeName;
      keys.set(name, range === undefined ? { partitionKey: hash } : { partitionKey: hash, sortKey: range });
    }
    return { tables, keys };
  }
}

function summary(change: StagedChange, plan: ChangePlan, table: TableKey): CommitSummary['changes'][number] {
  return {
    id: change.id,
    TableName: change.TableName,
    kind: plan.kind,
    key: keyOf(plan.result ?? change.before!, table),
    diff: plan.diff,
  };
}

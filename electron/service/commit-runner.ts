/**
 * Sends planned writes with the write-ahead journal around each chunk: the chunk's intent is on
 * disk (fsync) before its request leaves, its outcomes after the answer (one fsync each, shared
 * with concurrent appends). A commit goes in transaction-sized chunks, in order, and stops after
 * one that did not land, so what landed is a prefix; an undo goes item by item (a conflict on one
 * never holds back another), a group of items per intent.
 */
import { randomUUID } from 'node:crypto';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ApiError } from '../../shared/api-errors.js';
import type { ChangeOutcome, CommitResult } from '../../shared/api-writes.js';
import type { ChangePlan } from '../../shared/writes/actions.js';
import { keyOf, type StagedChange, type TableKey } from '../../shared/writes/change.js';
import { chunkPlans } from '../../shared/writes/chunks.js';
import { readFirstConflicts } from './read-first.js';
import type { CommitJournal } from '../state/commit-journal.js';
import type { CommitRecord, IntentWrite, JournalOp, WriteOutcomeRecord } from '../state/commit-records.js';
import { JournalWriteError } from '../state/durable-log.js';
import type { SentChunk, SentOutcome, WriteSender } from './write-sender.js';

const NO_TRANSACTIONS_NOTE =
  'This server has no TransactWriteItems (dynalite, the sandbox), so the changes were written one by one, each still conditional; a key change put the new item first and then deleted the old one.';

/** Items of an undo per intent record (and so per fsync). */
export const UNDO_GROUP = 25;

export interface JournaledRun {
  client: DynamoDBClient;
  sender: WriteSender;
  journal: CommitJournal;
  connectionId: string;
  commitId: string;
  at: string;
  op: JournalOp;
  changes: StagedChange[];
  plans: ChangePlan[];
  keys: Map<string, TableKey>;
  /** The id the journal knows the change by (an undo's: the id of the change it undoes). */
  journalId: (change: StagedChange) => string;
}

export interface JournaledResult {
  result: CommitResult;
  /** False when an outcome could not be recorded: the items must be read back (recovery). */
  recorded: boolean;
}

export function intentOf(change: StagedChange, plan: ChangePlan, table: TableKey, id: string): IntentWrite {
  const w: IntentWrite = {
    id,
    TableName: change.TableName,
    kind: plan.kind,
    key: keyOf(plan.result ?? change.before!, table),
    conditions: plan.actions.map((a) => ('Update' in a ? a.Update : 'Put' in a ? a.Put : a.Delete).ConditionExpression),
  };
  if (plan.kind === 'move' && change.before) w.oldKey = keyOf(change.before, table);
  if (change.before) w.before = change.before;
  if (plan.result) w.result = plan.result;
  if (change.versionAttribute !== undefined) w.versionAttribute = change.versionAttribute;
  return w;
}

/** The journal's failure as the API answers it: its cause named (disk full, permission, a folder in the way). */
export const journalError = (e: JournalWriteError, nothingSent = true) =>
  new ApiError({
    name: 'JournalWriteError',
    statusCode: 507,
    field: 'journal',
    message: `${e.message}.${nothingSent ? ' Nothing was sent.' : ''}`,
  });

export async function runJournaled(run: JournaledRun): Promise<JournaledResult> {
  const { client, sender, journal, connectionId: c, commitId: commit, op, at } = run;
  const byPlan = new Map(run.plans.map((p, i) => [p.changeId, run.changes[i]!]));
  const outcomes = new Map<string, ChangeOutcome>();
  for (const p of run.plans)
    if (p.actions.length === 0) outcomes.set(p.changeId, { id: p.changeId, kind: p.kind, status: 'unchanged' });
  const keyOfTable = (t: string) => run.keys.get(t)!;
  // An item too large for a condition on every value is read just before (read-first.ts): one
  // changed since is a conflict; in a commit nothing is then sent, in an undo only that item waits.
  const stale = await readFirstConflicts(
    client,
    run.plans.filter((p) => p.actions.length > 0),
    (id) => {
      const t = byPlan.get(id)!.TableName;
      return { TableName: t, key: keyOfTable(t) };
    },
  );
  for (const o of stale) outcomes.set(o.id, o);
  const sendable = run.plans.filter((p) => p.actions.length > 0 && !outcomes.has(p.changeId));
  const chunks =
    op === 'do'
      ? chunkPlans(sendable, keyOfTable)
      : Array.from({ length: Math.ceil(sendable.length / UNDO_GROUP) }, (_, i) =>
          sendable.slice(i * UNDO_GROUP, (i + 1) * UNDO_GROUP),
        );
  const result: CommitResult = { outcomes: [], chunks: [] };
  let stopped: { why: 'not landed' } | { why: 'journal'; error: JournalWriteError } | undefined =
    op === 'do' && stale.length > 0 ? { why: 'not landed' } : undefined;
  let recorded = true;
  let sentAny = false;
  let oneByOne = false;
  let units = 0;
  for (const chunk of chunks) {
    if (stopped) {
      for (const p of chunk) outcomes.set(p.changeId, stoppedOutcome(p, stopped));
      result.chunks.push({ changeIds: chunk.map((p) => p.changeId), landed: false, transaction: false });
      continue;
    }
    const writes = chunk.map((p) => {
      const change = byPlan.get(p.changeId)!;
      return { ...intentOf(change, p, keyOfTable(change.TableName), run.journalId(change)), token: randomUUID() };
    });
    if (op === 'do') for (const w of writes) w.token = writes[0]!.token;
    try {
      await journal.append([{ t: 'intent', c, commit, op, at, writes }]);
    } catch (e) {
      if (!(e instanceof JournalWriteError)) throw e;
      if (!sentAny) throw journalError(e);
      stopped = { why: 'journal', error: e };
      for (const p of chunk) outcomes.set(p.changeId, stoppedOutcome(p, stopped));
      result.chunks.push({ changeIds: chunk.map((p) => p.changeId), landed: false, transaction: false });
      continue;
    }
    sentAny = true;
    const intents = new Map(chunk.map((p, i) => [p.changeId, writes[i]!]));
    const sent: SentChunk =
      op === 'do'
        ? await sender.send(client, chunk, intents, writes[0]!.token!)
        : merge(await Promise.all(chunk.map((p, i) => sender.send(client, [p], intents, writes[i]!.token!))));
    units += sent.units;
    if (op === 'do' && !sent.transaction && chunk.length > 1) oneByOne = true;
    if (chunk.some((p) => p.kind === 'move') && !sender.hasTransactions(client)) oneByOne = true;
    const records: WriteOutcomeRecord[] = sent.outcomes.map((o) => outcomeRecord(o, intents.get(o.id)!.id));
    try {
      await journal.append([{ t: 'outcome', c, commit, op, outcomes: records } satisfies CommitRecord]);
    } catch (e) {
      if (!(e instanceof JournalWriteError)) throw e;
      recorded = false;
      stopped = { why: 'journal', error: e };
    }
    for (const o of sent.outcomes) outcomes.set(o.id, publicOutcome(o));
    result.chunks.push({ changeIds: chunk.map((p) => p.changeId), landed: sent.landed, transaction: sent.transaction });
    if (op === 'do' && !sent.landed) stopped ??= { why: 'not landed' };
  }
  result.outcomes = run.plans.map((p) => outcomes.get(p.changeId)!);
  if (units > 0) result.consumedWriteUnits = units;
  const notes: string[] = [];
  if (oneByOne) notes.push(NO_TRANSACTIONS_NOTE);
  if (stopped?.why === 'journal')
    notes.push(
      `${stopped.error.message}. ${recorded ? 'The writes after it were not sent.' : 'What was written is read back on the next use of this connection, before undo.'}`,
    );
  if (notes.length > 0) result.note = notes.join(' ');
  return { result, recorded };
}

function merge(sent: SentChunk[]): SentChunk {
  return {
    landed: sent.every((s) => s.landed),
    transaction: sent.some((s) => s.transaction),
    outcomes: sent.flatMap((s) => s.outcomes),
    units: sent.reduce((n, s) => n + s.units, 0),
  };
}

function stoppedOutcome(
  p: ChangePlan,
  stopped: { why: 'not landed' } | { why: 'journal'; error: JournalWriteError },
): ChangeOutcome {
  const base = { id: p.changeId, kind: p.kind, scope: p.scope };
  if (stopped.why === 'not landed') return { ...base, status: 'not sent' };
  return { ...base, status: 'not sent', error: { name: 'JournalWriteError', message: stopped.error.message } };
}

function outcomeRecord(o: SentOutcome, id: string): WriteOutcomeRecord {
  const status = o.status === 'unchanged' ? 'written' : o.status;
  return { id, status, ...(o.old ? { old: o.old } : {}), ...(o.reconciled ? { reconciled: true } : {}) };
}

function publicOutcome(o: SentOutcome): ChangeOutcome {
  const { old: _old, reconciled: _r, ...rest } = o;
  return rest;
}

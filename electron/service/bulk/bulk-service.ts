/**
 * The bulk part of ExplorerService: creates runs from the items the renderer hands over (each
 * change through the write gate, shared/requests/write-item.ts), starts, stops and resumes them in
 * the background, answers their status for the page's polling, and undoes them. Runs are kept in
 * memory while the service lives and in their journal (electron/state/bulk-journal.ts), from
 * which a run is read back after a restart; clearHistory() forgets a connection's runs.
 */
import { randomUUID } from 'node:crypto';
import { ApiError } from '../../../shared/api-errors.js';
import {
  MAX_BULK_ITEMS,
  MAX_LISTED_RUNS,
  type BulkDryRun,
  type BulkRunStatus,
  type BulkUndoPreview,
} from '../../../shared/api-bulk.js';
import type { ApiRequest } from '../../../shared/api.js';
import type { Item, TableDescription } from '../../../shared/dynamo/types.js';
import type { BulkAction } from '../../../shared/writes/bulk.js';
import type { TableKey } from '../../../shared/writes/change.js';
import type { BulkJournal } from '../../state/bulk-journal.js';
import { JournalWriteError } from '../../state/durable-log.js';
import type { ConnectionRegistry } from '../connections.js';
import { toApiError } from '../errors.js';
import type { RequestGate } from '../request-gate.js';
import type { WriteService } from '../write-service.js';
import { checkBulkItems, checkRunOptions, refuse } from './bulk-check.js';
import { dryRunBulk } from './dry-run.js';
import { BulkRecord, type RunEvent } from './bulk-record.js';
import { runPass } from './bulk-runner.js';
import { previewUndo, runUndo } from './bulk-undo.js';

export class BulkService {
  private readonly runs = new Map<string, BulkRecord>();
  private readonly tables = new Map<string, TableDescription>();
  /** Per run, its addBulkItems calls in order. */
  private readonly adding = new Map<string, Promise<void>>();

  constructor(
    private readonly connections: ConnectionRegistry,
    private readonly gate: RequestGate,
    private readonly writes: WriteService,
    private readonly journal: BulkJournal,
  ) {}

  async create(req: ApiRequest<'createBulkRun'>): Promise<BulkRunStatus> {
    const access = await this.writes.access(req.connectionId);
    const client = await this.connections.client(access.connectionId);
    const table = await this.gate.table(client, req.TableName);
    if (!table)
      throw new ApiError({
        name: 'ResourceNotFoundException',
        field: 'TableName',
        statusCode: 400,
        message: `Table "${req.TableName}" could not be described (no such table, or no DescribeTable permission); a bulk run needs its key schema.`,
      });
    const key = tableKeyOf(table);
    const action = req.action as BulkAction;
    checkRunOptions(req, key, action, table.TableName);
    checkBulkItems(req.items as Item[], req.TableName, key, action, table, 0);
    const runId = `bulk-${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
    const head: Extract<RunEvent, { t: 'run' }> = {
      t: 'run',
      runId,
      connectionId: access.connectionId,
      TableName: req.TableName,
      action,
      table: key,
      createdAt: new Date().toISOString(),
      readBeforeDelete: req.readBeforeDelete !== false,
      ...(req.conditionalDelete ? { conditionalDelete: true } : {}),
      ...(req.projected ? { projected: true } : {}),
    };
    const record = new BulkRecord(head);
    record.items = this.journal.itemsFor(runId);
    await journaled(this.journal.append(runId, [head]));
    await this.spool(record, req.items as Item[]);
    this.runs.set(runId, record);
    this.tables.set(runId, table);
    return record.status();
  }

  async add(req: ApiRequest<'addBulkItems'>): Promise<BulkRunStatus> {
    const record = await this.record(req.runId);
    if (record.state !== 'ready')
      throw new ApiError({
        name: 'BulkRunStarted',
        statusCode: 409,
        message: `Run "${req.runId}" has started; items can only be added before it starts.`,
      });
    // One part at a time, in the order they came: a part's indices follow the one before it.
    const done = (this.adding.get(req.runId) ?? Promise.resolve()).then(async () => {
      if (record.size + req.items.length > MAX_BULK_ITEMS)
        throw refuse('items', `items: a run takes at most ${MAX_BULK_ITEMS.toLocaleString('en-US')} items in all`);
      const table = this.tables.get(req.runId)!;
      checkBulkItems(req.items as Item[], record.head.TableName, record.table, record.action, table, record.size);
      await this.spool(record, req.items as Item[]);
    });
    this.adding.set(
      req.runId,
      done.catch(() => undefined),
    );
    await done;
    return record.status();
  }

  /** The items to the run's spool (durable), then the journal's line that counts them. */
  private async spool(record: BulkRecord, items: Item[]): Promise<void> {
    const from = record.size;
    const skipped = items.flatMap((item, k) => (record.changeOf(item, from + k) ? [] : [from + k]));
    try {
      await journaled(record.items.append(items));
      const event: RunEvent = { t: 'spooled', count: items.length, ...(skipped.length ? { skipped } : {}) };
      await journaled(this.journal.append(record.runId, [event]));
      record.apply(event);
    } finally {
      await record.items.release();
      await this.journal.release(record.runId);
    }
  }

  async run(req: ApiRequest<'runBulk'>): Promise<BulkRunStatus> {
    const record = await this.record(req.runId);
    if (record.state === 'running' || record.state === 'stopping') return record.status();
    if (undoing(record))
      throw new ApiError({
        name: 'BulkRunBusy',
        statusCode: 409,
        message: 'The run is being undone; stop the undo (and wait for it to stop) before resuming the run.',
      });
    if (
      record.action.kind === 'put' &&
      record.action.whenExists === 'overwrite-if-unchanged' &&
      record.pending().some((i) => !record.seen.has(i))
    )
      throw new ApiError({
        name: 'BulkDryRunNeeded',
        statusCode: 409,
        message:
          'whenExists "overwrite-if-unchanged" overwrites an item only if it is still as the dry run read it: run dryRunBulk over all the items (after the last addBulkItems) first.',
      });
    const { local } = await this.allowed(record.head.connectionId);
    const client = await this.connections.client(record.head.connectionId);
    record.state = 'running';
    record.stopRequested = false;
    delete record.error;
    const rate = req.maxWriteUnitsPerSecond ? { maxWriteUnitsPerSecond: req.maxWriteUnitsPerSecond } : {};
    void runPass(client, record, this.journal, { local, ...rate })
      .catch((e: unknown) => {
        record.error = toApiError(e, { tableName: record.head.TableName }).toJSON();
      })
      .finally(() => {
        record.state = record.error ? 'failed' : record.pendingCount() === 0 ? 'done' : 'stopped';
        void this.journal.release(record.runId).catch(() => undefined);
      });
    return record.status();
  }

  /** A run never started goes whole (journal and items); one that started keeps its journal for undo. */
  async discard(req: ApiRequest<'discardBulkRun'>): Promise<{ runId: string; discarded: true }> {
    const record = await this.record(req.runId);
    if (record.state !== 'ready')
      throw new ApiError({
        name: 'BulkRunStarted',
        field: 'runId',
        statusCode: 409,
        message: `Run "${req.runId}" is ${record.state}, not ready: only a run never started can be discarded (a started run's journal is what undoes it; "Clear write history" drops it).`,
      });
    this.runs.delete(req.runId);
    this.tables.delete(req.runId);
    this.adding.delete(req.runId);
    await this.journal.remove(req.runId);
    return { runId: req.runId, discarded: true };
  }

  async stop(req: ApiRequest<'stopBulk'>): Promise<BulkRunStatus> {
    const record = await this.record(req.runId);
    if (record.state === 'running') {
      record.stopRequested = true;
      record.state = 'stopping';
    } else if (record.undoStatus?.state === 'running') record.undoStatus.state = 'stopping';
    return record.status();
  }

  async list(req: ApiRequest<'listBulkRuns'>): Promise<{ runs: BulkRunStatus[] }> {
    // Run ids begin with their creation time, so the newest sort last.
    const ids = [...new Set([...this.runs.keys(), ...(await this.journal.runIds())])].sort().reverse();
    const runs: BulkRunStatus[] = [];
    for (const id of ids) {
      if (runs.length >= MAX_LISTED_RUNS) break;
      const record = await this.record(id).catch(() => undefined);
      if (record && (!req.connectionId || record.head.connectionId === req.connectionId)) runs.push(record.status());
    }
    return { runs };
  }

  async status(req: ApiRequest<'getBulkRun'>): Promise<BulkRunStatus> {
    return (await this.record(req.runId)).status();
  }

  async preview(req: ApiRequest<'previewBulkUndo'>): Promise<BulkUndoPreview> {
    const record = await this.record(req.runId);
    return previewUndo(await this.connections.client(record.head.connectionId), record);
  }

  async dryRun(req: ApiRequest<'dryRunBulk'>): Promise<BulkDryRun> {
    const record = await this.record(req.runId);
    if (record.state === 'running' || record.state === 'stopping' || undoing(record))
      throw new ApiError({
        name: 'BulkRunBusy',
        statusCode: 409,
        message: 'The run is writing; a dry run reads the target while nothing of the run is in flight.',
      });
    const { local } = await this.writes.access(record.head.connectionId);
    return dryRunBulk(await this.connections.client(record.head.connectionId), record, this.journal, local);
  }

  async undo(req: ApiRequest<'undoBulk'>): Promise<BulkRunStatus> {
    const record = await this.record(req.runId);
    if (record.state === 'running' || record.state === 'stopping')
      throw new ApiError({
        name: 'BulkRunBusy',
        statusCode: 409,
        message: 'The run is still writing; stop it (and wait for it to stop) before undoing it.',
      });
    if (undoing(record)) return record.status();
    await this.allowed(record.head.connectionId);
    const client = await this.connections.client(record.head.connectionId);
    void runUndo(client, record, this.journal).finally(() => this.journal.release(record.runId).catch(() => undefined));
    return record.status();
  }

  /**
   * Forgets the connection's bulk runs, their journals (the whole item images they keep) with
   * them; runs writing or undoing now are kept. After this their undo is no longer possible.
   * Answers how many runs were removed. For "Clear write history" (per connection).
   */
  async clearHistory(connectionId: string): Promise<{ removed: number }> {
    const busy = new Set<string>();
    for (const [id, r] of this.runs) if (r.state === 'running' || r.state === 'stopping' || undoing(r)) busy.add(id);
    const removed = await this.journal.clear(connectionId, busy);
    for (const [id, r] of [...this.runs])
      if (r.head.connectionId === connectionId && !busy.has(id)) {
        this.runs.delete(id);
        this.tables.delete(id);
      }
    return { removed: removed.length };
  }

  private async record(runId: string): Promise<BulkRecord> {
    let record = this.runs.get(runId);
    if (!record) {
      record = await this.journal.load(runId);
      if (!record)
        throw new ApiError({
          name: 'UnknownBulkRun',
          field: 'runId',
          statusCode: 404,
          message: `There is no bulk run "${runId}" (runs are kept in the data folder's bulk-runs/)`,
        });
      this.runs.set(runId, record);
    }
    if (!this.tables.has(runId) && record.state === 'ready') {
      const client = await this.connections.client(record.head.connectionId);
      const table = await this.gate.table(client, record.head.TableName);
      if (table) this.tables.set(runId, table);
    }
    return record;
  }

  private async allowed(connectionId: string): Promise<{ local: boolean }> {
    const access = await this.writes.access(connectionId);
    if (!access.allowed)
      throw new ApiError({
        name: 'WritesOff',
        statusCode: 403,
        message: `Writing is off for "${access.name}"${access.local ? '' : ' (an AWS connection: off until you turn it on)'}; turn it on for this connection to run a bulk change.`,
      });
    return { local: access.local };
  }
}

/** A journal that cannot be written is said as such (why, where), and nothing is sent. */
async function journaled(append: Promise<void>): Promise<void> {
  try {
    await append;
  } catch (e) {
    if (!(e instanceof JournalWriteError)) throw e;
    throw new ApiError({ name: 'JournalWriteError', statusCode: 500, message: `${e.message}; nothing was sent` });
  }
}

const undoing = (record: BulkRecord) =>
  record.undoStatus?.state === 'running' || record.undoStatus?.state === 'stopping';

function tableKeyOf(table: TableDescription): TableKey {
  const hash = table.KeySchema.find((k) => k.KeyType === 'HASH')!.AttributeName;
  const range = table.KeySchema.find((k) => k.KeyType === 'RANGE')?.AttributeName;
  return range === undefined ? { partitionKey: hash } : { partitionKey: hash, sortKey: range };
}

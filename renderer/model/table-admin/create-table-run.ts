/**
 * "Create" in the Create table dialog as one step: CreateTable, its status followed until the
 * table and every index are ACTIVE (CREATING first; DynamoDB answers a write to a table not yet
 * ACTIVE with ResourceNotFoundException), then TTL turned on if asked, then the items to load
 * (a model's samples, a seed file) handed to the loader. Each phase is reported so the dialog
 * shows where it is; a failure names the phase it stopped in, and what was done before it stays.
 */
import type { ExplorerApi } from '../../../shared/api.js';
import type { CreateTableInput } from '../../../shared/api-table-admin.js';
import type { Item, TableDescription } from '../../../shared/dynamo/types.js';
import type { TimeToLiveInput } from '../../../shared/table-admin/create-table-draft.js';
import type { WriteConfirmation } from '../../../shared/writes/write-confirmation.js';

export type CreatePhase = 'create' | 'wait' | 'ttl' | 'load' | 'done';

export interface CreateProgress {
  phase: CreatePhase;
  /** The table's status as last described, and how many of its GSIs are ACTIVE. */
  status?: string;
  indexesActive?: number;
  indexes?: number;
  /** Loading: items written and in all. */
  loaded?: number;
  total?: number;
  /** What could not be done and was passed over (TTL on a server without it), said at the end. */
  warnings?: string[];
}

/** Writes the items into the new table, reporting as it goes; answers how many it wrote. */
export type ItemLoader = (
  table: string,
  items: readonly Item[],
  onProgress: (written: number, total: number) => void,
) => Promise<number>;

export interface CreateTablePlan {
  input: CreateTableInput;
  ttl: TimeToLiveInput | null;
  items: readonly Item[];
  confirmed?: WriteConfirmation;
}

export interface CreateRunOptions {
  api: Pick<ExplorerApi, 'createTable' | 'describeTable' | 'updateTimeToLive'>;
  load: ItemLoader;
  onProgress(p: CreateProgress): void;
  /** Waits between two DescribeTable calls (the page: a short timer; a test: nothing). */
  pause(): Promise<void>;
  /** Stops following a table that never gets ACTIVE (a server that does not build it). */
  maxAsks?: number;
}

/** The table and every GSI ACTIVE: only then does it take writes and answer reads on each index. */
export function isReady(t: TableDescription): boolean {
  return t.TableStatus === 'ACTIVE' && (t.GlobalSecondaryIndexes ?? []).every((i) => i.IndexStatus === 'ACTIVE');
}

export class CreateStepError extends Error {
  constructor(
    readonly phase: CreatePhase,
    readonly failure: unknown,
  ) {
    const f = failure as { name?: unknown; message?: unknown } | undefined;
    super(`${PHASE_TEXT[phase]}: ${typeof f?.message === 'string' ? f.message : String(failure)}`);
    this.name = typeof f?.name === 'string' ? f.name : 'Error';
  }
}

export const PHASE_TEXT: Record<CreatePhase, string> = {
  create: 'Creating the table',
  wait: 'Waiting for the table to be ACTIVE',
  ttl: 'Turning TTL on',
  load: 'Loading the items',
  done: 'Done',
};

/** The endpoint lacks the operation (dynalite answers UnknownOperationException). */
const isUnsupported = (e: unknown) => (e as { name?: unknown } | undefined)?.name === 'UnknownOperationException';

async function step<T>(phase: CreatePhase, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    throw new CreateStepError(phase, e);
  }
}

/** Runs the plan; answers the table as last described. */
export async function runCreateTable(plan: CreateTablePlan, o: CreateRunOptions): Promise<TableDescription> {
  const table = plan.input.TableName;
  const confirmed = plan.confirmed ? { confirmed: plan.confirmed } : {};
  o.onProgress({ phase: 'create' });
  await step('create', () => o.api.createTable({ input: plan.input, ...confirmed }));
  const described = await step('wait', async () => {
    const max = o.maxAsks ?? 600;
    for (let ask = 1; ; ask++) {
      const t = (await o.api.describeTable({ TableName: table })).Table;
      const gsis = t.GlobalSecondaryIndexes ?? [];
      o.onProgress({
        phase: 'wait',
        status: t.TableStatus,
        indexes: gsis.length,
        indexesActive: gsis.filter((i) => i.IndexStatus === 'ACTIVE').length,
      });
      if (isReady(t)) return t;
      if (ask >= max) throw new Error(`still ${t.TableStatus ?? 'not described'} after ${ask} descriptions`);
      await o.pause();
    }
  });
  const warnings: string[] = [];
  if (plan.ttl) {
    const ttl = plan.ttl;
    o.onProgress({ phase: 'ttl', status: described.TableStatus });
    try {
      await o.api.updateTimeToLive({ input: ttl, ...confirmed });
    } catch (e) {
      // A server without TTL (dynalite) must not cost the user the items they asked to load.
      if (!isUnsupported(e)) throw new CreateStepError('ttl', e);
      warnings.push(`TTL was not turned on: ${(e as Error).message}`);
    }
  }
  const said = warnings.length > 0 ? { warnings } : {};
  if (plan.items.length > 0) {
    const total = plan.items.length;
    o.onProgress({ phase: 'load', loaded: 0, total, ...said });
    const loaded = await step('load', () =>
      o.load(table, plan.items, (written) => o.onProgress({ phase: 'load', loaded: written, total, ...said })),
    );
    o.onProgress({ phase: 'done', status: described.TableStatus, loaded, total, ...said });
  } else o.onProgress({ phase: 'done', status: described.TableStatus, ...said });
  return described;
}

/**
 * A copy made into a bulk run on the TARGET connection: each source page goes through the copy's
 * per-item step (shared/copy/copy-plan.ts) and on to the run in parts (createBulkRun, then
 * addBulkItems), the next page read only after the part went, so the page never holds the whole
 * source; then the engine's dry run reads the target's keys. Nothing of this writes to the
 * target, so it needs no confirm (runBulk does). An item the step refuses stops the
 * preparation with its reason: nothing is written, and the run made so far is never started.
 */
import type { ExplorerApi } from '../../../shared/api.js';
import { MAX_BULK_ITEMS_PER_CALL, type BulkDryRun } from '../../../shared/api-bulk.js';
import type { Item } from '../../../shared/dynamo/types.js';
import type { CopyPlan } from '../../../shared/copy/copy-plan.js';
import type { WhenExists } from '../../../shared/writes/bulk.js';

/** Items per part: well under web mode's body limit for ordinary items, and a page's worth of work. */
const PART_ITEMS = 1000;
/** Bytes of JSON per part, for items near 400 KB. */
const PART_BYTES = 4 * 1024 * 1024;
/** Refusals listed; the rest are counted. */
const REFUSALS_SHOWN = 10;

export interface CopyTarget {
  /** Absent: the service's default connection. */
  connectionId?: string;
  TableName: string;
}

export interface CopyPrepareProgress {
  read: number;
  sent: number;
}

export type StreamedCopy =
  | { ok: true; runId: string; items: number }
  | { ok: false; refused: string[]; refusedCount: number; read: number }
  | { ok: false; empty: true }
  | { ok: false; stopped: true };

export async function streamToRun(
  api: ExplorerApi,
  pages: AsyncGenerator<Item[]>,
  plan: CopyPlan,
  target: CopyTarget,
  whenExists: WhenExists,
  onProgress: (p: CopyPrepareProgress) => void,
  stopped: () => boolean,
): Promise<StreamedCopy> {
  let runId: string | undefined;
  let part: Item[] = [];
  let bytes = 0;
  const progress = { read: 0, sent: 0 };
  const refused: string[] = [];
  let refusedCount = 0;
  const send = async () => {
    if (part.length === 0) return;
    if (runId === undefined) {
      runId = (
        await api.createBulkRun({
          ...(target.connectionId ? { connectionId: target.connectionId } : {}),
          TableName: target.TableName,
          action: { kind: 'put', whenExists },
          items: part,
        })
      ).runId;
    } else await api.addBulkItems({ runId, items: part });
    progress.sent += part.length;
    part = [];
    bytes = 0;
    onProgress({ ...progress });
  };
  for await (const page of pages) {
    if (stopped()) return { ok: false, stopped: true };
    for (const item of page) {
      const copied = plan.copy(item, progress.read++);
      if (!copied.ok) {
        refusedCount++;
        if (refused.length < REFUSALS_SHOWN) refused.push(copied.problem);
        continue;
      }
      // Once anything is refused nothing more is sent: the copy will not run, the rest is only checked.
      if (refusedCount > 0) continue;
      part.push(copied.item);
      bytes += JSON.stringify(copied.item).length;
      if (part.length >= Math.min(PART_ITEMS, MAX_BULK_ITEMS_PER_CALL) || bytes >= PART_BYTES) await send();
    }
    onProgress({ ...progress });
  }
  if (refusedCount > 0) return { ok: false, refused, refusedCount, read: progress.read };
  await send();
  if (runId === undefined) return { ok: false, empty: true };
  return { ok: true, runId, items: progress.sent };
}

/** The source streamed into a run, then the engine's dry run of it (the target's keys read). */
export async function prepareCopy(
  ...args: Parameters<typeof streamToRun>
): Promise<Exclude<StreamedCopy, { ok: true }> | { ok: true; runId: string; items: number; dryRun: BulkDryRun }> {
  const streamed = await streamToRun(...args);
  if (!streamed.ok) return streamed;
  return { ...streamed, dryRun: await args[0].dryRunBulk({ runId: streamed.runId }) };
}

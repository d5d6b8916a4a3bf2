/**
 * Runs both sides of a comparison at once, each on its own connection, and hands every page to one
 * ReadComparer as it lands, so the counts grow while the reads go on. Stop ends both; what was read
 * stays compared. Nothing here keeps more than the two reads' items.
 */
import type { ExplorerApi } from '../../../shared/api.js';
import type { TableDescription } from '../../../shared/dynamo/types.js';
import { ApiError, type ApiErrorShape } from '../../../shared/api-errors.js';
import { PagedRead, type PagedReadApi } from '../../../shared/reads/paged-read.js';
import { ReadComparer, type CompareKeys } from '../../../shared/compare/read-compare.js';
import type { CompareRead } from './compare-target.js';

/** A comparison that ran (or runs): its run and both sides' connection and table. */
export interface RanCompare {
  run: CompareRun;
  left: { connectionId: string; table: TableDescription };
  right: { connectionId: string; table: TableDescription };
}

export interface CompareSide {
  connectionId: string;
  read: CompareRead;
}

export interface CompareProgress {
  leftItems: number;
  rightItems: number;
  leftDone: boolean;
  rightDone: boolean;
}

export type CompareEnd = { end: 'done' | 'stopped' } | { end: 'error'; side: 'left' | 'right'; error: ApiErrorShape };

/** The same ExplorerApi, every read sent to one connection. */
function onConnection(api: ExplorerApi, connectionId: string): PagedReadApi {
  return {
    query: (req) => api.query({ ...req, connectionId }),
    scan: (req) => api.scan({ ...req, connectionId }),
    cancel: (req) => api.cancel(req),
  };
}

export class CompareRun {
  readonly comparer: ReadComparer;
  readonly progress: CompareProgress = { leftItems: 0, rightItems: 0, leftDone: false, rightDone: false };
  private readonly reads: PagedRead[] = [];
  private stopped = false;

  constructor(
    private readonly api: ExplorerApi,
    private readonly left: CompareSide,
    private readonly right: CompareSide,
    options: { keys: CompareKeys; rightKeys: CompareKeys; ignore: string[] },
    private readonly onChange: () => void,
  ) {
    this.comparer = new ReadComparer({ left: options.keys, right: options.rightKeys, ignore: options.ignore });
  }

  async run(): Promise<CompareEnd> {
    const results = await Promise.all([this.side('left', this.left), this.side('right', this.right)]);
    const failed = results.find((r) => r !== null);
    if (failed) {
      await this.stop();
      return { end: 'error', side: failed.side, error: failed.error };
    }
    return { end: this.stopped ? 'stopped' : 'done' };
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.reads.map((r) => r.stop()));
  }

  private add(which: 'left' | 'right', items: Parameters<ReadComparer['addLeft']>[0]): void {
    if (which === 'left') {
      this.comparer.addLeft(items);
      this.progress.leftItems += items.length;
    } else {
      this.comparer.addRight(items);
      this.progress.rightItems += items.length;
    }
    this.onChange();
  }

  private async side(
    which: 'left' | 'right',
    side: CompareSide,
  ): Promise<{ side: 'left' | 'right'; error: ApiErrorShape } | null> {
    const finish = () => {
      if (which === 'left') this.progress.leftDone = true;
      else this.progress.rightDone = true;
      this.onChange();
    };
    try {
      if (side.read.kind === 'get') {
        const answer = await this.api.getItem({ ...side.read.request, connectionId: side.connectionId });
        if (!this.stopped) this.add(which, answer.Item ? [answer.Item] : []);
        finish();
        return null;
      }
      const paged = new PagedRead(onConnection(this.api, side.connectionId), side.read.spec, {
        ...(side.read.cap ? { cap: side.read.cap } : {}),
        onPage: (e) => this.add(which, e.page.Items),
      });
      this.reads.push(paged);
      if (this.stopped) await paged.stop();
      const outcome = await paged.start();
      finish();
      return outcome.end === 'error' && outcome.error ? { side: which, error: outcome.error } : null;
    } catch (e) {
      finish();
      return { side: which, error: ApiError.from(e).toJSON() };
    }
  }
}

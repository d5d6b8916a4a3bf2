/**
 * Several partition keys read at once (tags, a customer and their stores, a list pasted from a
 * log). Either each partition stays its own item collection, read in parallel up to a limit each,
 * or all of them merge into one stream in sort-key order with duplicates dropped (the same entity
 * copied under two tags) and the limit applied to the merged result.
 */
import type { ApiErrorShape } from '../api-errors.js';
import type { AttributeValue, Item, KeyNames } from '../dynamo/types.js';
import { Limiter } from './concurrency.js';
import {
  FanOutReader,
  type FanOutCursor,
  type FanOutOptions,
  type FanOutPage,
  type PartitionProgress,
} from './fan-out.js';

export type MultiPartitionOptions = Omit<FanOutOptions, 'pageSize' | 'dedupe' | 'concurrency'> & {
  /** Items per partition (separate) or in all (merged). */
  limit: number;
  concurrency?: number;
};

export interface PartitionResult {
  value: AttributeValue;
  items: Item[];
  progress: PartitionProgress;
  end: FanOutPage['end'];
  error?: ApiErrorShape;
  /** Where "Load more" continues this partition. */
  cursor?: FanOutCursor;
}

/**
 * Reads each partition as its own collection, all in parallel under one concurrency bound.
 * `stop()` ends every partition's read; each result says how far it got.
 */
export class SeparatePartitionsRead {
  private readonly readers: FanOutReader[];

  constructor(
    private readonly options: MultiPartitionOptions,
    cursors?: (FanOutCursor | undefined)[],
  ) {
    const limiter = new Limiter(options.concurrency ?? 8);
    this.readers = options.partitions.map(
      (value, i) =>
        new FanOutReader(
          {
            ...options,
            partitions: [value],
            pageSize: options.limit,
            concurrency: limiter,
          },
          cursors?.[i],
        ),
    );
  }

  async read(onPartition?: (index: number, result: PartitionResult) => void): Promise<PartitionResult[]> {
    return Promise.all(
      this.readers.map(async (reader, i) => {
        const page = await reader.nextPage();
        const result: PartitionResult = {
          value: this.options.partitions[i]!,
          items: page.items,
          progress: page.progress.partitions[0]!,
          end: page.end,
        };
        if (page.error) result.error = page.error;
        if (page.cursor) result.cursor = page.cursor;
        onPartition?.(i, result);
        return result;
      }),
    );
  }

  stop(): void {
    for (const r of this.readers) r.stop();
  }
}

/**
 * The identity duplicates are found by. By default the table's primary key (the same item read
 * twice); for copies of one entity under several partitions (tag#music / customer#001 and
 * tag#book / customer#001) the sort key alone names the entity.
 */
export type DedupeBy = 'primary-key' | 'sort-key';

/** Items are the same item only when their whole primary key is; the sort-key rule is an opt-in. */
export const DEFAULT_DEDUPE: DedupeBy = 'primary-key';

export function dedupeIdentity(
  by: DedupeBy,
  keyNames: KeyNames,
  tableKeys: readonly string[],
): Pick<KeyNames, 'partitionKey' | 'sortKey'> {
  if (by === 'sort-key') {
    if (keyNames.sortKey === undefined)
      throw new Error('the table or index read has no sort key to tell copies apart by');
    return { partitionKey: keyNames.sortKey };
  }
  const [pk, sk] = tableKeys;
  if (pk === undefined) throw new Error("the table's key attributes are needed to tell items apart");
  return sk === undefined ? { partitionKey: pk } : { partitionKey: pk, sortKey: sk };
}

/** One merged, de-duplicated stream over all the partitions; each `nextPage()` gives `limit` distinct items. */
export function mergedPartitionsReader(
  options: MultiPartitionOptions & { dedupeBy?: DedupeBy },
  cursor?: FanOutCursor,
): FanOutReader {
  const identity = dedupeIdentity(
    options.dedupeBy ?? DEFAULT_DEDUPE,
    options.query.keyNames,
    options.query.tableKeys ?? tableKeysOf(options.query.keyNames),
  );
  return new FanOutReader(
    { ...options, pageSize: options.limit, dedupe: identity, concurrency: options.concurrency ?? 8 },
    cursor,
  );
}

function tableKeysOf(k: KeyNames): string[] {
  return k.sortKey === undefined ? [k.partitionKey] : [k.partitionKey, k.sortKey];
}

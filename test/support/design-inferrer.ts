/**
 * The design of a table, inferred page by page: the DesignInference the Design panel and
 * import/export call. It groups the pages it is given (parents are found per collection), keeps
 * references to them (not copies) so a new set of choices can be applied to the same read, and
 * answers from shape classes, never by re-reading items.
 */
import { CollectionGrouper } from '../../shared/collections/grouping.js';
import type { Item } from '../../shared/dynamo/types.js';
import type { DesignInference, DesignInferrerOptions, DesignResult } from '../../shared/design/infer/types.js';
import type { DesignOverrides } from '../../shared/design/model/table-design.js';

export class DesignInferrer implements DesignInference {
  private readonly grouper: CollectionGrouper;
  private readonly pages: (readonly Item[])[] = [];

  constructor(private readonly options: DesignInferrerOptions) {
    const k = options.keys;
    this.grouper = new CollectionGrouper(
      {
        partitionKey: k.partitionKey,
        partitionKeyType: k.partitionKeyType ?? 'S',
        ...(k.sortKey ? { sortKey: k.sortKey } : {}),
        ...(k.sortKeyType ? { sortKeyType: k.sortKeyType } : {}),
      },
      {
        tableName: options.tableName,
        design: options.overrides ?? null,
        model: options.model ?? null,
        ...(k.tableKeys ? { tableKeys: k.tableKeys } : {}),
      },
    );
  }

  addPage(items: readonly Item[]): void {
    this.pages.push(items);
    this.grouper.addPage(items);
  }

  result(): DesignResult {
    return this.grouper.design();
  }

  entityOf(item: Item): string {
    return this.grouper.entityOf(item);
  }

  /** The grouped read, for callers that also show it (parents per collection live here). */
  get collections(): CollectionGrouper {
    return this.grouper;
  }

  withOverrides(overrides: DesignOverrides | null): DesignInferrer {
    const next = new DesignInferrer({ ...this.options, overrides });
    for (const p of this.pages) next.addPage(p);
    return next;
  }
}

/** A one-off inference of some items (one page), for tests and small reads. */
export function inferDesignOf(items: readonly Item[], options: DesignInferrerOptions): DesignResult {
  const inferrer = new DesignInferrer(options);
  inferrer.addPage(items);
  return inferrer.result();
}

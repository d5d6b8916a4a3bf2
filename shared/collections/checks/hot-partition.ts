/**
 * One partition-key value holding a large share of a table concentrates its reads and writes on
 * one partition, which has its own throughput ceiling however large the table is.
 */
import { percent, quoted, type LayoutNote } from './note.js';

export interface HotPartitionInput {
  /** Items counted in the scan. */
  totalItems: number;
  /** Collections seen in the scan. */
  collectionCount: number;
  /** The largest collections by item count (more may be given; only the top ones matter). */
  largest: Iterable<{ collectionPk: string; items: number }>;
  /** Too few collections say nothing about skew. Default 5. */
  minCollections?: number;
  /** Share of all items past which a collection is called hot. Default 0.2. */
  share?: number;
}

export function checkHotPartition(input: HotPartitionInput, maxNotes = 5): LayoutNote[] {
  const minCollections = input.minCollections ?? 5;
  const share = input.share ?? 0.2;
  if (input.collectionCount < minCollections || input.totalItems === 0) return [];
  const notes: LayoutNote[] = [];
  for (const c of input.largest) {
    if (notes.length >= maxNotes) break;
    if (c.items <= input.totalItems * share) continue;
    notes.push({
      check: 'hot-partition',
      severity: 'warning',
      collectionPk: c.collectionPk,
      message:
        `${quoted(c.collectionPk)} holds ${percent(c.items, input.totalItems)} of the ${input.totalItems.toLocaleString('en-US')} ` +
        `items scanned (across ${input.collectionCount.toLocaleString('en-US')} collections): its traffic lands on one ` +
        'partition. If it is also busy, shard the key (e.g. a #01..#10 suffix) and read the shards in parallel.',
    });
  }
  return notes;
}

/**
 * One partition-key value holding a large share of a table concentrates its reads and writes on
 * one partition, which has its own throughput ceiling however large the table is.
 *
 * "Large" is relative to the even share (items / collections): five collections of 20% each are a
 * perfectly even table, while 5% of a table of a thousand collections is fifty times its share. A
 * collection is called hot when it holds several times its even share and also a real part of the
 * whole, and only when there are enough collections for an even share to mean something.
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
  /** How many times its even share a collection must hold to be called hot. Default 3. */
  timesEvenShare?: number;
  /** The least share of all items a hot collection holds, however many collections there are. Default 0.05. */
  minShare?: number;
}

export function checkHotPartition(input: HotPartitionInput, maxNotes = 5): LayoutNote[] {
  const minCollections = input.minCollections ?? 5;
  const times = input.timesEvenShare ?? 3;
  const minShare = input.minShare ?? 0.05;
  const { totalItems: total, collectionCount: n } = input;
  if (n < minCollections || total === 0) return [];
  const even = total / n;
  const notes: LayoutNote[] = [];
  for (const c of input.largest) {
    if (notes.length >= maxNotes) break;
    if (c.items < times * even || c.items < minShare * total) continue;
    notes.push({
      check: 'hot-partition',
      severity: 'warning',
      collectionPk: c.collectionPk,
      message:
        `${quoted(c.collectionPk)} holds ${percent(c.items, total)} of the ${total.toLocaleString('en-US')} items scanned, ` +
        `${timesText(c.items / even)} its even share (${shareText(1 / n)} of the items for each of ${n.toLocaleString('en-US')} collections): ` +
        'its traffic lands on one partition. If it is also busy, shard the key (e.g. a #01..#10 suffix) and read the shards in parallel.',
    });
  }
  return notes;
}

function timesText(ratio: number): string {
  return `${ratio >= 10 ? Math.round(ratio).toLocaleString('en-US') : (Math.floor(ratio * 10) / 10).toString()} times`;
}

/** A share as a person reads it: whole percents, and tenths or less below 1%. */
function shareText(share: number): string {
  const p = share * 100;
  if (p >= 1) return `${Math.round(p * 10) / 10}%`;
  return `${Number(p.toPrecision(2))}%`;
}

/**
 * With a local secondary index, an item collection (its items plus their LSI copies) may not pass
 * 10 GB: writes to that partition key then fail with ItemCollectionSizeLimitExceededException.
 */
import { formatBytes, quoted, type LayoutNote } from './note.js';

export const GB = 1024 ** 3;
export const LSI_COLLECTION_LIMIT_BYTES = 10 * GB;
export const LSI_WARN_BYTES = 8 * GB;
export const LSI_ALARM_BYTES = 9.5 * GB;

export interface CollectionSize {
  collectionPk: string;
  /** Bytes of the items read from this collection. */
  bytes: number;
  /** Items read, with `estimatedItems`, to project the whole collection from a sample. */
  itemsRead?: number;
  /** The collection's item count if known (e.g. from a Select=COUNT query). */
  estimatedItems?: number;
}

export interface LsiSizeInput {
  hasLsi: boolean;
  collections: Iterable<CollectionSize>;
  /** Share of the table the read covered (e.g. 0.1 for one segment of ten), to scale the sizes up. */
  sampleFraction?: number;
}

function projected(c: CollectionSize, fraction: number | undefined): { bytes: number; projected: boolean } {
  if (c.itemsRead && c.estimatedItems && c.estimatedItems > c.itemsRead) {
    return { bytes: (c.bytes / c.itemsRead) * c.estimatedItems, projected: true };
  }
  if (fraction !== undefined && fraction > 0 && fraction < 1) return { bytes: c.bytes / fraction, projected: true };
  return { bytes: c.bytes, projected: false };
}

export function checkLsiCollectionSize(input: LsiSizeInput, maxNotes = 10): LayoutNote[] {
  if (!input.hasLsi) return [];
  const notes: LayoutNote[] = [];
  for (const c of input.collections) {
    if (notes.length >= maxNotes) break;
    const p = projected(c, input.sampleFraction);
    if (p.bytes < LSI_WARN_BYTES) continue;
    const size = p.projected
      ? `is projected at about ${formatBytes(p.bytes)} (from ${formatBytes(c.bytes)} read)`
      : `holds at least ${formatBytes(p.bytes)}`;
    notes.push({
      check: 'lsi-collection-size',
      severity: p.bytes >= LSI_ALARM_BYTES ? 'error' : 'warning',
      collectionPk: c.collectionPk,
      message:
        `Collection ${quoted(c.collectionPk)} ${size}; this table has a local secondary index, which caps a collection at ` +
        '10 GB (LSI copies included). Past it, writes to this partition key fail. Spread the collection over several ' +
        'partition keys (e.g. a shard suffix), or replace the LSI with a GSI, which has no such cap.',
    });
  }
  return notes;
}

/**
 * What can be exported: everything the main read showed, one of its collections, or what a tool
 * read. Each source hands its items over in pages, so the export streams them.
 */
import type { Item } from '../../../shared/dynamo/types.js';
import type { ReadSession } from '../../model/collections/read-session.js';
import type { PartitionsRun } from '../../store/tools-slice.js';
import { keyColumns, valueText, type MergedRun } from '../../model/tools/merged-run.js';

export interface ExportSource {
  id: string;
  label: string;
  count: number;
  /** Key attributes, written first. */
  keys: string[];
  /** For the file name. */
  name: string;
  items(): Item[];
}

/**
 * The main read as sources: all of it, and the one collection the user picked by its partition-key
 * value. Never one source per collection: a Scan can hold tens of thousands of them, and building
 * and listing them all on every page made the export cost pages x collections.
 */
export function sessionSources(
  session: ReadSession | null,
  table: string,
  collectionKey: string | null,
): ExportSource[] {
  if (!session || session.itemCount === 0) return [];
  const collections = session.grouper.collections;
  const keys = session.keyColumns;
  const out: ExportSource[] = [
    {
      id: 'read',
      label: `All items read (${session.itemCount.toLocaleString('en-US')})`,
      count: session.itemCount,
      keys,
      name: table,
      items: () => collections.flatMap((c) => c.items),
    },
  ];
  const c = collectionKey === null ? undefined : session.collection(collectionKey);
  if (c) {
    out.push({
      id: 'collection',
      label: `Collection ${c.partitionKeyText} (${c.size.toLocaleString('en-US')})`,
      count: c.size,
      keys,
      name: `${table}-${c.partitionKeyText}`,
      items: () => c.items,
    });
  }
  return out;
}

function mergedSource(id: string, what: string, run: MergedRun, table: string): ExportSource {
  return {
    id,
    label: `${what} (${run.items.length.toLocaleString('en-US')} merged items)`,
    count: run.items.length,
    keys: keyColumns(run.spec.query.keyNames, run.spec.tableKeys),
    name: `${table}-${id}`,
    items: () => run.items,
  };
}

export function toolSources(fanOut: MergedRun | null, partitions: PartitionsRun | null, table: string): ExportSource[] {
  const out: ExportSource[] = [];
  if (fanOut && fanOut.items.length > 0 && fanOut.spec.query.TableName === table)
    out.push(mergedSource('fan-out', 'Fan-out', fanOut, table));
  if (
    partitions?.mode === 'merged' &&
    partitions.run.items.length > 0 &&
    partitions.run.spec.query.TableName === table
  ) {
    out.push(mergedSource('partitions', 'Merged partitions', partitions.run, table));
  }
  if (partitions?.mode === 'separate' && partitions.run.spec.query.TableName === table) {
    const run = partitions.run;
    const keys = keyColumns(run.spec.query.keyNames, run.spec.tableKeys);
    run.results.forEach((r, i) => {
      if (!r || r.items.length === 0) return;
      const label = valueText(run.spec.partitions[i]);
      out.push({
        id: `partition:${i}`,
        label: `Partition ${label} (${r.items.length.toLocaleString('en-US')})`,
        count: r.items.length,
        keys,
        name: `${table}-${label}`,
        items: () => r.items,
      });
    });
  }
  return out;
}

/** The items in pages, yielding to the page between them so the progress can be drawn. */
export async function* inPages(items: readonly Item[], size = 500): AsyncGenerator<readonly Item[]> {
  for (let i = 0; i < items.length; i += size) {
    yield items.slice(i, i + size);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

/**
 * The layout checks of shared/collections run over what the app has read: the main read's
 * collections (sort keys, parent positions, item sizes, key spelling, filter ratio, LSI size)
 * and a statistics scan (hot partitions, LSI size). This file only gathers their inputs.
 */
import type { ScanStatsSnapshot } from '../../../shared/collections/scan-stats.js';
import {
  checkFilterRatio,
  checkHotPartition,
  checkLsiCollectionSize,
  checkParentPosition,
  checkParentReach,
  itemSizeSteps,
  keyStyleSteps,
  numberPaddingSteps,
  runSteps,
  STEP_ITEMS,
  type LayoutNote,
  type ParentReachInput,
  type SizedItem,
  type Steps,
} from '../../../shared/collections/checks/index.js';
import { detectDelimiter } from '../../../shared/collections/delimiters.js';
import type { ItemCollection } from '../../../shared/collections/item-collection.js';
import { itemSize } from '../../../shared/dynamo/item-size.js';
import type { TableDescription } from '../../../shared/dynamo/types.js';
import type { ReadProgress } from '../../../shared/reads/read-progress.js';
import type { ReadSession } from '../../model/collections/read-session.js';
import type { BuiltRead } from '../../model/query/build-read.js';

function stringSortKeys(c: ItemCollection, sortKey: string): string[] {
  const out: string[] = [];
  for (const item of c.items) {
    const v = item[sortKey];
    if (v && 'S' in v) out.push(v.S);
  }
  return out;
}

export function readNotes(
  session: ReadSession,
  built: BuiltRead,
  progress: ReadProgress | undefined,
  table: TableDescription | null,
  reach: ParentReachInput | null = null,
): LayoutNote[] {
  return runSteps(readNoteSteps(session, built, progress, table, reach));
}

function* allOf(perCollection: readonly { sortKeys: readonly string[] }[]): Generator<string> {
  for (const c of perCollection) yield* c.sortKeys;
}

/**
 * readNotes in slices (see shared/collections/checks/steps.ts): after a Scan of 300,000 items the
 * checks are a pass over every item, which as one task would freeze the page for seconds.
 */
export function* readNoteSteps(
  session: ReadSession,
  built: BuiltRead,
  progress: ReadProgress | undefined,
  table: TableDescription | null,
  reach: ParentReachInput | null = null,
): Steps<LayoutNote[]> {
  const { sortKey, partitionKey } = session.keyNames;
  const collections = session.grouper.collections;
  const notes: LayoutNote[] = [];
  if (sortKey && session.keyNames.sortKeyType === 'S') {
    const perCollection: { collectionPk: string; sortKeys: string[] }[] = [];
    let done = 0;
    for (const c of collections) {
      perCollection.push({ collectionPk: c.partitionKeyText, sortKeys: stringSortKeys(c, sortKey) });
      done += c.size;
      if (done >= STEP_ITEMS) {
        done = 0;
        yield;
      }
    }
    const delimiter = detectDelimiter(perCollection.flatMap((c) => c.sortKeys.slice(0, 200)));
    notes.push(...(yield* numberPaddingSteps(perCollection, delimiter)));
    notes.push(...(yield* keyStyleSteps(allOf(perCollection), sortKey)));
  }
  if (session.keyNames.partitionKeyType === 'S')
    notes.push(
      ...(yield* keyStyleSteps(
        collections.map((c) => c.partitionKeyText),
        partitionKey,
      )),
    );
  if (built.operation === 'query') {
    const request = built.spec.request as { ScanIndexForward?: boolean; Limit?: number };
    notes.push(
      ...checkParentPosition({
        collections: collections.map((c) => ({
          collectionPk: c.partitionKeyText,
          parentIndex: c.parentIndex,
          itemCount: c.size,
        })),
        scanIndexForward: request.ScanIndexForward !== false,
        ...(request.Limit !== undefined ? { limit: request.Limit } : {}),
      }),
    );
  }
  if (reach)
    notes.push(
      ...checkParentReach(
        collections.map((c) => ({
          collectionPk: c.partitionKeyText,
          hasParent: c.parentIndex !== null,
          itemCount: c.size,
        })),
        reach,
      ),
    );
  const sizes = new Map<ItemCollection, number>();
  function* sized(): Generator<SizedItem> {
    for (const c of collections) {
      let bytes = 0;
      for (const item of c.items) {
        const size = itemSize(item);
        bytes += size;
        const sk = sortKey ? item[sortKey] : undefined;
        yield {
          collectionPk: c.partitionKeyText,
          ...(sk && 'S' in sk ? { sortKey: sk.S } : sk && 'N' in sk ? { sortKey: sk.N } : {}),
          bytes: size,
        };
      }
      sizes.set(c, bytes);
    }
  }
  notes.push(...(yield* itemSizeSteps(sized())));
  if (progress && built.operation !== 'get') {
    notes.push(
      ...checkFilterRatio({
        operation: built.operation === 'query' ? 'Query' : 'Scan',
        count: progress.returned,
        scannedCount: progress.scanned,
      }),
    );
  }
  const hasLsi = (table?.LocalSecondaryIndexes?.length ?? 0) > 0;
  notes.push(
    ...checkLsiCollectionSize({
      hasLsi,
      collections: collections.map((c) => ({
        collectionPk: c.partitionKeyText,
        bytes: sizes.get(c) ?? 0,
        itemsRead: c.size,
      })),
    }),
  );
  return notes;
}

export function statisticsNotes(s: ScanStatsSnapshot, hasLsi: boolean): LayoutNote[] {
  return [
    ...checkHotPartition({ totalItems: s.items, collectionCount: s.collections, largest: s.largestByItems }),
    ...checkLsiCollectionSize({
      hasLsi,
      collections: s.largestByBytes.map((c) => ({ collectionPk: c.collectionPk, bytes: c.bytes, itemsRead: c.items })),
    }),
  ];
}

/** Notes about one collection, and those about the read as a whole, in that order of groups. */
export function groupNotes(notes: readonly LayoutNote[]): { collectionPk: string | null; notes: LayoutNote[] }[] {
  const groups = new Map<string | null, LayoutNote[]>();
  for (const note of notes) {
    const key = note.collectionPk ?? null;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = []));
    g.push(note);
  }
  return [...groups]
    .map(([collectionPk, list]) => ({ collectionPk, notes: list }))
    .sort((a, b) => (a.collectionPk === null ? 1 : 0) - (b.collectionPk === null ? 1 : 0));
}

/**
 * The sort-key drill-down of one item collection: the tree of its sort-key levels built from the
 * items read, refined when a node is opened (a begins_with Query on the node's prefix adds the
 * keys not read yet), and exact counts by Select=COUNT on request. Clicking a node runs the main
 * read on that prefix alone, so the collections view shows just that subtree.
 */
import type { StateCreator } from 'zustand';
import type { ApiErrorShape } from '../../shared/api-errors.js';
import type { ExplorerApi } from '../../shared/api.js';
import { detectDelimiters } from '../../shared/dynamo/key-delimiters.js';
import { SortKeyTree } from '../../shared/collections/sort-key-tree.js';
import type { AttributeValue, KeyNames } from '../../shared/dynamo/types.js';
import { PagedRead } from '../../shared/reads/paged-read.js';
import { partitionRequest, type PartitionQuery } from '../../shared/reads/partition-query.js';
import type { AppState } from './index.js';
import { drillNodeDraft } from '../model/tools/tool-drafts.js';
import { readTableOf } from '../model/query/build-read.js';

/**
 * A node's identity: its prefix without the trailing delimiter, which a node gains once it has a
 * level below it (`CA` becomes `CA#`), so expansion and loading states survive a refinement.
 */
export function nodeId(tree: SortKeyTree, prefix: string): string {
  const d = [...tree.delimiters].sort((a, b) => b.length - a.length).find((x) => prefix.endsWith(x));
  return d !== undefined ? prefix.slice(0, -d.length) : prefix;
}

/** Why a key schema has no sort-key levels to drill into, or null when it may have some (a string sort key). */
function noLevels(keyNames: Pick<KeyNames, 'sortKey' | 'sortKeyType'>): string | null {
  if (!keyNames.sortKey) return 'the table or index read has no sort key, so there are no levels to drill into';
  if (keyNames.sortKeyType !== 'S')
    return `the sort key "${keyNames.sortKey}" is a ${keyNames.sortKeyType === 'N' ? 'number' : 'binary value'}; levels exist only in string sort keys`;
  return null;
}

/** Keys an opening reads at most; the node says when there were more. */
export const OPEN_CAP = 5000;

export interface DrillDown {
  table: string;
  indexName?: string;
  keyNames: KeyNames;
  tableKeys: string[];
  partition: AttributeValue;
  tree: SortKeyTree;
  /** Bumped when the tree changes (it grows in place). */
  version: number;
  /** Nodes (by `nodeId`) being read now. */
  busy: string[];
  /** Nodes (by `nodeId`) read to the end (their counts are complete) or up to OPEN_CAP. */
  opened: Record<string, 'complete' | 'capped'>;
  exactCounts: boolean;
  /** The read it started from had every key of the collection, so a node without children has none. */
  complete: boolean;
  error?: ApiErrorShape;
}

export interface DrillDownSlice {
  drill: DrillDown | null;
  /** Starts a drill-down on a collection of the main read. Returns why it cannot, or null. */
  startDrillDown(collectionKey: string): string | null;
  openDrillNode(prefix: string): Promise<void>;
  countDrillNode(prefix: string): Promise<void>;
  setDrillExactCounts(on: boolean): void;
  /** Runs the main read on this prefix only. */
  filterToDrillNode(prefix: string): Promise<void>;
}

export const createDrillDownSlice =
  (api: ExplorerApi): StateCreator<AppState, [], [], DrillDownSlice> =>
  (set, get) => {
    const seen = new WeakMap<SortKeyTree, Set<string>>();

    const patch = (tree: SortKeyTree, fn: (d: DrillDown) => Partial<DrillDown>) => {
      const d = get().drill;
      if (d && d.tree === tree) set({ drill: { ...d, ...fn(d) } });
    };

    const query = (d: DrillDown, prefix: string, extra: Partial<PartitionQuery> = {}): PartitionQuery => {
      const connectionId = get().connectionId;
      return {
        TableName: d.table,
        keyNames: d.keyNames,
        tableKeys: d.tableKeys,
        ...(d.indexName ? { IndexName: d.indexName } : {}),
        ...(connectionId ? { connectionId } : {}),
        ...(prefix ? { sort: { op: 'begins_with' as const, values: [{ S: prefix }] } } : {}),
        ...extra,
      };
    };

    async function countWhere(d: DrillDown, sort: PartitionQuery['sort'] | null): Promise<number> {
      const request = {
        ...partitionRequest({ ...query(d, ''), ...(sort ? { sort } : {}) }, d.partition),
        Select: 'COUNT' as const,
      };
      const outcome = await new PagedRead(api, { kind: 'query', request }).start();
      if (outcome.end !== 'end') throw outcome.error ?? new Error('the count stopped before the end');
      return outcome.progress.returned;
    }

    /**
     * A node's items: those under its prefix, and its own key when an item has it (`STAGE::1` beside
     * `STAGE::1::A`): the node counts it, so the exact count must too.
     */
    async function count(d: DrillDown, prefix: string): Promise<void> {
      let n = await countWhere(d, prefix ? { op: 'begins_with', values: [{ S: prefix }] } : null);
      const own = nodeId(d.tree, prefix);
      if (prefix !== '' && own !== prefix && (d.tree.find(prefix)?.ownCount ?? 0) > 0)
        n += await countWhere(d, { op: '=', values: [{ S: own }] });
      d.tree.setExactCount(prefix, n);
    }

    async function withBusy(prefix: string, work: (d: DrillDown) => Promise<void>): Promise<void> {
      const d = get().drill;
      if (!d) return;
      const id = nodeId(d.tree, prefix);
      if (d.busy.includes(id)) return;
      const tree = d.tree;
      patch(tree, (x) => ({ busy: [...x.busy, id], error: undefined }));
      try {
        await work(d);
        patch(tree, (x) => ({ version: x.version + 1 }));
      } catch (e) {
        const error = e as ApiErrorShape;
        patch(tree, () => ({ error: { name: error.name ?? 'Error', message: error.message ?? String(e) } }));
      } finally {
        patch(tree, (x) => ({ busy: x.busy.filter((p) => p !== id) }));
      }
    }

    return {
      drill: null,

      startDrillDown(collectionKey) {
        const { session, read } = get();
        const c = session?.collection(collectionKey);
        if (!session || !c || !read.built) return 'choose a collection of the results first';
        const keyNames = session.keyNames;
        const none = noLevels(keyNames);
        if (none) return none;
        const sortKeys = c.items
          .map((i) => i[keyNames.sortKey!])
          .filter((v): v is { S: string } => v !== undefined && 'S' in v)
          .map((v) => v.S);
        // The delimiters in force for the read (the Design tab's, the user's choice included), so the
        // levels are the segments of its templates; the keys' own where the read has none yet.
        const inForce = session.grouper.delimiters;
        const tree = new SortKeyTree(inForce.length > 0 ? inForce : detectDelimiters(sortKeys));
        tree.addAll(sortKeys);
        seen.set(tree, new Set(sortKeys));
        const built = read.built;
        const table = readTableOf(built);
        const indexName = built.operation === 'get' ? undefined : built.indexName;
        const request = built.operation === 'get' ? null : built.spec.request;
        const whole =
          request !== null &&
          !request.FilterExpression &&
          (built.operation === 'scan' ||
            !/\bAND\b/i.test((request as { KeyConditionExpression?: string }).KeyConditionExpression ?? ''));
        set({
          drill: {
            table,
            ...(indexName ? { indexName } : {}),
            keyNames,
            tableKeys: [...session.tableKeys],
            partition: c.partitionKeyValue,
            tree,
            version: 0,
            busy: [],
            opened: {},
            exactCounts: get().drill?.exactCounts ?? false,
            complete: whole && read.status === 'done',
          },
        });
        return null;
      },

      async openDrillNode(prefix) {
        await withBusy(prefix, async (d) => {
          const names = { '#dd_sk': d.keyNames.sortKey! };
          const request = partitionRequest(
            query(d, prefix, { ProjectionExpression: '#dd_sk', ExpressionAttributeNames: names }),
            d.partition,
          );
          const known = seen.get(d.tree)!;
          const outcome = await new PagedRead(
            api,
            { kind: 'query', request },
            {
              cap: OPEN_CAP,
              onPage: (e) => {
                for (const item of e.page.Items) {
                  const v = item[d.keyNames.sortKey!];
                  if (v && 'S' in v && !known.has(v.S)) {
                    known.add(v.S);
                    d.tree.add(v.S);
                  }
                }
              },
            },
          ).start();
          if (outcome.end === 'error') throw outcome.error;
          if (d.exactCounts) await count(d, prefix);
          patch(d.tree, (x) => ({
            opened: { ...x.opened, [nodeId(d.tree, prefix)]: outcome.end === 'end' ? 'complete' : 'capped' },
          }));
        });
      },

      async countDrillNode(prefix) {
        await withBusy(prefix, (d) => count(d, prefix));
      },

      setDrillExactCounts(on) {
        const d = get().drill;
        if (d) set({ drill: { ...d, exactCounts: on } });
      },

      async filterToDrillNode(prefix) {
        const d = get().drill;
        if (!d) return;
        // A plain Query of the prefix, shown in the form and the address like any read, so its link reopens it.
        await get().showRead(drillNodeDraft(d, prefix));
      },
    };
  };

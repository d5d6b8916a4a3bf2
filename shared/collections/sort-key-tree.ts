/**
 * Composite sort keys as a tree: `CA#SAN_FRANCISCO#94105` is CA > SAN_FRANCISCO > 94105, each node
 * counting the items under it and knowing the `begins_with` value that reads exactly its subtree.
 * Counts come from the items read; `setExactCount` records a true count fetched later (e.g. a
 * Select=COUNT query on the node's prefix).
 */
import { compareUtf8 } from '../dynamo/compare.js';
import { splitKeyParts } from '../dynamo/key-delimiters.js';
import type { Delimiter } from './delimiters.js';

export interface SortKeyNode {
  /** This level's part of the key. */
  readonly segment: string;
  /** 1 for the first level; the root is 0. */
  readonly depth: number;
  /** The key text up to and including this segment, without a trailing delimiter. */
  readonly path: string;
  /** Items read whose sort key is at or under this node. */
  count: number;
  /** Items read whose sort key ends exactly here. */
  ownCount: number;
  /** A count fetched from the table for this node's prefix, when one was asked for. */
  exactCount: number | null;
  /** Distinct segments below that were not expanded (past the child limit or depth limit). */
  collapsedCount: number;
  readonly children: Map<string, SortKeyNode>;
  /** The delimiter that follows this segment in the keys below it ('' until one is seen). */
  after: string;
}

export interface SortKeyTreeOptions {
  /** Children kept per node; later new segments only count. Keeps a tree of unique ids bounded. */
  maxChildren?: number;
  maxDepth?: number;
}

/** A plain, serialisable copy of a node with its children in DynamoDB's sort order. */
export interface SortKeyNodeView {
  segment: string;
  depth: number;
  prefix: string;
  count: number;
  ownCount: number;
  exactCount: number | null;
  collapsedCount: number;
  children: SortKeyNodeView[];
}

function newNode(segment: string, depth: number, path: string): SortKeyNode {
  return {
    segment,
    depth,
    path,
    count: 0,
    ownCount: 0,
    exactCount: null,
    collapsedCount: 0,
    children: new Map(),
    after: '',
  };
}

export class SortKeyTree {
  readonly root: SortKeyNode = newNode('', 0, '');
  private readonly maxChildren: number;
  private readonly maxDepth: number;
  private readonly byPath = new Map<string, SortKeyNode>();

  /** Every delimiter the keys split on (several where a table mixes them: `2026-05-14@0930~SCREENING`). */
  readonly delimiters: readonly Delimiter[];

  /** `delimiters`: as the one module (shared/dynamo/key-delimiters.ts) decided them for the table; null or none: no levels. */
  constructor(delimiters: Delimiter | null | readonly Delimiter[], options: SortKeyTreeOptions = {}) {
    this.delimiters = delimiters === null ? [] : typeof delimiters === 'string' ? [delimiters] : [...delimiters];
    this.maxChildren = options.maxChildren ?? 1000;
    this.maxDepth = options.maxDepth ?? 8;
  }

  /** The main delimiter (the first), or null without one. */
  get delimiter(): Delimiter | null {
    return this.delimiters[0] ?? null;
  }

  add(sortKey: string): void {
    const parts = splitKeyParts(sortKey, this.delimiters);
    let node = this.root;
    node.count++;
    let path = '';
    for (let i = 0; i < parts.length; i++) {
      const seg = parts[i]!.text;
      path = i === 0 ? seg : path + parts[i - 1]!.after + seg;
      if (i > 0 && node.after === '') node.after = parts[i - 1]!.after;
      let child = node.children.get(seg);
      if (child === undefined) {
        if (node.children.size >= this.maxChildren || i >= this.maxDepth) {
          node.collapsedCount++;
          return;
        }
        child = newNode(seg, i + 1, path);
        node.children.set(seg, child);
        this.byPath.set(path, child);
      }
      child.count++;
      node = child;
    }
    node.ownCount++;
  }

  addAll(sortKeys: Iterable<string>): void {
    for (const k of sortKeys) this.add(k);
  }

  /**
   * The `begins_with` value that reads exactly this node's subtree. With a deeper level it ends in
   * the delimiter, so `CA#` does not also match `CAX#...`; a node with no level below is its own key.
   */
  prefixOf(node: SortKeyNode): string {
    if (node === this.root) return '';
    return node.children.size > 0 || node.collapsedCount > 0 ? node.path + node.after : node.path;
  }

  /** The node for a prefix, written with or without its trailing delimiter. */
  find(prefix: string): SortKeyNode | undefined {
    if (prefix === '') return this.root;
    const exact = this.byPath.get(prefix);
    if (exact !== undefined && exact.children.size === 0 && exact.collapsedCount === 0) return exact;
    const d = [...this.delimiters].sort((a, b) => b.length - a.length).find((x) => prefix.endsWith(x));
    return (d !== undefined ? this.byPath.get(prefix.slice(0, -d.length)) : undefined) ?? exact;
  }

  /** Records a count fetched for a node's prefix; false when no node has that prefix. */
  setExactCount(prefix: string, count: number): boolean {
    const node = this.find(prefix);
    if (node === undefined) return false;
    node.exactCount = count;
    return true;
  }

  /** The tree as plain data, children in DynamoDB's (UTF-8 byte) order. */
  view(node: SortKeyNode = this.root): SortKeyNodeView {
    const children = [...node.children.values()].sort((a, b) => compareUtf8(a.segment, b.segment));
    return {
      segment: node.segment,
      depth: node.depth,
      prefix: this.prefixOf(node),
      count: node.count,
      ownCount: node.ownCount,
      exactCount: node.exactCount,
      collapsedCount: node.collapsedCount,
      children: children.map((c) => this.view(c)),
    };
  }
}

/** A tree of the string sort keys of some items. */
export function buildSortKeyTree(
  sortKeys: Iterable<string>,
  delimiter: Delimiter | null | readonly Delimiter[],
  options?: SortKeyTreeOptions,
): SortKeyTree {
  const tree = new SortKeyTree(delimiter, options);
  tree.addAll(sortKeys);
  return tree;
}

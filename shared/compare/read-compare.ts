/**
 * Two reads side by side (two collections, two tables, production and its copy on DynamoDB
 * Local): which items are only on the left, only on the right, and which differ, matched by their
 * primary key as DynamoDB compares keys (a number key by value). Pages are added as they arrive on
 * either side, so neither read has to be whole before the counts start to show.
 */
import { keyIdentity } from '../dynamo/compare.js';
import { setOwn } from '../dynamo/own-property.js';
import type { Item } from '../dynamo/types.js';
import { differsAsDynamoDB, itemDifferences, type AttributeDifference } from './attribute-diff-exact.js';
import { compareByKey } from '../writes/bulk-read-plan.js';

export interface CompareKeys {
  partitionKey: string;
  sortKey?: string;
}

export interface CompareOptions {
  left: CompareKeys;
  /** The right side's key names when they differ (`PK`/`SK` against `pk`/`sk`); the left's if absent. */
  right?: CompareKeys;
  /** Top-level attributes (by the left side's names) left out of the comparison, such as masked ones. */
  ignore?: readonly string[];
}

export interface DifferentItem {
  left: Item;
  right: Item;
  differences: AttributeDifference[];
}

export interface CompareResult {
  onlyLeft: Item[];
  onlyRight: Item[];
  different: DifferentItem[];
  /** Equal as DynamoDB compares them, but some value is written differently (`1.50` and `1.5`). */
  sameButWritten: DifferentItem[];
  same: number;
  /** Items that came twice on one side (an overlapping read); the later copy is ignored. */
  repeated: { side: 'left' | 'right'; item: Item }[];
  /** Items on a side that lack a key attribute, which no key can match. */
  keyless: { side: 'left' | 'right'; item: Item }[];
}

/** The key attributes to rename so an item keyed `from` reads with the names of `to`. */
export function keyRenames(from: CompareKeys, to: CompareKeys): Map<string, string> {
  const renames = new Map<string, string>();
  if (from.partitionKey !== to.partitionKey) renames.set(from.partitionKey, to.partitionKey);
  if (from.sortKey !== undefined && to.sortKey !== undefined && from.sortKey !== to.sortKey)
    renames.set(from.sortKey, to.sortKey);
  return renames;
}

/** The item with its attributes renamed (an attribute named `__proto__` stays an attribute). */
export function renameAttributes(item: Item, renames: ReadonlyMap<string, string>): Item {
  if (renames.size === 0) return item;
  const out: Item = {};
  for (const [name, value] of Object.entries(item)) setOwn(out, renames.get(name) ?? name, value);
  return out;
}

export class ReadComparer {
  /** Items seen on one side whose partner has not come yet, by key identity. */
  private readonly waitingLeft = new Map<string, Item>();
  private readonly waitingRight = new Map<string, Item>();
  private readonly matched = new Set<string>();
  private readonly different: DifferentItem[] = [];
  private readonly sameButWritten: DifferentItem[] = [];
  private same = 0;
  private readonly repeated: CompareResult['repeated'] = [];
  private readonly keyless: CompareResult['keyless'] = [];
  private readonly leftKeys: CompareKeys;
  private readonly rightKeys: CompareKeys;
  private readonly ignore: ReadonlySet<string>;
  private readonly toLeftNames: ReadonlyMap<string, string>;

  constructor(options: CompareOptions) {
    const right = options.right ?? options.left;
    if ((right.sortKey === undefined) !== (options.left.sortKey === undefined)) {
      throw new Error(
        `right: expected a key of the same shape as the left's (${options.left.sortKey === undefined ? 'a partition key only' : 'a partition and a sort key'})`,
      );
    }
    this.leftKeys = options.left;
    this.rightKeys = right;
    this.ignore = new Set(options.ignore ?? []);
    this.toLeftNames = keyRenames(right, options.left);
  }

  addLeft(items: readonly Item[]): void {
    for (const item of items) this.add('left', item);
  }

  addRight(items: readonly Item[]): void {
    for (const item of items) this.add('right', item);
  }

  private add(side: 'left' | 'right', item: Item): void {
    const keys = side === 'left' ? this.leftKeys : this.rightKeys;
    if (!Object.hasOwn(item, keys.partitionKey) || (keys.sortKey !== undefined && !Object.hasOwn(item, keys.sortKey))) {
      this.keyless.push({ side, item });
      return;
    }
    const id = keyIdentity(item, keys);
    const mine = side === 'left' ? this.waitingLeft : this.waitingRight;
    const theirs = side === 'left' ? this.waitingRight : this.waitingLeft;
    if (mine.has(id) || this.matched.has(id)) {
      this.repeated.push({ side, item });
      return;
    }
    const partner = theirs.get(id);
    if (partner === undefined) {
      mine.set(id, item);
      return;
    }
    theirs.delete(id);
    this.matched.add(id);
    const [left, right] = side === 'left' ? [item, partner] : [partner, item];
    this.settle(left, right);
  }

  private settle(left: Item, right: Item): void {
    const differences = itemDifferences(left, renameAttributes(right, this.toLeftNames), this.ignore);
    if (differences.length === 0) this.same++;
    else if (differsAsDynamoDB(differences)) this.different.push({ left, right, differences });
    else this.sameButWritten.push({ left, right, differences });
  }

  /** The counts so far, without copying anything: cheap after every page. */
  counts(): { onlyLeft: number; onlyRight: number; different: number; same: number } {
    return {
      onlyLeft: this.waitingLeft.size,
      onlyRight: this.waitingRight.size,
      different: this.different.length,
      same: this.same + this.sameButWritten.length,
    };
  }

  /** The comparison of everything added so far; "only left" holds items whose partner may still come. */
  result(): CompareResult {
    // In the tables' key order, so a user finds a key where they expect it, whatever order the reads came in.
    const byLeft = compareByKey(this.leftKeys);
    const byLeftOf = (a: DifferentItem, b: DifferentItem) => byLeft(a.left, b.left);
    return {
      onlyLeft: [...this.waitingLeft.values()].sort(byLeft),
      onlyRight: [...this.waitingRight.values()].sort(compareByKey(this.rightKeys)),
      different: [...this.different].sort(byLeftOf),
      sameButWritten: [...this.sameButWritten].sort(byLeftOf),
      same: this.same,
      repeated: [...this.repeated],
      keyless: [...this.keyless],
    };
  }
}

/** Compares two whole reads at once. */
export function compareReads(left: readonly Item[], right: readonly Item[], options: CompareOptions): CompareResult {
  const comparer = new ReadComparer(options);
  comparer.addLeft(left);
  comparer.addRight(right);
  return comparer.result();
}

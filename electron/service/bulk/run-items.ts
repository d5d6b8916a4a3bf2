/**
 * Where a bulk run's items are: a spool on disk beside the run's journal (electron/state/
 * item-spool.ts), so the service's heap does not grow with the run, or in memory (no data folder,
 * or a journal written before the spool, whose 'items' lines hold the items). The record and its
 * units read an item by its index; a unit fetches its items first (`prefetch`) so the reads it
 * then makes one by one are served from what was fetched.
 */
import type { Item } from '../../../shared/dynamo/types.js';

export interface RunItems {
  /** Items held. */
  readonly length: number;
  /** The i-th item, read from the spool when it was not fetched (a short synchronous read). */
  item(i: number): Item;
  /** Reads the items at these indices ahead, so `item` then needs no disk read. */
  prefetch(indices: readonly number[]): Promise<void>;
  /** Adds items at the end, durable (fsync) when it resolves. */
  append(items: readonly Item[]): Promise<void>;
  /** Closes what append() keeps open (the run is made, or it stops taking items for now). */
  release(): Promise<void>;
}

export class MemoryItems implements RunItems {
  private readonly items: Item[] = [];
  get length() {
    return this.items.length;
  }
  item(i: number): Item {
    const item = this.items[i];
    if (item === undefined) throw new Error(`bulk run: no item ${i} (the run holds ${this.items.length})`);
    return item;
  }
  prefetch(): Promise<void> {
    return Promise.resolve();
  }
  append(items: readonly Item[]): Promise<void> {
    for (const item of items) this.items.push(item);
    return Promise.resolve();
  }
  release(): Promise<void> {
    return Promise.resolve();
  }
}

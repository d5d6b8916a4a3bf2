/**
 * What the "Copy items" dialog copies, and whether it is open: the results' toolbar, a collection
 * row's menu and the inspector each open it on their own source, and the dialog sits in the results
 * pane, so they share this one switch without a slice in the store (as Compare's region does).
 */
import { useSyncExternalStore } from 'react';
import type { AttributeValue, Item } from '../../../shared/dynamo/types.js';

export type CopySource =
  /** The read on screen, read again from its start page by page. */
  | { kind: 'read' }
  /** One item collection of the read: a Query of its partition key, page by page. */
  | { kind: 'collection'; collectionKey: string; partitionKey: string; value: AttributeValue; label: string }
  /** Items the page holds already (the inspector's selection). */
  | { kind: 'items'; items: Item[]; label: string };

let source: CopySource | null = null;
const listeners = new Set<() => void>();

export function openCopy(next: CopySource | null): void {
  source = next;
  for (const l of listeners) l();
}

export function useCopySource(): CopySource | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => source,
  );
}

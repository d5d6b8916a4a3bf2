/**
 * The ways into "Copy items": beside the results (the whole read), on a collection (from its row's
 * menu) and in the inspector (the selected item). Each opens the dialog on its own source.
 */
import type { Item } from '../../../shared/dynamo/types.js';
import type { ItemCollection } from '../../../shared/collections/item-collection.js';
import { useOpenCopy, type CopySource } from './copy-open.js';

export function CopyButton() {
  const openCopy = useOpenCopy();
  return (
    <button type="button" onClick={() => openCopy({ kind: 'read' })}>
      Copy to…
    </button>
  );
}

/** The source for one collection of a read grouped by `partitionKey`, or null when it holds no item. */
export function collectionSource(collection: ItemCollection, partitionKey: string): CopySource | null {
  const value = collection.items[0]?.[partitionKey];
  if (!value) return null;
  return {
    kind: 'collection',
    collectionKey: collection.key,
    partitionKey,
    value,
    label: `the collection ${collection.partitionKeyText}, read again by a Query of its partition key`,
  };
}

export function CopySelectedButton({ items }: { items: Item[] }) {
  const openCopy = useOpenCopy();
  return (
    <button
      type="button"
      onClick={() =>
        openCopy({
          kind: 'items',
          items,
          label: items.length === 1 ? 'the selected item' : `${items.length} selected items`,
        })
      }
    >
      Copy to…
    </button>
  );
}

/**
 * A collection row's context menu (right click, the ContextMenu key or Shift+F10 on the grid):
 * "Open in new tab" reads that one collection, on the same table, index and connection, in a tab
 * of its own; "Copy to…" opens the Copy dialog on that collection. An item row offers its collection.
 */
import { useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useAppStore } from '../../store/index.js';
import { currentLink } from '../../store/connections-slice.js';
import { formatRoute } from '../../routing/query-route.js';
import { TabMenu } from '../tabs/index.js';
import { collectionSource, useOpenCopy } from '../copy/index.js';
import type { RowModel } from './row-model.js';

export function useCollectionMenu(
  model: RowModel,
  active: number,
): {
  onContextMenu(e: MouseEvent): void;
  onMenuKey(e: KeyboardEvent): boolean;
  menu: ReactNode;
} {
  const store = useAppStore();
  const openCopy = useOpenCopy();
  const [open, setOpen] = useState<{ pk: string; x: number; y: number } | null>(null);
  const at = (index: number, x: number, y: number) => {
    const row = model.rowAt(index);
    if (!row) return false;
    setOpen({ pk: row.collection.partitionKeyText, x, y });
    return true;
  };
  const openInNewTab = (pk: string) => {
    const s = store.getState();
    if (!s.tableName) return;
    const draft = s.draftFor(s.tableName);
    const route = formatRoute(
      { ...draft, operation: 'query', pk, skOp: '', sk: '', sk2: '', filter: '', names: '', values: '' },
      currentLink(s),
    );
    s.openInNewTab(route);
  };
  const copyCollection = (pk: string) => {
    const s = store.getState();
    const collection = s.session?.grouper.collections.find((c) => c.partitionKeyText === pk);
    const source = collection && s.read.built ? collectionSource(collection, s.read.built.keyNames.partitionKey) : null;
    if (source) openCopy(source);
  };
  return {
    onContextMenu(e) {
      const index = Number((e.target as Element).closest('[role="row"]')?.getAttribute('aria-rowindex')) - 2;
      if (index >= 0 && at(index, e.clientX, e.clientY)) e.preventDefault();
    },
    onMenuKey(e) {
      if (e.key !== 'ContextMenu' && !(e.shiftKey && e.key === 'F10')) return false;
      const r = (e.currentTarget as HTMLElement).getBoundingClientRect();
      return at(active, r.left + 40, r.top + 40);
    },
    menu: open ? (
      <TabMenu
        label="Collection"
        at={{ x: open.x, y: open.y }}
        onClose={() => setOpen(null)}
        actions={[
          { label: 'Open in new tab', run: () => openInNewTab(open.pk) },
          { label: 'Copy to…', run: () => copyCollection(open.pk) },
        ]}
      />
    ) : null,
  };
}

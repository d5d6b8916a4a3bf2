/** The read's item collections as one virtualized treegrid, whatever the number of items. */
import type { EntityColour } from '../../../shared/collections/colours.js';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useId, useMemo, useRef, type KeyboardEvent } from 'react';
import { useApp } from '../../store/index.js';
import { chooseColumns, gridTemplate, gridWidth } from './columns.js';
import type { ReadSession } from '../../model/collections/read-session.js';
import { RowModel, type Row } from './row-model.js';
import { ROW_HEIGHT, TreegridRow } from './TreegridRow.js';
import { useReveal } from './use-reveal.js';
import { useCollectionMenu } from './CollectionMenu.js';

interface Props {
  session: ReadSession;
  version: number;
  colours: ReadonlyMap<string, EntityColour>;
  /** The user's columns for the table, or null for the automatic choice. */
  picked: readonly string[] | null;
}

/**
 * The collections as a virtualised treegrid: only the rows in view (plus a few) are in the DOM,
 * whatever the number of items. One tab stop; the arrow keys move, Left/Right collapse and
 * expand, Enter opens an item in the inspector.
 */
export function CollectionsTreegrid({ session, version, colours, picked }: Props) {
  const view = useApp((s) => s.view);
  const selection = useApp((s) => s.selection);
  const toggle = useApp((s) => s.toggleCollection);
  const select = useApp((s) => s.selectItem);
  const setActive = useApp((s) => s.setActiveRow);
  const baseId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);

  const model = useMemo(
    () =>
      new RowModel(session.grouper.collections, {
        isExpanded: (c) => view.collapsedByDefault === view.toggled.has(c.key),
        typeFilter: view.typeFilter,
      }),
    // `version` changes when pages land or the parent choice changes; the session grows in place.
    [session, version, view.collapsedByDefault, view.toggled, view.typeFilter],
  );
  const columns = useMemo(
    () => chooseColumns(session, view.typeFilter, picked),
    [session, version, view.typeFilter, picked],
  );
  const active = Math.min(view.activeRow, Math.max(0, model.rowCount - 1));

  const virtualizer = useVirtualizer({
    count: model.rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    // The column header sits in the same scroller: rows start below it, and scrolling to a row keeps it clear of it.
    scrollMargin: ROW_HEIGHT,
    scrollPaddingStart: ROW_HEIGHT,
  });

  const reveal = useCallback(
    (row: number) => {
      setActive(row);
      virtualizer.scrollToIndex(row, { align: 'center' });
    },
    [setActive, virtualizer],
  );
  useReveal(session, model, reveal);

  const rowId = (i: number) => `${baseId}-row-${i}`;
  const selectedKey = selection?.collectionKey;

  const activate = useCallback(
    (row: Row) => {
      setActive(row.index);
      if (row.kind === 'collection') toggle(row.collection.key);
      else select(row.collection.key, row.itemIndex);
      scrollRef.current?.focus({ preventScroll: true });
    },
    [setActive, toggle, select],
  );

  const moveTo = (i: number) => {
    const next = Math.max(0, Math.min(model.rowCount - 1, i));
    setActive(next);
    virtualizer.scrollToIndex(next, { align: 'auto' });
  };

  const rowMenu = useCollectionMenu(model, active);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (rowMenu.onMenuKey(e)) return e.preventDefault();
    const row = model.rowAt(active);
    if (!row) return;
    const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 300) / ROW_HEIGHT) - 2);
    let handled = true;
    switch (e.key) {
      case 'ArrowDown':
        moveTo(active + 1);
        break;
      case 'ArrowUp':
        moveTo(active - 1);
        break;
      case 'PageDown':
        moveTo(active + page);
        break;
      case 'PageUp':
        moveTo(active - page);
        break;
      case 'Home':
        moveTo(0);
        break;
      case 'End':
        moveTo(model.rowCount - 1);
        break;
      case 'ArrowRight':
        if (row.kind === 'collection' && !row.expanded) toggle(row.collection.key, true);
        else if (row.kind === 'collection' && row.shown > 0) moveTo(active + 1);
        break;
      case 'ArrowLeft':
        if (row.kind === 'collection' && row.expanded) toggle(row.collection.key, false);
        else if (row.kind === 'item') moveTo(row.collectionRow);
        break;
      case 'Enter':
      case ' ':
        if (row.kind === 'item') select(row.collection.key, row.itemIndex);
        else toggle(row.collection.key);
        break;
      default:
        handled = false;
    }
    if (handled) e.preventDefault();
  };

  // Keep the active row in view when rows above it open or close.
  useEffect(() => {
    if (view.activeRow !== active) setActive(active);
  }, [active, view.activeRow, setActive]);

  const items = virtualizer.getVirtualItems();
  const width = gridWidth(columns);
  return (
    <>
      <div
        ref={scrollRef}
        role="treegrid"
        aria-label="Item collections"
        aria-rowcount={model.rowCount + 1}
        aria-colcount={columns.length}
        aria-multiselectable={false}
        aria-describedby="hidden-columns-note"
        tabIndex={0}
        className="treegrid"
        onKeyDown={onKeyDown}
        onContextMenu={rowMenu.onContextMenu}
        aria-activedescendant={model.rowCount > 0 ? rowId(active) : undefined}
        style={{ ['--grid-cols' as string]: gridTemplate(columns) }}
      >
        <div role="rowgroup" className="tg-head" style={{ width }}>
          <div role="row" aria-rowindex={1} className="tg-row tg-header-row">
            {columns.map((c) => (
              <div role="columnheader" key={c.header} className={`tg-cell${c.isKey ? ' tg-key' : ''}`} title={c.header}>
                {c.header}
              </div>
            ))}
          </div>
        </div>
        <div role="rowgroup" className="tg-body" style={{ height: virtualizer.getTotalSize(), width }}>
          {items.map((v) => {
            const row = model.rowAt(v.index);
            if (!row) return null;
            const selected =
              row.kind === 'item' && selectedKey === row.collection.key && selection?.itemIndex === row.itemIndex;
            return (
              <TreegridRow
                key={v.key}
                row={row}
                id={rowId(v.index)}
                columns={columns}
                colours={colours}
                start={v.start - ROW_HEIGHT}
                active={v.index === active}
                selected={selected}
                typeFilter={view.typeFilter}
                onRowClick={activate}
              />
            );
          })}
        </div>
      </div>
      {rowMenu.menu}
    </>
  );
}

/** The Layout map tool: every collection of the read as a strip, virtualized like the grid. */
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState } from 'react';
import { layoutText } from '../../../shared/diagram/common-layout.js';
import { count } from '../../../shared/text/count.js';
import { useApp } from '../../store/index.js';
import { useEntityColours } from '../../ui/use-entity-colours.js';
import { CollectionStrip } from './CollectionStrip.js';
import { layoutRows, type LayoutOrder } from './layout-order.js';

const ROW = 24;
const STRIP_WIDTH = 420;

/**
 * Every collection read, one strip each, stacked: the odd one out is seen at once. Virtualised
 * like the grid, so 10,000 collections draw only the rows in view. Mounted only while its tab is
 * shown: a hidden map does not follow the read.
 */
export function LayoutMap() {
  const session = useApp((s) => s.session);
  const version = useApp((s) => s.read.version);
  const [order, setOrder] = useState<LayoutOrder>('read');
  const types = useMemo(() => session?.grouper.entityTypes() ?? [], [session, version]);
  const colours = useEntityColours(types);
  const designVersion = session?.grouper.designVersion ?? 0;
  const rows = useMemo(
    () => layoutRows(session?.grouper.collections ?? [], order, designVersion),
    [session, version, order, designVersion],
  );
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.collections.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW,
    overscan: 8,
  });
  if (!session || session.itemCount === 0)
    return (
      <p className="tool-intro">
        Run a read: the layout map stacks a strip per collection read, its items in sort-key order in their entities'
        colours.
      </p>
    );
  return (
    <div className="tool layout-map">
      <p className="tool-intro">
        Each collection read as a strip: its items in sort-key order, a band per run of one entity, the parent's item
        marked by a bar. Click an item to select it in the results.
      </p>
      <label className="layout-map-order">
        Order{' '}
        <select value={order} onChange={(e) => setOrder(e.target.value as LayoutOrder)}>
          <option value="read">as read</option>
          <option value="size">largest first</option>
          <option value="departure">furthest from the common layout first</option>
        </select>
      </label>
      {rows.common ? (
        <p className="layout-map-common">
          Common layout ({count(rows.commonCount, 'collection')} of {rows.collections.length.toLocaleString('en-US')}):{' '}
          {layoutText(rows.common) || 'none'}
        </p>
      ) : null}
      <div ref={scrollRef} className="layout-map-scroll" role="list" aria-label="Layout map" tabIndex={0}>
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((v) => {
            const c = rows.collections[v.index]!;
            const far = rows.departures?.[v.index];
            return (
              <div
                role="listitem"
                key={c.key}
                className="layout-map-row"
                style={{ transform: `translateY(${v.start}px)` }}
              >
                <span className="layout-map-pk" title={c.partitionKeyText}>
                  {c.partitionKeyText}
                </span>
                <CollectionStrip collection={c} colours={colours} width={STRIP_WIDTH} />
                <span className="layout-map-size">
                  {count(c.items.length, 'item')}
                  {far === undefined ? '' : `, ${far === 0 ? 'common layout' : `${far} off`}`}
                </span>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}

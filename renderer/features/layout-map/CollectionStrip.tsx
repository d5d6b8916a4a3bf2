/** One collection as a strip of its items' entity colours, a click away from the grid. */
import { useState, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import type { EntityColour } from '../../../shared/collections/colours.js';
import type { ItemCollection } from '../../../shared/collections/item-collection.js';
import { bandsFor, itemAtPixel } from '../../../shared/diagram/layout-strip.js';
import { formatCompact } from '../../../shared/dynamo/format-compact.js';
import { useApp } from '../../store/index.js';
import { requestReveal } from './reveal-request.js';
import { stripOf } from './strip-cache.js';
import './strip.css';

interface Props {
  collection: ItemCollection;
  colours: ReadonlyMap<string, EntityColour>;
  /** Width in pixels. */
  width: number;
}

/** A band wide enough for a letter shows its entity's initial. */
const INITIAL_WIDTH = 11;

/**
 * A collection's items in sort-key order as bands in their entities' colours, each carrying its
 * entity's pattern (and initial where it fits), the parent's item marked. Hover names the item
 * under the pointer; a click opens the collection in the grid and selects that item's row.
 */
export function CollectionStrip({ collection: c, colours, width }: Props) {
  const session = useApp((s) => s.session);
  const toggle = useApp((s) => s.toggleCollection);
  const select = useApp((s) => s.selectItem);
  const [tip, setTip] = useState<{ x: number; y: number; text: string } | null>(null);
  // The read's sort key names an item on hover (the attribute its place in the strip goes by).
  const sortKey = session?.keyNames.sortKey;
  const strip = stripOf(c, session?.grouper.designVersion ?? 0);
  const n = c.items.length;
  const bands = bandsFor(strip.runs, n, width);
  const itemAt = (e: MouseEvent<HTMLDivElement>) =>
    itemAtPixel(e.clientX - e.currentTarget.getBoundingClientRect().left, width, n);
  const onMove = (e: MouseEvent<HTMLDivElement>) => {
    const i = itemAt(e);
    if (i < 0) return;
    const v = sortKey ? c.items[i]![sortKey] : undefined;
    const parent = i === strip.parentIndex ? ' (parent)' : '';
    setTip({
      x: e.clientX,
      y: e.clientY,
      text: `${c.typeAt(i)}${parent}${v ? `: ${formatCompact(v, 60)}` : ''} · item ${i + 1} of ${n}`,
    });
  };
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    // The row's own click opens and closes the collection: the strip's picks an item instead.
    e.stopPropagation();
    const i = itemAt(e);
    if (i < 0) return;
    toggle(c.key, true);
    select(c.key, i);
    requestReveal({ collectionKey: c.key, itemIndex: i });
  };
  // The parent's item framed (at least 4 px wide, so a one-in-ten-thousand parent still shows).
  const parentBox =
    strip.parentIndex === null
      ? null
      : { left: Math.max(0, Math.min(width - 4, (strip.parentIndex / n) * width)), width: Math.max(4, width / n) };
  return (
    <div
      role="img"
      aria-label={strip.name}
      className="strip"
      style={{ width }}
      data-strip-key={c.key}
      onMouseMove={onMove}
      onMouseLeave={() => setTip(null)}
      onClick={onClick}
    >
      {bands.map((b) => {
        const colour = colours.get(b.entity);
        const style = {
          left: b.x,
          width: b.width,
          ['--tone-light' as string]: colour?.onLight ?? '#6b6b6b',
          ['--tone-dark' as string]: colour?.onDark ?? '#a0a0a0',
        };
        return (
          <span key={b.start} className={`band p${(colour?.index ?? 0) % PATTERNS}`} style={style}>
            {b.width >= INITIAL_WIDTH ? b.entity.slice(0, 1) : null}
          </span>
        );
      })}
      {parentBox === null ? null : <span className="strip-parent" style={parentBox} />}
      {tip
        ? createPortal(
            <div className="strip-tip" aria-hidden="true" style={{ left: tip.x + 12, top: tip.y + 14 }}>
              {tip.text}
            </div>,
            document.body,
          )
        : null}
    </div>
  );
}

/** Patterns in strip.css (.band.p0 ... .band.p5). */
const PATTERNS = 6;

/** The statistics' item-size histogram as an accessible chart. */
import type { SizeBucket } from '../../../shared/collections/scan-stats.js';
import { formatBytes } from '../../../shared/text/format-bytes.js';
import { count } from '../../../shared/text/count.js';

const WIDTH = 560;
const HEIGHT = 200;
const LEFT = 44;
const BOTTOM = 42;
/** About the width of the widest tick label ("1,023 KB") at the labels' 12px. */
const LABEL_WIDTH = 60;
const TOP = 10;

/**
 * Collection sizes as a bar chart drawn in SVG: one bar per power-of-two bucket of bytes. Screen
 * readers get a title, a summary, and the same figures in the table beside it. Drawn at its own
 * size, never scaled to the box it is in: scaled into a narrow tools box its 12px labels came out
 * about 5px. A narrow box scrolls it instead; where bars are too close for every label, every
 * second (or third...) bar is labelled.
 */
export function SizeHistogramChart({ buckets, tableId }: { buckets: readonly SizeBucket[]; tableId: string }) {
  if (buckets.length === 0) return <p className="empty">No collections counted yet.</p>;
  const max = Math.max(...buckets.map((b) => b.collections));
  const plotW = WIDTH - LEFT - 8;
  const plotH = HEIGHT - TOP - BOTTOM;
  const slot = plotW / buckets.length;
  const barW = Math.max(4, slot * 0.7);
  const labelEvery = Math.max(1, Math.ceil(LABEL_WIDTH / slot));
  const biggest = buckets.reduce((a, b) => (b.collections > a.collections ? b : a));
  const summary = `${buckets.length} size ranges from ${formatBytes(buckets[0]!.minBytes)} to ${formatBytes(buckets[buckets.length - 1]!.maxBytes)}; the most common is ${formatBytes(biggest.minBytes)} to ${formatBytes(biggest.maxBytes)} with ${count(biggest.collections, 'collection')}.`;
  return (
    <div className="histogram-scroll">
      <svg
        role="img"
        aria-labelledby={`${tableId}-title ${tableId}-desc`}
        aria-describedby={tableId}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="histogram"
        width={WIDTH}
        height={HEIGHT}
      >
        <title id={`${tableId}-title`}>Collection sizes: how many collections fall in each range of bytes</title>
        <desc id={`${tableId}-desc`}>{summary}</desc>
        <line x1={LEFT} y1={TOP + plotH} x2={WIDTH - 8} y2={TOP + plotH} className="axis" />
        <line x1={LEFT} y1={TOP} x2={LEFT} y2={TOP + plotH} className="axis" />
        <text x={LEFT - 6} y={TOP + 4} textAnchor="end" className="tick">
          {max.toLocaleString('en-US')}
        </text>
        <text x={LEFT - 6} y={TOP + plotH} textAnchor="end" className="tick">
          0
        </text>
        {buckets.map((b, i) => {
          const h = max === 0 ? 0 : Math.max(1, (b.collections / max) * plotH);
          const x = LEFT + i * slot + (slot - barW) / 2;
          return (
            <g key={b.minBytes}>
              <rect x={x} y={TOP + plotH - h} width={barW} height={h} className="bar">
                <title>{`${formatBytes(b.minBytes)} to ${formatBytes(b.maxBytes)}: ${count(b.collections, 'collection')}`}</title>
              </rect>
              {i % labelEvery === 0 ? (
                <text x={x + barW / 2} y={TOP + plotH + 16} textAnchor="middle" className="tick">
                  {formatBytes(b.minBytes)}
                </text>
              ) : null}
            </g>
          );
        })}
        <text x={LEFT + plotW / 2} y={HEIGHT - 6} textAnchor="middle" className="axis-label">
          collection size (bytes read, at least)
        </text>
      </svg>
    </div>
  );
}

/** Per-partition figures of a fan-out: read, shown, held, dropped, cost. */
import type { FanOutProgress } from '../../../shared/reads/fan-out.js';
import { formatRcu } from '../query/index.js';
import { valueText } from '../../model/tools/merged-run.js';

const n = (x: number) => x.toLocaleString('en-US');

/** Per partition: what was read, shown, held for the next page, dropped as a copy, and what it cost. */
export function PartitionTotals({ label, progress }: { label: string; progress: FanOutProgress }) {
  return (
    <table className="tool-table partition-totals" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">Partition</th>
          <th scope="col">Read</th>
          <th scope="col">Shown</th>
          <th scope="col">Held for next page</th>
          <th scope="col">Duplicates</th>
          <th scope="col">Pages</th>
          <th scope="col">Scanned</th>
          <th scope="col">RCU</th>
          <th scope="col">State</th>
        </tr>
      </thead>
      <tbody>
        {progress.partitions.map((p, i) => (
          <tr key={i}>
            <th scope="row">
              <code>{valueText(p.value)}</code>
            </th>
            <td className="num">{n(p.items)}</td>
            <td className="num">{n(p.shown)}</td>
            <td className="num">{n(p.buffered)}</td>
            <td className="num">{n(p.duplicates)}</td>
            <td className="num">{n(p.pages)}</td>
            <td className="num">{n(p.scanned)}</td>
            <td className="num">{formatRcu(p.rcu)}</td>
            <td>{p.done ? 'read to the end' : p.pages ? 'more to read' : 'not read yet'}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">All {n(progress.partitions.length)}</th>
          <td className="num">{n(progress.items)}</td>
          <td className="num">{n(progress.shown)}</td>
          <td className="num">{n(progress.partitions.reduce((s, p) => s + p.buffered, 0))}</td>
          <td className="num">{n(progress.duplicates)}</td>
          <td className="num">{n(progress.pages)}</td>
          <td className="num">{n(progress.scanned)}</td>
          <td className="num">{formatRcu(progress.rcu)}</td>
          <td>
            {progress.partitions.filter((p) => p.done).length} of {progress.partitions.length} done
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

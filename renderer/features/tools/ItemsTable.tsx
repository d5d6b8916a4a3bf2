/** Items as table rows, keys first, for the tools' results. */
import type { ReactNode } from 'react';
import { formatCompact } from '../../../shared/dynamo/format-compact.js';
import type { Item } from '../../../shared/dynamo/types.js';
import { valueText } from '../../model/tools/merged-run.js';

interface ItemsTableProps {
  label: string;
  items: readonly Item[];
  keys: readonly string[];
  /** Position of the first row in the whole stream (rows are numbered from it). */
  first?: number;
  /** Each row's own number instead of its position (an import preview: the line its record starts on), and the column's name. */
  numbers?: { header: string; values: readonly number[] };
  /** The partition each item came from, shown in its own column. */
  sources?: readonly number[];
  partitionLabels?: readonly string[];
  /** A control at the end of each row (e.g. Flip). */
  action?: (item: Item, row: number) => ReactNode;
}

/** Items as rows: their keys, then the other attributes in one short line. */
export function ItemsTable({
  label,
  items,
  keys,
  first = 0,
  numbers,
  sources,
  partitionLabels,
  action,
}: ItemsTableProps) {
  return (
    // It scrolls on its own when the table is wider or longer than its room: a tab stop, so the keyboard can scroll it too.
    <div className="tool-table-wrap" role="region" aria-label={`${label}, scrollable`} tabIndex={0}>
      <table className="tool-table" aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{numbers?.header ?? '#'}</th>
            {sources ? <th scope="col">Partition</th> : null}
            {keys.map((k) => (
              <th scope="col" key={k}>
                {k}
              </th>
            ))}
            <th scope="col">Other attributes</th>
            {action ? (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {items.map((item, i) => (
            <tr key={first + i}>
              <td className="num">{(numbers?.values[i] ?? first + i + 1).toLocaleString('en-US')}</td>
              {sources ? <td>{partitionLabels?.[sources[i]!] ?? sources[i]}</td> : null}
              {keys.map((k) => (
                <td key={k}>
                  <code>{valueText(item[k])}</code>
                </td>
              ))}
              <td className="rest">{rest(item, keys)}</td>
              {action ? <td>{action(item, first + i)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function rest(item: Item, keys: readonly string[]): string {
  const parts: string[] = [];
  let length = 0;
  for (const name of Object.keys(item)) {
    if (keys.includes(name)) continue;
    const text = `${name}: ${formatCompact(item[name]!, 40)}`;
    parts.push(text);
    length += text.length;
    if (length > 160) {
      parts.push('…');
      break;
    }
  }
  return parts.join(' · ');
}

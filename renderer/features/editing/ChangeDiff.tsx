/** One staged change as a per-attribute diff: before and after, and where a key change moves the item. */
import type { AttributeValue, Item } from '../../../shared/dynamo/types.js';
import { diffItems } from '../../../shared/writes/attribute-diff.js';
import type { StagedChange } from '../../../shared/writes/change.js';
import { sameValue } from '../../../shared/writes/value-equality.js';
import type { TableDescription } from '../../../shared/dynamo/types.js';
import { reviewChange } from '../../../shared/writes/review.js';
import { designReview } from '../../../shared/writes/design-review.js';
import type { TableDesign } from '../../../shared/design/model/table-design.js';

const text = (v: AttributeValue | undefined) => (v === undefined ? '(absent)' : JSON.stringify(v));

export function keyText(item: Item | undefined, table: TableDescription | undefined): string {
  if (!item) return '';
  const names = table?.KeySchema.map((k) => k.AttributeName) ?? [];
  return names
    .map((n) => (item[n] ? Object.values(item[n]!)[0] : '?'))
    .map(String)
    .join(' / ');
}

export function changeTitle(change: StagedChange, table: TableDescription | undefined): string {
  const { before, after } = change;
  if (!before) return `New item ${keyText(after, table)}`;
  if (!after) return `Delete ${keyText(before, table)}`;
  return `Edit ${keyText(before, table)}`;
}

/** What a key change does to the item's place, in words. */
export function moveNote(change: StagedChange, table: TableDescription | undefined): string | undefined {
  const { before, after } = change;
  if (!before || !after || !table) return undefined;
  const pk = table.KeySchema.find((k) => k.KeyType === 'HASH')?.AttributeName;
  const sk = table.KeySchema.find((k) => k.KeyType === 'RANGE')?.AttributeName;
  const differs = (n: string | undefined) =>
    n !== undefined && !(before[n] && after[n] && sameValue(before[n]!, after[n]!));
  if (differs(pk))
    return `The key changes: the item moves to another collection (${keyText(after, table)}), as one delete and one put.`;
  if (differs(sk))
    return `The sort key changes: the item moves within its collection (${keyText(after, table)}), as one delete and one put.`;
  return undefined;
}

/** `design`: the table's design, when the change writes to the table whose design is known. */
export function ChangeDiff({
  change,
  table,
  design,
  staged,
}: {
  change: StagedChange;
  table: TableDescription | undefined;
  design?: TableDesign | undefined;
  /** Every staged change, in commit order: two that write one item are refused. */
  staged?: readonly StagedChange[];
}) {
  const rows = diffItems(change.before, change.after);
  const note = moveNote(change, table);
  // The same write gate the service runs, here for feedback before Commit; then what the change
  // does to the item's place in the design, which DynamoDB does not check.
  const review = [
    ...(table ? reviewChange(change, table, staged) : []),
    ...(design ? designReview(change, design, table) : []),
  ];
  return (
    <>
      {note ? (
        <p className="move-note" role="note">
          {note}
        </p>
      ) : null}
      {review.length > 0 ? (
        <ul className="change-review" aria-label={`Review of ${changeTitle(change, table)}`}>
          {review.map((r) => (
            <li key={r.message} className={`review-${r.level}`}>
              {r.level === 'problem' ? <strong>DynamoDB would refuse this: </strong> : null}
              {r.message}
            </li>
          ))}
        </ul>
      ) : null}
      <table className="change-diff" aria-label={`Diff of ${changeTitle(change, table)}`}>
        <thead>
          <tr>
            <th scope="col">Attribute</th>
            <th scope="col">Before</th>
            <th scope="col">After</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.name} className={`diff-${r.kind}`}>
              <th scope="row">
                <code>{r.name}</code>
              </th>
              <td>
                <code>{text(r.kind === 'added' ? undefined : r.before)}</code>
              </td>
              <td>
                <code>{text(r.kind === 'removed' ? undefined : r.after)}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

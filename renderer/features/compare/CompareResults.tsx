/**
 * What Compare found: the counts, then the items only on one side and the items that differ, each
 * difference by attribute path with both values as DynamoDB JSON. Any item can be copied to the
 * other side as a staged change on that side's connection (committed there like any edit).
 */
import { useState } from 'react';
import type { AttributeValue, Item } from '../../../shared/dynamo/types.js';
import { keyValueText } from '../../../shared/dynamo/scalar-view.js';
import { pathText, type AttributeDifference } from '../../../shared/compare/attribute-diff-exact.js';
import type { CompareKeys } from '../../../shared/compare/read-compare.js';
import { useApp } from '../../store/index.js';
import { toErrorShape } from '../../store/async-state.js';
import { newChangeId } from '../../store/staged-changes.js';
import { keysOf } from './compare-target.js';
import { copyChange } from './copy-across.js';
import type { RanCompare } from './compare-run.js';

/** Lists stop here; the counts say how many there are in all. */
const SHOWN = 100;

const keyText = (item: Item, keys: CompareKeys) =>
  [keys.partitionKey, keys.sortKey]
    .filter((k): k is string => k !== undefined)
    .map((k) => `${k}=${keyValueText(item[k]) ?? '?'}`)
    .join(' · ');

const json = (v: AttributeValue | undefined) => (v === undefined ? '(absent)' : JSON.stringify(v));

const KIND_TEXT: Record<AttributeDifference['kind'], string> = {
  'only-left': 'only on the left',
  'only-right': 'only on the right',
  type: 'another type',
  value: 'another value',
  text: 'equal, written differently',
};

export function CompareResults({ ran, nameOf }: { ran: RanCompare; nameOf: (id: string) => string }) {
  const api = useApp((s) => s.api);
  const stageMany = useApp((s) => s.stageMany);
  const [note, setNote] = useState<string | null>(null);
  const r = ran.run.comparer.result();
  const leftKeys = keysOf(ran.left.table)!;
  const rightKeys = keysOf(ran.right.table)!;
  const sides = {
    left: { ...ran.left, keys: leftKeys, TableName: ran.left.table.TableName },
    right: { ...ran.right, keys: rightKeys, TableName: ran.right.table.TableName },
  };

  async function copy(item: Item, from: 'left' | 'right') {
    const to = from === 'left' ? sides.right : sides.left;
    try {
      const change = await copyChange(api, item, sides[from].keys, to, newChangeId);
      if (!change)
        return setNote(
          `${keyText(item, sides[from].keys)} is already the same on the ${from === 'left' ? 'right' : 'left'}.`,
        );
      stageMany([change], to.connectionId);
      setNote(
        `Staged on ${nameOf(to.connectionId)} (${to.TableName}): commit it from that connection's staged changes.`,
      );
    } catch (e) {
      setNote(`Could not stage the copy: ${toErrorShape(e).message}`);
    }
  }

  const copyButton = (item: Item, from: 'left' | 'right') => (
    <button type="button" onClick={() => void copy(item, from)}>
      {from === 'left' ? 'Copy left to right' : 'Copy right to left'}
    </button>
  );
  const more = (n: number) =>
    n > SHOWN ? <li className="muted">and {(n - SHOWN).toLocaleString('en-US')} more</li> : null;

  return (
    <div className="compare-results">
      <dl className="compare-counts" aria-label="Compare counts">
        {(
          [
            ['Only left', r.onlyLeft.length],
            ['Only right', r.onlyRight.length],
            ['Different', r.different.length],
            ['Same', r.same + r.sameButWritten.length],
          ] as const
        ).map(([label, n]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd aria-label={label}>{n.toLocaleString('en-US')}</dd>
          </div>
        ))}
      </dl>
      {note ? (
        <p role="status" className="compare-note">
          {note}
        </p>
      ) : null}
      {r.repeated.length + r.keyless.length > 0 ? (
        <p className="muted">
          {r.repeated.length} item(s) came twice and {r.keyless.length} had no key; they are not counted.
        </p>
      ) : null}
      <details open={r.different.length > 0}>
        <summary>Different ({r.different.length.toLocaleString('en-US')})</summary>
        <ul className="compare-list" aria-label="Different items">
          {r.different.slice(0, SHOWN).map((d) => (
            <li key={keyText(d.left, leftKeys)}>
              <span className="compare-key">{keyText(d.left, leftKeys)}</span> {copyButton(d.left, 'left')}{' '}
              {copyButton(d.right, 'right')}
              <table className="compare-diff">
                <thead>
                  <tr>
                    <th scope="col">Attribute</th>
                    <th scope="col">Left</th>
                    <th scope="col">Right</th>
                    <th scope="col">How</th>
                  </tr>
                </thead>
                <tbody>
                  {d.differences.map((x) => (
                    <tr key={pathText(x.path)} className={`diff-${x.kind}`}>
                      <th scope="row">{pathText(x.path)}</th>
                      <td>
                        <code>{json(x.left)}</code>
                      </td>
                      <td>
                        <code>{json(x.right)}</code>
                      </td>
                      <td>
                        {KIND_TEXT[x.kind]}
                        {x.onlyLeftMembers?.length ? ` (left only: ${x.onlyLeftMembers.join(', ')})` : ''}
                        {x.onlyRightMembers?.length ? ` (right only: ${x.onlyRightMembers.join(', ')})` : ''}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </li>
          ))}
          {more(r.different.length)}
        </ul>
      </details>
      {(
        [
          ['Only left', r.onlyLeft, 'left', leftKeys],
          ['Only right', r.onlyRight, 'right', rightKeys],
        ] as const
      ).map(([label, items, from, keys]) => (
        <details key={label} open={items.length > 0 && items.length <= 20}>
          <summary>
            {label} ({items.length.toLocaleString('en-US')})
          </summary>
          <ul className="compare-list" aria-label={`${label} items`}>
            {items.slice(0, SHOWN).map((item) => (
              <li key={keyText(item, keys)}>
                <span className="compare-key">{keyText(item, keys)}</span> {copyButton(item, from)}
              </li>
            ))}
            {more(items.length)}
          </ul>
        </details>
      ))}
      {r.sameButWritten.length > 0 ? (
        <p className="muted">
          {r.sameButWritten.length.toLocaleString('en-US')} item(s) are equal as DynamoDB compares them but some number
          or binary is written differently (such as 1.50 and 1.5); they count as the same.
        </p>
      ) : null}
    </div>
  );
}

/** Flip: an item's edges read from the other end through the inverted index. */
import { useMemo, useState } from 'react';
import type { Item } from '../../../shared/dynamo/types.js';
import { findInvertedIndexes } from '../../../shared/reads/edge-flip.js';
import { useApp } from '../../store/index.js';
import { valueText } from '../../model/tools/merged-run.js';

/**
 * "Flip" on an item of a table with an inverted index: reads the same edges from the other end in
 * the results view. Shown only where a flip exists (the item was read on the table or on that index).
 */
export function FlipButton({ item, indexName }: { item: Item; indexName?: string }) {
  const table = useApp((s) => s.table);
  const flip = useApp((s) => s.flipEdge);
  const [problem, setProblem] = useState<string | null>(null);
  const inverted = useMemo(() => (table.status === 'ready' ? findInvertedIndexes(table.value) : []), [table]);
  const target = indexName === undefined ? inverted[0] : inverted.find((i) => i.indexName === indexName);
  if (!target) return null;
  const from = indexName === undefined ? 'table' : 'index';
  const towards =
    from === 'table'
      ? `${valueText(item[target.table.sortKey!])} on ${target.indexName}`
      : `${valueText(item[target.table.partitionKey])} in the table`;
  return (
    <span className="flip">
      <button
        type="button"
        aria-label={`Flip to ${towards}`}
        title={`Read the same edges from the other end: ${towards}`}
        onClick={() => void flip(item, target, from).then(setProblem)}
      >
        {from === 'table' ? 'Flip' : 'Flip back'}
      </button>
      {problem ? (
        <span role="alert" className="field-problem">
          {problem}
        </span>
      ) : null}
    </span>
  );
}

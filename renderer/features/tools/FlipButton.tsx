/** Flip: an item's edges read from the other end through the inverted index. */
import { useMemo, useState, type MouseEvent } from 'react';
import type { Item } from '../../../shared/dynamo/types.js';
import { findInvertedIndexes } from '../../../shared/reads/edge-flip.js';
import { useApp, useAppStore } from '../../store/index.js';
import { valueText } from '../../model/tools/merged-run.js';
import { flipDraft } from '../../model/tools/tool-drafts.js';
import { newTabClicks, openDraftInNewTab, TabMenu } from '../tabs/index.js';

/**
 * "Flip" on an item of a table with an inverted index: reads the same edges from the other end in
 * the results view. Shown only where a flip exists (the item was read on the table or on that index).
 * Ctrl+click or a middle click reads them in a new tab behind this one; its context menu has
 * "Open in new tab".
 */
export function FlipButton({ item, indexName }: { item: Item; indexName?: string }) {
  const store = useAppStore();
  const table = useApp((s) => s.table);
  const flip = useApp((s) => s.flipEdge);
  const [problem, setProblem] = useState<string | null>(null);
  const [menu, setMenu] = useState<{ x: number; y: number } | null>(null);
  const inverted = useMemo(() => (table.status === 'ready' ? findInvertedIndexes(table.value) : []), [table]);
  const target = indexName === undefined ? inverted[0] : inverted.find((i) => i.indexName === indexName);
  if (!target || table.status !== 'ready') return null;
  const from = indexName === undefined ? 'table' : 'index';
  const towards =
    from === 'table'
      ? `${valueText(item[target.table.sortKey!])} on ${target.indexName}`
      : `${valueText(item[target.table.partitionKey])} in the table`;
  const draft = () => {
    const flipped = flipDraft(table.value.TableName, item, target, from);
    setProblem(flipped.ok ? null : flipped.message);
    return flipped.ok ? flipped.draft : null;
  };
  const clicks = newTabClicks(store, draft);
  return (
    <span className="flip">
      <button
        type="button"
        aria-label={`Flip to ${towards}`}
        title={`Read the same edges from the other end: ${towards} (Ctrl+click: in a new tab)`}
        onClick={(e) => {
          if (clicks.plain(e)) void flip(item, target, from).then(setProblem);
        }}
        onAuxClick={clicks.onAuxClick}
        onMouseDown={clicks.onMouseDown}
        onContextMenu={(e: MouseEvent) => {
          e.preventDefault();
          setMenu({ x: e.clientX, y: e.clientY });
        }}
      >
        {from === 'table' ? 'Flip' : 'Flip back'}
      </button>
      {menu ? (
        <TabMenu
          label="Flip"
          at={menu}
          onClose={() => setMenu(null)}
          actions={[
            {
              label: 'Open in new tab',
              run: () => {
                const d = draft();
                if (d) openDraftInNewTab(store, d, false);
              },
            },
          ]}
        />
      ) : null}
      {problem ? (
        <span role="alert" className="field-problem">
          {problem}
        </span>
      ) : null}
    </span>
  );
}

/** The Edges tool: many-to-many edges from both ends through the inverted index. */
import { useMemo } from 'react';
import type { TableDescription } from '../../../shared/dynamo/types.js';
import { findInvertedIndexes } from '../../../shared/reads/edge-flip.js';
import { useApp } from '../../store/index.js';
import { FlipButton } from './FlipButton.js';
import { valueText } from '../../model/tools/merged-run.js';

/**
 * Many-to-many edges from both ends. Names the inverted index found in the table's description,
 * and flips the item selected in the results to the same edges read through it (and back).
 */
export function EdgesTool({ table, active = true }: { table: TableDescription; active?: boolean }) {
  const inverted = useMemo(() => findInvertedIndexes(table), [table]);
  const selection = useApp((s) => s.selection);
  const session = useApp((s) => s.session);
  const built = useApp((s) => s.read.built);
  useApp((s) => (active ? s.read.version : -1));
  const item =
    selection && session ? session.collection(selection.collectionKey)?.items[selection.itemIndex] : undefined;
  const readOn = built && built.operation !== 'get' ? built.indexName : undefined;
  if (inverted.length === 0) {
    const [pk, sk] = table.KeySchema.map((k) => k.AttributeName);
    return (
      <div className="tool">
        <p className="empty">
          {sk ? (
            <>
              Table {table.TableName} has no inverted index: no global secondary index keyed on <code>{sk}</code> then{' '}
              <code>{pk}</code>. With one, each edge can be read from either end.
            </>
          ) : (
            <>Table {table.TableName} has no sort key, so it holds no edges to flip.</>
          )}
        </p>
      </div>
    );
  }
  const onInverted = readOn !== undefined && inverted.some((i) => i.indexName === readOn);
  return (
    <div className="tool">
      <p className="tool-intro">
        {inverted.map((i) => (
          <span key={i.indexName}>
            Index <code>{i.indexName}</code> inverts the table&apos;s keys (<code>{i.index.partitionKey}</code>,{' '}
            <code>{i.index.sortKey}</code>){i.projection !== 'ALL' ? `, projecting ${i.projection}` : ''}.{' '}
          </span>
        ))}
        Select an item in the results (or use Flip in a tool&apos;s list) to read the same edges from the other end.
      </p>
      {item && (readOn === undefined || onInverted) ? (
        <p>
          Selected: <code>{valueText(item[inverted[0]!.table.partitionKey])}</code> →{' '}
          <code>{valueText(item[inverted[0]!.table.sortKey!])}</code>{' '}
          <FlipButton item={item} {...(readOn ? { indexName: readOn } : {})} />
        </p>
      ) : item ? (
        <p className="muted">
          The results were read from index {readOn}, which is not an inverted index; read the table or the inverted
          index to flip.
        </p>
      ) : (
        <p className="muted">No item selected.</p>
      )}
    </div>
  );
}

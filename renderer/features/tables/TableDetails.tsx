/**
 * The chosen table's keys, size and item count (with what the reads on screen found), then its
 * settings and the "Indexes" table (TableSettings): each fact once, the status and billing mode in
 * the Settings rows, each index's count in the Indexes table.
 */
import { useShallow } from 'zustand/react/shallow';
import { useApp } from '../../store/index.js';
import { ErrorNotice } from '../../ui/ErrorNotice.js';
import { Loading } from '../../ui/Loading.js';
import { KeySchemaText } from './KeySchemaText.js';
import { approximateItems, approximateSize, UPDATE_NOTE, type ApproximateText } from './approximate-count.js';
import { itemsSeen } from './items-seen.js';
import { TableSettings } from '../table-admin/index.js';
import type { TableDescription } from '../../../shared/dynamo/types.js';

export function TableDetails() {
  const table = useApp((s) => s.table);
  const name = useApp((s) => s.tableName);
  const select = useApp((s) => s.selectTable);
  if (!name) return <p className="empty">Choose a table to see its keys and indexes.</p>;
  if (table.status === 'loading') return <Loading label={`Describing ${name}`} />;
  if (table.status === 'error')
    return <ErrorNotice title={`Could not describe ${name}`} error={table.error} onRetry={() => void select(name)} />;
  if (table.status !== 'ready') return null;
  return <TableSummary t={table.value} />;
}

/** What the reads on screen found of `table` (or its `index`), redrawn only when that changes. */
const useItemsSeen = (table: string, index?: string) => useApp(useShallow((s) => itemsSeen(s, table, index)));

function Approximate({ value, note }: { value: ApproximateText | null; note?: string }) {
  if (value === null) return <>—</>;
  return (
    <>
      <span title={value.note}>{value.text}</span>
      {note ? <span className="muted">, {note}</span> : null}
      {value.counted ? <>; {value.counted}</> : null}
    </>
  );
}

function TableSummary({ t }: { t: TableDescription }) {
  const seen = useItemsSeen(t.TableName);
  return (
    <section className="table-details" aria-label="Table details">
      <h2>{t.TableName}</h2>
      <dl className="facts">
        <dt>Key schema</dt>
        <dd>
          <KeySchemaText keys={t.KeySchema} attrs={t.AttributeDefinitions} />
        </dd>
        <dt>Items</dt>
        <dd>
          <Approximate value={approximateItems(t.ItemCount, seen)} note={UPDATE_NOTE} />
        </dd>
        <dt>Size</dt>
        <dd>
          <Approximate value={approximateSize(t.TableSizeBytes, seen)} />
        </dd>
      </dl>
      <TableSettings
        table={t.TableName}
        indexItems={(index, itemCount) => <IndexItems table={t.TableName} index={index} itemCount={itemCount} />}
      />
    </section>
  );
}

function IndexItems({ table, index, itemCount }: { table: string; index: string; itemCount?: number }) {
  const seen = useItemsSeen(table, index);
  return <Approximate value={approximateItems(itemCount, seen)} />;
}

/** The chosen table's keys, indexes, size and item count. */
import { useShallow } from 'zustand/react/shallow';
import { useApp } from '../../store/index.js';
import { ErrorNotice } from '../../ui/ErrorNotice.js';
import { Loading } from '../../ui/Loading.js';
import { KeySchemaText } from './KeySchemaText.js';
import { approximateItems, approximateSize, UPDATE_NOTE, type ApproximateText } from './approximate-count.js';
import { itemsSeen } from './items-seen.js';
import { TableSettings } from '../table-admin/index.js';
import type { SecondaryIndexDescription, TableDescription } from '../../../shared/dynamo/types.js';

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
        <dt>Billing mode</dt>
        <dd>
          {t.BillingMode === 'PAY_PER_REQUEST'
            ? 'On-demand'
            : t.BillingMode === 'PROVISIONED'
              ? `Provisioned (${t.ProvisionedThroughput?.ReadCapacityUnits ?? '?'} RCU / ${t.ProvisionedThroughput?.WriteCapacityUnits ?? '?'} WCU)`
              : '—'}
        </dd>
        <dt>Status</dt>
        <dd>{t.TableStatus ?? '—'}</dd>
      </dl>
      <IndexTable title="Global secondary indexes" indexes={t.GlobalSecondaryIndexes} t={t} />
      <IndexTable title="Local secondary indexes" indexes={t.LocalSecondaryIndexes} t={t} />
      <TableSettings table={t.TableName} />
    </section>
  );
}

function IndexTable({
  title,
  indexes,
  t,
}: {
  title: string;
  indexes?: SecondaryIndexDescription[];
  t: TableDescription;
}) {
  if (!indexes?.length) return <p className="muted">{title}: none</p>;
  return (
    <table className="index-table" aria-label={title}>
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">Index</th>
          <th scope="col">Keys</th>
          <th scope="col">Projection</th>
          <th scope="col">Items</th>
        </tr>
      </thead>
      <tbody>
        {indexes.map((i) => (
          <tr key={i.IndexName}>
            <th scope="row">{i.IndexName}</th>
            <td>
              <KeySchemaText keys={i.KeySchema} attrs={t.AttributeDefinitions} />
            </td>
            <td>
              {i.Projection?.ProjectionType ?? '—'}
              {i.Projection?.NonKeyAttributes?.length ? ` (${i.Projection.NonKeyAttributes.join(', ')})` : ''}
            </td>
            <td>
              <IndexItems table={t.TableName} index={i.IndexName} itemCount={i.ItemCount} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function IndexItems({ table, index, itemCount }: { table: string; index: string; itemCount?: number }) {
  const seen = useItemsSeen(table, index);
  return <Approximate value={approximateItems(itemCount, seen)} />;
}

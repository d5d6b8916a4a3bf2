import { useApp } from '../../store/index.js';
import { ErrorNotice } from '../../ui/ErrorNotice.js';
import { Loading } from '../../ui/Loading.js';
import { KeySchemaText } from './KeySchemaText.js';
import { approximateItems, approximateSize, UPDATE_NOTE, type ApproximateText } from './approximate-count.js';
import type { AppState } from '../../store/index.js';
import type { SecondaryIndexDescription, TableDescription } from '../../../shared/dynamo/types.js';

export function TableDetails() {
  const table = useApp((s) => s.table);
  const name = useApp((s) => s.tableName);
  const select = useApp((s) => s.selectTable);
  if (!name) return <p className="empty">Choose a table to see its keys and indexes.</p>;
  if (table.status === 'loading') return <Loading label={`Describing ${name}`} />;
  if (table.status === 'error') return <ErrorNotice title={`Could not describe ${name}`} error={table.error} onRetry={() => void select(name)} />;
  if (table.status !== 'ready') return null;
  return <TableSummary t={table.value} />;
}

/** Items of `table` the read on screen has found (through `index`, if given): 0 when it read another. */
function itemsSeen(s: AppState, table: string, index?: string): number {
  const built = s.read.built;
  if (!built || !s.session) return 0;
  const readTable = built.operation === 'get' ? built.request.TableName : built.spec.request.TableName;
  if (readTable !== table) return 0;
  if (index !== undefined && (built.operation === 'get' || built.indexName !== index)) return 0;
  return s.session.itemCount + s.session.grouper.skippedCount;
}

function Approximate({ value }: { value: ApproximateText | null }) {
  if (value === null) return <>—</>;
  return <span title={value.note}>{value.text}</span>;
}

function TableSummary({ t }: { t: TableDescription }) {
  const seen = useApp((s) => itemsSeen(s, t.TableName));
  return (
    <section className="table-details" aria-label="Table details">
      <h2>{t.TableName}</h2>
      <dl className="facts">
        <dt>Key schema</dt><dd><KeySchemaText keys={t.KeySchema} attrs={t.AttributeDefinitions} /></dd>
        <dt>Items</dt><dd><Approximate value={approximateItems(t.ItemCount, seen)} /><span className="muted">, {UPDATE_NOTE}</span></dd>
        <dt>Size</dt><dd><Approximate value={approximateSize(t.TableSizeBytes, seen)} /></dd>
        <dt>Billing mode</dt><dd>{t.BillingMode === 'PAY_PER_REQUEST' ? 'On-demand' : t.BillingMode === 'PROVISIONED' ? `Provisioned (${t.ProvisionedThroughput?.ReadCapacityUnits ?? '?'} RCU / ${t.ProvisionedThroughput?.WriteCapacityUnits ?? '?'} WCU)` : '—'}</dd>
        <dt>Status</dt><dd>{t.TableStatus ?? '—'}</dd>
      </dl>
      <IndexTable title="Global secondary indexes" indexes={t.GlobalSecondaryIndexes} t={t} />
      <IndexTable title="Local secondary indexes" indexes={t.LocalSecondaryIndexes} t={t} />
    </section>
  );
}

function IndexTable({ title, indexes, t }: { title: string; indexes?: SecondaryIndexDescription[]; t: TableDescription }) {
  if (!indexes?.length) return <p className="muted">{title}: none</p>;
  return (
    <table className="index-table" aria-label={title}>
      <caption>{title}</caption>
      <thead><tr><th scope="col">Index</th><th scope="col">Keys</th><th scope="col">Projection</th><th scope="col">Items</th></tr></thead>
      <tbody>
        {indexes.map((i) => (
          <tr key={i.IndexName}>
            <th scope="row">{i.IndexName}</th>
            <td><KeySchemaText keys={i.KeySchema} attrs={t.AttributeDefinitions} /></td>
            <td>{i.Projection?.ProjectionType ?? '—'}{i.Projection?.NonKeyAttributes?.length ? ` (${i.Projection.NonKeyAttributes.join(', ')})` : ''}</td>
            <td><IndexItems table={t.TableName} index={i.IndexName} itemCount={i.ItemCount} /></td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function IndexItems({ table, index, itemCount }: { table: string; index: string; itemCount?: number }) {
  const seen = useApp((s) => itemsSeen(s, table, index));
  return <Approximate value={approximateItems(itemCount, seen)} />;
}

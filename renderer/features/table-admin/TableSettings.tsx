/**
 * The table as a whole inside "Table details": each setting in its own row ("Time to live",
 * "Streams", "Point-in-time recovery", "Backups", "Billing mode", "Deletion protection", ...), a
 * row whose call was refused or is unknown to the endpoint saying so; "Refresh details" reads them
 * again; the "Indexes" table; and the actions that change the table, each previewed first.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useApp } from '../../store/index.js';
import { detailsOf } from '../../store/table-details-slice.js';
import { detailRows } from '../../model/table-details/fact-text.js';
import { ttlOnScreen, ttlOnScreenText } from '../../model/table-details/ttl-on-screen.js';
import type { TableDetails } from '../../../shared/api-table-admin.js';
import { IndexesTable } from './IndexesTable.js';
import { AdminActionPreview, type AdminAction } from './AdminActionPreview.js';
import { TableActions } from './TableActions.js';
import { useFollowChanges } from './use-follow-changes.js';
import { ControlPlaneSwitch } from './ControlPlaneSwitch.js';
import { SuggestedIndex } from './SuggestedIndex.js';

/** The TTL row's count of the items on screen, redrawn when the read grows. */
function TtlOnScreen({ table, attribute }: { table: string; attribute: string }) {
  const session = useApp((s) => s.session);
  useApp((s) => s.read.version);
  const built = useApp((s) => s.read.built);
  if (!session || !built) return null;
  const read = built.operation === 'get' ? built.request.TableName : built.spec.request.TableName;
  if (read !== table) return null;
  const items = session.grouper.collections.flatMap((c) => c.items);
  const text = ttlOnScreenText(ttlOnScreen(items, attribute, Date.now() / 1000), attribute);
  return text ? <span className="muted">; {text}</span> : null;
}

export function TableSettings({
  table,
  indexItems,
}: {
  table: string;
  /** The Indexes table's Items cell, from the caller that knows what the reads found. */
  indexItems?(index: string, itemCount: number | undefined): ReactNode;
}) {
  const details = useApp((s) => detailsOf(s, table));
  const load = useApp((s) => s.loadTableDetails);
  const [action, setAction] = useState<AdminAction | null>(null);
  useEffect(() => {
    void load(table);
  }, [load, table]);
  const value: TableDetails | undefined =
    details?.status === 'ready' ? details.value : details?.status === 'idle' ? undefined : details?.previous;
  const ttl = value?.timeToLive.state === 'ok' ? value.timeToLive.value : undefined;
  const following = useFollowChanges(table, value, details?.status === 'loading');
  return (
    <div className="table-settings">
      <button type="button" disabled={details?.status === 'loading'} onClick={() => void load(table, true)}>
        Refresh details
      </button>
      {details?.status === 'loading' ? <span className="muted"> Reading the table's settings…</span> : null}
      {details?.status === 'error' ? (
        <p role="alert" className="field-problem">
          Could not read the table's settings: {details.error.name}: {details.error.message}
        </p>
      ) : null}
      {value ? (
        <>
          <table className="facts-table" aria-label="Settings">
            <caption>Settings</caption>
            <tbody>
              {detailRows(value).map((r) => (
                <tr key={r.label}>
                  <th scope="row">{r.label}</th>
                  <td className={r.missing ? 'muted' : undefined}>
                    {r.text}
                    {r.label === 'Time to live' && ttl?.attributeName && ttl.status === 'ENABLED' ? (
                      <TtlOnScreen table={table} attribute={ttl.attributeName} />
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="muted">
            Read {value.readAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')}.
            {following
              ? ' A change is under way: read again every second until the table and its indexes are ACTIVE.'
              : ''}
          </p>
          {value.table.state === 'ok' ? (
            <>
              <IndexesTable table={table} facts={value.table.value} onAction={setAction} itemsCell={indexItems} />
              <SuggestedIndex table={table} facts={value.table.value} onAction={setAction} />
              <ControlPlaneSwitch />
              <TableActions details={value} facts={value.table.value} onAction={setAction} />
            </>
          ) : null}
        </>
      ) : null}
      {action ? (
        <AdminActionPreview
          action={action}
          onDone={(ran) => {
            setAction(null);
            if (ran) void load(table, true);
          }}
        />
      ) : null}
    </div>
  );
}

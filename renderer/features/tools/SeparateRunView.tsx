/** Several partitions each shown as its own collection. */
import { formatRcu } from '../query/index.js';
import { ErrorNotice } from '../../ui/ErrorNotice.js';
import { FlipButton } from './FlipButton.js';
import { ItemsTable } from './ItemsTable.js';
import { keyColumns, valueText, type SeparateRun } from '../../model/tools/merged-run.js';
import { count } from '../../../shared/text/count.js';

const n = (x: number) => x.toLocaleString('en-US');

/** Each partition as its own collection, with its count, cost and whether more is left. */
export function SeparateRunView({ run }: { run: SeparateRun }) {
  const keys = keyColumns(run.spec.query.keyNames, run.spec.tableKeys);
  const done = run.results.filter((r) => r !== undefined);
  const items = done.reduce((s, r) => s + r!.items.length, 0);
  const rcu = done.reduce((s, r) => s + r!.progress.rcu, 0);
  return (
    <section className="tool-results" aria-label="Partitions results">
      <p className="muted">
        <code>{run.spec.summary}</code>
      </p>
      <div role="status" aria-label="Partitions progress" className={`tool-status status-${run.status}`}>
        <strong>{run.status === 'reading' ? 'Reading…' : 'Read.'}</strong>{' '}
        <span className="figures">
          {n(done.length)} of {count(run.results.length, 'partition')} · {count(items, 'item')} · {formatRcu(rcu)}
        </span>
      </div>
      {run.results.map((r, i) => {
        const label = valueText(run.spec.partitions[i]);
        return (
          <section key={i} className="partition-block" aria-label={`Partition ${label}`}>
            <h3>
              <code>{label}</code>{' '}
              {r ? (
                <span className="muted">
                  {n(r.items.length)} item{r.items.length === 1 ? '' : 's'}
                  {r.end === 'end' ? '' : ', more in the partition'} · {formatRcu(r.progress.rcu)}
                </span>
              ) : (
                <span className="muted">reading…</span>
              )}
            </h3>
            {r?.error ? <ErrorNotice title={`Reading ${label} stopped`} error={r.error} /> : null}
            {r && r.items.length > 0 ? (
              <ItemsTable
                label={`Items of ${label}`}
                items={r.items}
                keys={keys}
                action={(item) => <FlipButton item={item} indexName={run.spec.query.IndexName} />}
              />
            ) : r ? (
              <p className="empty">No items.</p>
            ) : null}
          </section>
        );
      })}
    </section>
  );
}

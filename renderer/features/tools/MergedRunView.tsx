/** A merged multi-partition read: status, page, paging and per-partition totals. */
import type { ReactNode } from 'react';
import type { Item } from '../../../shared/dynamo/types.js';
import { formatRcu } from '../query/index.js';
import { ErrorNotice } from '../../ui/ErrorNotice.js';
import { keyColumns, pageItems, valueText, type MergedRun } from '../../model/tools/merged-run.js';
import { ItemsTable } from './ItemsTable.js';
import { PartitionTotals } from './PartitionTotals.js';
import { count } from '../../../shared/text/count.js';

interface MergedRunViewProps {
  /** Names the status region and the tables: "Fan-out", "Merged partitions". */
  name: string;
  run: MergedRun;
  onNext(): void;
  onStop(): void;
  onShowPage(page: number): void;
  action?: (item: Item) => ReactNode;
}

const n = (x: number) => x.toLocaleString('en-US');

function headline(run: MergedRun): string {
  switch (run.status) {
    case 'reading':
      return 'Reading…';
    case 'end':
      return 'Read to the end.';
    case 'page':
      return 'A page is ready; more to read.';
    case 'stopped':
      return 'Stopped by you; Next page continues where it stopped.';
    case 'error':
      return 'Stopped by an error; Next page tries again from where it stopped.';
  }
}

/** A merged stream: its status, the page on screen, paging controls, and the per-partition totals. */
export function MergedRunView({ name, run, onNext, onStop, onShowPage, action }: MergedRunViewProps) {
  const p = run.progress;
  const page = pageItems(run);
  const pages = run.pageStarts.length;
  const labels = run.spec.partitions.map(valueText);
  const keys = keyColumns(run.spec.query.keyNames, run.spec.tableKeys);
  return (
    <section className="tool-results" aria-label={`${name} results`}>
      <p className="muted">
        <code>{run.spec.summary}</code>
      </p>
      <div className="tool-status-bar">
        <div role="status" aria-label={`${name} progress`} className={`tool-status status-${run.status}`}>
          <strong>{headline(run)}</strong>{' '}
          {p ? (
            <span className="figures">
              {count(p.shown, 'item')} shown · {count(pages, 'page')} · {n(p.items)} read from{' '}
              {count(p.partitions.length, 'partition')} · {formatRcu(p.rcu)}
              {p.duplicates ? ` · ${count(p.duplicates, 'duplicate')} dropped` : ''}
            </span>
          ) : null}
        </div>
        {run.status === 'reading' ? (
          <button type="button" className="stop" onClick={onStop}>
            Stop
          </button>
        ) : null}
        <button type="button" disabled={run.viewPage <= 0} onClick={() => onShowPage(run.viewPage - 1)}>
          Previous page
        </button>
        {run.viewPage < pages - 1 ? (
          <button type="button" onClick={() => onShowPage(run.viewPage + 1)}>
            Next page
          </button>
        ) : (
          <button type="button" disabled={run.status === 'reading' || run.status === 'end'} onClick={onNext}>
            Next page
          </button>
        )}
        {pages > 0 ? (
          <span className="muted">
            Page {n(run.viewPage + 1)} of {n(pages)}
            {run.status === 'end' ? '' : '+'}
          </span>
        ) : null}
      </div>
      {run.error ? <ErrorNotice title={`The ${name.toLowerCase()} stopped`} error={run.error} /> : null}
      {page.items.length > 0 ? (
        <ItemsTable
          label={`${name} items`}
          items={page.items}
          sources={page.sources}
          first={page.first}
          partitionLabels={labels}
          keys={keys}
          action={action}
        />
      ) : run.status !== 'reading' ? (
        <p className="empty">No items matched in any partition.</p>
      ) : null}
      {p ? (
        <details className="partition-details" open>
          <summary>Per partition</summary>
          <PartitionTotals label={`${name} per partition`} progress={p} />
        </details>
      ) : null}
    </section>
  );
}

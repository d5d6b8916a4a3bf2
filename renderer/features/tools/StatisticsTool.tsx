/** The Statistics tool: a Scan summarised per item collection. */
import { useId, useState, type FormEvent } from 'react';
import type { CollectionTotals } from '../../../shared/collections/scan-stats.js';
import type { TableDescription } from '../../../shared/dynamo/types.js';
import { keySchemaFor } from '../../../shared/expressions/key-schema.js';
import { statsToCsv, statsToJson } from '../../../shared/export/stats-export.js';
import { useApp } from '../../store/index.js';
import { ErrorNotice } from '../../ui/ErrorNotice.js';
import { Field } from '../../ui/Field.js';
import { formatRcu } from '../query/index.js';
import { formatBytes } from '../../../shared/text/format-bytes.js';
import { NoteList } from './LayoutNotes.js';
import { statisticsNotes } from './layout-notes.js';
import { safeFileName, saveAsDownload } from '../../ui/save-file.js';
import { SizeHistogramChart } from './SizeHistogramChart.js';
import { ToolResults } from './ToolResults.js';
import type { StatisticsRun } from '../../store/statistics-slice.js';
import { wholeNumber, type ToolProblem } from '../../model/tools/tool-spec.js';
import { count } from '../../../shared/text/count.js';

const n = (x: number) => x.toLocaleString('en-US');

function headline(s: StatisticsRun): string {
  switch (s.status) {
    case 'reading':
      return 'Scanning…';
    case 'end':
      return s.indexName ? `Scanned the whole index ${s.indexName}.` : 'Scanned the whole table.';
    case 'stopped':
      return 'Stopped by you; the figures cover what was scanned.';
    case 'error':
      return 'Stopped by an error; the figures cover what was scanned.';
    case 'cap':
      return 'Stopped at the cap.';
    case 'budget':
      return 'Stopped at the budget of read units.';
  }
}

/** A Scan of the table summarised per item collection: sizes, the largest, entity types, a histogram. */
export function StatisticsTool({ table }: { table: TableDescription }) {
  const stats = useApp((s) => s.stats);
  const run = useApp((s) => s.runStatistics);
  const stop = useApp((s) => s.stopStatistics);
  const [index, setIndex] = useState('');
  const [segmentsText, setSegmentsText] = useState('4');
  const [problems, setProblems] = useState<ToolProblem[]>([]);
  const indexes = [...(table.GlobalSecondaryIndexes ?? []), ...(table.LocalSecondaryIndexes ?? [])].map(
    (i) => i.IndexName,
  );
  const shown = stats && stats.table === table.TableName ? stats : null;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found: ToolProblem[] = [];
    const segments = wholeNumber(segmentsText, 'concurrency', 'Parallel segments', 1, 64, found);
    const schema = keySchemaFor(table, index || undefined);
    if (!schema.ok) found.push({ field: 'index', message: schema.message });
    setProblems(found);
    if (found.length > 0 || !schema.ok) return;
    const { label: _l, index: _i, tableKeys: _t, ...keyNames } = schema.schema;
    void run({
      table: table.TableName,
      ...(index ? { indexName: index } : {}),
      keyNames,
      segments,
      hasLsi: (table.LocalSecondaryIndexes?.length ?? 0) > 0,
    });
  };
  return (
    <div className="tool">
      <p className="tool-intro">
        Scans the table (every item, in parallel segments) and sums it up per item collection. A Scan reads the whole
        table: on a large table it costs RCU in proportion to its size; Stop keeps what was counted.
      </p>
      <form aria-label="Statistics form" onSubmit={onSubmit} noValidate>
        <div className="form-row">
          <Field label="Group by the partition key of" problem={problems.find((p) => p.field === 'index')?.message}>
            <select value={index} onChange={(e) => setIndex(e.target.value)}>
              <option value="">table {table.TableName}</option>
              {indexes.map((i) => (
                <option key={i} value={i}>
                  index {i}
                </option>
              ))}
            </select>
          </Field>
          <Field
            label="Parallel segments"
            problem={problems.find((p) => p.field === 'concurrency')?.message}
            className="narrow"
          >
            <input inputMode="numeric" value={segmentsText} onChange={(e) => setSegmentsText(e.target.value)} />
          </Field>
          <button type="submit" className="primary" disabled={shown?.status === 'reading'}>
            Scan for statistics
          </button>
          {shown?.status === 'reading' ? (
            <button type="button" className="stop" onClick={stop}>
              Stop
            </button>
          ) : null}
        </div>
      </form>
      {shown ? (
        <ToolResults tool="statistics" title="Statistics">
          <StatisticsView s={shown} />
        </ToolResults>
      ) : null}
    </div>
  );
}

function StatisticsView({ s }: { s: StatisticsRun }) {
  const id = useId();
  const snap = s.snapshot;
  const p = s.progress;
  const notes = statisticsNotes(snap, s.hasLsi);
  const save = (kind: 'json' | 'csv') => {
    const text = kind === 'json' ? statsToJson(snap) : statsToCsv(snap);
    async function* one() {
      yield text;
    }
    void saveAsDownload(one(), {
      suggestedName: safeFileName(`${s.table}-statistics`, kind),
      extension: kind,
      mimeType: kind === 'json' ? 'application/json' : 'text/csv',
      description: 'Collection statistics',
    });
  };
  return (
    <section className="tool-results" aria-label="Statistics results">
      <div className="tool-status-bar">
        <div role="status" aria-label="Statistics progress" className={`tool-status status-${s.status}`}>
          <strong>{headline(s)}</strong>{' '}
          <span className="figures">
            {count(snap.items, 'item')} · {count(snap.collections, 'collection')} · {formatBytes(snap.bytes)}
            {p ? ` · ${count(p.pages, 'page')} · ${formatRcu(p.rcu)}` : ''}
            {p && p.segments.length > 1
              ? ` · ${p.segments.filter((x) => x.done).length} of ${p.segments.length} segments done`
              : ''}
          </span>
        </div>
        <button type="button" onClick={() => save('json')}>
          Export statistics as JSON
        </button>
        <button type="button" onClick={() => save('csv')}>
          Export statistics as CSV
        </button>
      </div>
      {s.error ? <ErrorNotice title="The scan stopped" error={s.error} /> : null}
      <NoteList notes={notes} label="Statistics notes" />
      <div className="stats-grid">
        <figure className="stats-chart">
          <SizeHistogramChart buckets={snap.sizeHistogram} tableId={`${id}-hist`} />
          <figcaption>Collections by size. Largest item: {formatBytes(snap.largestItemBytes)}.</figcaption>
          <table id={`${id}-hist`} className="tool-table" aria-label="Collection sizes">
            <thead>
              <tr>
                <th scope="col">Size range</th>
                <th scope="col">Collections</th>
              </tr>
            </thead>
            <tbody>
              {snap.sizeHistogram.map((b) => (
                <tr key={b.minBytes}>
                  <td>
                    {formatBytes(b.minBytes)} – {formatBytes(b.maxBytes)}
                  </td>
                  <td className="num">{n(b.collections)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </figure>
        <TopTable label="Largest collections by items" rows={snap.largestByItems} />
        <TopTable label="Largest collections by bytes" rows={snap.largestByBytes} />
        <table className="tool-table" aria-label="Entity types">
          <caption>Entity types</caption>
          <thead>
            <tr>
              <th scope="col">Type</th>
              <th scope="col">Items</th>
              <th scope="col">Bytes</th>
            </tr>
          </thead>
          <tbody>
            {snap.entityTypes.map((t) => (
              <tr key={t.type}>
                <th scope="row">{t.type}</th>
                <td className="num">{n(t.items)}</td>
                <td className="num">{formatBytes(t.bytes)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function TopTable({ label, rows }: { label: string; rows: CollectionTotals[] }) {
  return (
    <table className="tool-table" aria-label={label}>
      <caption>{label}</caption>
      <thead>
        <tr>
          <th scope="col">Collection</th>
          <th scope="col">Items</th>
          <th scope="col">Bytes</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((c) => (
          <tr key={c.collectionPk}>
            <th scope="row">
              <code>{c.collectionPk}</code>
            </th>
            <td className="num">{n(c.items)}</td>
            <td className="num">{formatBytes(c.bytes)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

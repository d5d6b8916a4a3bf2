/**
 * Compare: the read on screen beside the same read on another table or connection (production
 * against its copy on DynamoDB Local, a table against its migration). Both sides are read now, page
 * by page, and matched by key as DynamoDB compares keys; the counts grow while they read.
 */
import { useEffect, useRef, useState } from 'react';
import type { ApiErrorShape } from '../../../shared/api-errors.js';
import type { TableDescription } from '../../../shared/dynamo/types.js';
import { useApp } from '../../store/index.js';
import { toErrorShape, valueOf } from '../../store/async-state.js';
import { readTableOf } from '../../model/query/build-read.js';
import { ErrorNotice } from '../../ui/ErrorNotice.js';
import { describeConnection } from '../connections/index.js';
import { CompareResults } from './CompareResults.js';
import { CompareRun } from './compare-run.js';
import { aimAt, asIs, keysOf } from './compare-target.js';
import { defaultCompareTable } from './default-table.js';
import { useCompareView, type CompareView } from './compare-open.js';
import './compare.css';

export function CompareRegion() {
  const api = useApp((s) => s.api);
  const built = useApp((s) => s.read.built);
  const leftConnection = useApp((s) => s.connectionId);
  const described = useApp((s) => (s.table.status === 'ready' ? s.table.value : null));
  const leftName = described?.TableName;
  const connections = valueOf(useApp((s) => s.connections)) ?? [];
  const [view, change] = useCompareView();
  const { ignore, problem, error, ran, status } = view;
  const target = view.target || leftConnection || '';
  const tableName = view.tableName;
  const setTableName = (t: string) => change({ tableName: t });
  const setProblem = (p: string | null) => change({ problem: p });
  const setError = (e: CompareView['error']) => change({ error: e });
  const [tables, setTables] = useState<string[]>([]);
  const frame = useRef<number | null>(null);

  useEffect(() => {
    let live = true;
    setTables([]);
    if (!target) return;
    api.listTables({ connectionId: target }).then(
      (r) => {
        if (!live) return;
        setTables(r.TableNames);
        change(({ tableName: t }) => ({
          tableName:
            r.TableNames.includes(t) && !(target === leftConnection && t === leftName)
              ? t
              : defaultCompareTable(r.TableNames, leftName, target === leftConnection),
          error: null,
        }));
      },
      (e: unknown) => live && setError({ title: 'Could not list the tables to compare with', error: toErrorShape(e) }),
    );
    return () => {
      live = false;
    };
  }, [api, target, leftConnection, leftName]);
  // Not stopped when the region goes (the tab is left): a comparison goes on in its tab, as a read does.

  if (!built || !described || !leftConnection) return null;
  const leftTable = described;
  const redraw = () => {
    if (frame.current !== null) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = null;
      // A new view of the same run: its tab redraws, on screen or when it is back.
      change({});
    });
  };

  async function start() {
    change({ problem: null, error: null });
    if (!tableName) return setProblem('Compare with table: choose a table.');
    let right: TableDescription;
    try {
      right = (await api.describeTable({ connectionId: target, TableName: tableName })).Table;
    } catch (e) {
      return setError({ title: `Could not describe ${tableName}`, error: toErrorShape(e) });
    }
    const aimed = aimAt(built!, leftTable, right);
    if (!aimed.ok) return setProblem(aimed.problem);
    const run = new CompareRun(
      api,
      { connectionId: leftConnection!, read: asIs(built!) },
      { connectionId: target, read: aimed.read },
      {
        keys: aimed.keys,
        rightKeys: keysOf(right)!,
        ignore: ignore
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean),
      },
      redraw,
    );
    void ran?.run.stop();
    change({
      ran: {
        run,
        left: { connectionId: leftConnection!, table: leftTable },
        right: { connectionId: target, table: right },
      },
      status: 'reading',
    });
    // `change` is this tab's: the end lands here even when another tab is open by then.
    const end = await run.run();
    change({
      status: end.end,
      ...(end.end === 'error'
        ? { error: { title: `The ${end.side} side's read failed; what was read is compared`, error: end.error } }
        : {}),
    });
  }

  const nameOf = (id: string) => {
    const c = connections.find((x) => x.id === id);
    return c ? describeConnection(c) : id;
  };
  const p = ran?.run.progress;
  return (
    <section className="compare" role="region" aria-label="Compare">
      <header className="compare-head">
        <h2>Compare</h2>
        <button type="button" onClick={() => change({ open: false })}>
          Close compare
        </button>
      </header>
      <p className="compare-left">
        Left: <code>{built.summary}</code> on {nameOf(leftConnection)} · {readTableOf(built)}
      </p>
      <div className="compare-form">
        <label>
          Compare with connection
          <select value={target} onChange={(e) => change({ target: e.target.value })}>
            {connections.map((c) => (
              <option key={c.id} value={c.id}>
                {describeConnection(c)}
              </option>
            ))}
          </select>
        </label>
        <label>
          Compare with table
          <select value={tableName} onChange={(e) => setTableName(e.target.value)} disabled={!tables.length}>
            {tables.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
        </label>
        <label>
          Leave out attributes
          <input
            value={ignore}
            placeholder="email, phone"
            onChange={(e) => change({ ignore: e.target.value })}
            title="Attributes not compared, such as masked ones, separated by commas"
          />
        </label>
        {status === 'reading' ? (
          <button type="button" onClick={() => void ran?.run.stop()}>
            Stop comparing
          </button>
        ) : (
          <button type="button" onClick={() => void start()}>
            Run comparison
          </button>
        )}
      </div>
      {problem ? (
        <p role="alert" className="compare-problem">
          {problem}
        </p>
      ) : null}
      {error ? <ErrorNotice title={error.title} error={error.error} /> : null}
      <p role="status" aria-label="Compare progress" className="compare-progress">
        {p
          ? `Left: ${p.leftItems.toLocaleString('en-US')} items${p.leftDone ? '' : ' so far'} · Right: ${p.rightItems.toLocaleString('en-US')} items${p.rightDone ? '' : ' so far'}${status === 'stopped' ? ' · stopped' : status === 'done' ? ' · done' : ''}`
          : 'Both sides are read when you run the comparison.'}
      </p>
      {ran ? <CompareResults ran={ran} nameOf={nameOf} /> : null}
    </section>
  );
}

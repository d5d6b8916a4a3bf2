/** The read's progress and totals, Stop and Load more. */
import { memo, useEffect, useState } from 'react';
import { useApp } from '../../store/index.js';
import { useReadFields } from '../../store/read-fields.js';
import type { ReadState } from '../../model/query/read-state.js';
import { countRender } from '../../ui/render-count.js';
import {
  droppedText,
  elapsedWhileReading,
  formatElapsed,
  progressParts,
  resumeText,
  retryText,
} from './read-messages.js';
import { count } from '../../../shared/text/count.js';
import { waitingText } from '../../../shared/reads/call-waiting.js';
import { budgetHeadline, continueLabel, pauseHeadline, pauseText, resumedFromText } from './pause-messages.js';

/**
 * A clock that ticks while the read runs, so a slow page still shows time passing. The time is
 * read at each render (the interval only asks for renders), so it is never behind the start of the run.
 */
function useLiveElapsed(read: Pick<ReadState, 'status' | 'runStartedAt' | 'elapsedBefore'>): number | undefined {
  const [, setTick] = useState(0);
  const running = read.status === 'reading';
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setTick((t) => t + 1), 250);
    return () => clearInterval(id);
  }, [running]);
  return elapsedWhileReading(read, Date.now());
}

function headline(read: Pick<ReadState, 'status' | 'progress' | 'built' | 'outcome'>): string {
  const p = read.progress;
  const paused = read.outcome && read.status === 'error' ? pauseHeadline(read.outcome) : undefined;
  if (paused) return paused;
  if (read.status === 'capped' && read.outcome?.end === 'budget')
    return budgetHeadline(read.built?.operation === 'get' ? undefined : read.built?.budget, p);
  const cap = read.built && read.built.operation !== 'get' ? read.built.cap : undefined;
  switch (read.status) {
    case 'reading':
      return 'Reading…';
    case 'done':
      return read.built?.operation === 'get'
        ? p?.items
          ? 'Found the item.'
          : 'No item has this key.'
        : 'Read to the end.';
    case 'capped':
      return `Reached the item cap${cap ? ` (${count(cap, 'item')} per run)` : ''}.`;
    case 'stopped':
      return `Stopped by you after ${count(p?.items ?? 0, 'item')}.`;
    case 'error':
      return read.outcome?.failedAt
        ? `Stopped by an error at page ${read.outcome.failedAt.page.toLocaleString('en-US')}.`
        : 'Stopped by an error.';
    default:
      return '';
  }
}

/**
 * The read's progress and totals, Stop while it runs, Load more when it can continue. Redrawn when
 * its figures change (at most once a frame while pages land), not when only the version does.
 */
export const ReadStatus = memo(function ReadStatus() {
  countRender('ReadStatus');
  const read = useReadFields(
    'status',
    'progress',
    'built',
    'outcome',
    'retry',
    'waiting',
    'runStartedAt',
    'elapsedBefore',
    'error',
    'resumedFrom',
  );
  const stop = useApp((s) => s.stopRead);
  const loadMore = useApp((s) => s.loadMore);
  const live = useLiveElapsed(read);
  if (read.status === 'idle') return null;
  const p = read.progress;
  // Before the first page there are no figures yet, but the clock already runs.
  const parts = p ? progressParts(p, live ?? p.elapsedMs) : live !== undefined ? [formatElapsed(live)] : [];
  const canResume = read.status !== 'reading' && read.outcome?.canResume === true;
  const keyNames = read.built?.keyNames;
  const label = continueLabel(read.outcome);
  const advice = read.outcome && read.status === 'error' ? pauseText(read.outcome, read.error) : undefined;
  return (
    <div className="read-status-bar">
      <div role="status" aria-label="Read progress" className={`read-status status-${read.status}`}>
        <strong>{headline(read)}</strong> {parts.length ? <span className="figures">{parts.join(' · ')}</span> : null}
        {read.resumedFrom ? <span className="resumed-from"> {resumedFromText(read.resumedFrom, keyNames)}</span> : null}
        {advice ? <span className="pause-advice"> {advice}</span> : null}
        {canResume && p ? <span className="resume"> {resumeText(p, keyNames, label)}</span> : null}
        {read.status === 'stopped' && read.outcome?.dropped && p ? (
          <span className="dropped-note"> {droppedText(read.outcome.dropped, p)}</span>
        ) : null}
        {read.waiting && read.status === 'reading' ? (
          <span className="waiting-note"> {waitingText(read.waiting)}</span>
        ) : null}
        {read.retry && read.status === 'reading' ? <span className="retry-note"> {retryText(read.retry)}</span> : null}
      </div>
      {read.status === 'reading' ? (
        <button type="button" className="stop" onClick={() => void stop()}>
          Stop
        </button>
      ) : null}
      {canResume ? (
        <button type="button" onClick={() => void loadMore()}>
          {label}
        </button>
      ) : null}
      {p && p.segments.length > 1 ? <SegmentTable /> : null}
    </div>
  );
});

function SegmentTable() {
  const segments = useApp((s) => s.read.progress?.segments) ?? [];
  return (
    <details className="segments">
      <summary>
        {count(segments.length, 'segment')}: {segments.filter((s) => s.done).length} done
      </summary>
      <table aria-label="Scan segments">
        <thead>
          <tr>
            <th scope="col">Segment</th>
            <th scope="col">Items</th>
            <th scope="col">Pages</th>
            <th scope="col">Scanned</th>
            <th scope="col">RCU</th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {segments.map((s) => (
            <tr key={s.segment}>
              <th scope="row">{s.segment}</th>
              <td>{s.items.toLocaleString('en-US')}</td>
              <td>{s.pages}</td>
              <td>{s.scanned.toLocaleString('en-US')}</td>
              <td>{Math.round(s.rcu * 10) / 10}</td>
              <td>{s.done ? 'done' : s.pages ? 'more to read' : 'not started'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

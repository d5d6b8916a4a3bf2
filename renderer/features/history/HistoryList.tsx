/** The last reads of a table, each opened again in one click. */
import { formatUnits } from '../../../shared/cost/pricing.js';
import { useMemo, useSyncExternalStore } from 'react';
import { parseRoute } from '../../routing/query-route.js';
import { useApp, useAppStore } from '../../store/index.js';
import { resumeHistoryEntry } from '../../store/history-resume.js';
import { appStorage } from '../../api/service-storage.js';
import { historyKey, loadHistory, runsOf } from '../../model/history/query-history.js';
import { count } from '../../../shared/text/count.js';
import { asksForNewTab } from '../tabs/index.js';

// One formatter for every entry and every redraw: toLocaleString with options builds a new one each call.
let dateFormat: Intl.DateTimeFormat | undefined;
const when = (at: number) =>
  (dateFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'short' })).format(new Date(at));

// How a read that did not reach the end stopped, in the words its status line used.
const ENDED_WORDS: Record<string, string> = { stopped: 'stopped', capped: 'capped', budget: 'budget reached' };

/** The last reads on this table; choosing one opens it again. */
export function HistoryList({ table }: { table: string }) {
  const status = useApp((s) => s.read.status);
  const openRoute = useApp((s) => s.openRoute);
  const store = useAppStore();
  const openInNewTab = useApp((s) => s.openInNewTab);
  const connectionId = useApp((s) => s.connectionId);
  const reading = status === 'reading';
  // Redrawn when the kept entry changes: a read is added, or gets its item count or its failure.
  const storage = appStorage();
  const kept = useSyncExternalStore(
    (l) => storage.subscribe(l),
    () => storage.getItem(historyKey(table)),
  );
  // Reads made on another connection are that connection's history (a link of an older version names none).
  const entries = useMemo(
    () =>
      (kept === null ? [] : loadHistory(storage, table)).filter((e) => {
        const id = parseRoute(e.route)?.connection?.id;
        return id === undefined || id === connectionId;
      }),
    [storage, table, kept, connectionId],
  );
  if (entries.length === 0) return null;
  return (
    <details className="history">
      <summary>
        Recent reads on {table} ({entries.length})
      </summary>
      <ul aria-label="Recent reads">
        {entries.map((e) => (
          <li key={e.route}>
            {/* First, so the line still ends with how the read ended. */}
            {e.resume ? (
              <button
                type="button"
                disabled={reading}
                aria-label={`Resume ${e.summary}`}
                onClick={() => void resumeHistoryEntry(store, e)}
              >
                Resume
              </button>
            ) : null}
            <button
              type="button"
              className="link-button"
              disabled={reading}
              onClick={(click) => {
                // Ctrl+click (Cmd+click) opens it in a tab behind this one, as a link would.
                if (asksForNewTab(click)) return openInNewTab(e.route, { background: true });
                const parsed = parseRoute(e.route);
                if (parsed) void openRoute(parsed);
              }}
              onAuxClick={(click) => {
                if (click.button === 1) openInNewTab(e.route, { background: true });
              }}
              onMouseDown={(click) => {
                if (click.button === 1) click.preventDefault();
              }}
            >
              {e.summary}
            </button>
            {/* Named, not worded: the line's text stays the read's own (its icon is drawn by the stylesheet). */}
            <button
              type="button"
              className="link-button history-new-tab"
              aria-label="Open in new tab"
              title="Open in new tab"
              onClick={() => openInNewTab(e.route)}
            />
            {/* Its units beside the time, so the line still ends with how many items it read. */}
            <span className="muted">
              {' '}
              · {runsOf(e) > 1 ? `${runsOf(e)} runs, last ` : ''}
              {when(e.at)}
              {e.error === undefined && e.rcu !== undefined ? `, ${formatUnits(e.rcu)} RCU` : ''}
              {e.error === undefined && e.items !== undefined
                ? ` · ${count(e.items, 'item')}${e.ended ? ` (${ENDED_WORDS[e.ended] ?? e.ended})` : ''}`
                : ''}
            </span>
            {e.error !== undefined ? <span className="history-failed"> · failed: {e.error}</span> : null}
          </li>
        ))}
      </ul>
    </details>
  );
}

import { useMemo } from 'react';
import { parseRoute } from '../../routing/query-route.js';
import { useApp } from '../../store/index.js';
import { appStorage } from './app-storage.js';
import { loadHistory } from './query-history.js';
import { count } from '../../../shared/text/count.js';

const when = (at: number) => new Date(at).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' });

/** The last reads on this table; choosing one opens it again. */
export function HistoryList({ table }: { table: string }) {
  const status = useApp((s) => s.read.status);
  const openRoute = useApp((s) => s.openRoute);
  const reading = status === 'reading';
  // Reload when a read starts, ends, or its entry gets its item count.
  const version = useApp((s) => s.read.version);
  const entries = useMemo(() => loadHistory(appStorage(), table), [table, status, version]);
  if (entries.length === 0) return null;
  return (
    <details className="history">
      <summary>Recent reads on {table} ({entries.length})</summary>
      <ul aria-label="Recent reads">
        {entries.map((e) => (
          <li key={e.route}>
            <button type="button" className="link-button" disabled={reading} onClick={() => {
              const parsed = parseRoute(e.route);
              if (parsed) void openRoute(parsed);
            }}>
              {e.summary}
            </button>
            <span className="muted"> · {when(e.at)}{e.items !== undefined ? ` · ${count(e.items, 'item')}` : ''}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}

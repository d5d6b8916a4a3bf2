/**
 * The other bulk runs the service holds in progress or stopped, found when the page opened again
 * (listBulkRuns): one button each to show it in the bulk run region, where Stop, Resume and Undo
 * act on it. Nothing when the run shown is the only one.
 */
import { useApp } from '../../store/index.js';

export function BulkRunList() {
  const runs = useApp((s) => s.bulkRuns);
  const shown = useApp((s) => s.bulkRun?.runId);
  const show = useApp((s) => s.showBulkRun);
  const others = runs.filter((r) => r.runId !== shown);
  if (others.length === 0) return null;
  return (
    <ul aria-label="Other bulk runs" className="bulk-run-list">
      {others.map((r) => (
        <li key={r.runId}>
          <button type="button" onClick={() => void show(r.runId)}>
            Show the run on {r.TableName} of {new Date(r.createdAt).toLocaleString('en-US')} (
            {r.written.toLocaleString('en-US')} of {r.total.toLocaleString('en-US')} written)
          </button>
        </li>
      ))}
    </ul>
  );
}

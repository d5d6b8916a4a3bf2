/** Errors no panel caught, shown to the user instead of lost. */
import { useSyncExternalStore } from 'react';
import { CopyButton } from './CopyButton.js';
import { dismissNotice, errorRecords, errorReport, subscribeErrors } from './error-log.js';

/**
 * Errors no panel caught (a click handler, a timer, a promise nobody waited for) reach the user
 * here rather than being a silent no-op: what failed, "Copy details" for a bug report, "Dismiss".
 */
export function ErrorNotices() {
  const records = useSyncExternalStore(subscribeErrors, errorRecords);
  const shown = records.filter((r) => r.notice).slice(-3);
  if (shown.length === 0) return null;
  return (
    <section className="error-notices" aria-label="Problems">
      {shown.map((r) => (
        <div key={`${r.at}:${r.message}`} role="alert" className="error-notice">
          <strong>{r.where} failed: </strong>
          <span>
            {r.name}: {r.message}
          </span>
          <div className="panel-failure-actions">
            <CopyButton label="Copy details" text={errorReport(r)} />
            <button type="button" onClick={() => dismissNotice(r)}>
              Dismiss
            </button>
          </div>
        </div>
      ))}
    </section>
  );
}

/** The question asked before a read estimated above the connection's limit. */
import { useEffect, useRef } from 'react';
import { formatBytes } from '../../../shared/collections/checks/note.js';
import { explainLines } from '../../../shared/cost/explain-text.js';
import { formatDollars, formatUnits } from '../../../shared/cost/pricing.js';
import { useApp } from '../../store/index.js';

/** Asks before a read estimated above the connection's limit starts, with the estimate in the question. */
export function ExpensiveReadDialog() {
  const ask = useApp((s) => s.guardAsk);
  const answer = useApp((s) => s.answerGuard);
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (ask) cancel.current?.focus();
  }, [ask]);
  if (!ask) return null;
  const e = ask.estimate;
  const lines = explainLines(e);
  return (
    <div className="modal-backdrop">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="expensive-read-title"
        aria-describedby="expensive-read-question"
        className="expensive-read"
        onKeyDown={(ev) => {
          if (ev.key === 'Escape') answer(false);
        }}
      >
        <h2 id="expensive-read-title">Expensive read</h2>
        <p id="expensive-read-question">
          {lines.operation} will read {e.bound} {formatBytes(Math.round(e.bytes))} (
          {Math.round(e.items).toLocaleString('en-US')} items), {formatUnits(e.units)} read units,{' '}
          {formatDollars(e.cost)} {e.price.label}: more than this connection&apos;s limit of{' '}
          {formatBytes(ask.limitBytes)}. Run it?
        </p>
        <p className="muted">{lines.source}</p>
        <div className="form-actions">
          <button type="button" className="primary" onClick={() => answer(true)}>
            Run it
          </button>
          <button type="button" ref={cancel} onClick={() => answer(false)}>
            Cancel
          </button>
        </div>
      </div>
    </div>
  );
}

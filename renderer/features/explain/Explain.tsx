/** A read's cost estimate beside its run button: operation, key condition, filters, figures. */
import { memo, useMemo } from 'react';
import { estimateRead } from '../../../shared/cost/estimate-read.js';
import { explainLines } from '../../../shared/cost/explain-text.js';
import type { ReadPlan } from '../../../shared/cost/read-plan.js';
import type { TableDescription } from '../../../shared/dynamo/types.js';
import { FIRST_PAGE_ITEMS } from '../../../shared/reads/paged-read.js';
import { useApp } from '../../store/index.js';
import { usePaintedValue } from '../../ui/use-after-paint.js';
import { knowledgeFor } from '../../model/cost-estimate/cost-knowledge.js';
import { ConsumedSummary } from './ConsumedSummary.js';
import { CostMeter } from './CostMeter.js';
import { GuardControl } from './GuardControl.js';
import './explain.css';

/**
 * What DynamoDB will do with the read as it stands, beside Run, redrawn as the user types: the
 * operation, the key condition and the filters (paid for, then dropped), and the estimate with
 * where its figures came from.
 */
export const Explain = memo(function Explain({ plan, table }: { plan: ReadPlan; table: TableDescription }) {
  const read = useApp((s) => s.read);
  const session = useApp((s) => s.session);
  const stats = useApp((s) => s.stats);
  // The read on screen only teaches the estimate once it ends; its pages landing do not redraw this.
  // After the paint: sizing every item read (100,000 at the end of a big Scan) follows the frame
  // that shows the read's end, its grid and its pictures, instead of holding that frame back.
  const settled = usePaintedValue(read.status === 'reading' ? null : read.version);
  const lines = useMemo(
    () =>
      explainLines(
        estimateRead(plan, knowledgeFor({ read, session, stats }, plan, table), { firstPageLimit: FIRST_PAGE_ITEMS }),
      ),
    // `read` matters only through `settled`: its pages landing do not recompute the estimate.
    [plan, table, session, stats, settled],
  );
  const of = plan.indexName ? `index ${plan.indexName}` : `table ${plan.tableName}`;
  return (
    <section className="explain" aria-label="Explain">
      <p className="explain-op">
        <strong>{lines.operation}</strong>
      </p>
      {lines.keyCondition ? (
        <p>
          Key condition: <code>{lines.keyCondition}</code>: DynamoDB reads only the items it matches.
        </p>
      ) : plan.operation === 'Scan' ? (
        <p>No key condition: a Scan reads every item of {of}.</p>
      ) : (
        <p>Key condition: not complete yet.</p>
      )}
      {lines.filters.length > 0 ? (
        <div className="explain-filters">
          Filters, read, then dropped: you pay for them:
          <ul>
            {lines.filters.map((f) => (
              <li key={f}>
                <code>{f}</code>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="explain-estimate">{lines.estimate}</p>
      <p className="muted">{lines.source}</p>
      {lines.notes.map((n) => (
        <p key={n} className="muted">
          {n}
        </p>
      ))}
      <ConsumedSummary />
      <CostMeter />
      <GuardControl />
    </section>
  );
});

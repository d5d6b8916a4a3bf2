/** What a finished read consumed and how much of what it scanned it kept. */
import { useMemo } from 'react';
import { avoidingKey } from '../../../shared/cost/avoid-filter.js';
import { keptLittle } from '../../../shared/cost/consumed.js';
import { formatUnits } from '../../../shared/cost/pricing.js';
import { useApp } from '../../store/index.js';
import { readTableOf } from '../../model/query/build-read.js';
import { planOfBuilt } from '../../model/cost-estimate/read-plan-of.js';

/**
 * After a read: what it consumed, the table's and each index's share, and how much of what it
 * scanned it kept; a read that kept under 10% says so, with the key that would avoid it.
 */
export function ConsumedSummary() {
  const status = useApp((s) => s.read.status);
  const consumed = useApp((s) => s.read.consumed);
  const progress = useApp((s) => s.read.progress);
  const built = useApp((s) => s.read.built);
  const table = useApp((s) => (s.table.status === 'ready' ? s.table.value : undefined));
  const avoid = useMemo(
    () =>
      built && table && readTableOf(built) === table.TableName ? avoidingKey(planOfBuilt(built, table), table) : null,
    [built, table],
  );
  if (status === 'reading' || status === 'idle' || !consumed || !progress || !built) return null;
  const shares = [
    ...(consumed.table > 0 || Object.keys(consumed.indexes).length === 0
      ? [`table ${formatUnits(consumed.table)}`]
      : []),
    ...Object.entries(consumed.indexes).map(([name, units]) => `index ${name} ${formatUnits(units)}`),
  ];
  const little = built.operation !== 'get' && keptLittle(progress.scanned, progress.returned);
  const share = progress.scanned > 0 ? Math.round((progress.returned / progress.scanned) * 1000) / 10 : 100;
  return (
    <section className="consumed-summary" aria-label="Consumed capacity">
      <p>
        The read below consumed {formatUnits(consumed.total)} RCU ({shares.join(', ')}) · scanned{' '}
        {progress.scanned.toLocaleString('en-US')}, kept {progress.returned.toLocaleString('en-US')} ({share}%)
      </p>
      {little ? (
        <p className="low-keep">
          This read kept under 10% of what it scanned: it paid for{' '}
          {(progress.scanned - progress.returned).toLocaleString('en-US')} items its filter dropped.
          {avoid ? ` ${avoid}` : ''}
        </p>
      ) : null}
    </section>
  );
}

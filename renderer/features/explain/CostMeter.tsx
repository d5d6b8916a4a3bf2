/** The units the connection consumed since the app started and their on-demand price. */
import { formatDollars, formatUnits, readCost, US_EAST_1_ON_DEMAND, writeCost } from '../../../shared/cost/pricing.js';
import { useApp } from '../../store/index.js';

/** Read and write units this connection has consumed since the app started, and what they cost on demand. */
export function CostMeter() {
  const totals = useApp((s) => (s.connectionId ? s.meter[s.connectionId] : undefined)) ?? { rcu: 0, wcu: 0 };
  const dollars = readCost(totals.rcu) + writeCost(totals.wcu);
  return (
    <p role="status" aria-label="Cost meter" className="cost-meter">
      This connection since start: {formatUnits(totals.rcu)} RCU · {formatUnits(totals.wcu)} WCU ·{' '}
      {formatDollars(dollars)} ({US_EAST_1_ON_DEMAND.label})
    </p>
  );
}

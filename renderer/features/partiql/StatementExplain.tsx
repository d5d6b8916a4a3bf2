/** The Explain region of the PartiQL statement as it stands: the estimate of its equivalent Query, Scan or GetItem. */
import { useMemo } from 'react';
import type { TableDescription } from '../../../shared/dynamo/types.js';
import type { StatementToRun } from '../../../shared/reads/statement-pages.js';
import { Explain } from '../explain/Explain.js';
import { planOfStatement } from '../../model/explain/statement-plan.js';

export function StatementExplain({ statement, table }: { statement: StatementToRun; table: TableDescription }) {
  const plan = useMemo(() => planOfStatement(statement, table), [statement, table]);
  return plan ? <Explain plan={plan} table={table} /> : null;
}

/**
 * The Explain region of the PartiQL statement as it stands: the estimate of its equivalent Query,
 * Scan or GetItem, from the classification the panel already made of this keystroke's text.
 */
import { useMemo } from 'react';
import type { TableDescription } from '../../../shared/dynamo/types.js';
import type { Classification } from '../../../shared/partiql/index.js';
import type { StatementToRun } from '../../../shared/reads/statement-pages.js';
import { Explain } from '../explain/index.js';
import { planOfStatement } from '../../model/cost-estimate/statement-plan.js';

export function StatementExplain({
  statement,
  classification,
  table,
}: {
  statement: StatementToRun;
  classification: Classification;
  table: TableDescription;
}) {
  const plan = useMemo(
    () => planOfStatement(statement, table, undefined, classification),
    [statement, classification, table],
  );
  return plan ? <Explain plan={plan} table={table} /> : null;
}

/**
 * The read's budget beside its item cap: an amount in read units or dollars, and the connection's
 * default that an empty field falls back to (model/query/budget-default.ts). A read that reaches it
 * stops with what it read and "Resume" for the rest.
 */
import { useState } from 'react';
import { useApp } from '../../store/index.js';
import type { QueryDraft } from '../../model/query/query-draft.js';
import { defaultBudgetAction, loadDefaultBudget, saveDefaultBudget } from '../../model/query/budget-default.js';
import { formatBudget, parseBudget, type BudgetUnit } from '../../../shared/reads/read-budget.js';
import { Field } from '../../ui/Field.js';

export function BudgetField({
  draft,
  edit,
  problem,
}: {
  draft: QueryDraft;
  edit(patch: Partial<QueryDraft>): void;
  problem?: string;
}) {
  const connectionId = useApp((s) => s.connectionId);
  const [saved, setSaved] = useState(0);
  const fallback = loadDefaultBudget(connectionId);
  const typed = parseBudget(draft.budget, draft.budgetUnit).budget;
  const action = defaultBudgetAction(typed, fallback);
  return (
    <>
      <Field
        label="Budget"
        hint={
          fallback ? `stop after; empty uses this connection's ${formatBudget(fallback)}` : 'stop after; empty: none'
        }
        problem={problem}
        className="narrow"
      >
        <input
          inputMode="decimal"
          value={draft.budget}
          placeholder={fallback ? String(fallback.amount) : 'none'}
          onChange={(e) => edit({ budget: e.target.value })}
        />
      </Field>
      <Field label="Budget unit" className="narrow">
        <select value={draft.budgetUnit} onChange={(e) => edit({ budgetUnit: e.target.value as BudgetUnit })}>
          <option value="rcu">read units</option>
          <option value="usd">dollars</option>
        </select>
      </Field>
      {connectionId && action ? (
        <div className="field narrow budget-default" data-saved={saved}>
          <button
            type="button"
            onClick={() => {
              saveDefaultBudget(connectionId, typed);
              setSaved(saved + 1);
            }}
          >
            {action === 'keep' ? "Make this the connection's default budget" : 'Clear the default budget'}
          </button>
        </div>
      ) : null}
    </>
  );
}

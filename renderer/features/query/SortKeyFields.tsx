/** The sort-key condition as both the plain form and the builder show it. */
import { SORT_KEY_OPERATORS, type SortKeyOperator } from '../../../shared/expressions/model.js';
import type { ScalarAttributeType } from '../../../shared/dynamo/types.js';
import { Field } from '../../ui/Field.js';

const OP_LABELS: Record<SortKeyOperator, string> = {
  '=': '= equals',
  '<': '< less than',
  '<=': '<= at most',
  '>': '> greater than',
  '>=': '>= at least',
  between: 'between (inclusive)',
  begins_with: 'begins_with (prefix)',
};

interface SortKeyDraft {
  skOp: SortKeyOperator | '';
  sk: string;
  sk2: string;
}

/**
 * The sort-key condition as the plain form and the builder both show it: the operator (begins_with
 * only for S and B keys), its value, and an upper value for BETWEEN.
 */
export function SortKeyFields({
  draft,
  sortKeyType,
  hint,
  valueHint,
  edit,
  problem,
}: {
  draft: SortKeyDraft;
  sortKeyType: ScalarAttributeType;
  hint: string;
  /** Shown under the value when the condition is BETWEEN. */
  valueHint?: string;
  edit(patch: Partial<SortKeyDraft>): void;
  problem(field: 'skOp' | 'sk' | 'sk2'): string | undefined;
}) {
  const ops = SORT_KEY_OPERATORS.filter((op) => op !== 'begins_with' || sortKeyType !== 'N');
  return (
    <>
      <Field label="Sort key condition" hint={hint} problem={problem('skOp')}>
        <select value={draft.skOp} onChange={(e) => edit({ skOp: e.target.value as SortKeyOperator | '' })}>
          <option value="">none (whole collection)</option>
          {ops.map((op) => (
            <option key={op} value={op}>
              {OP_LABELS[op]}
            </option>
          ))}
        </select>
      </Field>
      {draft.skOp !== '' ? (
        <Field label="Sort key value" hint={draft.skOp === 'between' ? valueHint : undefined} problem={problem('sk')}>
          <input value={draft.sk} spellCheck={false} onChange={(e) => edit({ sk: e.target.value })} />
        </Field>
      ) : null}
      {draft.skOp === 'between' ? (
        <Field label="Sort key upper value" problem={problem('sk2')}>
          <input value={draft.sk2} spellCheck={false} onChange={(e) => edit({ sk2: e.target.value })} />
        </Field>
      ) : null}
    </>
  );
}

/**
 * A sort-key condition left over for an index without a sort key (from a link, say): said where
 * the sort-key controls would be, with the one way out.
 */
export function StraySortCondition({ label, problem, clear }: { label: string; problem?: string; clear(): void }) {
  return (
    <div className="field">
      <span className="field-problem" role="note">
        {problem ?? `${label} has no sort key, so the sort key condition cannot apply.`}
      </span>
      <button type="button" onClick={clear}>
        Remove the sort key condition
      </button>
    </div>
  );
}

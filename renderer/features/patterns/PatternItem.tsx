/** One saved access pattern: its slots to fill, Run and Delete. */
import { useState, type FormEvent } from 'react';
import type { TableDescription } from '../../../shared/dynamo/types.js';
import { slotsOf, type SavedPattern } from '../../../shared/patterns/saved-patterns.js';
import { slotAttribute } from '../../../shared/patterns/slot-attribute.js';
import { useApp, useAppStore } from '../../store/index.js';
import { patternQueryDraft } from '../../model/patterns/pattern-draft.js';
import { newTabClicks, openDraftInNewTab } from '../tabs/index.js';
import { readable } from '../../model/builder/build-request.js';
import { Field } from '../../ui/Field.js';

/** `{workspace} (PK)`: the slot and the attribute its value is compared with. */
const slotLabel = (slot: string, attribute: string | undefined) =>
  attribute ? `{${slot}} (${attribute})` : `{${slot}}`;

const TYPE_HINT = { S: 'text', N: 'a number', B: 'base64' } as const;

/**
 * One saved pattern: what it reads, a box per slot, Run, "Open in new tab" (Ctrl+click on Run does
 * the same behind this tab) and Delete.
 */
export function PatternItem({ pattern, table }: { pattern: SavedPattern; table: TableDescription }) {
  const store = useAppStore();
  const run = useApp((s) => s.runPattern);
  const remove = useApp((s) => s.deletePattern);
  const reading = useApp((s) => s.read.status === 'reading');
  const slots = slotsOf(pattern);
  const [values, setValues] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<Array<{ slot: string; message: string }>>([]);
  const r = pattern.request;
  const what = [
    pattern.operation === 'Query' ? readable(r.KeyConditionExpression ?? '', r) : 'Scan',
    r.IndexName ? `index ${r.IndexName}` : '',
    r.ScanIndexForward === false ? 'newest first' : '',
    r.FilterExpression ? `filter ${readable(r.FilterExpression, r)}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setProblems([]);
    void run(pattern, values, table).then((res) => {
      if (!res.ok) setProblems(res.problems);
    });
  };
  /** The filled read as the form's draft, or null with its problems shown. */
  const filledDraft = () => {
    const made = patternQueryDraft(pattern, values, table);
    setProblems(made.ok ? [] : made.problems);
    return made.ok ? made.draft : null;
  };
  const clicks = newTabClicks(store, filledDraft);
  const general = problems.filter((p) => !slots.some((s) => s.slot === p.slot));
  return (
    <li className="pattern-item">
      <form aria-label={pattern.name} onSubmit={onSubmit} noValidate>
        <h4>{pattern.name}</h4>
        <code className="pattern-summary">{what}</code>
        {slots.length > 0 ? (
          <div className="form-row">
            {slots.map((s) => (
              <Field
                key={s.slot}
                label={slotLabel(s.slot, slotAttribute(r, s.placeholder))}
                hint={TYPE_HINT[s.type]}
                problem={problems.find((p) => p.slot === s.slot)?.message}
              >
                <input
                  value={values[s.slot] ?? ''}
                  spellCheck={false}
                  onChange={(e) => setValues({ ...values, [s.slot]: e.target.value })}
                />
              </Field>
            ))}
          </div>
        ) : null}
        {general.length ? (
          <ul className="form-problems" role="alert">
            {general.map((p) => (
              <li key={p.message}>{p.message}</li>
            ))}
          </ul>
        ) : null}
        <div className="form-actions">
          <button
            type="submit"
            disabled={reading}
            aria-label={`Run "${pattern.name}"`}
            onClick={(e) => void clicks.plain(e)}
            onAuxClick={clicks.onAuxClick}
            onMouseDown={clicks.onMouseDown}
          >
            Run
          </button>
          <button
            type="button"
            aria-label={`Open "${pattern.name}" in new tab`}
            onClick={() => {
              const d = filledDraft();
              if (d) openDraftInNewTab(store, d, false);
            }}
          >
            Open in new tab
          </button>
          <button
            type="button"
            aria-label={`Delete "${pattern.name}"`}
            onClick={() => remove(pattern.table, pattern.name)}
          >
            Delete
          </button>
        </div>
      </form>
    </li>
  );
}

/** The plain read form: Query, Scan or GetItem on the selected table. */
import { useMemo, type FormEvent } from 'react';
import type { TableDescription } from '../../../shared/dynamo/types.js';
import { keySchemaFor } from '../../../shared/expressions/key-schema.js';
import { useApp } from '../../store/index.js';
import { GSI_CONSISTENT_REASON, type BuildResult } from '../../model/query/build-read.js';
import { readOfDraft } from '../../model/query/read-of-draft.js';
import { CheckField, Field } from '../../ui/Field.js';
import { ExpressionFields } from './ExpressionFields.js';
import { KeyFields } from './KeyFields.js';
import { indexChange } from './index-change.js';
import { TabBar } from '../../ui/TabBar.js';
import {
  emptyDraft,
  type DraftField,
  type FieldProblem,
  type QueryDraft,
  type ReadOperation,
} from '../../model/query/query-draft.js';
import type { DraftProps } from './draft-props.js';
import { BudgetField } from './BudgetField.js';
import { Explain } from '../explain/index.js';
import { planOfDraft } from '../../model/cost-estimate/read-plan-of.js';
import './query.css';

const OPERATIONS: ReadonlyArray<[ReadOperation, string]> = [
  ['query', 'Query'],
  ['scan', 'Scan'],
  ['get', 'GetItem'],
];
const TABS = OPERATIONS.map(([id, label]) => ({ id, label }));
const RUN_LABEL: Record<ReadOperation, string> = { query: 'Run query', scan: 'Run scan', get: 'Get item' };

/** The plain read form: Query, Scan or GetItem on the selected table. */
export function ReadForm({ table }: { table: TableDescription }) {
  const stored = useApp((s) => s.draft);
  // Same rule as the store's draftFor, memoised: a selector must not build a new object per call.
  const draft = useMemo(
    () => (stored && stored.table === table.TableName ? stored : emptyDraft(table.TableName, stored?.operation)),
    [stored, table.TableName],
  );
  const editDraft = useApp((s) => s.editDraft);
  const problems = useApp((s) => s.formProblems);
  const submit = useApp((s) => s.submitDraft);
  const reading = useApp((s) => s.read.status === 'reading');
  const edit = (patch: Partial<QueryDraft>) => editDraft(table.TableName, patch);
  // Built once per change of the draft, Run included: its gate problems show beside the fields, its plan in Explain.
  const built = readOfDraft.of(draft, table);
  const live = useMemo(() => (built.ok ? [] : built.problems.filter((p) => p.gate)), [built]);
  const problem = (field: DraftField) =>
    (problems.find((p) => p.field === field) ?? live.find((p) => p.field === field))?.message;
  const props: DraftProps = { draft, table, edit, problem };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!reading) void submit();
  };
  return (
    <section className="read-form" aria-label="Read">
      <TabBar
        label="Operation"
        tabs={TABS}
        selected={draft.operation}
        onSelect={(op) => edit({ operation: op })}
        idPrefix="read-op"
      />
      <form
        id={`read-op-panel-${draft.operation}`}
        role="tabpanel"
        aria-label={`${OPERATIONS.find(([o]) => o === draft.operation)![1]} form`}
        onSubmit={onSubmit}
        noValidate
      >
        <div className="form-row">
          {draft.operation !== 'get' ? <IndexPicker {...props} /> : null}
          <KeyFields {...props} />
        </div>
        <div className="form-row">
          {draft.operation === 'query' ? (
            <CheckField label="Newest first" checked={draft.desc} onChange={(v) => edit({ desc: v })} />
          ) : null}
          {draft.operation !== 'get' ? (
            <>
              <Field label="Limit" hint="items per page" problem={problem('limit')} className="narrow">
                <input
                  inputMode="numeric"
                  value={draft.limit}
                  placeholder="no limit"
                  onChange={(e) => edit({ limit: e.target.value })}
                />
              </Field>
              <Field
                label="Item cap"
                hint="stop after; empty reads to the end"
                problem={problem('cap')}
                className="narrow"
              >
                <input inputMode="numeric" value={draft.cap} onChange={(e) => edit({ cap: e.target.value })} />
              </Field>
              <BudgetField draft={draft} edit={edit} problem={problem('budget')} />
            </>
          ) : null}
          {draft.operation === 'scan' ? (
            <Field
              label="Parallel segments"
              hint="TotalSegments; read at once"
              problem={problem('segments')}
              className="narrow"
            >
              <input
                inputMode="numeric"
                value={draft.segments}
                placeholder="1"
                onChange={(e) => edit({ segments: e.target.value })}
              />
            </Field>
          ) : null}
          <ConsistentRead {...props} />
        </div>
        <ExpressionFields {...props} />
        <ProblemList live={live} />
        <div className="form-actions">
          {/* aria-disabled, not disabled, while reading: a disabled button would drop the focus to the page. */}
          <button type="submit" className="primary" aria-disabled={reading || undefined}>
            {RUN_LABEL[draft.operation]}
          </button>
          <FormExplain draft={draft} table={table} built={built} />
        </div>
      </form>
    </section>
  );
}

function IndexPicker({ draft, table, edit, problem }: DraftProps) {
  const keys = (schema: { KeySchema: { AttributeName: string }[] }) =>
    schema.KeySchema.map((k) => k.AttributeName).join(', ');
  return (
    <Field label="Index" problem={problem('index')}>
      <select
        value={draft.index}
        onChange={(e) =>
          edit({ ...indexChange(draft, table, e.target.value), ...(draft.consistent ? { consistent: false } : {}) })
        }
      >
        <option value="">Table ({keys(table)})</option>
        {table.GlobalSecondaryIndexes?.map((i) => (
          <option key={i.IndexName} value={i.IndexName}>
            {i.IndexName}: global ({keys(i)})
          </option>
        ))}
        {table.LocalSecondaryIndexes?.map((i) => (
          <option key={i.IndexName} value={i.IndexName}>
            {i.IndexName}: local ({keys(i)})
          </option>
        ))}
      </select>
    </Field>
  );
}

function ConsistentRead({ draft, table, edit, problem }: DraftProps) {
  const schema = keySchemaFor(table, draft.operation === 'get' ? undefined : draft.index || undefined);
  const onGsi = schema.ok && schema.schema.index?.global === true;
  return (
    <>
      {/* Left enabled while checked on a GSI (from a link), so the user can clear what the problem names. */}
      <CheckField
        label="Consistent read"
        checked={draft.consistent}
        disabled={onGsi && !draft.consistent}
        reason={onGsi ? GSI_CONSISTENT_REASON : undefined}
        onChange={(v) => edit({ consistent: v })}
      />
    </>
  );
}

/**
 * `live`: what DynamoDB would refuse in the draft as it stands, from the same gate the service runs,
 * judged once per draft by the form: shown beside the field while typing. Problems of the form's
 * own text (a half-typed number, an empty key) wait for Run, so an unfinished form is not covered in red.
 */
function ProblemList({ live }: { live: FieldProblem[] }) {
  const submitted = useApp((s) => s.formProblems);
  // A link's refused read is explained once, in the link notice; the fields still carry the details.
  const linkSaidIt = useApp((s) => s.linkNotice?.formRefused === true);
  const problems = submitted.length ? submitted : live;
  if (!problems.length || (linkSaidIt && submitted.length)) return null;
  return (
    <div role={submitted.length ? 'alert' : 'note'} className="form-problems">
      <strong>Fix {problems.length === 1 ? 'this' : `these ${problems.length}`} before running:</strong>
      <ul>
        {problems.map((p) => (
          <li key={p.field + p.message}>{p.message}</li>
        ))}
      </ul>
    </div>
  );
}

/** The Explain region of the form's read as it stands. */
function FormExplain({ draft, table, built }: { draft: QueryDraft; table: TableDescription; built: BuildResult }) {
  const plan = useMemo(() => planOfDraft(draft, table, built), [draft, table, built]);
  return <Explain plan={plan} table={table} />;
}

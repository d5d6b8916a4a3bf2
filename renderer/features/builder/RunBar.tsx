/** The builder's Run button, its cost estimate and, while it cannot run, the reason. */
import { useId, useMemo } from 'react';
import type { TableDescription } from '../../../shared/dynamo/types.js';
import { Explain } from '../explain/index.js';
import { planOfBuilder } from '../../model/cost-estimate/read-plan-of.js';
import { useApp } from '../../store/index.js';
import type { BuilderDraft } from '../../model/builder/builder-draft.js';
import type { BuiltBuilder } from '../../model/builder/build-request.js';
import { controlLabel } from '../../model/builder/control-labels.js';

/** Run, and while it cannot run, why not. */
export function RunBar({ built, draft, table }: { built: BuiltBuilder; draft: BuilderDraft; table: TableDescription }) {
  const id = useId();
  const reading = useApp((s) => s.read.status === 'reading');
  const stop = useApp((s) => s.stopRead);
  const problems = built.problems;
  const reason =
    problems.length === 0
      ? null
      : problems.length === 1
        ? `${controlLabel(problems[0]!.control, draft)}: ${stripLabel(problems[0]!.message)}`
        : `${problems.length} problems, first ${controlLabel(problems[0]!.control, draft)}: ${stripLabel(problems[0]!.message)}`;
  return (
    <div className="form-actions run-bar">
      {/* Disabled for problems; only aria-disabled while reading, so Enter on Run keeps the focus on it. */}
      <button
        type="submit"
        className="primary"
        disabled={problems.length > 0}
        aria-disabled={reading || undefined}
        aria-describedby={reason ? id : undefined}
      >
        Run {built.operation === 'Query' ? 'query' : 'scan'}
      </button>
      {reading ? (
        <button type="button" className="stop" onClick={() => void stop()}>
          Stop
        </button>
      ) : null}
      {reason ? (
        <span id={id} className="run-reason">
          Run is disabled: {reason}
        </span>
      ) : null}
      <BuilderExplain built={built} cap={draft.cap} table={table} />
    </div>
  );
}

/** Messages start with their control's label ("Partition key: ..."); the bar names the control itself. */
function stripLabel(message: string): string {
  return message.replace(
    /^(Partition key|Sort key value|Sort key upper value|Sort key condition|Index|Limit|Attribute|Projection|Value \([A-Z]+\)): /,
    '',
  );
}

/** The Explain region of the builder's read as it stands. */
function BuilderExplain({ built, cap, table }: { built: BuiltBuilder; cap: string; table: TableDescription }) {
  const plan = useMemo(() => planOfBuilder(built, table, cap), [built, table, cap]);
  return <Explain plan={plan} table={table} />;
}

/** The Shard fan-out tool: every shard of a key read at once and merged. */
import type { TableDescription } from '../../../shared/dynamo/types.js';
import { DEFAULT_FAN_OUT, type FanOutForm } from '../../routing/tool-route.js';
import { useApp } from '../../store/index.js';
import { Field } from '../../ui/Field.js';
import { FlipButton } from './FlipButton.js';
import { MergedRunView } from './MergedRunView.js';
import { shardKeysPlaceholder } from './pattern-placeholder.js';
import { formOf } from '../../store/tool-forms-slice.js';
import { toolFormSubmit } from './tool-form-submit.js';
import { ToolDraftFields } from './ToolDraftFields.js';
import { ToolResults } from './ToolResults.js';

/** Every shard of a sharded key read at once and merged in sort-key order, a page at a time. */
export function FanOutTool({ table }: { table: TableDescription }) {
  const kept = useApp((s) => s.fanOutForm);
  const editForm = useApp((s) => s.editFanOutForm);
  const submit = useApp((s) => s.submitFanOut);
  const { draft, ...numbers } = formOf(kept, table.TableName, DEFAULT_FAN_OUT);
  const { problem, onSubmit } = toolFormSubmit(kept, table.TableName, submit);
  const setNumbers = (n: Omit<FanOutForm, 'draft'>) => editForm(table.TableName, n);
  const stored = useApp((s) => s.fanOut);
  const run = stored?.spec.query.TableName === table.TableName ? stored : null;
  const next = useApp((s) => s.fanOutNext);
  const stop = useApp((s) => s.stopFanOut);
  const showPage = useApp((s) => s.showFanOutPage);
  return (
    <div className="tool">
      <p className="tool-intro">
        A hot key written as shards (<code>KEY#01</code> … <code>KEY#10</code>) is read by querying every shard. Type
        the range or list the keys; the shards are queried in parallel and their items merged in sort-key order.
      </p>
      <form aria-label="Fan-out form" onSubmit={onSubmit} noValidate>
        <ToolDraftFields
          table={table}
          draft={draft}
          edit={(p) => editForm(table.TableName, { draft: { ...draft, ...p } })}
          problem={problem}
          patternLabel="Shard keys"
          patternPlaceholder={shardKeysPlaceholder}
          patternHint="a range (01..#10 pads to two digits, #1..#10 does not) or a list"
        />
        <div className="form-row">
          <Field label="Page size" hint="merged items a page" problem={problem('pageSize')} className="narrow">
            <input
              inputMode="numeric"
              value={numbers.pageSize}
              onChange={(e) => setNumbers({ ...numbers, pageSize: e.target.value })}
            />
          </Field>
          <Field
            label="Per-shard limit"
            hint="Limit of each shard's Query"
            problem={problem('partitionLimit')}
            className="narrow"
          >
            <input
              inputMode="numeric"
              value={numbers.partitionLimit}
              onChange={(e) => setNumbers({ ...numbers, partitionLimit: e.target.value })}
            />
          </Field>
          <Field label="Parallel queries" problem={problem('concurrency')} className="narrow">
            <input
              inputMode="numeric"
              value={numbers.concurrency}
              onChange={(e) => setNumbers({ ...numbers, concurrency: e.target.value })}
            />
          </Field>
          <button type="submit" className="primary" disabled={run?.status === 'reading'}>
            Read all shards
          </button>
        </div>
      </form>
      {run ? (
        <ToolResults tool="fan-out" title="Shard fan-out">
          <MergedRunView
            name="Fan-out"
            run={run}
            onNext={() => void next()}
            onStop={stop}
            onShowPage={showPage}
            action={(item) => <FlipButton item={item} indexName={run.spec.query.IndexName} />}
          />
        </ToolResults>
      ) : null}
    </div>
  );
}

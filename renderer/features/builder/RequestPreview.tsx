/** The builder's request exactly as it will be sent, with DynamoDB's objections beside it. */
import type { BuilderDraft } from '../../model/builder/builder-draft.js';
import type { ControlProblem } from '../../model/builder/build-filter.js';
import type { BuiltBuilder } from '../../model/builder/build-request.js';
import { controlLabel } from '../../model/builder/control-labels.js';

const EXPRESSIONS = ['KeyConditionExpression', 'FilterExpression', 'ProjectionExpression'] as const;

/** The request exactly as Run sends it, updated on every keystroke, with DynamoDB's objections. */
export function RequestPreview({ built, draft }: { built: BuiltBuilder; draft: BuilderDraft }) {
  const c = built.compiled;
  const r = built.request;
  const others: Array<[string, string]> = [['TableName', r.TableName]];
  if (r.IndexName) others.push(['IndexName', r.IndexName]);
  if ('ScanIndexForward' in r && r.ScanIndexForward !== undefined)
    others.push(['ScanIndexForward', String(r.ScanIndexForward)]);
  if (r.Limit !== undefined) others.push(['Limit', String(r.Limit)]);
  if (r.ConsistentRead) others.push(['ConsistentRead', 'true']);
  const shown = built.problems.filter((p) => !p.pending);
  return (
    <section className="request-preview" aria-label="Request preview">
      <h3>{built.operation} request</h3>
      <dl>
        {EXPRESSIONS.map((field) => (
          <div key={field} className="preview-entry">
            <dt>{field}</dt>
            <dd>
              <code data-field={field}>{c[field] ?? <span className="muted">(none)</span>}</code>
            </dd>
          </div>
        ))}
        <div className="preview-entry">
          <dt>ExpressionAttributeNames</dt>
          <dd>
            <pre data-field="ExpressionAttributeNames">
              {c.ExpressionAttributeNames ? JSON.stringify(c.ExpressionAttributeNames, null, 2) : '(none)'}
            </pre>
          </dd>
        </div>
        <div className="preview-entry">
          <dt>ExpressionAttributeValues</dt>
          <dd>
            <pre data-field="ExpressionAttributeValues">
              {c.ExpressionAttributeValues ? JSON.stringify(c.ExpressionAttributeValues, null, 2) : '(none)'}
            </pre>
          </dd>
        </div>
        <div className="preview-entry">
          <dt>Other parameters</dt>
          <dd>
            <code>{others.map(([k, v]) => `${k}: ${v}`).join(' · ')}</code>
          </dd>
        </div>
      </dl>
      {shown.length > 0 ? <ProblemTable problems={shown} draft={draft} /> : null}
    </section>
  );
}

function ProblemTable({ problems, draft }: { problems: ControlProblem[]; draft: BuilderDraft }) {
  return (
    <div className="preview-problems">
      <h4>Problems to fix before running</h4>
      <table>
        <thead>
          <tr>
            <th scope="col">Control</th>
            <th scope="col">Field</th>
            <th scope="col">Token</th>
            <th scope="col">Message</th>
          </tr>
        </thead>
        <tbody>
          {problems.map((p, i) => (
            <tr key={i}>
              <td>{controlLabel(p.control, draft)}</td>
              <td>
                {p.field ? <code>{p.field}</code> : ''}
                {p.column !== undefined ? ` (column ${p.column})` : ''}
              </td>
              <td>{p.token ? <code>{p.token}</code> : ''}</td>
              <td>{p.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

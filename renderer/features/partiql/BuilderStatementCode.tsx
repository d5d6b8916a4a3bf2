/**
 * The builder's read as runnable ExecuteStatement code (JS SDK v3, boto3, AWS CLI), beside its
 * Query or Scan code: made from the same translation as "Open as PartiQL", so the statement and its
 * typed `?` parameters are those the PartiQL tab would run; or why the read has no such form.
 */
import { useMemo } from 'react';
import type { TableDescription } from '../../../shared/dynamo/types.js';
import type { BuilderDraft } from '../../model/builder/builder-draft.js';
import type { BuiltBuilder } from '../../model/builder/build-request.js';
import { builderToStatement } from './builder-bridge.js';
import { StatementCode } from './StatementCode.js';

export const BUILDER_STATEMENT_CODE = 'ExecuteStatement code';

export function BuilderStatementCode({
  built,
  draft,
  table,
}: {
  built: BuiltBuilder;
  draft: BuilderDraft;
  table: TableDescription;
}) {
  const r = useMemo(() => builderToStatement(built, draft, table, true), [built, draft, table]);
  const heading = <h4 className="code-heading">The same read as a PartiQL ExecuteStatement</h4>;
  if (!r.ok)
    return (
      <>
        {heading}
        <p className="muted" aria-label={BUILDER_STATEMENT_CODE}>
          No ExecuteStatement form: {r.reason}.
        </p>
      </>
    );
  return (
    <>
      {heading}
      <StatementCode
        statement={r.statement}
        parameters={r.parameters}
        label={BUILDER_STATEMENT_CODE}
        idPrefix="builder-statement-snippet"
      />
      {r.notes.map((n) => (
        <p key={n} className="muted">
          {n}
        </p>
      ))}
    </>
  );
}

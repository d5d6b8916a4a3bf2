/** The expression builder's panel: its controls, the request preview, the code and the saved patterns. */
import { useEffect, type FormEvent } from 'react';
import type { TableDescription } from '../../../shared/dynamo/types.js';
import { useApp } from '../../store/index.js';
import { PatternsPanel } from '../patterns/index.js';
import { CodePanel } from '../snippets/index.js';
import type { BuilderDraft } from '../../model/builder/builder-draft.js';
import type { BuilderProps } from './builder-props.js';
import { builtOfDraft } from '../../model/builder/built-of-draft.js';
import { fromQueryDraft } from '../../model/builder/from-query-draft.js';
import { AttributeSuggestions } from './AttributeSuggestions.js';
import { FilterGroupEditor } from './FilterGroupEditor.js';
import { KeyControls } from './KeyControls.js';
import { PasteBox } from './PasteBox.js';
import { ProjectionEditor } from './ProjectionEditor.js';
import { RequestPreview } from './RequestPreview.js';
import { RunBar } from './RunBar.js';
import { CheckField } from '../../ui/Field.js';
import { OpenAsPartiql, BuilderStatementCode } from '../partiql/index.js';
import './builder.css';

/**
 * The expression builder: a Query or Scan made by choosing, its exact request shown as it is
 * edited, Run through the same read as the plain form, the code for it, and saved patterns.
 */
export function BuilderPanel({ table }: { table: TableDescription }) {
  const stored = useApp((s) => s.builderDrafts[table.TableName]);
  const ensure = useApp((s) => s.ensureBuilderDraft);
  useEffect(() => {
    if (!stored) ensure(table);
  }, [stored, ensure, table]);
  if (!stored) return null;
  return <BuilderBody table={table} draft={stored} />;
}

function BuilderBody({ table, draft }: { table: TableDescription; draft: BuilderDraft }) {
  const editBuilder = useApp((s) => s.editBuilder);
  const run = useApp((s) => s.runBuilder);
  const replace = useApp((s) => s.replaceBuilderDraft);
  const plain = useApp((s) =>
    s.draft && s.draft.table === table.TableName && s.draft.operation !== 'get' ? s.draft : null,
  );
  const built = builtOfDraft.of(draft, table);
  const problems = built.problems;
  const props: BuilderProps = {
    draft,
    table,
    ...(built.schema ? { schema: built.schema } : {}),
    edit: (change) =>
      editBuilder(table.TableName, typeof change === 'function' ? change : (d) => ({ ...d, ...change })),
    problem: (control) => {
      const shown = problems.filter((p) => p.control === control && !p.pending).map((p) => p.message);
      return shown.length ? shown.join(' · ') : undefined;
    },
  };
  const reading = useApp((s) => s.read.status === 'reading');
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!reading) void run();
  };
  return (
    <section className="builder" aria-label="Expression builder">
      <AttributeSuggestions table={table} />
      <div className="builder-columns">
        <form className="builder-form" aria-label="Build the read" onSubmit={onSubmit} noValidate>
          {plain ? (
            <button
              type="button"
              className="link-button from-plain"
              onClick={() => replace(fromQueryDraft(plain, table))}
            >
              Start from the plain form&apos;s read
            </button>
          ) : null}
          <KeyControls {...props} />
          <FilterGroupEditor
            group={draft.filter}
            root={draft.filter}
            depth={0}
            problem={props.problem}
            setRoot={(filter) => props.edit({ filter })}
          />
          <ProjectionEditor {...props} />
          <CheckField
            label="Placeholders for every attribute name"
            checked={draft.aliasAll}
            reason={
              draft.aliasAll
                ? 'always valid, whatever the name'
                : 'only reserved words and unusual names get #placeholders'
            }
            onChange={(v) => props.edit({ aliasAll: v })}
          />
          <RunBar built={built} draft={draft} table={table} />
          <OpenAsPartiql built={built} draft={draft} table={table} />
        </form>
        <div className="builder-side">
          <RequestPreview built={built} draft={draft} />
          <PasteBox table={table} />
        </div>
      </div>
      <details className="code-fold">
        <summary>Code</summary>
        <CodePanel built={built} />
        <BuilderStatementCode built={built} draft={draft} table={table} />
      </details>
      <PatternsPanel table={table} built={built} draft={draft} />
    </section>
  );
}

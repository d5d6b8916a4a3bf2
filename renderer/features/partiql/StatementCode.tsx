/**
 * The statement as ExecuteStatement code (JS SDK v3, boto3, AWS CLI) for the connection in use,
 * with a Copy button; shown only for a statement DynamoDB accepts.
 */
import { useMemo, useState } from 'react';
import type { AttributeValue } from '../../../shared/dynamo/types.js';
import { statementSnippet, type StatementSnippetLanguage } from '../../../shared/snippets/partiql-statement.js';
import { useApp } from '../../store/index.js';
import { CopyButton } from '../../ui/CopyButton.js';
import { TabBar, tabPanelProps } from '../../ui/TabBar.js';
import { snippetConnection } from '../snippets/index.js';

const TABS: ReadonlyArray<{ id: StatementSnippetLanguage; label: string }> = [
  { id: 'javascript-sdk', label: 'JavaScript (SDK v3)' },
  { id: 'python-boto3', label: 'Python (boto3)' },
  { id: 'aws-cli', label: 'AWS CLI' },
];

/** `label` and `idPrefix` let a second copy (the builder's code, as ExecuteStatement) sit beside this one. */
export function StatementCode({
  statement,
  parameters,
  label: region = 'Code for this statement',
  idPrefix = 'partiql-snippet',
}: {
  statement: string;
  parameters: readonly AttributeValue[];
  label?: string;
  idPrefix?: string;
}) {
  const [language, setLanguage] = useState<StatementSnippetLanguage>('javascript-sdk');
  const info = useApp((s) => (s.connectState.status === 'ready' ? s.connectState.value : undefined));
  const target = useMemo(() => snippetConnection(info), [info]);
  const text = target.ok ? statementSnippet(language, statement, parameters, target.connection) : undefined;
  const label = TABS.find((t) => t.id === language)!.label;
  return (
    <section className="code-panel" aria-label={region}>
      <TabBar
        label={`${region} language`}
        tabs={TABS}
        selected={language}
        onSelect={(id: string) => setLanguage(id as StatementSnippetLanguage)}
        idPrefix={idPrefix}
      />
      <div {...tabPanelProps(idPrefix, language)} className="code-body">
        {!target.ok ? (
          <p className="muted">{target.message}</p>
        ) : (
          <>
            <div className="code-actions">
              <CopyButton label="Copy" text={text!} />
            </div>
            <pre className="snippet" tabIndex={0} aria-label={`${label} ExecuteStatement program`}>
              <code>{text}</code>
            </pre>
          </>
        )}
      </div>
    </section>
  );
}

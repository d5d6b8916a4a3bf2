/** The read as a runnable program in each language, with a Copy button. */
import { useMemo } from 'react';
import { generateSnippet, snippetLanguages, type SnippetLanguage } from '../../../shared/snippets/index.js';
import { useApp } from '../../store/index.js';
import type { BuiltBuilder } from '../../model/builder/build-request.js';
import { TabBar, tabPanelProps } from '../../ui/TabBar.js';
import { CopyButton } from '../../ui/CopyButton.js';
import { snippetConnection } from './snippet-connection.js';
import './snippets.css';

const TABS = snippetLanguages.map((l) => ({ id: l.id, label: l.label }));

/** The builder's request as a complete program in four tabs, with a Copy button. */
export function CodePanel({ built }: { built: BuiltBuilder }) {
  const language = useApp((s) => s.snippetLanguage);
  const setLanguage = useApp((s) => s.setSnippetLanguage);
  const info = useApp((s) => (s.connectState.status === 'ready' ? s.connectState.value : undefined));
  const target = useMemo(() => snippetConnection(info), [info]);
  const blocking = built.problems.length > 0;
  const code = useMemo(() => {
    if (blocking || !target.ok) return null;
    try {
      return {
        ok: true as const,
        text: generateSnippet(
          language,
          built.operation === 'Query' ? 'query' : 'scan',
          built.request,
          target.connection,
        ),
      };
    } catch (e) {
      return { ok: false as const, message: (e as Error).message };
    }
  }, [blocking, target, language, built]);
  return (
    <section className="code-panel" aria-label="Code for this read">
      <TabBar
        label="Language"
        tabs={TABS}
        selected={language}
        onSelect={(id: SnippetLanguage) => setLanguage(id)}
        idPrefix="snippet"
      />
      <div {...tabPanelProps('snippet', language)} className="code-body">
        {!target.ok ? (
          <p className="muted">{target.message}</p>
        ) : blocking ? (
          <p className="muted">
            Fix the problems in the form first: the code is written for a request DynamoDB accepts.
          </p>
        ) : code && !code.ok ? (
          <p className="error-notice">Could not write the code: {code.message}</p>
        ) : code ? (
          <>
            <div className="code-actions">
              <CopyButton label="Copy" text={code.text} />
              {target.note ? <span className="field-hint">{target.note}</span> : null}
            </div>
            <pre className="snippet" tabIndex={0} aria-label={`${TABS.find((t) => t.id === language)?.label} program`}>
              <code>{code.text}</code>
            </pre>
          </>
        ) : null}
      </div>
    </section>
  );
}

/** The table's saved access patterns: run, save, share as JSON. */
import { useEffect, useId, useMemo, useState, type ChangeEvent } from 'react';
import type { TableDescription } from '../../../shared/dynamo/types.js';
import { exportPatterns } from '../../../shared/patterns/saved-patterns-file.js';
import type { SavedPattern } from '../../../shared/patterns/saved-patterns.js';
import { useApp } from '../../store/index.js';
import type { BuilderDraft } from '../../model/builder/builder-draft.js';
import type { BuiltBuilder } from '../../model/builder/build-request.js';
import { PatternItem } from './PatternItem.js';
import { PatternsFileLink } from './PatternsFileLink.js';
import { SavePatternForm } from './SavePatternForm.js';
import './patterns.css';

const NONE: SavedPattern[] = [];

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The table's saved access patterns: run one by filling its slots, save the current read, share them as JSON. */
export function PatternsPanel({
  table,
  built,
  draft,
}: {
  table: TableDescription;
  built: BuiltBuilder;
  draft: BuilderDraft;
}) {
  const fileId = useId();
  const load = useApp((s) => s.loadTablePatterns);
  const patterns = useApp((s) => s.patterns[table.TableName] ?? NONE);
  const notice = useApp((s) => s.patternsNotice);
  const importFile = useApp((s) => s.importPatternFile);
  const [outcome, setOutcome] = useState<{ ok: boolean; messages: string[] } | null>(null);
  useEffect(() => {
    load(table.TableName);
  }, [load, table.TableName]);
  const fileName = useMemo(
    () => `${table.TableName.replace(/[^A-Za-z0-9._-]+/g, '_')}-access-patterns.json`,
    [table.TableName],
  );
  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setOutcome(importFile(await file.text()));
  };
  return (
    <section className="patterns-panel" aria-label="Saved access patterns">
      <h3>Saved access patterns</h3>
      {patterns.length === 0 ? (
        <p className="muted">None saved for {table.TableName} yet.</p>
      ) : (
        <ul className="pattern-list">
          {patterns.map((p) => (
            <PatternItem key={p.name} pattern={p} table={table} />
          ))}
        </ul>
      )}
      <details className="save-pattern-fold">
        <summary>Save the current read as a pattern</summary>
        <SavePatternForm built={built} draft={draft} />
      </details>
      <div className="pattern-file">
        <button
          type="button"
          disabled={patterns.length === 0}
          onClick={() => download(fileName, exportPatterns(patterns))}
        >
          Export patterns of {table.TableName}
        </button>
        <label htmlFor={fileId}>Import patterns (JSON file)</label>
        <input id={fileId} type="file" accept="application/json,.json" onChange={(e) => void onFile(e)} />
      </div>
      <PatternsFileLink key={table.TableName} table={table.TableName} patterns={patterns} />
      {notice ? (
        <p role="alert" className="error-notice">
          {notice}
        </p>
      ) : null}
      {outcome ? (
        <div role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? 'info-notice' : 'form-problems'}>
          {outcome.ok ? null : <strong>The file was not imported:</strong>}
          <ul>
            {outcome.messages.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

/** Saving the builder's read as a pattern, choosing which values become slots. */
import { useId, useState, type FormEvent } from 'react';
import type { AttributeValue } from '../../../shared/dynamo/types.js';
import { makePattern, type PatternRequest } from '../../../shared/patterns/saved-patterns.js';
import { escapeTemplate, suggestTemplate } from '../../../shared/patterns/slot-template.js';
import { useApp } from '../../store/index.js';
import type { BuilderDraft } from '../../model/builder/builder-draft.js';
import type { BuiltBuilder } from '../../model/builder/build-request.js';
import { controlLabel } from '../../model/builder/control-labels.js';
import { Field } from '../../ui/Field.js';

function scalarText(v: AttributeValue): string | undefined {
  return 'S' in v ? v.S : 'N' in v ? v.N : 'B' in v ? v.B : undefined;
}

/** The request a pattern keeps: the builder's, without the table (the pattern names it). */
export function patternRequest(built: BuiltBuilder): PatternRequest {
  const { TableName: _t, ...rest } = built.request;
  return rest;
}

/** Names the current read and chooses which of its values become slots to fill on each run. */
export function SavePatternForm({ built, draft }: { built: BuiltBuilder; draft: BuilderDraft }) {
  const nameId = useId();
  const save = useApp((s) => s.savePattern);
  const [name, setName] = useState('');
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<Array<{ field: string; message: string }>>([]);
  const [saved, setSaved] = useState<string | null>(null);
  const values = Object.entries(built.compiled.ExpressionAttributeValues ?? {});
  const schema = built.schema;
  // The partition key's value is what changes from run to run; the rest stays as typed unless edited.
  const suggestion = (v: AttributeValue, site: string | undefined): string => {
    const text = scalarText(v) ?? '';
    return site === 'pk' && schema && !('B' in v)
      ? suggestTemplate(text, schema.partitionKey)
      : 'N' in v || 'B' in v
        ? text
        : escapeTemplate(text);
  };
  const keyAttribute = (site: string) =>
    site === 'pk' ? ` ${schema?.partitionKey}` : site === 'sk' || site === 'sk2' ? ` ${schema?.sortKey}` : '';
  const rows = values.flatMap(([placeholder, v]) => {
    const text = scalarText(v);
    if (text === undefined) return [];
    const site = built.valueSites[Number(placeholder.slice(2))];
    const key = `${placeholder}\u0000${text}`;
    return [
      {
        placeholder,
        key,
        label: site ? `${controlLabel(site, draft)}${keyAttribute(site)}` : placeholder,
        template: edits[key] ?? suggestion(v, site),
        type: Object.keys(v)[0],
      },
    ];
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const templates = Object.fromEntries(rows.map((r) => [r.placeholder, r.template]));
    const r = makePattern(name, draft.table, built.operation, patternRequest(built), templates);
    if (!r.ok) {
      setProblems(r.problems);
      setSaved(null);
      return;
    }
    save(r.pattern);
    setProblems([]);
    setSaved(r.pattern.name);
    setName('');
  };
  const problemOf = (field: string) => problems.find((p) => p.field === field)?.message;
  if (built.problems.length > 0)
    return <p className="muted">Fix the form&apos;s problems to save this read as a pattern.</p>;
  return (
    <form className="save-pattern" aria-label="Save as access pattern" onSubmit={onSubmit} noValidate>
      <Field label="Pattern name" problem={problemOf('name')}>
        <input
          id={nameId}
          value={name}
          placeholder="List a workspace's projects, newest first"
          onChange={(e) => setName(e.target.value)}
        />
      </Field>
      {rows.length > 0 ? (
        <fieldset className="pattern-slots">
          <legend>Values: write {'{name}'} where a value is asked for on each run</legend>
          {rows.map((r) => (
            <Field
              key={r.key}
              label={`${r.label} (${r.type})`}
              problem={problemOf(r.placeholder)}
              hint={
                r.type === 'S'
                  ? 'text around slots is kept; {{ and }} are literal braces'
                  : 'a number or binary value is written out or is one whole slot'
              }
            >
              <input
                value={r.template}
                spellCheck={false}
                onChange={(e) => setEdits({ ...edits, [r.key]: e.target.value })}
              />
            </Field>
          ))}
        </fieldset>
      ) : null}
      <div className="form-actions">
        <button type="submit">Save pattern</button>
        <span role="status" className="muted">
          {saved ? `Saved "${saved}"` : ''}
        </span>
      </div>
    </form>
  );
}

/** The user's choices that shape the inferred design: delimiters, type attribute, names. */
import { useState } from 'react';
import type { DesignOverrides } from '../../../shared/design/model/table-design.js';
import { templateChoice, withTemplateChoice } from '../../../shared/design/model/design-choices.js';
import { useApp } from '../../store/index.js';
import { Field } from '../../ui/Field.js';
import { ALL_DELIMITERS } from '../../../shared/dynamo/key-delimiters.js';
import { numberText } from '../../../shared/text/count.js';
import type { DesignView } from '../../model/design/design-view.js';

const INFERRED = '\u0000inferred';
const NONE = '\u0000none';

/** Select value for an override that can be unset (inferred), null (none) or a value. */
const toSelect = (v: string | null | undefined) => (v === undefined ? INFERRED : v === null ? NONE : v);
const fromSelect = (v: string): string | null | undefined => (v === INFERRED ? undefined : v === NONE ? null : v);

/** The parent(s) in force: one, none, or several when each kind of collection has its own. */
function parentsInForce(view: DesignView): string {
  const d = view.design.parentEntity !== undefined || view.design.parentEntities ? view.design : view.inForce;
  const list = d.parentEntities && d.parentEntities.length > 1 ? d.parentEntities : null;
  return list ? `${list.join(', ')} (per collection)` : (d.parentEntity ?? 'none');
}

/** Every choice the design makes, each one the user can take over; they apply at once. */
/**
 * `delimiters`: every delimiter found in the keys read (shared/dynamo/key-delimiters.ts), so any the
 * keys use can be chosen (`@` too); every one the app knows before a read.
 */
export function DesignChoicesForm({
  view,
  attributes,
  delimiters = ALL_DELIMITERS,
}: {
  view: DesignView;
  attributes: string[];
  delimiters?: readonly string[];
}) {
  const overrides = useApp((s) => s.designChoices.overrides);
  const set = useApp((s) => s.setDesignOverrides);
  const reset = useApp((s) => s.resetDesignOverrides);
  const entities = view.design.entities.map((e) => e.name);
  const patch = (p: Partial<DesignOverrides>) => set(p);
  // The one in force and the one chosen stay listed even where the keys on screen lack them.
  const listed = [
    ...new Set([
      ...delimiters,
      ...[view.inForce.delimiter, overrides.delimiter].filter((d): d is string => typeof d === 'string' && d !== ''),
    ]),
  ];
  return (
    <form className="design-choices" aria-label="Design choices" onSubmit={(e) => e.preventDefault()}>
      <div className="form-row">
        <Field
          label="Type attribute"
          hint={`In force: ${view.inForce.typeAttribute ?? 'none'}${view.byModel && view.design.typeAttribute ? ' (the imported model)' : ''}`}
        >
          <select
            value={toSelect(overrides.typeAttribute)}
            onChange={(e) => patch({ typeAttribute: fromSelect(e.target.value) })}
          >
            <option value={INFERRED}>as inferred</option>
            <option value={NONE}>none (keys only)</option>
            {attributes.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Key delimiter" hint={`In force: ${view.inForce.delimiter ?? 'none'}`}>
          <select
            value={toSelect(overrides.delimiter)}
            onChange={(e) => patch({ delimiter: fromSelect(e.target.value) })}
          >
            <option value={INFERRED}>as inferred</option>
            <option value={NONE}>none</option>
            {listed.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Parent entity" hint={`In force: ${parentsInForce(view)}`}>
          <select
            value={toSelect(overrides.parentEntity)}
            onChange={(e) => patch({ parentEntity: fromSelect(e.target.value) })}
          >
            <option value={INFERRED}>as detected per collection</option>
            <option value={NONE}>no parent</option>
            {entities.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </Field>
        <button type="button" onClick={reset} disabled={Object.keys(overrides).length === 0}>
          Reset choices
        </button>
      </div>
      <EntityNames view={view} />
    </form>
  );
}

/** One row per entity: its name (editable), its items, and for a model its templates' entity. */
function EntityNames({ view }: { view: DesignView }) {
  const overrides = useApp((s) => s.designChoices.overrides);
  const set = useApp((s) => s.setDesignOverrides);
  const names = view.design.entities.map((e) => e.name);
  const rename = (shown: string, to: string) => {
    const from = view.inferredNames.get(shown) ?? shown;
    const next = { ...(overrides.entityNames ?? {}) };
    if (to === '' || to === from) delete next[from];
    else next[from] = to;
    set({ entityNames: next });
  };
  const moveTemplate = (spec: string, to: string) => {
    set({ templateEntity: withTemplateChoice(overrides.templateEntity, spec, to) });
  };
  const templatesOf = (entity: string): { attribute: string; template: string; items?: number }[] => {
    const found = view.templates.filter((t) => t.entity === entity);
    if (found.length > 0) return found;
    const e = view.design.entities.find((x) => x.name === entity);
    return Object.entries(e?.keys ?? {}).map(([attribute, template]) => ({ attribute, template }));
  };
  return (
    <table className="tool-table design-entities">
      <caption>Entities and their key templates</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Items read</th>
          <th scope="col">Key templates, and the entity their items are</th>
        </tr>
      </thead>
      <tbody>
        {view.design.entities.map((e) => (
          <tr key={e.name}>
            <td>
              <NameInput name={e.name} onRename={(to) => rename(e.name, to)} />
            </td>
            {/* No counts at all: nothing of the table was read (a model remembered or imported before any read). */}
            <td className="num">
              {view.entityCounts.size === 0 ? '\u2014' : numberText(view.entityCounts.get(e.name) ?? 0)}
            </td>
            <td>
              {templatesOf(e.name).map((t) => {
                const spec = `${t.attribute}=${t.template}`;
                const chosen = templateChoice(overrides.templateEntity, spec);
                return (
                  <div key={spec} className="design-template">
                    <code>{t.attribute}</code> <code>{t.template}</code>
                    {t.items !== undefined ? (
                      <span className="muted">
                        {' '}
                        {numberText(t.items)} item{t.items === 1 ? '' : 's'}
                      </span>
                    ) : null}{' '}
                    <select
                      aria-label={`Entity for template ${t.template} (${t.attribute}, under ${e.name})`}
                      value={chosen ?? ''}
                      onChange={(ev) => moveTemplate(spec, ev.target.value)}
                    >
                      <option value="">{chosen === undefined ? e.name : 'as inferred'}</option>
                      {names
                        .filter((n) => n !== e.name || n === chosen)
                        .map((n) => (
                          <option key={n} value={n}>
                            {n}
                          </option>
                        ))}
                    </select>
                  </div>
                );
              })}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A name field that applies on Enter or when it loses focus, not on every key. */
function NameInput({ name, onRename }: { name: string; onRename(to: string): void }) {
  const [text, setText] = useState(name);
  const [was, setWas] = useState(name);
  if (was !== name) {
    setWas(name);
    setText(name);
  }
  const commit = () => {
    if (text.trim() !== name) onRename(text.trim());
  };
  return (
    <input
      type="text"
      aria-label={`Name of entity ${name}`}
      value={text}
      spellCheck={false}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit();
        }
      }}
    />
  );
}

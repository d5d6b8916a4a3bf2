import { useMemo } from 'react';
import { useApp } from '../../store/index.js';
import { DesignChecksView } from './DesignChecksView.js';
import { DesignChoicesForm } from './DesignChoicesForm.js';
import { designKey } from './design-storage.js';
import { designCheckFor } from './design-view.js';
import { originOf, shownModel } from './kept-model.js';
import { ModelFiles } from './ModelFiles.js';
import './design.css';

/**
 * The table's design as the app reads it: what was inferred (or imported) and why, every choice
 * open to override, model files in and out, and the data checked against it. Mounted only while
 * its tab is shown, so a hidden panel computes nothing.
 */
export function DesignPanel() {
  const session = useApp((s) => s.session);
  const version = useApp((s) => s.read.version);
  const built = useApp((s) => s.read.built);
  const choices = useApp((s) => s.designChoices);
  const table = useApp((s) => s.designTable);
  const kept = useApp((s) => (s.designTable === null ? null : s.keptModels[designKey(s.connectionId, s.designTable)] ?? null));
  const shown = useMemo(() => {
    if (!session || !table) return null;
    const origin = built ? originOf(built, session, Date.now()) : null;
    return shownModel(session, choices, origin, kept);
  }, [session, choices, table, version, built, kept]);
  const view = shown?.view ?? null;
  const checked = useMemo(() => {
    if (!session || !view) return null;
    const check = designCheckFor(session, view, choices.model !== null);
    check.update(session.grouper.collections);
    return { check, report: check.report() };
  }, [session, view, choices.model, version]);
  // The kept model's attributes too: a projected read on screen may not carry the type attribute.
  const attributes = useMemo(() => {
    const all = new Set(session ? session.attributes.overall.keys() : []);
    if (shown?.kept) for (const e of shown.view.design.entities) for (const a of e.attributes ?? []) all.add(a);
    if (shown?.kept && shown.view.design.typeAttribute) all.add(shown.view.design.typeAttribute);
    return [...all].sort();
  }, [session, version, shown]);
  if (!session || !shown || !view || !checked || !table) {
    return <p className="tool-intro">Run a read of this table: the Design tab shows the entities found in it and lets you name them, choose the parent, or import a NoSQL Workbench model or OneTable schema.</p>;
  }
  return (
    <div className="tool design-panel">
      <p className="tool-intro">{shown.source}. Choices here apply to the collections at once and are remembered for table {table} on this connection.</p>
      {shown.note ? <p className="design-read-note">{shown.note}</p> : null}
      <section aria-label="Why the design is what it is">
        <h3>What was found, and why</h3>
        <ul className="design-evidence">
          {view.evidence.map((e, i) => <li key={i} data-topic={e.topic}>{e.text}</li>)}
        </ul>
      </section>
      <DesignChoicesForm view={view} attributes={attributes} />
      <ModelFiles design={view.design} samples={shown.samples} />
      <DesignChecksView report={checked.report} check={checked.check} session={session} imported={choices.model !== null} />
    </div>
  );
}
